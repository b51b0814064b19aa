import type { ReactNode } from 'react'
import { PageLayout, type Crumb } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { SCHOOL_PAGES, type PageInfo } from '@/lib/pages'
import { SCHOOL_ROUTES, href, type SchoolRoute } from '@/lib/routes'

/** A school-overview page: its banner titles, the section side navigation and breadcrumbs. */
export function SchoolLayout({
  section,
  page = SCHOOL_PAGES[section],
  detail,
  children,
}: {
  /** The page's own header titles: the section's, unless a detail page has its own. */
  page?: PageInfo
  /** The section this page belongs to. */
  section: SchoolRoute
  /** The record a detail page shows, for the breadcrumbs. */
  detail?: string
  children: ReactNode
}) {
  const crumbs: Crumb[] = [{ href: href.schoolOverview(), label: '学校概况' }]
  const label = SCHOOL_PAGES[section].zh
  if (detail) crumbs.push({ href: href.school(section), label }, { label: detail })
  else crumbs.push({ label })
  return (
    <PageLayout
      page={page}
      crumbs={crumbs}
      aside={
        <SideNav
          title="学校概况"
          titleEn="School Overview"
          items={SCHOOL_ROUTES.map((s) => ({ href: href.school(s), label: SCHOOL_PAGES[s].zh }))}
        />
      }
    >
      {children}
    </PageLayout>
  )
}
