import { SECTIONS, listedSites, partsOf, sectionUrls, siteUrls, sitemapIndex } from '@/lib/seo/sitemap'
import { xmlResponse } from '@/lib/seo/xml'
import { siteHref } from '@/lib/sites'

// Rendered per request from cached data (never frozen at build, when there is no cms).
export const dynamic = 'force-dynamic'

/**
 * The sitemap index: one file per section of the portal (split at 50,000 URLs), then the sitemap
 * of each site of the group (站群) that is not 已停用. Its data come through the tagged data cache,
 * so a publish shows here as soon as the cms revalidates.
 */
export async function GET() {
  const [files, sites] = await Promise.all([
    Promise.all(SECTIONS.map(async (s) => partsOf(s, await sectionUrls(s)))).then((f) => f.flat()),
    listedSites().then((slugs) =>
      Promise.all(
        slugs.map(async (slug) => {
          const urls = await siteUrls(slug)
          return { path: siteHref.sitemap(slug), lastmod: urls[0]?.lastmod }
        }),
      ),
    ),
  ])
  return xmlResponse(sitemapIndex([...files, ...sites]))
}
