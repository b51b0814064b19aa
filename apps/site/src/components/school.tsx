import type { ReactNode } from 'react'
import { PAGES, type PageInfo } from '@/lib/pages'
import { PageLayout, type Crumb } from './PageLayout'
import { SideNav } from './SideNav'

export const SCHOOL_SECTIONS = [
  { href: '/schoolOverview/aboutSchool', page: PAGES.aboutSchool },
  { href: '/schoolOverview/history', page: PAGES.history },
  { href: '/schoolOverview/currentLeadership', page: PAGES.currentLeadership },
  { href: '/schoolOverview/internalOrganization', page: PAGES.internalOrganization },
  { href: '/schoolOverview/schoolAffairsOpen', page: PAGES.schoolAffairsOpen },
  { href: '/schoolOverview/campusCulture', page: PAGES.campusCulture },
]

/** A school-overview page: its banner titles, the section side navigation and breadcrumbs. */
export function SchoolLayout({
  page,
  section,
  detail,
  children,
}: {
  page: PageInfo
  /** The list page this page belongs to (for details). */
  section: { href: string; page: PageInfo }
  detail?: string
  children: ReactNode
}) {
  const crumbs: Crumb[] = [{ href: '/schoolOverview', label: '学校概况' }]
  if (detail) crumbs.push({ href: section.href, label: section.page.zh }, { label: detail })
  else crumbs.push({ label: section.page.zh })
  return (
    <PageLayout
      page={page}
      crumbs={crumbs}
      aside={
        <SideNav
          title="学校概况"
          titleEn="School Overview"
          items={SCHOOL_SECTIONS.map((s) => ({ href: s.href, label: s.page.zh }))}
        />
      }
    >
      {children}
    </PageLayout>
  )
}

export const sectionOf = (href: string) => SCHOOL_SECTIONS.find((s) => s.href === href)!
