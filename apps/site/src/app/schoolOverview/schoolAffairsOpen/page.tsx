import { SchoolLayout, sectionOf } from '@/components/school'
import { ArticleList, Pagination } from '@/components/ui'
import { load, pageParam, type SearchParams } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

const PATH = '/schoolOverview/schoolAffairsOpen'
const LIMIT = 10
export const metadata = pageMeta(PAGES.schoolAffairsOpen, PATH)

export default async function SchoolAffairsPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageParam((await searchParams).page)
  const data = await load('school.Affair/list', { page, limit: LIMIT })
  return (
    <SchoolLayout page={PAGES.schoolAffairsOpen} section={sectionOf(PATH)}>
      <ArticleList items={data.list} hrefFor={(n) => `${PATH}/${n.id}`} />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={PATH} />
    </SchoolLayout>
  )
}
