import type { Metadata } from 'next'
import { HomeBanner } from '@/components/home/home-banner'
import { SiteHome } from '@/components/site/site-home'
import { load, loadOptional } from '@/lib/api'
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

/**
 * A site's home: its carousel, its name, then the newest articles of each of its columns, in its
 * template's layout.
 */
export default async function SiteHomePage({ params }: { params: Params }) {
  const segment = (await params).site
  const { slug } = siteAt(segment)
  const links = siteLinks(siteAt(segment))
  const [site, categories, tree] = await Promise.all([
    loadSite(segment),
    siteCategories(slug),
    loadOptional('setting.Page/tree', { site: slug }),
  ])
  const columns = await Promise.all(
    categories.map(async (c) => ({
      category: c,
      news: (await load('news.News/list', { site: slug, category_id: c.id, page: 1, limit: PER_COLUMN }))
        .list,
    })),
  )
  const pages = (tree?.list ?? []).filter((n) => n.parent_id === null)
  return (
    <SiteHome
      site={site}
      links={links}
      columns={columns}
      pages={pages}
      banner={<HomeBanner site={slug} at={siteAt(segment)} />}
    />
  )
}
