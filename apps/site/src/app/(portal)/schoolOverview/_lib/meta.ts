import { pageMeta } from '@/lib/meta'
import { idParam } from '@/lib/api'
import { SCHOOL_PAGES, type PageInfo } from '@/lib/pages'
import { href, type SchoolDetailRoute, type SchoolRoute } from '@/lib/routes'

/** The metadata of a school-overview section's own page. */
export const schoolMeta = (section: SchoolRoute) => pageMeta(SCHOOL_PAGES[section], href.school(section))

/** The metadata of a record's page in a section (a leader, a department): the page's own titles. */
export const schoolDetailMeta =
  (section: SchoolDetailRoute, page: PageInfo) =>
  async ({ params }: { params: Promise<{ id: string }> }) =>
    pageMeta(page, href.schoolDetail(section, idParam((await params).id)))
