import { SchoolLayout } from '@/components/school/school-layout'
import { ArticleList } from '@/components/article/article-list'
import { Pagination } from '@/components/ui/pagination'
import { load, loadListPage } from '@/lib/api'
import { href } from '@/lib/routes'
import { schoolMeta } from '../_lib/meta'

const LIMIT = 10
export const metadata = schoolMeta('schoolAffairsOpen')

export default async function SchoolAffairsPage({ params }: { params: Promise<{ n?: string }> }) {
  const { page, data } = await loadListPage(params, LIMIT, (page) =>
    load('school.Affair/list', { page, limit: LIMIT }),
  )
  return (
    <SchoolLayout section="schoolAffairsOpen">
      <ArticleList items={data.list} hrefFor={(n) => href.schoolDetail('schoolAffairsOpen', n.id)} />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={href.school('schoolAffairsOpen')} />
    </SchoolLayout>
  )
}
