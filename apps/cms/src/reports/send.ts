import { PORTAL_SITE } from '@ou/contract'
import { createLocalReq, type Payload } from 'payload'
import { z } from 'zod'
import { audit, staffUser } from '@/audit/record'
import { changed } from '@/hooks/revalidate'
import type { News, User } from '@/payload-types'
import { SYSTEM_STATE } from '@/review/hooks'
import { isWebOffice } from '@/sites/confined'
import { siteIdOf } from '@/sites/scope'
import { ReportError } from './report'

/** The most sites one sending names (every site of a large group still fits). */
const MAX_SITES = 500

export const sendInput = z.object({
  article: z.coerce
    .number({ error: '请选择要下发的稿件' })
    .int('请选择要下发的稿件')
    .positive('请选择要下发的稿件')
    .max(2_147_483_647, '请选择要下发的稿件'),
  /** `all`: every site that is not closed; else the chosen sites' ids. */
  sites: z.union(
    [
      z.literal('all'),
      z
        .array(z.coerce.number().int().positive().max(2_147_483_647), { error: '请选择接收站点' })
        .min(1, '请至少选择一个接收站点')
        .max(MAX_SITES, `一次最多下发到 ${MAX_SITES} 个站点`),
    ],
    { error: '请选择接收站点' },
  ),
  /** The column's path name (`notice`): each receiving site shows it in its column of that name. */
  column: z
    .string({ error: '请选择站点栏目' })
    .trim()
    .min(1, '请选择站点栏目')
    .max(60, '请选择站点栏目')
    .regex(/^[a-z0-9-]+$/i, '请选择站点栏目'),
})

/** One site's receipt of a sending: whether its visitors see it, since when, and how often read. */
export interface Receipt {
  id: number
  site: string
  site_slug: string
  category: string
  state: 'shown' | 'site_offline' | 'withdrawn' | 'removed'
  sent_at: string
  views: number
}

interface SiteRow {
  id: number
  slug: string
  name: string
  short_name?: string | null
  status?: string | null
}

/** 下发 is the web office's (admin, the portal's reviewers). */
const sendsDown = (user: User) => isWebOffice({ ...user, collection: 'users' } as never)

