import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { ArticleView } from '@/components/article/article-view'
import { PageLayout } from '@/components/layout/page-layout'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'
import { resolveCategory } from '@/lib/news'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
// 信息报送: a reported article lives on its own site; the portal's entry points there.
import { originHref } from '@/lib/sites'

type Params = Promise<{ pathName: string; id: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { pathName, id } = await params
  const news = await load('news.News/info', { news_id: idParam(id) })
  // A reported article's one canonical address is its source's.
  return articleMeta(
    news,
    originHref(news) ?? href.newsArticle(news.category?.path_name ?? pathName, news.id),
  )
}

/**
 * An article of the portal, at one address: its own column's path name. Under another column, or
 * its column by number (`/news/1/7`), it moves there for good (server.mjs answers the page's 308
 * as a 301 with the query kept). Another site's article is not the portal's (404, the API's).
 */
export default async function NewsDetailPage({ params }: { params: Params }) {
  const { pathName, id } = await params
  const newsId = idParam(id)
  const [{ category }, news] = await Promise.all([
    resolveCategory(pathName),
    load('news.News/info', { news_id: newsId }),
  ])
  if (news.category && news.category.path_name !== pathName)
    permanentRedirect(href.newsArticle(news.category.path_name, news.id))
  const list = href.newsCategory(category.path_name)
  return (
    <PageLayout
      page={PAGES.newsDetail}
      crumbs={[
        { href: href.news(), label: PAGES.news.zh },
        { href: list, label: category.name },
        { label: crumbTitle(news.title) },
      ]}
    >
      <ArticleView
        article={news}
        hrefFor={(n) => href.newsArticle(category.path_name, n)}
        backHref={list}
        backLabel={category.name}
        sourceHref={originHref(news)}
      />
    </PageLayout>
  )
}
