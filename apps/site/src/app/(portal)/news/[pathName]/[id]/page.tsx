import type { Metadata } from 'next'
import { ArticleView } from '@/components/article/article-view'
import { PageLayout } from '@/components/layout/page-layout'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'
import { resolveCategory } from '@/lib/news'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

type Params = Promise<{ pathName: string; id: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { pathName, id } = await params
  const news = await load('news.News/info', { news_id: idParam(id) })
  return articleMeta(news, href.newsArticle(pathName, news.id))
}

export default async function NewsDetailPage({ params }: { params: Params }) {
  const { pathName, id } = await params
  const newsId = idParam(id)
  const [{ category }, news] = await Promise.all([
    resolveCategory(pathName),
    load('news.News/info', { news_id: newsId }),
  ])
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
      />
    </PageLayout>
  )
}
