import { SITE_SLUG } from '@ou/contract'
import { feedResponse } from '@/lib/seo/feeds'

/**
 * A site of the group's feeds (站群): `/sites/{slug}/feeds/news.rss|.atom` for all its columns,
 * `news-<column>.rss|.atom` for one.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ site: string; file: string }> },
) {
  const { site, file } = await params
  if (!SITE_SLUG.test(site)) return new Response('Not Found', { status: 404 })
  return feedResponse(file, site)
}
