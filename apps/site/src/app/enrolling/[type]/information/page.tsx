import {
  EnrollingLayout,
  enrollingBase,
  enrollingPage,
  typeParam,
  type TypeParams,
} from '@/components/enrolling'
import { ArticleList, Pagination } from '@/components/ui'
import { load, pageParam, type SearchParams } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ENROLLING } from '@/lib/pages'

const LIMIT = 10

export async function generateMetadata({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  return pageMeta(enrollingPage(type, 'information'), `${enrollingBase(type)}/information`)
}

export default async function InformationPage({
  params,
  searchParams,
}: {
  params: TypeParams
  searchParams: SearchParams
}) {
  const type = await typeParam(params)
  const page = pageParam((await searchParams).page)
  const data = await load('enrolling.News/list', {
    category_type: ENROLLING[type].categoryType,
    page,
    limit: LIMIT,
  })
  const base = `${enrollingBase(type)}/information`
  return (
    <EnrollingLayout type={type} child="information">
      <ArticleList items={data.list} hrefFor={(n) => `${base}/${n.id}`} empty="暂无招生信息" />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={base} />
    </EnrollingLayout>
  )
}
