import type { Payload } from 'payload'
import { PORTAL_SITE } from '@ou/contract'
import { NOTICE_NAME } from '@/inspection/freshness'
import { currentRuns, openFindingsSql, runOfSite, type CurrentRuns } from '@/inspection/current'
import { readInspectionSettings } from '@/inspection/settings'
import { isPostgres } from '@/lib/env'
import { sqlOf } from '@/lib/sql'
import { bounds, daysIn } from './period'

/**
 * 发稿统计 (issue 35): per site, column and editor over a period, from a few GROUP BY queries on
 * both databases (no article is read into JavaScript: 100 sites × 1,000 articles answer within 2 s,
 * bench/sites.ts). What each figure counts:
 * - published: news published (`_status`) with `published_at` in the period, not counting the
 *   entries that show another site's article (信息报送, 下发: counted on their source's site);
 * - reported / accepted: portal entries reported up (信息报送, `reported_from`) created in the period,
 *   by the source article's site and column; accepted = the entry is published;
 * - returned: articles sent back by review (audit 退回) in the period, each once;
 * - median: hours from an article's first 提交审核 to the first 发布 after it (audit log), over the
 *   articles published in the period that went through review;
 * - views: the page-view counters (`views`) of the articles published in the period;
 * - stale columns: a live site's columns (and its home page's news) whose newest published article
 *   is older, at the period's end (or now), than the inspection's thresholds (后台设置 → 网站巡检);
 * - open findings: per site, those of the latest finished run that covered it (inspection/current.ts).
 * An article's editor is who first submitted it for review, else who published it.
 */

export interface Figures {
  published: number
  reported: number
  accepted: number
  returned: number
  /** Median hours from submission to publication; null when none went through review. */
  medianHours: number | null
  views: number
}

export interface SiteFigures extends Figures {
  id: number
  name: string
  slug: string
  staleColumns: number
  openFindings: number
  score: number | null
  rank: number | null
}
export interface ColumnFigures extends Figures {
  site: number
  id: number
  name: string
}
export interface EditorFigures extends Figures {
  site: number
  id: number | null
  name: string
}
export interface StaleColumn {
  site: number
  code: string
  name: string
  newest: string | null
  days: number | null
  limit: number
}
export interface OpenFinding {
  site: number
  kind: string
  count: number
  /** The run they are from: the site's own latest run, or the group's (inspection/current.ts). */
  run: number
}

export interface Stats {
  period: { from: string; to: string; days: number; asOf: string }
  rule: string
  sites: SiteFigures[]
  columns: ColumnFigures[]
  editors: EditorFigures[]
  stale: StaleColumn[]
  findings: OpenFinding[]
  latestRun: { id: number; title: string; at: string | null } | null
  series: { unit: 'day' | 'month'; buckets: string[]; sites: { site: number; counts: number[] }[] }
}

/** The ranking and the rule that makes it, stated in the view and the 通报 as they are computed. */
export const WEIGHTS = { published: 1, accepted: 3, stale: 5, finding: 1 }
export const RANKING_RULE = `得分 = 发稿数 × ${WEIGHTS.published} + 报送被采用数 × ${WEIGHTS.accepted} − 过期栏目数 × ${WEIGHTS.stale} − 未整改巡检问题数 × ${WEIGHTS.finding}；得分高者在前，得分相同时发稿数多者在前，再按浏览量。门户不参加排名。`

const DAY = 86_400_000
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))
const iso = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : new Date(String(v)).toISOString()

// The few expressions the two databases spell differently.
const D = isPostgres
  ? {
      seconds: (from: string, to: string) => `EXTRACT(EPOCH FROM (${to} - ${from}))`,
      bucket: (col: string, unit: 'day' | 'month') =>
        `to_char(${col} AT TIME ZONE 'Asia/Shanghai', '${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}')`,
    }
  : {
      seconds: (from: string, to: string) => `((julianday(${to}) - julianday(${from})) * 86400.0)`,
      bucket: (col: string, unit: 'day' | 'month') =>
        `strftime('${unit === 'day' ? '%Y-%m-%d' : '%Y-%m'}', ${col}, '+8 hours')`,
    }

const inList = (ids: number[]) => (ids.length ? ids.map(() => '?').join(', ') : 'NULL')

/**
 * An article's audit trail, looked up per article by the index on target_id (target_id is text:
 * the article's id is compared as text, so PostgreSQL never casts a value that is not a number):
 * the first entry of `action` (its `column`), at or after `since` when given.
 */
