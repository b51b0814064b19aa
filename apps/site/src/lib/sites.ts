import { notFound, permanentRedirect } from 'next/navigation'
import { PORTAL_SITE, SITE_SLUG, sitePageHref, type Site } from '@ou/contract'
import { load } from './api'
import { publicConfig } from './env'
import { href } from './routes'

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
  }
}

/**
 * The origin a site's absolute addresses (canonical, Open Graph, sitemap, feeds) are on: its own
 * domain when the request came by it (in the portal's scheme), else the portal's.
 */
export function siteOrigin(site: Pick<Site, 'domain'>, at: SiteAt): string {
  const portal = new URL(publicConfig().siteOrigin)
  return at.byHost && site.domain ? `${portal.protocol}//${site.domain}` : portal.origin
}

/** `path` of a site as an absolute address, on the origin of the request (siteOrigin). */
export const siteUrl = (site: Pick<Site, 'domain'>, at: SiteAt, path: string) =>
  new URL(path, siteOrigin(site, at)).toString()

/**
 * The portal's home, as a site links to it: absolute, since a site may be served on its own host
 * name (src/proxy.ts), where `/` is the site's home.
 */
export const portalHome = () => new URL(href.home(), publicConfig().siteOrigin).toString()

/**
 * A link a site keeps in its menu, notice or footer: outside ones as they are; its own addresses
 * (`/sites/{slug}/…`) as this request shows them (host-relative on its own host); any other path is
 * the portal's, made absolute as `portalHome` is, so that it still reaches the portal from the
 * site's own host name.
 */
export function siteLinkHref(link: string, site?: string, at?: SiteAt) {
  if (!link.startsWith('/')) return link
  const own = site && `/sites/${site}`
  if (own && at?.byHost && (link === own || link.startsWith(`${own}/`))) return link.slice(own.length) || '/'
  return link.startsWith('/sites/') ? link : new URL(link, publicConfig().siteOrigin).toString()
}

/**
 * 站群: the site a `/sites/{slug}` address (or its `[site]` segment, siteAt) names, as the cms
 * describes it; a 404 for a slug no site has. The portal is served at `/`, so `/sites/portal` goes there.
 */
export async function loadSite(segment: string): Promise<Site> {
  const { slug, byHost } = siteAt(segment)
  if (slug === PORTAL_SITE && !byHost) permanentRedirect(href.home())
  if (!SITE_SLUG.test(slug) || slug === PORTAL_SITE) notFound()
  const site = await load('setting.Site/info', { site: slug })
  // By a host name the site no longer has (an old copy's address): not its page.
  if (byHost && !site.domain) notFound()
  return site
}

/** A site's news columns, in their order (`segment`: its slug, or its `[site]` route segment). */
export const siteCategories = (segment: string) => load('news.News/category', { site: siteAt(segment).slug })

/** The CSS of a site's theme colour: the portal's tokens, re-pointed at the site's brand. */
export const siteTheme = (site: Site) =>
  ({ '--brand': site.theme_color, '--theme': site.theme_color }) as React.CSSProperties
