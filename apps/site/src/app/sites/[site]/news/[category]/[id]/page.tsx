import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { ArticleView } from '@/components/article/article-view'
import { PageLayout } from '@/components/layout/page-layout'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { resolveCategory } from '@/lib/news'
import { loadSite, siteHref } from '@/lib/sites'

type Params = Promise<{ site: string; category: string; id: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site, id } = await params
  const news = await load('news.News/info', { news_id: idParam(id), site })
  return articleMeta(news, siteHref.article(site, news.category?.path_name ?? '', news.id))
}

/** An article of a site (站群): only under its own site and its own column. */
export default async function SiteArticle({ params }: { params: Params }) {
  const { site: slug, category: segment, id } = await params
  const [site, { category }, news] = await Promise.all([
    loadSite(slug),
    resolveCategory(segment, slug),
    load('news.News/info', { news_id: idParam(id), site: slug }),
  ])
  // One address per article: under another column's path it moves to its own.
  if (news.category && news.category.id !== category.id)
    permanentRedirect(siteHref.article(slug, news.category.path_name, news.id))
  const list = siteHref.news(slug, category.path_name)
  return (
    <PageLayout
      page={PAGES.newsDetail}
      home={{ href: siteHref.home(slug), label: site.short_name }}
      crumbs={[{ href: list, label: category.name }, { label: crumbTitle(news.title) }]}
    >
      <ArticleView
        article={news}
        hrefFor={(n) => siteHref.article(slug, category.path_name, n)}
        backHref={list}
        backLabel={category.name}
      />
    </PageLayout>
  )
}