// From the article's creation on: SQLite gives a deleted article's id to the next one, whose trail
// must not begin with its predecessor's entries.
const trail = (action: string, n: string, column: 'user_id' | 'created_at', since?: string) =>
  `(SELECT a.${column} FROM audit_logs a WHERE a.target_id = CAST(${n}.id AS TEXT)
     AND a.target_collection = 'news' AND a.action = '${action}' AND a.created_at >= ${since ?? `${n}.created_at`}
     ORDER BY a.created_at, a.id LIMIT 1)`

export interface StatsInput {
  from: string
  to: string
  /** The sites the caller may see (null: every site); `site` narrows them to one. */
  sites: number[] | null
  site?: number
  now?: Date
}

export async function computeStats(payload: Payload, input: StatsInput): Promise<Stats> {
  const sql = sqlOf(payload)
  const { start, end } = bounds(input.from, input.to)
  const now = input.now ?? new Date()
  const asOf = new Date(Math.min(Date.parse(end), now.getTime())).toISOString()
  const days = daysIn(input.from, input.to)
  const unit: 'day' | 'month' = days <= 31 ? 'day' : 'month'

  const siteRows = (await sql.execute(
    'SELECT id, slug, name, short_name, status FROM sites ORDER BY id',
  )) as { id: number; slug: string; name: string; short_name: string | null; status: string | null }[]
  const portal = siteRows.find((s) => s.slug === PORTAL_SITE)?.id ?? -1
  let visible = siteRows.map((s) => Number(s.id))
  if (input.sites) visible = visible.filter((id) => input.sites!.includes(id))
  if (input.site !== undefined) visible = visible.filter((id) => id === input.site)

  // A news article's site: the portal's when it has none (as the inspection reads it).
  const siteOf = (n: string) => `COALESCE(${n}.site_id, ${portal})`
  const onSites = (n: string) => `${siteOf(n)} IN (${inList(visible)})`
  // Entries that show another site's article (信息报送 up, 下发 down) are that site's work, counted
  // there once: not again where they show.
  const publishedIn = (n: string) =>
    `${n}._status = 'published' AND ${n}.deleted_at IS NULL AND ${n}.sent_from IS NULL AND ${n}.reported_from IS NULL AND ${n}.published_at >= ? AND ${n}.published_at < ? AND ${onSites(n)}`
  const periodArgs = [start, end, ...visible]

  // The articles published in the period, each with its editor and its review time: a few index
  // lookups per article in the database, then grouped there.
  const articles = `SELECT x.site, x.category, x.views, x.editor,
       ${D.seconds('x.submitted', trail('publish', 'x', 'created_at', 'x.submitted'))} AS s
     FROM (
       SELECT n.id, ${siteOf('n')} AS site, n.category_id AS category, n.views,
         COALESCE(${trail('submit', 'n', 'user_id')}, ${trail('publish', 'n', 'user_id')}) AS editor,
         ${trail('submit', 'n', 'created_at')} AS submitted
       FROM news n WHERE ${publishedIn('n')}
     ) x`
  // One pass over them (MATERIALIZED: SQLite would otherwise look each article up once per use):
  // g = 0, the counts per site × column × editor; g = 1, 2, 3, the medians per site, per column
  // and per editor, from the middle row(s) of each group's sorted durations.
  const NUM = 'DOUBLE PRECISION'
  const rows = await sql.execute(
    `WITH d AS MATERIALIZED (${articles}),
     keyed AS (
       SELECT 1 AS g, site AS k1, 0 AS k2, s FROM d WHERE s IS NOT NULL
       UNION ALL SELECT 2, site, category, s FROM d WHERE s IS NOT NULL
       UNION ALL SELECT 3, site, editor, s FROM d WHERE s IS NOT NULL
     )
     SELECT 0 AS g, site AS k1, category AS k2, editor AS k3, COUNT(*) AS published,
       CAST(COALESCE(SUM(views), 0) AS ${NUM}) AS views, CAST(NULL AS ${NUM}) AS median
     FROM d GROUP BY site, category, editor
     UNION ALL
     SELECT g, k1, k2, CAST(NULL AS INTEGER), CAST(NULL AS BIGINT), CAST(NULL AS ${NUM}), CAST(AVG(s) AS ${NUM})
     FROM (
       SELECT g, k1, k2, s, ROW_NUMBER() OVER (PARTITION BY g, k1, k2 ORDER BY s) AS rn,
         COUNT(*) OVER (PARTITION BY g, k1, k2) AS cnt
       FROM keyed
     ) m WHERE rn IN ((cnt + 1) / 2, (cnt + 2) / 2) GROUP BY g, k1, k2`,
    periodArgs,
  )
  const group = (g: number) => rows.filter((r) => Number(r.g) === g)
  const published = group(0).map((r) => ({ ...r, site: r.k1, category: r.k2, editor: r.k3 }))
  const [bySite, byColumn, byEditor] = [group(1), group(2), group(3)]

  // 信息报送: entries reported in the period, by their source's site and column and the reporter.
  const reported = await sql.execute(
    `SELECT site, category, editor, COUNT(*) AS reported, SUM(accepted) AS accepted FROM (
       SELECT ${siteOf('src')} AS site, src.category_id AS category, ${trail('report', 'e', 'user_id')} AS editor,
         CASE WHEN e._status = 'published' THEN 1 ELSE 0 END AS accepted
       FROM news e JOIN news src ON src.id = e.reported_from
       WHERE e.reported_from IS NOT NULL AND e.deleted_at IS NULL AND e.created_at >= ? AND e.created_at < ?
         AND ${onSites('src')}
     ) r GROUP BY site, category, editor`,
    [start, end, ...visible],
  )

  // Returned by review in the period (each article once), by the article's site, column and editor.
  const returned = await sql.execute(
    `SELECT site, category, editor, COUNT(*) AS returned FROM (
       SELECT ${siteOf('n')} AS site, n.category_id AS category, ${trail('submit', 'n', 'user_id')} AS editor
       FROM (
         SELECT target_id, MAX(created_at) AS at FROM audit_logs
         WHERE action = 'return' AND target_collection = 'news' AND created_at >= ? AND created_at < ?
         GROUP BY target_id
       ) ret
       -- A news entry's target_id is its id: each article is found by its primary key (and
       -- returned since its creation: SQLite reuses a deleted article's id).
       JOIN news n ON n.id = CAST(ret.target_id AS INTEGER)
       WHERE ret.at >= n.created_at AND ${onSites('n')}
     ) r GROUP BY site, category, editor`,
    [start, end, ...visible],
  )

  // Publishing over time, per site.
  const series = await sql.execute(
    `SELECT ${siteOf('n')} AS site, ${D.bucket('n.published_at', unit)} AS bucket, COUNT(*) AS c
     FROM news n WHERE ${publishedIn('n')} GROUP BY ${siteOf('n')}, ${D.bucket('n.published_at', unit)}`,
    periodArgs,
  )

  // Staleness at the period's end, by the inspection's thresholds.
  const settings = await readInspectionSettings(payload)
  const categories = (await sql.execute(
    `SELECT id, site_id, name, path_name FROM news_categories n WHERE ${onSites('n')} ORDER BY sort, id`,
    visible,
  )) as { id: number; site_id: number | null; name: string; path_name: string }[]
  // Each column's and site's newest article before then: one index lookup each (the news indexes
  // on category or site, _status, published_at), where a MAX over a GROUP BY read every article.
  const newest = (where: string) =>
    `(SELECT n.published_at FROM news n WHERE ${where} AND n._status = 'published' AND n.deleted_at IS NULL
      AND n.published_at < ? ORDER BY n.published_at DESC LIMIT 1)`
  const [columnRows, siteNewestRows, unsited] = await Promise.all([
    sql.execute(
      `SELECT c.id AS k, ${newest('n.category_id = c.id')} AS newest FROM news_categories c WHERE ${onSites('c')}`,
      [asOf, ...visible],
    ),
    sql.execute(
      `SELECT s.id AS k, ${newest('n.site_id = s.id')} AS newest FROM sites s WHERE s.id IN (${inList(visible)})`,
      [asOf, ...visible],
    ),
    // Articles without a site are the portal's.
    sql.execute(`SELECT ${newest('n.site_id IS NULL')} AS newest`, [asOf]),
  ])
  const newestByColumn = new Map(columnRows.map((r) => [Number(r.k), iso(r.newest)]))
  const newestBySite = new Map(siteNewestRows.map((r) => [Number(r.k), iso(r.newest)]))
  const orphan = iso(unsited[0]?.newest)
  const portalNewest = newestBySite.get(portal)
  if (orphan && (!portalNewest || orphan > portalNewest)) newestBySite.set(portal, orphan)

  // Open findings: per site, those of its latest run (the group's, or its own later one).
  const cur = await currentRuns(payload)
  const run = cur.group
  const open = openFindingsSql(cur, siteOf('f'))
  const findings = open
    ? await sql.execute(
        `SELECT ${siteOf('f')} AS site, f.kind AS kind, COUNT(*) AS c FROM inspection_findings f
         WHERE ${open.sql} AND ${onSites('f')} GROUP BY ${siteOf('f')}, f.kind`,
        [...open.args, ...visible],
      )
    : []

  // Editors' names.
  const editorIds = [
    ...new Set(
      [...published, ...reported, ...returned]
        .map((r) => r.editor)
        .filter((e) => e !== null && e !== undefined)
        .map(Number),
    ),
  ]
  const names = new Map<number, string>()
  if (editorIds.length)
    for (const u of await sql.execute(
      `SELECT id, name, email FROM users WHERE id IN (${inList(editorIds)})`,
      editorIds,
    ))
      names.set(Number(u.id), String(u.name || u.email))

  return assemble({
    input,
    asOf,
    days,
    unit,
    siteRows: siteRows.filter((s) => visible.includes(Number(s.id))),
    portal,
    published,
    reported,
    returned,
    medians: { bySite, byColumn, byEditor },
    series,
    settings,
    categories,
    newestByColumn,
    newestBySite,
    findings,
    current: cur,
    run: run ? { id: Number(run.id), title: String(run.title ?? ''), at: iso(run.started_at ?? null) } : null,
    names,
  })
}

