import { createHash } from 'node:crypto'
import { PORTAL_SITE } from '@ou/contract'
import type { Payload } from 'payload'
import { maintenanceTask } from '@/lib/tasks'
import { env } from '@/lib/env'
import { outcomeMessage } from '@/lib/outbound'
import { checkDeadlines } from './deadlines'
import { sendDigests } from './digest'
import { FINDING_KINDS, type FindingKind } from './collections'
import { currentRuns, openFindingsWhere, runOfSite, standingRunIds, type CurrentRuns } from './current'
import { checkFreshness } from './freshness'
import { checkLinks, TARGET_FRESH_MS, type TargetCache } from './links'
import {
  ARTICLE_COLLECTIONS,
  allSites,
  docOfPath,
  documentResolver,
  editorLookup,
  newsCategoryPaths,
  pathOf,
  sitePrefix,
  siteSlugOfUrl,
  type SiteRef,
} from './pages'
import { storedLinks } from './stored'
import { readInspectionSettings } from './settings'
import type { Finding } from './types'
import { checkUptime } from './uptime'
import { checkWording } from './wording'

/**
 * One site inspection: links (from the site's sitemaps), freshness per column, fixed expressions in
 * every published article, overdue letters, uptime. Writes an `inspection-runs` record and its
 * `inspection-findings`; a finding seen in the previous run keeps its first-seen date.
 *
 * A run of one site of the group (`site`, started by its administrator): that site's sitemap,
 * columns and articles only, always whole; letters and uptime are the school's and stay with the
 * group's runs. Its findings then stand for that site (current.ts) until the next group run.
 */

const KEEP_RUNS = 30
/** A run left `running` this long ago died with its process: another may start. */
const STALE_RUN_MS = 30 * 60_000

export class RunInProgressError extends Error {}

const keyOf = (f: Finding) => createHash('sha1').update(`${f.kind}\n${f.url}\n${f.target}`).digest('hex')

