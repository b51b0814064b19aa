import type { Metadata } from 'next'
import { permanentRedirect } from 'next/navigation'
import { ArticleView } from '@/components/article/article-view'
import { PageLayout } from '@/components/layout/page-layout'
import { idParam, load } from '@/lib/api'
import { articleMeta, crumbTitle } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { resolveCategory } from '@/lib/news'
import { loadSite, originHref, siteAt, siteLinks, siteUrl } from '@/lib/sites'

type Params = Promise<{ site: string; category: string; id: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site: segment, id } = await params
  const at = siteAt(segment)
  const [site, news] = await Promise.all([
    loadSite(segment),
    load('news.News/info', { news_id: idParam(id), site: at.slug }),
  ])
  const path = siteLinks(at).article(at.slug, news.category?.path_name ?? '', news.id)
  // 下发: a notice the portal sent down has one canonical address, the portal's.
  return articleMeta(news, originHref(news) ?? siteUrl(site, at, path))
}

/** An article of a site (站群): only under its own site and its own column. */
export default async function SiteArticle({ params }: { params: Params }) {
  const { site: siteSegment, category: segment, id } = await params
  const at = siteAt(siteSegment)
  const { slug } = at
  const links = siteLinks(at)
  const [site, { category }, news] = await Promise.all([
    loadSite(siteSegment),
    resolveCategory(segment, slug),
    load('news.News/info', { news_id: idParam(id), site: slug }),
  ])
  // One address per article: under another column's path (or its own by number) it moves to its
  // own (server.mjs answers the 308 as a 301, the query kept). Another site's article is not found
  // here (the API answers 404 for it).
  if (news.category && news.category.path_name !== segment)
    permanentRedirect(links.article(slug, news.category.path_name, news.id))
  const list = links.news(slug, category.path_name)
  return (
    <PageLayout
      page={PAGES.newsDetail}
      home={{ href: links.home(slug), label: site.short_name }}
      crumbs={[{ href: list, label: category.name }, { label: crumbTitle(news.title) }]}
    >
      <ArticleView
        article={news}
        hrefFor={(n) => links.article(slug, category.path_name, n)}
        backHref={list}
        backLabel={category.name}
        sourceHref={originHref(news)}
      />
    </PageLayout>
  )
}
