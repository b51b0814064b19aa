import { ArticleView } from '@/components/article/article-view'
import { EnrollingLayout } from '@/components/enrolling/enrolling-layout'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'
import { href } from '@/lib/routes'
import { typeParam, type TypeIdParams } from '../../_lib/params'

export async function generateMetadata({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  const article = await load('enrolling.News/info', { news_id: idParam((await params).id) })
  return articleMeta(article, href.enrollingArticle(type, article.id))
}

export default async function InformationDetail({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  const article = await load('enrolling.News/info', { news_id: idParam((await params).id) })
  return (
    <EnrollingLayout type={type} child="information" detail={crumbTitle(article.title)}>
      <ArticleView
        article={article}
        hrefFor={(n) => href.enrollingArticle(type, n)}
        backHref={href.enrollingChild(type, 'information')}
        backLabel="招生信息"
      />
    </EnrollingLayout>
  )
}
