import type { ReactNode } from 'react'
import { PageLayout, type Crumb } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { loadOptional } from '@/lib/api'
import { SCHOOL_PAGES, type PageInfo } from '@/lib/pages'
import { SCHOOL_ROUTES, href, type SchoolRoute } from '@/lib/routes'

/** The section's side navigation: as the console keeps it (栏目导航 → 侧边导航), else the route map's. */
async function SchoolSideNav() {
  const nav = await loadOptional('setting.Navigation/info')
  const kept = nav?.side.find((s) => s.section === 'schoolOverview')?.items.filter((i) => !i.external)
  return (
    <SideNav
      title="学校概况"
      titleEn="School Overview"
      items={
        kept?.length ? kept : SCHOOL_ROUTES.map((s) => ({ href: href.school(s), label: SCHOOL_PAGES[s].zh }))
      }
    />
  )
}

/** A school-overview page: its banner titles, the section side navigation and breadcrumbs. */
export function SchoolLayout({
  section,
  page = SCHOOL_PAGES[section],
  detail,
  trail,
  children,
}: {
  /** The page's own header titles: the section's, unless a detail page has its own. */
  page?: PageInfo
  /** The section this page belongs to. */
  section: SchoolRoute
  /** The record a detail page shows, for the breadcrumbs. */
  detail?: string
  /** Deeper pages of the section (信息公开's reports, say): the crumbs after the section's own. */
  trail?: Crumb[]
  children: ReactNode
}) {
  const crumbs: Crumb[] = [{ href: href.schoolOverview(), label: '学校概况' }]
  const label = SCHOOL_PAGES[section].zh
  if (trail) crumbs.push({ href: href.school(section), label }, ...trail)
  else if (detail) crumbs.push({ href: href.school(section), label }, { label: detail })
  else crumbs.push({ label })
  return (
    <PageLayout page={page} crumbs={crumbs} aside={<SchoolSideNav />}>
      {children}
    </PageLayout>
  )
}
