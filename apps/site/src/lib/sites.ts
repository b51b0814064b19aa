import { notFound, permanentRedirect } from 'next/navigation'
import { PORTAL_SITE, SITE_SLUG, type NewsDetail, type Site } from '@ou/contract'
import { load } from './api'
import { publicConfig } from './env'
import { href } from './routes'

// The addresses of a site, free of server code so that client components build them too.
export { BY_HOST, siteAt, siteHref, siteLinks, type SiteAt } from './site-routes'
import { siteAt, siteHref, type SiteAt } from './site-routes'

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
 * Where an entry's one source article lives (信息报送 up to the portal, 下发 down to a site): its
 * canonical address and the 「来源」 link, absolute so that it leaves a site's own host name too.
 */
export function originHref(news: NewsDetail): string | undefined {
  const o = news.origin
  if (!o) return undefined
  const path =
    o.slug === PORTAL_SITE ? href.newsArticle(o.category, o.id) : siteHref.article(o.slug, o.category, o.id)
  return new URL(path, publicConfig().siteOrigin).toString()
}

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
