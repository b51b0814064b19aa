import type { Metadata } from 'next'
import { Suspense } from 'react'
import { PageLayout } from '@/components/layout/page-layout'
import { SearchBox } from '@/components/layout/search-box'
import { SearchResults } from '@/components/search/search-results'
import { PAGES } from '@/lib/pages'
import { loadSite, siteAt, siteLinks, siteUrl } from '@/lib/sites'

type Params = Promise<{ site: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const segment = (await params).site
  const at = siteAt(segment)
  const site = await loadSite(segment)
  return {
    title: PAGES.search.zh,
    alternates: { canonical: siteUrl(site, at, siteLinks(at).search(site.slug)) },
    robots: { index: false },
  }
}

/**
 * A site's own search (站群): its articles and pages only, in its frame. The results are fetched in
 * the browser, as on the portal's /search, so the page is one kept copy for every query.
 */
export default async function SiteSearch({ params }: { params: Params }) {
  const segment = (await params).site
  const at = siteAt(segment)
  const links = siteLinks(at)
  const site = await loadSite(segment)
  return (
    <PageLayout
      page={PAGES.search}
      home={{ href: links.home(site.slug), label: site.short_name }}
      crumbs={[{ label: PAGES.search.zh }]}
    >
      <div className="search-page-box">
        <SearchBox id="search-page-input" keepScope path={links.search(site.slug)} />
      </div>
      <Suspense fallback={<p role="status">正在加载…</p>}>
        <SearchResults site={{ slug: site.slug, byHost: at.byHost }} />
      </Suspense>
    </PageLayout>
  )
}
