import { ArticleList } from '@/components/article/article-list'
import { EnrollingLayout } from '@/components/enrolling/enrolling-layout'
import { Pagination } from '@/components/ui/pagination'
import { load, loadListPage } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { enrollingPageInfo } from '@/lib/pages'
import { ENROLLING_ROUTES, href } from '@/lib/routes'
import { typeParam, type TypeParams } from '../_lib/params'

const LIMIT = 10

export async function generateMetadata({ params }: { params: TypeParams }) {
  const type = await typeParam(params)
  const info = enrollingPageInfo(type, 'information')
  return pageMeta(info, href.enrollingChild(type, 'information'), {
    stem: `enrolling-${type}`,
    title: info.title,
  })
}

export default async function InformationPage({ params }: { params: Promise<{ type: string; n?: string }> }) {
  const type = await typeParam(params)
  const { page, data } = await loadListPage(params, LIMIT, (page) =>
    load('enrolling.News/list', { category_type: ENROLLING_ROUTES[type], page, limit: LIMIT }),
  )
  return (
    <EnrollingLayout type={type} child="information">
      <ArticleList
        items={data.list}
        hrefFor={(n) => href.enrollingArticle(type, n.id)}
        empty="暂无招生信息"
        level={2}
      />
      <Pagination
        page={page}
        total={data.total}
        limit={LIMIT}
        basePath={href.enrollingChild(type, 'information')}
      />
    </EnrollingLayout>
  )
}