async function allSites(payload: Payload): Promise<SiteRow[]> {
  const { docs } = await payload.find({
    collection: 'sites',
    select: { slug: true, name: true, short_name: true, status: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs as SiteRow[]
}

/** The portal article a sending is about: published, on the portal; otherwise refused. */
async function portalArticle(payload: Payload, id: number) {
  const portal = await siteIdOf(payload, PORTAL_SITE)
  const source = (await payload.findByID({
    collection: 'news',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as News | null
  const site = source && (typeof source.site === 'object' ? source.site?.id : source.site)
  if (!source || site == null) throw new ReportError('稿件不存在', 404)
  if (site !== portal) throw new ReportError('只有门户的稿件可以下发', 400)
  return source
}

/**
 * 下发: the web office sends a published portal article (a notice) down to every site or to chosen
 * ones. Each receiving site gets an entry in its column of the chosen path name (通知公告 is
 * `notice`), published at once and pointing at the one portal article (`sent_from`): it shows the
 * portal's text, follows its corrections and leaves with it, and the site may not change or delete
 * it. A site that already has it keeps its entry. Refused with nothing stored when a chosen site
 * lacks the column (sent to 全部站点, those without it are skipped and named).
 */
export async function sendDown(
  payload: Payload,
  user: User,
  raw: unknown,
  ip = '',
): Promise<{ sent: string[]; already: string[]; lacking: string[] }> {
  if (!sendsDown(user)) throw new ReportError('只有网站办（站群管理员、门户审核员）可以下发', 403)
  const parsed = sendInput.safeParse(raw)
  if (!parsed.success) throw new ReportError(parsed.error.issues[0]?.message ?? '下发内容不完整', 400)
  const { article, column } = parsed.data
  const source = await portalArticle(payload, article)
  if (source._status !== 'published' || source.deletedAt)
    throw new ReportError('只有已发布的稿件可以下发，请先发布', 400)

  const every = await allSites(payload)
  const sites = every.filter((s) => s.slug !== PORTAL_SITE)
  const named = (s: SiteRow) => s.short_name || s.name
  let targets: SiteRow[]
  if (parsed.data.sites === 'all') targets = sites.filter((s) => s.status !== 'closed')
  else {
    const byId = new Map(sites.map((s) => [s.id, s]))
    const chosen = [...new Set(parsed.data.sites)]
    if (chosen.some((id) => !byId.has(id))) throw new ReportError('接收站点不存在（门户不能下发给自己）', 400)
    targets = chosen.map((id) => byId.get(id)!)
  }
  if (!targets.length) throw new ReportError('没有可接收的站点', 400)
  const closed = targets.filter((s) => s.status === 'closed')
  if (closed.length) throw new ReportError(`${closed.map(named).join('、')}已停用，不能接收下发`, 400)

  const { docs: columns } = await payload.find({
    collection: 'news-categories',
    where: {
      and: [{ path_name: { equals: column } }, { site: { in: targets.map((s) => s.id) } }],
    },
    select: { site: true, name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const columnOf = new Map(
    (columns as { id: number; site: number | { id: number }; name: string }[]).map((c) => [
      typeof c.site === 'object' ? c.site.id : c.site,
      c,
    ]),
  )
  // Chosen sites must all have the column; 全部站点 means those that have it (the others are named).
  const lacking = targets.filter((s) => !columnOf.has(s.id))
  if (lacking.length && (parsed.data.sites !== 'all' || lacking.length === targets.length))
    throw new ReportError(`${lacking.map(named).join('、')}没有该栏目，未下发`, 400)
  targets = targets.filter((s) => columnOf.has(s.id))

  const { docs: earlier } = await payload.find({
    collection: 'news',
    where: { sent_from: { equals: article } },
    select: { site: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    trash: true,
  })
  const has = new Set(
    (earlier as Pick<News, 'site'>[]).map((d) => (typeof d.site === 'object' ? d.site?.id : d.site)),
  )
  const fresh = targets.filter((s) => !has.has(s.id))
  const already = targets.filter((s) => has.has(s.id)).map(named)
  if (!fresh.length) throw new ReportError('所选站点都已收到该稿件', 409)

  const portalName = every.find((s) => s.slug === PORTAL_SITE)?.name ?? ''
  // Written by the system on the web office's behalf (the audit entry below names who): published
  // at once on each site, where its own staff may not change it.
  const req = await createLocalReq({ context: { [SYSTEM_STATE]: true } }, payload)
  const now = new Date().toISOString()
  for (const site of fresh)
    await payload.create({
      collection: 'news',
      overrideAccess: true,
      req,
      data: {
        title: source.title,
        summary: source.summary ?? '',
        published_at: now,
        author: source.author ?? '',
        source: portalName,
        site: site.id,
        category: columnOf.get(site.id)!.id,
        sent_from: article,
        _status: 'published',
      } as never,
    })
  const sent = fresh.map(named)
  await audit(payload, {
    action: 'send',
    user: staffUser({ ...user, collection: 'users' }),
    ip,
    target: { collection: 'news', label: '新闻', id: article, title: source.title },
    summary: `信息下发：门户稿件 #${article} 下发到 ${sent.join('、')} 的“${columnOf.get(fresh[0]!.id)!.name}”栏目（${column}）`,
  })
  changed(
    req,
    'news',
    ['news.News'],
    fresh.map((s) => s.slug),
  )
  return { sent, already, lacking: lacking.map(named) }
}

/**
 * The receipts of a sending, for the web office: per receiving site, whether its visitors see the
 * article (its site live, the portal's article still published, the entry not taken off), since
 * when, and how often it was read there.
 */
export async function receiptsOf(payload: Payload, user: User, article: number): Promise<Receipt[]> {
  if (!sendsDown(user)) throw new ReportError('只有网站办（站群管理员、门户审核员）可以查看下发回执', 403)
  await portalArticle(payload, article)
  const sites = new Map((await allSites(payload)).map((s) => [s.id, s]))
  const { docs } = await payload.find({
    collection: 'news',
    where: { sent_from: { equals: article } },
    select: {
      site: true,
      category: true,
      source_withdrawn: true,
      deletedAt: true,
      _status: true,
      createdAt: true,
      views: true,
    },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    trash: true,
    sort: 'createdAt',
  })
  const categoryIds = [
    ...new Set((docs as News[]).map((d) => (typeof d.category === 'object' ? d.category?.id : d.category))),
  ].filter((id): id is number => typeof id === 'number')
  const { docs: cats } = await payload.find({
    collection: 'news-categories',
    where: { id: { in: categoryIds.length ? categoryIds : [0] } },
    select: { name: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const catName = new Map((cats as { id: number; name: string }[]).map((c) => [c.id, c.name]))
  return (docs as News[]).map((d) => {
    const site = sites.get((typeof d.site === 'object' ? d.site?.id : d.site) ?? -1)
    const category = typeof d.category === 'object' ? d.category?.id : d.category
    return {
      id: d.id,
      site: site ? site.short_name || site.name : '',
      site_slug: site?.slug ?? '',
      category: (category != null && catName.get(category)) || '',
      state:
        d.deletedAt || d._status !== 'published'
          ? 'removed'
          : d.source_withdrawn
            ? 'withdrawn'
            : site?.status !== 'live'
              ? 'site_offline'
              : 'shown',
      sent_at: d.createdAt,
      views: d.views ?? 0,
    }
  })
}
