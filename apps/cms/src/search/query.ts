import { SEARCH_TYPES, clampPaging, type SearchType } from '@ou/contract'
import type { Payload } from 'payload'
import { isPostgres } from '@/lib/env'
import { sqlOf, type Sql } from '@/lib/sql'
import { highlight, snippet, terms } from './highlight'
import { matchExpression, queryGrams } from './tokens'

interface Query {
  keyword: string
  /** The sites searched (their ids): a site's search finds its own documents only; scope `all`, every live site's. */
  sites: number[]
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
  site: number | null
}

const TYPES = SEARCH_TYPES
const COLUMNS = 'd.source_id, d.type, d.title, d.body, d.published_at, d.ref, d.site'

/** Above this many hits, ranking every hit costs more than it helps: newest-indexed first. */
const RANK_LIMIT = 3000

/**
 * SQLite: FTS5 over character and bigram tokens. Counts and the type filter come from the index
 * alone; small result sets are ranked by bm25 with titles weighted up, large ones by recency.
 */
async function sqliteSearch(
  sql: Sql,
  keyword: string,
  sites: number[],
  type: SearchType | undefined,
  paging: string,
) {
  const words = matchExpression(keyword)
  if (!words) return null
  // The site is a column of the index too, so counts stay answered from the index alone.
  const match = `(${words}) AND (${sites.map((id) => `site : "${Math.trunc(id)}"`).join(' OR ')})`
  const count = async (m: string) =>
    Number((await sql.execute('SELECT count(*) AS n FROM search_fts WHERE search_fts MATCH ?', [m]))[0]!.n)
  const all = await count(match)
  const facets: Record<string, number> = { news: all }
  for (const t of TYPES.filter((t) => t !== 'news')) {
    facets[t] = all ? await count(`(${match}) AND type : ${t}`) : 0
    facets.news! -= facets[t]!
  }
  const filtered = type ? `(${match}) AND type : ${type}` : match
  const total = type ? facets[type]! : all
  const order =
    total <= RANK_LIMIT
      ? 'bm25(search_fts, 8.0, 8.0, 1.0, 1.0, 0.0, 0.0), d.published_at DESC'
      : 'search_fts.rowid DESC'
  const rows = await sql.execute(
    `SELECT ${COLUMNS} FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE search_fts MATCH ? ORDER BY ${order}${paging}`,
    [filtered],
  )
  return { rows, facets, total }
}

/**
 * PostgreSQL's index key array over the token columns: the same expression as the GIN index of
 * migration `*_search_grams`, so the planner uses it.
 */
const GRAMS =
  "string_to_array(coalesce(d.tu, '') || ' ' || coalesce(d.tb, '') || ' ' || coalesce(d.bu, '') || ' ' || coalesce(d.bb, ''), ' ')"

/**
 * PostgreSQL: the GIN index over character and bigram keys finds the candidates, and every term
 * must be a substring of title or body (pg_trgm serves Latin-only queries). Counting a common
 * word exactly would read every matching row, so beyond RANK_LIMIT hits a count is the planner's
 * estimate from the index statistics, and the hits come newest first from the date index, as on
 * SQLite.
 */
async function postgresSearch(
  sql: Sql,
  keyword: string,
  sites: number[],
  type: SearchType | undefined,
  paging: string,
) {
  const words = terms(keyword).map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
  if (!words.length) return null
  const grams = queryGrams(keyword)
  const where = [
    sites.length === 1 ? 'd.site = ?' : 'd.site = ANY(?::int[])',
    ...(grams.length ? [`${GRAMS} @> ?::text[]`] : []),
    ...words.map(() => `(d.title || ' ' || coalesce(d.body, '')) ILIKE ?`),
  ].join(' AND ')
  const args = [
    sites.length === 1 ? sites[0] : sites.map(Math.trunc),
    ...(grams.length ? [grams] : []),
    ...words,
  ]
  const estimate = async (extra: string, extraArgs: unknown[]) => {
    const [plan] = await sql.execute(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM search_docs d WHERE ${where}${extra}`,
      [...args, ...extraArgs],
    )
    const json = (plan as Record<string, unknown>)['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }]
    return Math.round(json[0].Plan['Plan Rows'])
  }
  const exact = async (extra: string, extraArgs: unknown[]) =>
    sql.execute(
      `SELECT d.type AS type, count(*) AS n FROM search_docs d WHERE ${where}${extra} GROUP BY d.type`,
      [...args, ...extraArgs],
    )

  const facets: Record<string, number> = Object.fromEntries(TYPES.map((t) => [t, 0]))
  if ((await estimate('', [])) <= RANK_LIMIT) {
    for (const c of await exact('', [])) facets[String(c.type)] = Number(c.n)
  } else {
    for (const t of TYPES) {
      const guess = await estimate(' AND d.type = ?', [t])
      facets[t] = guess <= RANK_LIMIT ? Number((await exact(' AND d.type = ?', [t]))[0]?.n ?? 0) : guess
    }
  }
  const total = type ? facets[type]! : Object.values(facets).reduce((a, b) => a + b, 0)
  const order =
    total <= RANK_LIMIT
      ? 'ORDER BY (d.title ILIKE ?) DESC, d.published_at DESC NULLS LAST'
      : 'ORDER BY d.published_at DESC NULLS LAST'
  const rows = await sql.execute(
    `SELECT ${COLUMNS} FROM search_docs d WHERE ${where}${type ? ' AND d.type = ?' : ''} ${order}${paging}`,
    [...args, ...(type ? [type] : []), ...(total <= RANK_LIMIT ? [words[0]] : [])],
  )
  return { rows, facets, total }
}

/** A site's search (the portal's: the whole school's): hits with highlighted title and snippet, counts per type, one page. */
export async function searchDocs(payload: Payload, q: Query) {
  const { all, page, limit } = clampPaging(q.page, q.limit)
  const paging = all ? '' : ` LIMIT ${limit} OFFSET ${(page - 1) * limit}`
  const search = isPostgres ? postgresSearch : sqliteSearch
  const [found, categories] = await Promise.all([
    search(sqlOf(payload), q.keyword, q.sites, q.type, paging),
    newsCategoryPaths(payload),
  ])
  if (!found) return { list: [], total: 0, page, limit, facets: Object.fromEntries(TYPES.map((t) => [t, 0])) }

  const words = terms(q.keyword)
  const list = (found.rows as unknown as Row[]).map((r) => {
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
      site: r.site === null || r.site === undefined ? null : Number(r.site),
    }
  })
  return { list, total: found.total, page, limit, facets: found.facets }
}

async function newsCategoryPaths(payload: Payload) {
  const { docs } = await payload.find({ collection: 'news-categories', pagination: false, depth: 0 })
  return new Map(docs.map((d) => [Number(d.id), String(d.path_name)]))
}
