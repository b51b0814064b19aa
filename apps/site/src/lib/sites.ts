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
 * The portal's home, as a site links to it: absolute, since a site may be served on its own host
 * name (src/proxy.ts), where `/` is the site's home.
 */
export const portalHome = () => new URL(href.home(), publicConfig().siteOrigin).toString()

/**
 * A link a site keeps in its menu, notice or footer: its own addresses (`/sites/…`) and outside ones
 * as they are; any other path is the portal's, made absolute as `portalHome` is, so that it still
 * reaches the portal from the site's own host name.
 */
export const siteLinkHref = (link: string) =>
  link.startsWith('/') && !link.startsWith('/sites/')
    ? new URL(link, publicConfig().siteOrigin).toString()
    : link

/**
 * 站群: the site a `/sites/{slug}` address names, as the cms describes it; a 404 for a slug no site
 * has. The portal is served at `/`, so `/sites/portal` goes there.
 */
export async function loadSite(slug: string): Promise<Site> {
  if (slug === PORTAL_SITE) permanentRedirect(href.home())
  if (!SITE_SLUG.test(slug)) notFound()
  return load('setting.Site/info', { site: slug })
}

/** A site's news columns, in their order. */
export const siteCategories = (slug: string) => load('news.News/category', { site: slug })

/** The CSS of a site's theme colour: the portal's tokens, re-pointed at the site's brand. */
export const siteTheme = (site: Site) =>
  ({ '--brand': site.theme_color, '--theme': site.theme_color }) as React.CSSProperties
