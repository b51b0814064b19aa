import { SchoolLayout } from '@/components/school/school-layout'
import { ArticleList } from '@/components/article/article-list'
import { Pagination } from '@/components/ui/pagination'
import { listPage, pageInRange, load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

const LIMIT = 10
export const metadata = pageMeta(PAGES.schoolAffairsOpen, href.school('schoolAffairsOpen'))

export default async function SchoolAffairsPage({ params }: { params: Promise<{ n?: string }> }) {
  const page = await listPage(params)
  const data = await load('school.Affair/list', { page, limit: LIMIT })
  pageInRange(page, data.total, LIMIT)
  return (
    <SchoolLayout page={PAGES.schoolAffairsOpen} section="schoolAffairsOpen">
      <ArticleList items={data.list} hrefFor={(n) => href.schoolDetail('schoolAffairsOpen', n.id)} />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={href.school('schoolAffairsOpen')} />
    </SchoolLayout>
  )
}
