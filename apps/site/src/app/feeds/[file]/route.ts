import { atom, feedOf, rss } from '@/lib/seo/feeds'
import { xmlResponse } from '@/lib/seo/xml'

/** `/feeds/news-<category>.rss|.atom` and `/feeds/enrolling-<type>.rss|.atom`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const m = /^([a-zA-Z0-9_-]+)\.(rss|atom)$/.exec((await params).file)
  const feed = m ? await feedOf(m[1]!) : null
  if (!m || !feed) return new Response('Not Found', { status: 404 })
  return m[2] === 'rss'
    ? xmlResponse(rss(feed), 'application/rss+xml')
    : xmlResponse(atom(feed), 'application/atom+xml')
}
