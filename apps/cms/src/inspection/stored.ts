import type { Payload } from 'payload'
import { isPostgres } from '@/lib/env'
import { sqlOf } from '@/lib/sql'
import { ARTICLE_COLLECTIONS, lexicalLinks, newsCategoryPaths, pathOf } from './pages'

type Doc = Record<string, unknown> & { id: number | string }

/** Every published article's links, by its page on the site: the link check without a site. */
export async function storedLinks(payload: Payload, siteOrigin: string) {
  const categories = await newsCategoryPaths(payload)
  const sql = sqlOf(payload)
  const pages = new Map<string, { url: string; element: string }[]>()
  for (const collection of ARTICLE_COLLECTIONS) {
    // Only articles whose content holds a link node are read whole: at 100,000 articles, most hold none.
    const table = collection.replace(/-/g, '_')
    const text = isPostgres ? 'content::text' : 'content'
    const ids = (
      await sql.execute(
        `SELECT id FROM "${table}" WHERE _status = 'published' AND (${text} LIKE '%"link"%' OR ${text} LIKE '%"autolink"%') ORDER BY id`,
      )
    ).map((r) => Number(r.id))
    for (let i = 0; i < ids.length; i += 500) {
      const res = await payload.find({
        collection,
        where: { id: { in: ids.slice(i, i + 500) } },
        select: {
          content: true,
          category: true,
          edu_type: true,
          type: true,
          category_type: true,
          section: true,
        } as never,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      for (const doc of res.docs as unknown as Doc[]) {
        const path = pathOf(collection, doc, categories)
        if (!path) continue
        const base = `${siteOrigin}${path}`
        const links = lexicalLinks(doc.content).flatMap((l) => {
          try {
            return [{ url: new URL(l.url, base).href, element: `链接「${l.text.slice(0, 40)}」` }]
          } catch {
            return []
          }
        })
        if (links.length) pages.set(base, links)
      }
    }
  }
  return pages
}