export async function runInspection(
  payload: Payload,
  /** digest: each editor is mailed their own findings (always for the nightly run). */
  o: {
    trigger: 'manual' | 'nightly'
    userId?: number | null
    digest?: boolean
    /**
     * Read only what changed since the last completed run: pages that are not one article's, and
     * articles changed since; other articles by the links in their content, each link target
     * checked again once its last check is a week old (TARGET_FRESH_MS). The nightly run is
     * incremental; a run started by hand is whole unless asked.
     */
    incremental?: boolean
    /** One site of the group (not the portal) instead of the whole group. */
    site?: SiteRef
  },
): Promise<{
  id: number | string
  total: number
  durationMs: number
  counts: Record<string, number>
  notes: string
}> {
  const running = await payload.find({
    collection: 'inspection-runs',
    where: {
      and: [
        { status: { equals: 'running' } },
        { started_at: { greater_than: new Date(Date.now() - STALE_RUN_MS).toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (running.totalDocs) throw new RunInProgressError('已有一次巡检正在进行，请稍后再试。')

  const t0 = Date.now()
  const startedAt = new Date(t0).toISOString()
  const only = o.site
  const cur = await currentRuns(payload)
  const previous = only ? runOfSite(cur, only.id) : cur.group
  const incremental = Boolean(!only && o.incremental && previous?.started_at)
  const when = new Date(t0 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')
  const run = await payload.create({
    collection: 'inspection-runs',
    data: {
      title: only ? `网站巡检·${only.name} ${when}` : `网站巡检 ${when}`,
      status: 'running',
      trigger: o.trigger,
      mode: incremental ? 'incremental' : 'full',
      site: only?.id ?? null,
      started_by: o.userId ?? null,
      started_at: startedAt,
    },
    depth: 0,
    overrideAccess: true,
  })
  const notes: string[] = []
  try {
    const settings = await readInspectionSettings(payload)
    const siteOrigin = env.siteUrls[0] ?? ''
    const editorOfDoc = editorLookup(payload)
    // Every document with a page of its own names its last editor, an editor's page (栏目与页面)
    // included: its digest reaches them.
    const documentOf = documentResolver(payload)
    const editorOf = async (path: string) => {
      const d = await documentOf(path)
      return d ? editorOfDoc(d.collection, d.id) : null
    }
    const prevFindings = await openFindings(payload, cur, only?.id)
    const since = incremental ? previous!.started_at! : undefined
    const changed = since ? await changedPaths(payload, since) : null
    const cache = targetCache(previous?.link_cache)
    const findings: Finding[] = []
    let pages = 0
    let links = 0
    // Seconds per part, in the run's notes: where a slow run spends its time.
    const spent: string[] = []
    const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const t = Date.now()
      try {
        return await work()
      } finally {
        spent.push(`${label} ${((Date.now() - t) / 1000).toFixed(1)} 秒`)
      }
    }
    // A site's run reads its own sitemap, and its own articles' stored links where it cannot.
    const ofSite = (url: string) => !only || siteSlugOfUrl(url) === only.slug
    if (siteOrigin) {
      const r = await timed('链接', () =>
        checkLinks({
          siteOrigin,
          ...(only ? { sitemap: `${sitePrefix(only.slug)}/sitemap.xml` } : {}),
          internalOrigins: [env.publicUrl],
          external: settings.external,
          hijackWords: settings.hijackWords,
          timeoutMs: env.inspection.timeoutMs,
          allow: env.inspection.allowAddresses,
          editorOf,
          records: async () =>
            new Map([...(await storedLinks(payload, siteOrigin))].filter(([page]) => ofSite(page))),
          cache,
          ...(changed ? { fetch: (path: string) => !isArticlePage(path) || changed.has(path) } : {}),
        }),
      )
      findings.push(...r.findings)
      pages = r.pages
      links = r.links
      if (r.skipped) notes.push(r.skipped)
      if (changed && r.fetched !== undefined)
        notes.push(
          `增量巡检：读取 ${r.fetched} 个页面（栏目页与上次巡检后改动的文章），其余 ${r.pages - r.fetched} 篇未改动的文章按正文中的链接检查；链接结果 7 天内有效。`,
        )
      if (r.sitemapMs !== undefined) spent.push(`其中读取站点地图 ${(r.sitemapMs / 1000).toFixed(1)} 秒`)
      if (r.storedMs !== undefined) spent.push(`读取文章正文链接 ${(r.storedMs / 1000).toFixed(1)} 秒`)
      if (!settings.external) notes.push('外部链接检查已关闭。')
    } else notes.push('未配置网站地址（SITE_URL），未检查链接。')
    const origin = siteOrigin || env.publicUrl
    findings.push(...(await timed('栏目更新', () => checkFreshness(payload, settings, origin))))
    findings.push(
      ...(await timed('规范表述', () =>
        checkWording(
          payload,
          origin,
          editorOfDoc,
          since ? { since, carried: prevFindings.filter((f) => f.kind === 'wording') } : undefined,
          only?.id,
        ),
      )),
    )
    if (!only) {
      findings.push(...(await timed('办理时限', () => checkDeadlines(payload, settings.letterReplyDays))))
      findings.push(...(await timed('可用性', () => checkUptime(payload))))
    } else notes.push(`本次只巡检${only.name}：来信办理时限与网站可用性随全站巡检检查。`)
    notes.push(`用时：${spent.join('，')}。`)

    // Each finding belongs to the site of its page (站群; the portal's when it has none): that
    // site's staff read it in the console and are mailed it.
    const sites = await allSites(payload)
    const siteIds = new Map(sites.map((x) => [x.slug, x.id]))
    const portalId = siteIds.get(PORTAL_SITE) ?? null
    for (const f of findings) f.site = siteIds.get(siteSlugOfUrl(f.url)) ?? portalId
    // A site's run reports on that site alone (its columns among the group's; a link found on its
    // pages is on its pages).
    if (only) findings.splice(0, findings.length, ...findings.filter((f) => f.site === only.id))
    // First seen: carried over from the previous completed run's finding with the same key.
    const firstSeen = new Map<string, string>()
    for (const f of prevFindings) if (f.key && f.firstSeen) firstSeen.set(f.key, f.firstSeen)
    // A few writes at a time: each create runs Payload's hooks and validation.
    for (let i = 0; i < findings.length; i += 8)
      await Promise.all(
        findings.slice(i, i + 8).map((f) => {
          const key = keyOf(f)
          return payload.create({
            collection: 'inspection-findings',
            data: {
              run: run.id,
              kind: f.kind,
              severity: f.severity ?? null,
              url: f.url,
              target: f.target,
              element: (f.element ?? '').slice(0, 300),
              message: f.message.slice(0, 500),
              editor: f.editor ?? null,
              site: f.site ?? null,
              first_seen: firstSeen.get(key) ?? startedAt,
              key,
            },
            depth: 0,
            overrideAccess: true,
          })
        }),
      )
    const counts = Object.fromEntries(
      FINDING_KINDS.map((k) => [k.value, findings.filter((f) => f.kind === k.value).length]),
    )
    const durationMs = Date.now() - t0
    await payload.update({
      collection: 'inspection-runs',
      id: run.id,
      data: {
        status: 'done',
        finished_at: new Date().toISOString(),
        duration_ms: durationMs,
        pages,
        links,
        total: findings.length,
        ...Object.fromEntries(Object.entries(counts).map(([k, n]) => [`count_${k}`, n])),
        notes: notes.join('\n'),
        link_cache: cacheRecord(cache),
      },
      depth: 0,
      overrideAccess: true,
    })
    await pruneOldRuns(payload, await currentRuns(payload))
    if (o.digest || o.trigger === 'nightly') await sendDigests(payload, run.id, findings, sites)
    return { id: run.id, total: findings.length, durationMs, counts, notes: notes.join('\n') }
  } catch (e) {
    // The run's page shows the notes to the clerk: a reason in Chinese; the error itself to the log.
    payload.logger.error({ err: e }, 'inspection run failed')
    await payload
      .update({
        collection: 'inspection-runs',
        id: run.id,
        data: {
          status: 'failed',
          finished_at: new Date().toISOString(),
          notes: `巡检未能完成：${outcomeMessage(e)}。详细原因见服务器日志。`.slice(0, 500),
        },
        depth: 0,
        overrideAccess: true,
      })
      .catch(() => {})
    throw e
  }
}

/**
 * The open findings (current.ts), as the next run reads them (first-seen dates, carried wording
 * findings); a site's run reads its site's only.
 */
async function openFindings(payload: Payload, cur: CurrentRuns, site: number | undefined) {
  const open = openFindingsWhere(cur)
  if (!open) return []
  const { docs } = await payload.find({
    collection: 'inspection-findings',
    where: site === undefined ? open : { and: [open, { site: { equals: site } }] },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((f) => ({
    kind: f.kind as FindingKind,
    url: f.url ?? '',
    target: f.target ?? '',
    element: f.element ?? '',
    message: f.message ?? '',
    severity: (f.severity ?? undefined) as Finding['severity'],
    editor: typeof f.editor === 'object' ? (f.editor?.id ?? null) : (f.editor ?? null),
    site: typeof f.site === 'object' ? (f.site?.id ?? null) : (f.site ?? null),
    key: f.key ?? null,
    firstSeen: f.first_seen ?? null,
  }))
}

/** An article's page, whose links an incremental run may take from its stored content. */
function isArticlePage(path: string) {
  const d = docOfPath(path)
  return Boolean(d && (ARTICLE_COLLECTIONS as readonly string[]).includes(d.collection))
}

/** Site paths of the published articles changed since a time. */
async function changedPaths(payload: Payload, since: string) {
  const categories = await newsCategoryPaths(payload)
  const paths = new Set<string>()
  for (const collection of ARTICLE_COLLECTIONS)
    for (let page = 1; ; page++) {
      const res = await payload.find({
        collection,
        where: { and: [{ _status: { equals: 'published' } }, { updatedAt: { greater_than: since } }] },
        select: { category: true, edu_type: true, type: true, category_type: true, section: true } as never,
        limit: 1000,
        page,
        depth: 0,
        sort: 'id',
        overrideAccess: true,
      })
      for (const doc of res.docs as unknown as ({ id: number } & Record<string, unknown>)[]) {
        const path = pathOf(collection, doc, categories)
        if (path) paths.add(path)
      }
      if (!res.hasNextPage) break
    }
  return paths
}

/** The stored form of a TargetCache: URL → [checked at (ms), problem or null]; fresh entries only. */
function targetCache(stored: unknown): TargetCache {
  const cache: TargetCache = new Map()
  if (!stored || typeof stored !== 'object') return cache
  const now = Date.now()
  for (const [url, v] of Object.entries(stored as Record<string, unknown>))
    if (Array.isArray(v) && typeof v[0] === 'number' && now - v[0] < TARGET_FRESH_MS)
      cache.set(url, { at: v[0], problem: typeof v[1] === 'string' ? v[1] : null })
  return cache
}

function cacheRecord(cache: TargetCache) {
  const now = Date.now()
  return Object.fromEntries(
    [...cache].filter(([, v]) => now - v.at < TARGET_FRESH_MS).map(([url, v]) => [url, [v.at, v.problem]]),
  )
}

/** Keeps the latest runs and their findings, and every run whose findings stand for a site. */
async function pruneOldRuns(payload: Payload, cur: CurrentRuns) {
  const old = await payload.find({
    collection: 'inspection-runs',
    sort: '-started_at',
    limit: 100,
    page: 1,
    depth: 0,
    overrideAccess: true,
  })
  const standing = new Set(standingRunIds(cur))
  const drop = old.docs
    .slice(KEEP_RUNS)
    .map((r) => r.id)
    .filter((id) => !standing.has(id))
  if (!drop.length) return
  await payload.db.deleteMany({ collection: 'inspection-findings', where: { run: { in: drop } } })
  await payload.db.deleteMany({ collection: 'inspection-runs', where: { id: { in: drop } } })
}

export const inspectionTask = maintenanceTask<{
  input: { trigger?: string; user?: number; digest?: boolean; full?: boolean; site?: number }
  output: { run: number; total: number }
}>(
  // Nightly at 02:00 server time, before the audit purge.
  '0 2 * * *',
  { run: 'number', total: 'number' },
  {
    slug: 'inspectSite',
    label: '网站巡检',
    retries: 0,
    inputSchema: [
      { name: 'trigger', type: 'text' },
      { name: 'user', type: 'number' },
      { name: 'digest', type: 'checkbox' },
      // A nightly run is incremental; a run started by hand is whole unless it asks otherwise.
      { name: 'full', type: 'checkbox' },
      // One site of the group (its id), started by its administrator: that site alone.
      { name: 'site', type: 'number' },
    ],
    handler: async ({ input, req: { payload } }) => {
      const trigger = input?.trigger === 'manual' ? 'manual' : 'nightly'
      const site =
        typeof input?.site === 'number'
          ? (await allSites(payload)).find((s) => s.id === input.site && s.slug !== PORTAL_SITE)
          : undefined
      if (typeof input?.site === 'number' && !site) throw new Error('站点不存在')
      const r = await runInspection(payload, {
        site,
        trigger,
        userId: typeof input?.user === 'number' ? input.user : null,
        digest: input?.digest === true,
        incremental: trigger === 'nightly' ? input?.full !== true : input?.full === false,
      })
      return { output: { run: Number(r.id), total: r.total } }
    },
  },
)
