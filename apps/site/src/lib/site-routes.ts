import { sitePageHref } from '@ou/contract/pages'

/**
 * Addresses of a site of the group (站群): its home, news columns, articles and pages under /sites/{slug}
 * (the portal's own are `href`'s).
 */
export const siteHref = {
  home: (site: string) => `/sites/${site}`,
  news: (site: string, category: string) => `/sites/${site}/news/${category}`,
  article: (site: string, category: string, id: number) => `/sites/${site}/news/${category}/${id}`,
  /** One of its own pages, by its stored path (`/about`). */
  page: (site: string, path: string) => sitePageHref(site, path),
  /** Its sitemap, listed from the portal's sitemap index. */
  sitemap: (site: string) => `/sites/${site}/sitemap.xml`,
  /** A feed of the site, without its extension (`.rss`, `.atom`): `news` or `news-<column>`. */
  feed: (site: string, stem: string) => `/sites/${site}/feeds/${stem}`,
  /** Its search page (its own articles and pages), without the query (routes.ts searchHref adds it). */
  search: (site: string) => `/sites/${site}/search`,
}

/**
 * The marker of a request by a site's own host name: src/proxy.ts rewrites `mianyang.example/news/notice`
 * to `/sites/~mianyang/news/notice`. The page then links within its host (`/news/notice/3`, canonical
 * `https://mianyang.example/news/notice/3`), and Next renders and keeps it apart from
 * `/sites/mianyang/news/notice`, which links `/sites/mianyang/…` on the portal's host: the two variants
 * never share a cache entry. A client never reaches a marked path (src/proxy.ts answers it 404).
 */
export const BY_HOST = '~'

/** The site a `[site]` route segment names, and how the request reached it. */
export interface SiteAt {
  slug: string
  /** By the site's own host name (src/proxy.ts): its links are that host's own paths. */
  byHost: boolean
}

export function siteAt(segment: string): SiteAt {
  // Next hands a segment over as sent; `~` may come percent-encoded.
  const s = segment.startsWith('%7E') || segment.startsWith('%7e') ? `${BY_HOST}${segment.slice(3)}` : segment
  return s.startsWith(BY_HOST) ? { slug: s.slice(BY_HOST.length), byHost: true } : { slug: s, byHost: false }
}

/** The addresses of a site as this request shows them: host-relative on its own host, else siteHref's. */
export function siteLinks(at: SiteAt): typeof siteHref {
  if (!at.byHost) return siteHref
  return {
    home: () => '/',
    news: (_site, category) => `/news/${category}`,
    article: (_site, category, id) => `/news/${category}/${id}`,
    page: (_site, path) => `/pages${path}`,
    sitemap: () => '/sitemap.xml',
    feed: (_site, stem) => `/feeds/${stem}`,
    search: () => '/search',
  }
}

/**
 * Where a hit of a site's search lives: a site has articles and pages of its own (the rest is the
 * portal's), so any other kind of hit goes to its home.
 */
export function siteSearchHitHref(
  hit: { type: string; id: number; ref: { category?: string; path?: string } },
  slug: string,
  links: typeof siteHref,
): string {
  if (hit.type === 'news' && hit.ref.category) return links.article(slug, hit.ref.category, hit.id)
  if (hit.type === 'page' && hit.ref.path) return links.page(slug, hit.ref.path)
  return links.home(slug)
}
