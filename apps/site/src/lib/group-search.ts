import { PORTAL_SITE, type CallData } from '@ou/contract'
import { searchHitHref } from './routes'
import { siteHref, siteLinks, siteSearchHitHref, type SiteAt } from './site-routes'

type Hit = CallData<'search.Search/list'>['list'][number]

/**
 * Where a search hit lives, seen from the search page that lists it (`here`: the site searched
 * from, or the portal without one). A hit of a search across sites (scope `all`) names its site:
 * - on the page's own site, its link as this request shows it (host-relative on the site's host);
 * - the portal's, the portal's address (absolute on the portal's origin from a site's own host);
 * - another site's, on that site's own host when it has a domain and this request came by host,
 *   as the site's visitors know it; else `/sites/{slug}/…`, made absolute on the portal's origin
 *   from a site's own host, like the 来源 link of a reported article.
 */
export function groupHitHref(hit: Hit, here: SiteAt | undefined, portalOrigin: string): string {
  const on = hit.site
  if (!on || (here && on.slug === here.slug) || (!here && on.slug === PORTAL_SITE))
    return here ? siteSearchHitHref(hit, here.slug, siteLinks(here)) : searchHitHref(hit)
  const onPortal = (path: string) => (here?.byHost ? new URL(path, portalOrigin).toString() : path)
  if (on.slug === PORTAL_SITE) return onPortal(searchHitHref(hit))
  if (here?.byHost && on.domain) {
    const path = siteSearchHitHref(hit, on.slug, siteLinks({ slug: on.slug, byHost: true }))
    return new URL(path, `${new URL(portalOrigin).protocol}//${on.domain}`).toString()
  }
  return onPortal(siteSearchHitHref(hit, on.slug, siteHref))
}