type Row = Record<string, unknown>
const empty = (): Figures => ({
  published: 0,
  reported: 0,
  accepted: 0,
  returned: 0,
  medianHours: null,
  views: 0,
})
const hours = (seconds: unknown) =>
  seconds === null || seconds === undefined ? null : Math.round((Number(seconds) / 3600) * 10) / 10

/** Adds the grouped rows up per site, column and editor (a few hundred rows, not articles). */
function assemble(a: {
  input: StatsInput
  asOf: string
  days: number
  unit: 'day' | 'month'
  siteRows: { id: number; slug: string; name: string; short_name: string | null; status: string | null }[]
  portal: number
  published: Row[]
  reported: Row[]
  returned: Row[]
  medians: { bySite: Row[]; byColumn: Row[]; byEditor: Row[] }
  series: Row[]
  settings: Awaited<ReturnType<typeof readInspectionSettings>>
  categories: { id: number; site_id: number | null; name: string; path_name: string }[]
  newestByColumn: Map<number, string | null>
  newestBySite: Map<number, string | null>
  findings: Row[]
  current: CurrentRuns
  run: Stats['latestRun']
  names: Map<number, string>
}): Stats {
  const sites = new Map<number, SiteFigures>()
  for (const s of a.siteRows)
    sites.set(Number(s.id), {
      id: Number(s.id),
      name: s.short_name || s.name,
      slug: s.slug,
      ...empty(),
      staleColumns: 0,
      openFindings: 0,
      score: null,
      rank: null,
    })
  const columnName = new Map(a.categories.map((c) => [Number(c.id), c.name]))
  const columns = new Map<string, ColumnFigures>()
  const editors = new Map<string, EditorFigures>()
  const column = (site: number, id: number) => {
    const key = `${site}:${id}`
    let c = columns.get(key)
    if (!c) {
      c = { site, id, name: columnName.get(id) ?? `#${id}`, ...empty() }
      columns.set(key, c)
    }
    return c
  }
  const editor = (site: number, id: number | null) => {
    const key = `${site}:${id ?? ''}`
    let e = editors.get(key)
    if (!e) {
      e = { site, id, name: id === null ? '（未记录）' : (a.names.get(id) ?? `#${id}`), ...empty() }
      editors.set(key, e)
    }
    return e
  }
  const add = (r: Row, fields: (keyof Figures)[]) => {
    const site = sites.get(num(r.site))
    if (!site) return
    const targets: Figures[] = [
      site,
      column(site.id, num(r.category)),
      editor(site.id, r.editor === null || r.editor === undefined ? null : Number(r.editor)),
    ]
    for (const t of targets) for (const f of fields) (t[f] as number) += num(r[f])
  }
  for (const r of a.published) add(r, ['published', 'views'])
  for (const r of a.reported) add(r, ['reported', 'accepted'])
  for (const r of a.returned) add(r, ['returned'])
  for (const r of a.medians.bySite) {
    const s = sites.get(num(r.k1))
    if (s) s.medianHours = hours(r.median)
  }
  for (const r of a.medians.byColumn) {
    const c = columns.get(`${num(r.k1)}:${num(r.k2)}`)
    if (c) c.medianHours = hours(r.median)
  }
  for (const r of a.medians.byEditor) {
    const e = editors.get(`${num(r.k1)}:${r.k2 === null || r.k2 === undefined ? '' : Number(r.k2)}`)
    if (e) e.medianHours = hours(r.median)
  }

  // Stale columns: each live site's home page news and news columns, as the inspection checks them.
  const stale: StaleColumn[] = []
  const s = a.settings
  const check = (site: number, code: string, name: string, newest: string | null, limit: number) => {
    const days = newest ? Math.floor((Date.parse(a.asOf) - Date.parse(newest)) / DAY) : null
    if (days === null || days > limit) stale.push({ site, code, name, newest, days, limit })
  }
  for (const site of a.siteRows) {
    if ((site.status ?? 'live') !== 'live') continue
    const id = Number(site.id)
    const isPortal = id === a.portal
    check(
      id,
      isPortal ? 'home' : `site:${site.slug}:home`,
      '首页新闻',
      a.newestBySite.get(id) ?? null,
      s.columnDays.get(isPortal ? 'home' : `site:${site.slug}:home`) ?? s.homeNewsDays,
    )
    for (const c of a.categories) {
      if ((c.site_id ?? a.portal) !== id) continue
      const code = isPortal ? `news:${c.path_name}` : `site:${site.slug}:news:${c.path_name}`
      const limit = s.columnDays.get(code) ?? (NOTICE_NAME.test(c.name) ? s.noticeDays : s.newsDays)
      check(id, code, c.name, a.newestByColumn.get(Number(c.id)) ?? null, limit)
    }
  }
  for (const x of stale) sites.get(x.site)!.staleColumns++

  const findings: OpenFinding[] = a.findings.map((r) => ({
    site: num(r.site),
    kind: String(r.kind),
    count: num(r.c),
    run: Number(runOfSite(a.current, num(r.site))?.id ?? 0),
  }))
  for (const f of findings) {
    const site = sites.get(f.site)
    if (site) site.openFindings += f.count
  }

  // The ranking, by the rule stated in RANKING_RULE.
  const ranked = [...sites.values()].filter((x) => x.id !== a.portal)
  for (const x of ranked)
    x.score =
      x.published * WEIGHTS.published +
      x.accepted * WEIGHTS.accepted -
      x.staleColumns * WEIGHTS.stale -
      x.openFindings * WEIGHTS.finding
  ranked.sort((p, q) => q.score! - p.score! || q.published - p.published || q.views - p.views || p.id - q.id)
  ranked.forEach((x, i) => {
    // Equal on every criterion: the same place.
    const prev = ranked[i - 1]
    x.rank =
      prev && prev.score === x.score && prev.published === x.published && prev.views === x.views
        ? prev.rank
        : i + 1
  })

  // The chart's buckets: every day (or month) of the period, empty ones too.
  const buckets: string[] = []
  if (a.unit === 'day') {
    for (let i = 0; i < a.days; i++)
      buckets.push(new Date(Date.parse(`${a.input.from}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10))
  } else {
    let y = Number(a.input.from.slice(0, 4))
    let m = Number(a.input.from.slice(5, 7))
    const last = a.input.to.slice(0, 7)
    for (;;) {
      const b = `${y}-${String(m).padStart(2, '0')}`
      buckets.push(b)
      if (b >= last) break
      m++
      if (m > 12) {
        m = 1
        y++
      }
    }
  }
  const index = new Map(buckets.map((b, i) => [b, i]))
  const perSite = new Map<number, number[]>()
  for (const x of sites.keys())
    perSite.set(
      x,
      buckets.map(() => 0),
    )
  for (const r of a.series) {
    const counts = perSite.get(num(r.site))
    const i = index.get(String(r.bucket))
    if (counts && i !== undefined) counts[i] = (counts[i] ?? 0) + num(r.c)
  }

  const bySiteThen = <T extends { site: number; published: number; name: string }>(xs: T[]) =>
    xs.sort((p, q) => p.site - q.site || q.published - p.published || p.name.localeCompare(q.name, 'zh'))
  return {
    period: { from: a.input.from, to: a.input.to, days: a.days, asOf: a.asOf },
    rule: RANKING_RULE,
    sites: [...sites.values()].sort(
      (p, q) => (p.rank ?? Number.MAX_SAFE_INTEGER) - (q.rank ?? Number.MAX_SAFE_INTEGER) || p.id - q.id,
    ),
    columns: bySiteThen([...columns.values()]),
    editors: bySiteThen([...editors.values()]),
    stale,
    findings,
    latestRun: a.run,
    series: {
      unit: a.unit,
      buckets,
      sites: [...perSite].map(([site, counts]) => ({ site, counts })),
    },
  }
}
