import type { SearchType } from '@ou/contract'
import type { Payload } from 'payload'
import { isPostgres } from '../lib/env'
import { sqlOf } from '../lib/sql'
import { highlight, snippet, terms } from './highlight'
import { matchExpression } from './tokens'

interface Query {
  keyword: string
  type?: SearchType
  page: number
  limit: number
}

interface Row {
  source_id: number
  type: SearchType
  title: string
  body: string | null
  published_at: string | null
  ref: string | Record<string, string | number> | null
}

const TYPES: SearchType[] = ['news', 'school', 'theme', 'format', 'enrolling', 'major']
const COLUMNS = 'd.source_id, d.type, d.title, d.body, d.published_at, d.ref'

/** SQLite: FTS5 over character and bigram tokens, ranked by bm25 with titles weighted up. */
function sqliteQuery(keyword: string) {
  const match = matchExpression(keyword)
  if (!match) return null
  const from = 'FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ?'
  return {
    rows: (typeFilter: string, paging: string) =>
      [
        `SELECT ${COLUMNS} ${from}${typeFilter} ORDER BY bm25(search_fts, 8.0, 8.0, 1.0, 1.0), d.published_at DESC${paging}`,
        [match],
      ] as const,
    facets: [`SELECT d.type AS type, count(*) AS n ${from} GROUP BY d.type`, [match]] as const,
  }
}

/** PostgreSQL: every term a substring of title or body, served by the pg_trgm GIN index. */
function postgresQuery(keyword: string) {
  const words = terms(keyword).map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  if (!words.length) return null
  const where = words.map(() => `(d.title || ' ' || coalesce(d.body, '')) ILIKE ?`).join(' AND ')
  return {
    rows: (typeFilter: string, paging: string) =>
      [
        `SELECT ${COLUMNS} FROM search_docs d WHERE ${where}${typeFilter} ORDER BY (d.title ILIKE ?) DESC, d.published_at DESC NULLS LAST${paging}`,
        [...words, words[0]],
      ] as const,
    facets: [
      `SELECT d.type AS type, count(*) AS n FROM search_docs d WHERE ${where} GROUP BY d.type`,
      words,
    ] as const,
  }
}

/** Whole-site search: hits with highlighted title and snippet, counts per type, one page. */
export async function searchDocs(payload: Payload, q: Query) {
  const all = q.page === 0 || q.limit === 0
  const limit = all ? 0 : Math.min(q.limit, 100)
  const page = all ? 0 : Math.max(q.page, 1)
  const facets: Record<string, number> = Object.fromEntries(TYPES.map((t) => [t, 0]))
  const query = isPostgres ? postgresQuery(q.keyword) : sqliteQuery(q.keyword)
  if (!query) return { list: [], total: 0, page, limit, facets }

  const sql = sqlOf(payload)
  const typeFilter = q.type ? ' AND d.type = ?' : ''
  const paging = all ? '' : ` LIMIT ${limit} OFFSET ${(page - 1) * limit}`
  const [text, args] = query.rows(typeFilter, paging)
  // The type filter's placeholder comes after the match arguments and before the ORDER BY ones.
  const rowArgs = q.type ? insertTypeArg(text, [...args], q.type) : [...args]
  const [rows, counts, categories] = await Promise.all([
    sql.execute(text, rowArgs),
    sql.execute(query.facets[0], [...query.facets[1]]),
    newsCategoryPaths(payload),
  ])
  for (const c of counts) facets[String(c.type)] = Number(c.n)
  const total = q.type ? (facets[q.type] ?? 0) : Object.values(facets).reduce((a, b) => a + b, 0)

  const words = terms(q.keyword)
  const list = (rows as unknown as Row[]).map((r) => {
    const ref = {
      ...(typeof r.ref === 'string' ? (JSON.parse(r.ref) as Record<string, string | number>) : (r.ref ?? {})),
    }
    if (r.type === 'news' && ref.category) ref.category = categories.get(Number(ref.category)) ?? ''
    return {
      type: r.type,
      id: Number(r.source_id),
      title: r.title,
      title_html: highlight(r.title, words),
      snippet_html: snippet(r.body ?? '', words),
      published_at: r.published_at ? new Date(r.published_at).toISOString() : null,
      ref: ref as Record<string, string>,
    }
  })
  return { list, total, page, limit, facets }
}

function insertTypeArg(sql: string, args: unknown[], type: string): unknown[] {
  const before = sql.slice(0, sql.indexOf(' AND d.type = ?'))
  const position = (before.match(/\?/g) ?? []).length
  args.splice(position, 0, type)
  return args
}

async function newsCategoryPaths(payload: Payload) {
  const { docs } = await payload.find({ collection: 'news-categories', pagination: false, depth: 0 })
  return new Map(docs.map((d) => [Number(d.id), String(d.path_name)]))
}
