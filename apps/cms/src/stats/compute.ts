import type { Payload } from 'payload'
import { PORTAL_SITE } from '@ou/contract'
import { NOTICE_NAME } from '@/inspection/freshness'
import { latestRun } from '@/inspection/run'
import { readInspectionSettings } from '@/inspection/settings'
import { isPostgres } from '@/lib/env'
import { sqlOf } from '@/lib/sql'
import { bounds, daysIn } from './period'

/**
 * 发稿统计 (issue 35): per site, column and editor over a period, from a few GROUP BY queries on
 * both databases (no article is read into JavaScript: 100 sites × 1,000 articles answer within 2 s,
 * bench/sites.ts). What each figure counts:
 * - published: news published (`_status`) with `published_at` in the period;
 * - reported / accepted: portal entries reported up (信息报送, `reported_from`) created in the period,
 *   by the source article's site and column; accepted = the entry is published;
 * - returned: articles sent back by review (audit 退回) in the period, each once;
 * - median: hours from an article's first 提交审核 to the first 发布 after it (audit log), over the
 *   articles published in the period that went through review;
 * - views: the page-view counters (`views`) of the articles published in the period;
 * - stale columns: a live site's columns (and its home page's news) whose newest published article
 *   is older, at the period's end (or now), than the inspection's thresholds (后台设置 → 网站巡检);
 * - open findings: the findings of the latest finished inspection run, by their page's site.
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
      // audit_logs.target_id is text; compare as text so PostgreSQL never casts a non-number.
      joinAudit: (a: string, n: string) => `${a}.target_id = CAST(${n}.id AS TEXT)`,
      idText: (n: string) => `CAST(${n}.id AS TEXT)`,
      seconds: (from: string, to: string) => `EXTRACT(EPOCH FROM (${to} - ${from}))`,
      bucket: (col: string, unit: 'day' | 'month') =>
        `to_char(${col} AT TIME ZONE 'Asia/Shanghai', '${unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}')`,
    }
  : {
      // SQLite: look the article up by its primary key.
      joinAudit: (a: string, n: string) => `${n}.id = CAST(${a}.target_id AS INTEGER)`,
      idText: (n: string) => `CAST(${n}.id AS TEXT)`,
      seconds: (from: string, to: string) => `((julianday(${to}) - julianday(${from})) * 86400.0)`,
      bucket: (col: string, unit: 'day' | 'month') =>
        `strftime('${unit === 'day' ? '%Y-%m-%d' : '%Y-%m'}', ${col}, '+8 hours')`,
    }

const inList = (ids: number[]) => (ids.length ? ids.map(() => '?').join(', ') : 'NULL')

/** The first audit entry of `action` per news article among `targets` (a subquery of target ids). */
const firstEntry = (action: string, targets: string) => `
  SELECT target_id, user_id, created_at FROM (
    SELECT target_id, user_id, created_at,
      ROW_NUMBER() OVER (PARTITION BY target_id ORDER BY created_at, id) AS rn
    FROM audit_logs
    WHERE action = '${action}' AND target_collection = 'news' AND target_id IN (${targets})
  ) f WHERE rn = 1`

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
  const publishedIn = (n: string) =>
    `${n}._status = 'published' AND ${n}.deleted_at IS NULL AND ${n}.published_at >= ? AND ${n}.published_at < ? AND ${onSites(n)}`
  const periodArgs = [start, end, ...visible]
  const publishedIds = `SELECT ${D.idText('p')} FROM news p WHERE ${publishedIn('p')}`

  // Published, views and the submission-to-publication time, per site × column × editor.
  const sub = firstEntry('submit', publishedIds)
  const pub = firstEntry('publish', publishedIds)
  const published = await sql.execute(
    `WITH sub AS (${sub}), pub AS (${pub})
     SELECT ${siteOf('n')} AS site, n.category_id AS category, COALESCE(sub.user_id, pub.user_id) AS editor,
       COUNT(*) AS published, COALESCE(SUM(n.views), 0) AS views
     FROM news n
     LEFT JOIN sub ON ${D.joinAudit('sub', 'n')}
     LEFT JOIN pub ON ${D.joinAudit('pub', 'n')}
     WHERE ${publishedIn('n')}
     GROUP BY ${siteOf('n')}, n.category_id, COALESCE(sub.user_id, pub.user_id)`,
    [...periodArgs, ...periodArgs, ...periodArgs],
  )

  // Medians per grouping, in the database: the middle row(s) of each group's sorted durations.
  const durations = `WITH sub AS (${sub}),
     reviewed AS (
       SELECT a.target_id, MIN(a.created_at) AS at FROM audit_logs a JOIN sub ON sub.target_id = a.target_id
       WHERE a.action = 'publish' AND a.target_collection = 'news' AND a.created_at >= sub.created_at
       GROUP BY a.target_id
     ),
     d AS (
       SELECT ${siteOf('n')} AS site, n.category_id AS category, sub.user_id AS editor,
         ${D.seconds('sub.created_at', 'reviewed.at')} AS s
       FROM news n
       JOIN sub ON ${D.joinAudit('sub', 'n')}
       JOIN reviewed ON reviewed.target_id = sub.target_id
       WHERE ${publishedIn('n')}
     )`
  const median = async (key: string) =>
    sql.execute(
      `${durations}
       SELECT k1, k2, AVG(s) AS median FROM (
         SELECT k1, k2, s, ROW_NUMBER() OVER (PARTITION BY k1, k2 ORDER BY s) AS rn,
           COUNT(*) OVER (PARTITION BY k1, k2) AS cnt
         FROM (SELECT ${key}, s FROM d) keyed
       ) m WHERE rn IN ((cnt + 1) / 2, (cnt + 2) / 2) GROUP BY k1, k2`,
      [...periodArgs, ...periodArgs],
    )
  const [bySite, byColumn, byEditor] = await Promise.all([
    median('site AS k1, 0 AS k2'),
    median('site AS k1, category AS k2'),
    median('site AS k1, editor AS k2'),
  ])

  // 信息报送: entries reported in the period, by their source's site and column and the reporter.
  const reportedIds = `SELECT ${D.idText('r')} FROM news r WHERE r.reported_from IS NOT NULL AND r.created_at >= ? AND r.created_at < ?`
  const reported = await sql.execute(
    `WITH rep AS (${firstEntry('report', reportedIds)})
     SELECT ${siteOf('src')} AS site, src.category_id AS category, rep.user_id AS editor,
       COUNT(*) AS reported, SUM(CASE WHEN e._status = 'published' THEN 1 ELSE 0 END) AS accepted
     FROM news e
     JOIN news src ON src.id = e.reported_from
     LEFT JOIN rep ON ${D.joinAudit('rep', 'e')}
     WHERE e.reported_from IS NOT NULL AND e.deleted_at IS NULL AND e.created_at >= ? AND e.created_at < ?
       AND ${onSites('src')}
     GROUP BY ${siteOf('src')}, src.category_id, rep.user_id`,
    [start, end, start, end, ...visible],
  )

  // Returned by review in the period (each article once), by the article's site, column and editor.
  const returnedIds = `SELECT target_id FROM audit_logs WHERE action = 'return' AND target_collection = 'news' AND created_at >= ? AND created_at < ?`
  const returned = await sql.execute(
    `WITH sub AS (${firstEntry('submit', returnedIds)}),
     ret AS (SELECT DISTINCT target_id FROM audit_logs WHERE action = 'return' AND target_collection = 'news' AND created_at >= ? AND created_at < ?)
     SELECT ${siteOf('n')} AS site, n.category_id AS category, sub.user_id AS editor, COUNT(*) AS returned
     FROM ret JOIN news n ON ${D.joinAudit('ret', 'n')}
     LEFT JOIN sub ON sub.target_id = ret.target_id
     WHERE ${onSites('n')}
     GROUP BY ${siteOf('n')}, n.category_id, sub.user_id`,
    [start, end, start, end, ...visible],
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
  const newestPer = async (key: string) =>
    new Map(
      (
        await sql.execute(
          `SELECT ${key} AS k, MAX(n.published_at) AS newest FROM news n
           WHERE n._status = 'published' AND n.deleted_at IS NULL AND n.published_at < ? AND ${onSites('n')}
           GROUP BY ${key}`,
          [asOf, ...visible],
        )
      ).map((r) => [Number(r.k), iso(r.newest)]),
    )
  const [newestByColumn, newestBySite] = await Promise.all([
    newestPer('n.category_id'),
    newestPer(siteOf('n')),
  ])

  // Open findings: those of the latest finished run.
  const run = await latestRun(payload)
  const findings = run
    ? await sql.execute(
        `SELECT ${siteOf('f')} AS site, f.kind AS kind, COUNT(*) AS c FROM inspection_findings f
         WHERE f.run_id = ? AND ${onSites('f')} GROUP BY ${siteOf('f')}, f.kind`,
        [run.id, ...visible],
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
