import type { SearchType } from '@ou/contract'
import type { Payload, Where } from 'payload'
import { highlight, snippet, terms } from './highlight'

interface Query {
  keyword: string
  type?: SearchType
  page: number
  limit: number
}

type Row = {
  source: string
  source_id: number
  type: SearchType
  title: string
  body?: string | null
  published_at?: string | null
  ref?: Record<string, string | number> | null
}

/** Whole-site search over the index kept by search/hooks.ts: every term must match title or body. */
export async function searchDocs(payload: Payload, q: Query) {
  const words = terms(q.keyword)
  const match: Where[] = words.map((w): Where => ({ or: [{ title: { like: w } }, { body: { like: w } }] }))
  const all = q.page === 0 || q.limit === 0
  const limit = all ? 0 : Math.min(q.limit, 100)
  const page = all ? 0 : Math.max(q.page, 1)
  const types: SearchType[] = ['news', 'school', 'theme', 'format', 'enrolling', 'major']
  const [res, ...counts] = await Promise.all([
    payload.find({
      collection: 'search-docs',
      where: { and: [...match, ...(q.type ? [{ type: { equals: q.type } }] : [])] },
      sort: '-published_at',
      depth: 0,
      ...(all ? { pagination: false } : { page, limit }),
    }),
    ...types.map((t) =>
      payload.count({ collection: 'search-docs', where: { and: [...match, { type: { equals: t } }] } }),
    ),
  ])
  const categories = await newsCategoryPaths(payload)
  const list = (res.docs as unknown as Row[]).map((r) => {
    const ref = { ...(r.ref ?? {}) }
    if (r.type === 'news' && ref.category) ref.category = categories.get(Number(ref.category)) ?? ''
    return {
      type: r.type,
      id: r.source_id,
      title: r.title,
      title_html: highlight(r.title, words),
      snippet_html: snippet(r.body ?? '', words),
      published_at: r.published_at ? new Date(r.published_at).toISOString() : null,
      ref: ref as Record<string, string>,
    }
  })
  const facets = Object.fromEntries(types.map((t, i) => [t, counts[i]!.totalDocs]))
  return { list, total: res.totalDocs, page, limit, facets }
}

async function newsCategoryPaths(payload: Payload) {
  const { docs } = await payload.find({ collection: 'news-categories', pagination: false, depth: 0 })
  return new Map(docs.map((d) => [Number(d.id), String(d.path_name)]))
}
