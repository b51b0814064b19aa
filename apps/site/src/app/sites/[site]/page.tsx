import type { Metadata } from 'next'
import Link from 'next/link'
import { ArticleList } from '@/components/article/article-list'
import { load } from '@/lib/api'
import { withFeed } from '@/lib/meta'
import { loadSite, siteAt, siteCategories, siteLinks, siteUrl } from '@/lib/sites'

type Params = Promise<{ site: string }>
const PER_COLUMN = 5

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const segment = (await params).site
  const site = await loadSite(segment)
  const at = siteAt(segment)
  const links = siteLinks(at)
  return {
    title: { absolute: site.name },
    // Absolute: on the site's own host they are that host's (lib/sites.ts, siteUrl).
    alternates: withFeed(siteUrl(site, at, links.home(site.slug)), {
      url: siteUrl(site, at, links.feed(site.slug, 'news')),
      title: site.name,
    }),
  }
}

/** A site's home: its name, then the newest articles of each of its columns. */
export default async function SiteHome({ params }: { params: Params }) {
  const segment = (await params).site
  const { slug } = siteAt(segment)
  const links = siteLinks(siteAt(segment))
  const [site, categories] = await Promise.all([loadSite(segment), siteCategories(slug)])
  const columns = await Promise.all(
    categories.map(async (c) => ({
      category: c,
      news: await load('news.News/list', { site: slug, category_id: c.id, page: 1, limit: PER_COLUMN }),
    })),
  )
  return (
    <div className="container site-home">
      <h1 className="site-home-title">{site.name}</h1>
      {columns.length === 0 && <p className="site-home-empty">本站正在建设中，栏目与内容即将上线。</p>}
      <div className="site-home-columns">
        {columns.map(({ category, news }) => (
          <section key={category.id} className="site-home-column" aria-labelledby={`column-${category.id}`}>
            <div className="site-column-head">
              <h2 id={`column-${category.id}`}>{category.name}</h2>
              <Link href={links.news(slug, category.path_name)}>
                更多<span className="sr-only">{category.name}</span>
              </Link>
            </div>
            <ArticleList
              items={news.list}
              hrefFor={(n) => links.article(slug, category.path_name, n.id)}
              empty="该栏目暂无内容"
            />
          </section>
        ))}
      </div>
    </div>
  )
}
