import { SITE_SLUG } from '@ou/contract'
import { feedResponse } from '@/lib/seo/feeds'
import { siteAt } from '@/lib/sites'

/**
 * A site of the group's feeds (站群): `/sites/{slug}/feeds/news.rss|.atom` for all its columns,
 * `news-<column>.rss|.atom` for one.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ site: string; file: string }> },
) {
  const { site, file } = await params
  // `site`: the route segment, marked when the request came by the site's own host (lib/sites.ts).
  if (!SITE_SLUG.test(siteAt(site).slug)) return new Response('Not Found', { status: 404 })
  return feedResponse(file, site)
}
