import { permanentRedirect } from 'next/navigation'
import { ArticleView } from '@/components/article/article-view'
import { EnrollingLayout } from '@/components/enrolling/enrolling-layout'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'
import { enrollingRouteOf, href } from '@/lib/routes'
import { typeParam, type TypeIdParams } from '../../_lib/params'

export async function generateMetadata({ params }: { params: TypeIdParams }) {
  // An unknown type is a 404; a known one other than the article's moves (the page).
  await typeParam(params)
  const article = await load('enrolling.News/info', { news_id: idParam((await params).id) })
  return articleMeta(article, href.enrollingArticle(enrollingRouteOf(article.category_type), article.id))
}

export default async function InformationDetail({ params }: { params: TypeIdParams }) {
  const type = await typeParam(params)
  const article = await load('enrolling.News/info', { news_id: idParam((await params).id) })
  // One address per article: under another enrolment type it moves to its own.
  const own = enrollingRouteOf(article.category_type)
  if (own !== type) permanentRedirect(href.enrollingArticle(own, article.id))
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
