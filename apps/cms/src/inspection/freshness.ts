import type { CollectionSlug, Payload, Where } from 'payload'
import { PORTAL_SITE } from '@ou/contract'
import { allSites, sitePrefix } from './pages'
import type { InspectionSettings } from './settings'
import type { Finding } from './types'

/**
 * Freshness per column: the date of each column's newest published item. A news column older than
 * its limit (14 days), a notice column older than its limit (6 months), the home page's news older
 * than 14 days and a column with nothing in it are findings. An item without a date counts as not
 * updated. Limits are per kind in 后台设置 → 网站巡检, and per column there too.
 */

type Kind = 'home' | 'news' | 'notice'

interface Column {
  /**
   * Stable code, for per-column limits: news:<path>, edu:open:learning, enroll:open, theme:<id>,
   * affairs; a site of the group's: site:<slug>:home, site:<slug>:news:<path>.
   */
  code: string
  name: string
  path: string
  kind: Kind
  collection: CollectionSlug
  where: Where
}

const DAY = 86_400_000
const EDU = [
  { value: 'openEducation', route: 'openEducation', label: '开放教育' },
  { value: 'adultEducation', route: 'aldultEducation', label: '成人教育' },
]
const ENROLL = [
  { value: 'open', route: 'openEducation', label: '开放教育' },
  { value: 'adult', route: 'aldultEducation', label: '成人教育' },
  { value: 'elderly', route: 'elderlyEducation', label: '老年教育' },
]

/** The two news sections of each education type: learning news, and teaching notices. */
const EDU_SECTIONS = [
  { type: 'learning', label: '学习动态', kind: 'news' },
  { type: 'teaching', label: '教学教务', kind: 'notice' },
] as const

/** Notice-like categories by name: they are updated as things happen, not every fortnight. */
export const NOTICE_NAME = /通知|公告|公示|公开|简报/

/**
 * A site of the group's columns (站群): its home page's news and each of its news columns, for every
 * site that is 已上线 (one 建设中 is not finished, one 已停用 has no pages).
 */
async function siteColumns(payload: Payload): Promise<Column[]> {
  const out: Column[] = []
  for (const site of await allSites(payload)) {
    if (site.slug === PORTAL_SITE || site.status !== 'live') continue
    const prefix = sitePrefix(site.slug)
    const where: Where = { site: { equals: site.id } }
    out.push({
      code: `site:${site.slug}:home`,
      name: `${site.name}·首页新闻`,
      path: prefix,
      kind: 'home',
      collection: 'news',
      where,
    })
    const cats = await payload.find({
      collection: 'news-categories',
      where,
      pagination: false,
      depth: 0,
      sort: 'sort',
      overrideAccess: true,
    })
    for (const c of cats.docs)
      out.push({
        code: `site:${site.slug}:news:${c.path_name}`,
        name: `${site.name}·${c.name}`,
        path: `${prefix}/news/${c.path_name}`,
        kind: NOTICE_NAME.test(c.name) ? 'notice' : 'news',
        collection: 'news',
        where: { category: { equals: c.id } },
      })
  }
  return out
}

async function columns(payload: Payload): Promise<Column[]> {
  const portalId = (await allSites(payload)).find((s) => s.slug === PORTAL_SITE)?.id
  const portal: Where = { site: { equals: portalId ?? null } }
  const out: Column[] = [
    { code: 'home', name: '首页新闻', path: '/', kind: 'home', collection: 'news', where: portal },
  ]
  // Every record of a list the editors order, in their order.
  const ordered = <S extends 'news-categories' | 'themes'>(collection: S, where?: Where) =>
    payload.find({ collection, where, pagination: false, depth: 0, sort: 'sort', overrideAccess: true })
  const cats = await ordered('news-categories', portal)
  for (const c of cats.docs)
    out.push({
      code: `news:${c.path_name}`,
      name: `新闻·${c.name}`,
      path: `/news/${c.path_name}`,
      kind: NOTICE_NAME.test(c.name) ? 'notice' : 'news',
      collection: 'news',
      where: { category: { equals: c.id } },
    })
  for (const e of EDU)
    for (const section of EDU_SECTIONS)
      out.push({
        code: `edu:${e.value === 'openEducation' ? 'open' : 'adult'}:${section.type}`,
        name: `${e.label}·${section.label}`,
        path: `/educationalFormat/${e.route}/learningDynamics`,
        kind: section.kind,
        collection: 'edu-news',
        where: { and: [{ edu_type: { equals: e.value } }, { type: { equals: section.type } }] },
      })
  for (const e of ENROLL)
    out.push({
      code: `enroll:${e.value}`,
      name: `招生信息·${e.label}`,
      path: `/enrolling/${e.route}/information`,
      kind: 'notice',
      collection: 'enroll-news',
      where: { category_type: { equals: e.value } },
    })
  const themes = await ordered('themes')
  for (const t of themes.docs)
    out.push({
      code: `theme:${t.id}`,
      name: `专题·${t.title}`,
      path: `/featured?theme_id=${t.id}`,
      kind: 'notice',
      collection: 'theme-articles',
      where: { theme: { equals: t.id } },
    })
  out.push({
    code: 'affairs',
    name: '校务公开',
    path: '/schoolOverview/schoolAffairsOpen',
    kind: 'notice',
    collection: 'school-affairs',
    where: {},
  })
  return [...out, ...(await siteColumns(payload))]
}

const day = (iso: string) => iso.slice(0, 10)

export async function checkFreshness(
  payload: Payload,
  s: InspectionSettings,
  siteOrigin: string,
  now = new Date(),
): Promise<Finding[]> {
  const findings: Finding[] = []
  for (const c of await columns(payload)) {
    const where: Where = { and: [c.where, { _status: { equals: 'published' } }] }
    const newest = await payload.find({
      collection: c.collection,
      where,
      sort: '-published_at',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const url = `${siteOrigin}${c.path}`
    if (!newest.totalDocs) {
      // The home page is "news", never empty while any column has an article; an empty column is.
      findings.push({
        kind: 'empty',
        url,
        target: c.code,
        element: c.name,
        message: `栏目“${c.name}”没有任何已发布内容`,
      })
      continue
    }
    const limit =
      s.columnDays.get(c.code) ??
      (c.kind === 'home' ? s.homeNewsDays : c.kind === 'news' ? s.newsDays : s.noticeDays)
    // Sorting puts undated items last (or first, by database): read the newest dated one explicitly.
    const dated = await payload.find({
      collection: c.collection,
      where: { and: [where, { published_at: { exists: true } }] },
      sort: '-published_at',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    const at = (dated.docs[0] as { published_at?: string | null } | undefined)?.published_at
    if (!at) {
      findings.push({
        kind: 'stale',
        url,
        target: c.code,
        element: c.name,
        message: `栏目“${c.name}”的内容都没有发布日期，视为未更新`,
      })
      continue
    }
    const age = Math.floor((now.getTime() - new Date(at).getTime()) / DAY)
    if (age > limit)
      findings.push({
        kind: 'stale',
        url,
        target: c.code,
        element: c.name,
        message: `栏目“${c.name}”已 ${age} 天未更新（最新内容 ${day(at)}，期限 ${limit} 天）`,
      })
  }
  return findings
}
