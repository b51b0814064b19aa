import { SECTIONS, partsOf, sectionUrls, sitemapIndex } from '@/lib/seo/sitemap'
import { xmlResponse } from '@/lib/seo/xml'

// Rendered per request from cached data (never frozen at build, when there is no cms).
export const dynamic = 'force-dynamic'

/**
 * The sitemap index: one file per section of the site (split at 50,000 URLs). Its data come
 * through the tagged data cache, so a publish shows here as soon as the cms revalidates.
 */
export async function GET() {
  const files = (await Promise.all(SECTIONS.map(async (s) => partsOf(s, await sectionUrls(s))))).flat()
  return xmlResponse(sitemapIndex(files))
}
