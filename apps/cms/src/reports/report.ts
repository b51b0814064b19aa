import { PORTAL_SITE } from '@ou/contract'
import { createLocalReq, type Payload } from 'payload'
import { z } from 'zod'
import { hasRole } from '@/access/roles'
import { audit, staffUser } from '@/audit/record'
import type { News, User } from '@/payload-types'
import { SYSTEM_STATE } from '@/review/hooks'
import { confinedSites, siteIdOf, siteNames } from '@/sites/scope'
import { userOn } from '@/sites/siteRoles'

/** A refusal the console shows as it is: its HTTP status and a Chinese sentence. */
export class ReportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** A route's answer to a ReportError (its status and sentence); anything else is rethrown. */
export const refusal = (e: unknown) => {
  if (e instanceof ReportError) return Response.json({ message: e.message }, { status: e.status })
  throw e
}

const idField = (what: string) =>
  z.coerce
    .number({ error: `请选择${what}` })
    .int(`请选择${what}`)
    .positive(`请选择${what}`)
    .max(2_147_483_647, `请选择${what}`)

export const reportInput = z.object({
  article: idField('要报送的稿件'),
  category: idField('门户栏目'),
  note: z.string().trim().max(300, '报送说明不能超过 300 个字').optional().default(''),
})

const idOf = (r: unknown): number | null =>
  typeof r === 'number'
    ? r
    : r && typeof r === 'object' && 'id' in r
      ? Number((r as { id: unknown }).id)
      : null

/**
 * One report of an article, as its site's staff follow it: 待审核, 已采用 (published on the portal),
 * 已退回 (with the reason), or 已撤下 (the source withdrawn, or the portal took it off).
 */
export interface ReportStatus {
  id: number
  category: string
  state: 'pending' | 'accepted' | 'returned' | 'withdrawn'
  reason: string
  reported_at: string
}

/** Whether the account writes on the article's site (an editor there, or the web office's editor). */
function writesOn(user: User, site: number) {
  const mine = confinedSites(user)
  if (mine && !mine.includes(site)) return false
  return hasRole({ user: (mine ? userOn(user, site) : user) as never }, 'editor')
}

/**
 * The article a report is about and its site, when `mayUse` allows that site; otherwise 404:
 * another site's article reads as none, so no one learns what a site they do not work on holds.
 */
async function sourceOn(payload: Payload, id: number, mayUse: (site: number) => boolean) {
  const source = (await payload.findByID({
    collection: 'news',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as News | null
  const site = idOf(source?.site)
  if (!source || site === null || !mayUse(site)) throw new ReportError('稿件不存在', 404)
  return { source, site }
}

/**
 * 信息报送: a site's editor offers one of its published articles to a column of the portal, with a
 * note. The portal gets an entry in that column that points at the article (reports/fields.ts),
 * waiting in its reviewers' queue (待审核) with the source site named; they accept it by
 * publishing it or return it with a reason, as any article. A returned report may be sent again.
 */
export async function reportUp(
  payload: Payload,
  user: User,
  raw: unknown,
  ip = '',
): Promise<{ id: number; resent: boolean }> {
  const parsed = reportInput.safeParse(raw)
  if (!parsed.success) throw new ReportError(parsed.error.issues[0]?.message ?? '报送内容不完整', 400)
  const { article: articleId, category, note } = parsed.data
  const portal = await siteIdOf(payload, PORTAL_SITE)
  const { source, site } = await sourceOn(payload, articleId, (s) => writesOn(user, s))
  if (site === portal) throw new ReportError('门户自己的稿件无需报送', 400)
  if (source._status !== 'published' || source.deletedAt)
    throw new ReportError('只有已发布的稿件可以报送，请先发布', 400)
  const column = await payload.find({
    collection: 'news-categories',
    where: { and: [{ id: { equals: category } }, { site: { equals: portal } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const columnName = (column.docs[0] as { name?: string } | undefined)?.name
  if (!columnName) throw new ReportError('请选择门户的新闻栏目', 400)

  // Written by the system on the editor's behalf (the audit entry below names them): the entry
  // lands on the portal, where a site's editor may not write, waiting for review.
  const req = await createLocalReq({ context: { [SYSTEM_STATE]: true } }, payload)
  const { docs: earlier } = await payload.find({
    collection: 'news',
    where: { and: [{ reported_from: { equals: articleId } }, { category: { equals: category } }] },
    draft: true,
    depth: 0,
    limit: 1,
    overrideAccess: true,
    trash: true,
  })
  const prior = earlier[0] as News | undefined
  if (prior && prior.review_state !== 'returned' && !prior.deletedAt)
    throw new ReportError(`该稿件已报送到“${columnName}”`, 409)
  const siteName = (await siteNames(payload)).get(site) ?? ''
  const data = {
    title: source.title,
    summary: source.summary ?? '',
    published_at: source.published_at,
    author: source.author ?? '',
    source: siteName,
    report_note: note,
    review_state: 'pending' as const,
    review_comment: '',
  }
  const said = (id: number) =>
    audit(payload, {
      action: 'report',
      user: staffUser({ ...user, collection: 'users' }),
      ip,
      target: { collection: 'news', label: '新闻', id, title: source.title },
      summary: `信息报送：来自${siteName}的稿件 #${source.id}，报送到门户“${columnName}”${note ? `；报送说明：${note}` : ''}`,
    })
  if (prior) {
    // Sent again after a return (or restored from the portal's trash): the same entry, back in
    // the queue with the new note.
    await payload.update({
      collection: 'news',
      id: prior.id,
      draft: true,
      overrideAccess: true,
      trash: true,
      req,
      data: { ...data, deletedAt: null } as never,
    })
    await said(prior.id)
    return { id: prior.id, resent: true }
  }
  const created = await payload.create({
    collection: 'news',
    draft: true,
    overrideAccess: true,
    req,
    data: { ...data, site: portal, category, reported_from: articleId, _status: 'draft' } as never,
  })
  await said(created.id)
  return { id: created.id, resent: false }
}

/**
 * The reports of one article, as its own site's staff follow them: which portal column, and
 * whether it waits, was accepted (published on the portal) or returned, with the reason.
 */
export async function reportsOf(payload: Payload, user: User, articleId: number): Promise<ReportStatus[]> {
  const mine = confinedSites(user)
  await sourceOn(payload, articleId, (s) => !mine || mine.includes(s))
  const { docs } = await payload.find({
    collection: 'news',
    where: { reported_from: { equals: articleId } },
    draft: true,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: {
      category: true,
      review_state: true,
      review_comment: true,
      createdAt: true,
      _status: true,
    },
  })
  // The flag lives on the document itself (reports/hooks.ts writes it there, not on its versions).
  const { docs: main } = await payload.find({
    collection: 'news',
    where: { reported_from: { equals: articleId } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { source_withdrawn: true },
  })
  const withdrawn = new Set(main.filter((d) => d.source_withdrawn).map((d) => d.id))
  return (docs as News[]).map((d) => ({
    id: d.id,
    category: (d.category && typeof d.category === 'object' ? d.category.name : '') ?? '',
    state: withdrawn.has(d.id)
      ? 'withdrawn'
      : d._status === 'published'
        ? 'accepted'
        : d.review_state === 'returned'
          ? 'returned'
          : d.review_state === 'pending'
            ? 'pending'
            : 'withdrawn',
    reason: d.review_state === 'returned' ? (d.review_comment ?? '') : '',
    reported_at: d.createdAt,
  }))
}
