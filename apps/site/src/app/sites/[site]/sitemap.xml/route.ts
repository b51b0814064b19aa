import { PORTAL_SITE, SITE_SLUG } from '@ou/contract'
import { siteAt, siteLinks, siteUrl } from '@/lib/sites'
import { loadOptional } from '@/lib/api'
import { siteUrls, urlset } from '@/lib/seo/sitemap'
import { xmlResponse } from '@/lib/seo/xml'

// Rendered per request from cached data (never frozen at build, when there is no cms).
export const dynamic = 'force-dynamic'

/**
 * A site of the group's sitemap (站群): its home, columns and articles, listed from the portal's
 * sitemap index. A 已停用 site's never gets here (src/proxy.ts answers its addresses 410).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const at = siteAt((await params).site)
  const { slug } = at
  const site =
    SITE_SLUG.test(slug) && slug !== PORTAL_SITE
      ? await loadOptional('setting.Site/info', { site: slug })
      : null
  if (!site || site.status === 'closed' || (at.byHost && !site.domain))
    return new Response('Not Found', { status: 404 })
  const urls = await siteUrls(slug, siteLinks(at))
  // By the site's own host name, its addresses are on that host (urlset makes paths absolute on
  // the portal's).
  return xmlResponse(urlset(urls.map((u) => ({ ...u, path: siteUrl(site, at, u.path) }))))
}
