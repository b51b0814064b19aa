import type { Metadata } from 'next'
import { ArticleList } from '@/components/article/article-list'
import { PageLayout } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { BilingualHeading } from '@/components/ui/bilingual-heading'
import { Pagination } from '@/components/ui/pagination'
import { listPage, load, pageInRange } from '@/lib/api'
import { withFeed } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { resolveCategory } from '@/lib/news'
import { loadSite, siteAt, siteLinks, siteUrl } from '@/lib/sites'

const LIMIT = 10
type Params = Promise<{ site: string; category: string; n?: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site: siteSegment, category: segment } = await params
  const at = siteAt(siteSegment)
  const { slug } = at
  const links = siteLinks(at)
  const [site, { category }] = await Promise.all([loadSite(siteSegment), resolveCategory(segment, slug)])
  return {
    title: category.name,
    alternates: withFeed(siteUrl(site, at, links.news(slug, category.path_name)), {
      url: siteUrl(site, at, links.feed(slug, `news-${category.path_name}`)),
      title: `${site.name} · ${category.name}`,
    }),
  }
}

/** A news column of a site (站群), ten articles a page, newest first. */
export default async function SiteNewsList({ params }: { params: Params }) {
  const { site: siteSegment, category: segment } = await params
  const { slug } = siteAt(siteSegment)
  const links = siteLinks(siteAt(siteSegment))
  const page = await listPage(params)
  const [site, { category, categories }] = await Promise.all([
    loadSite(siteSegment),
    resolveCategory(segment, slug),
  ])
  const data = await load('news.News/list', { site: slug, category_id: category.id, page, limit: LIMIT })
  pageInRange(page, data.total, LIMIT)
  const list = links.news(slug, category.path_name)
  return (
    <PageLayout
      page={PAGES.news}
      zh={category.name}
      en={category.name_en}
      home={{ href: links.home(slug), label: site.short_name }}
      crumbs={[{ label: category.name }]}
      aside={
        <SideNav
          title={site.short_name}
          titleEn={category.name_en}
          items={categories.map((c) => ({ href: links.news(slug, c.path_name), label: c.name }))}
          current={list}
        />
      }
    >
      <BilingualHeading className="list-heading" zh={category.name} en={category.name_en} />
      <ArticleList
        items={data.list}
        hrefFor={(n) => links.article(slug, category.path_name, n.id)}
        empty="该栏目暂无内容"
      />
      <Pagination page={page} total={data.total} limit={LIMIT} basePath={list} />
    </PageLayout>
  )
}
