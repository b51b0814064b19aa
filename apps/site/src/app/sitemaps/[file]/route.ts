import { SECTIONS, partsOf, sectionUrls, urlset, type Section } from '@/lib/seo/sitemap'
import { xmlResponse } from '@/lib/seo/xml'

/** One section's sitemap: `/sitemaps/news.xml`, `/sitemaps/news-2.xml`… */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const m = /^([a-z]+)(?:-(\d+))?\.xml$/.exec((await params).file)
  const section = m?.[1] as Section | undefined
  if (!m || !section || !SECTIONS.includes(section)) return new Response('Not Found', { status: 404 })
  const part = partsOf(section, await sectionUrls(section)).find(
    (p) => p.name === m[1] + (m[2] ? `-${m[2]}` : ''),
  )
  if (!part) return new Response('Not Found', { status: 404 })
  return xmlResponse(urlset(part.urls))
}
