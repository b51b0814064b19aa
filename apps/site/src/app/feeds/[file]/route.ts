import { feedResponse } from '@/lib/seo/feeds'

/** `/feeds/news-<category>.rss|.atom` and `/feeds/enrolling-<type>.rss|.atom`. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  return feedResponse((await params).file)
}
