import type { Payload, Where } from 'payload'
import { hasRole } from '@/access/roles'
import { collectionLabel } from '@/audit/hooks'
import { onSites } from '@/sites/confined'
import { sitesWhere, siteRoleRows } from '@/sites/siteRoles'
import { isSiteScoped, siteScope } from '@/sites/scope'
import { editorRolesOf } from './policy'
import type { ReviewState } from './states'

type User = Parameters<typeof hasRole>[0]['user']

export interface Desk {
  slug: string
  label: string
  /** Its documents belong to a site each (站群): the queue names the site. */
  sited: boolean
  /**
   * What the person may see of it, for a site's staff (sites/scope.ts): the queue reads with
   * overrideAccess and must not read more than the collection's access allows.
   */
  scope?: Where
}

/**
 * The collections under review that this person edits or reviews. A site's staff work on their
 * sites' content only: every other collection is closed to them (applySiteRules), so it is no desk
 * of theirs, and the site-scoped ones are read on their sites only.
 */
export function desksOf(payload: Payload, user: User): Desk[] {
  const who = { user }
  const scope = siteScope(user)
  return payload.config.collections
    .filter((c) => c.versions && c.versions.drafts)
    .filter((c) => !scope || isSiteScoped(c.slug))
    .filter((c) => hasRole(who, 'reviewer') || hasRole(who, ...editorRolesOf(payload, c.slug)))
    .map((c) => ({
      slug: c.slug,
      label: collectionLabel(c),
      sited: isSiteScoped(c.slug),
      ...(scope ? { scope } : {}),
    }))
}

/**
 * Where a site's staff member reviews and where they only write, when they do both (站群: a role in
 * each site, e.g. 编辑 on 绵阳分校 and 审核员 on 德阳分校); null when they review everywhere they work
 * or nowhere, and for the web office, whose roles hold everywhere.
 */
export function reviewSplit(user: User): { reviewing: number[]; writing: number[] } | null {
  const rows = siteRoleRows(user)
  if (!rows) return null
  const reviewing = sitesWhere(user, 'reviewer') ?? []
  const writing = rows.map((r) => r.site).filter((s) => !reviewing.includes(s))
  return reviewing.length && writing.length ? { reviewing, writing } : null
}

/** Whether the person reviews on every site they work on (the queue and dashboard speak to a reviewer). */
export function reviewsAll(user: User): boolean {
  const rows = siteRoleRows(user)
  if (!rows) return hasRole({ user }, 'reviewer')
  const reviewing = sitesWhere(user, 'reviewer') ?? []
  return rows.length > 0 && rows.every((r) => reviewing.includes(r.site))
}

/** The desks narrowed to some of the person's sites. */
export const desksOn = (desks: Desk[], sites: number[]): Desk[] =>
  desks.map((d) => ({ ...d, scope: onSites(sites) }))

/** A desk's query, on the person's sites if they are confined to some. */
const scoped = (desk: Desk, where: Where): Where => (desk.scope ? { and: [where, desk.scope] } : where)

const siteOf = (doc: { site?: unknown }): number | null => {
  const s = doc.site
  const id = s && typeof s === 'object' ? (s as { id: unknown }).id : s
  return typeof id === 'number' ? id : null
}

export interface QueueItem {
  collection: Desk
  id: number | string
  title: string
  state: ReviewState
  comment: string
  sensitive: string
  updatedAt: string
  /** The site it belongs to (站群); null for a collection that is the portal's alone. */
  site: number | null
  /** 信息报送: the site that reported it up to the portal (its 来源), for an entry of reports/. */
  reportedBy?: string
  /** Who last submitted it for review (提交审核) and when, from the audit log; empty if no one did. */
  submitter?: string
  submittedAt?: string
}

/** Latest versions in the given review states, newest change first, across the desks. */
export async function itemsIn(payload: Payload, desks: Desk[], states: ReviewState[], limit = 100) {
  const per = await Promise.all(
    desks.map(async (d) => {
      const res = await payload.find({
        collection: d.slug as 'news',
        draft: true,
        where: scoped(d, { review_state: { in: states } }),
        sort: '-updatedAt',
        limit,
        depth: 0,
        overrideAccess: true,
      })
      return {
        total: res.totalDocs,
        items: res.docs.map((doc): QueueItem => ({
          collection: d,
          id: doc.id,
          title: String(doc.title ?? `#${doc.id}`),
          state: doc.review_state as ReviewState,
          comment: String(doc.review_comment ?? ''),
          sensitive: String(doc.sensitive_matches ?? ''),
          updatedAt: String(doc.updatedAt),
          site: siteOf(doc),
          ...((doc as { reported_from?: number | null }).reported_from
            ? { reportedBy: String(doc.source ?? '') }
            : {}),
        })),
      }
    }),
  )
  return {
    total: per.reduce((n, p) => n + p.total, 0),
    perDesk: desks.map((d, i) => ({ desk: d, total: per[i]!.total })),
    items: per.flatMap((p) => p.items).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  }
}

/**
 * Fills in who submitted each item for review and when: the newest 提交审核 entry of the audit log
 * for the document (a submission, or a restore from the trash, which comes back for review). The
 * versions do not record their author; the audit log does, for every way in.
 */
export async function withSubmitters(payload: Payload, items: QueueItem[]): Promise<QueueItem[]> {
  const bySlug = new Map<string, QueueItem[]>()
  for (const i of items) bySlug.set(i.collection.slug, [...(bySlug.get(i.collection.slug) ?? []), i])
  const latest = new Map<string, { user: number | null; actor: string; at: string }>()
  for (const [slug, list] of bySlug) {
    const { docs } = await payload.find({
      collection: 'audit-logs',
      where: {
        and: [
          { action: { equals: 'submit' } },
          { target_collection: { equals: slug } },
          { target_id: { in: list.map((i) => String(i.id)) } },
        ],
      },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { user: true, actor: true, target_id: true, createdAt: true },
    })
    for (const e of docs) {
      const key = `${slug}:${e.target_id}`
      if (latest.has(key)) continue
      const user = typeof e.user === 'object' && e.user ? e.user.id : (e.user ?? null)
      latest.set(key, { user, actor: e.actor ?? '', at: e.createdAt })
    }
  }
  const ids = [...new Set([...latest.values()].map((e) => e.user).filter((u): u is number => u !== null))]
  const users = ids.length
    ? await payload.find({
        collection: 'users',
        where: { id: { in: ids } },
        select: { name: true },
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  const names = new Map(users.docs.map((u) => [u.id, u.name]))
  return items.map((i) => {
    const e = latest.get(`${i.collection.slug}:${i.id}`)
    if (!e) return i
    // The account's current name; the name kept in the entry if the account is gone.
    const name = (e.user !== null && names.get(e.user)) || e.actor.replace(/（.*）$/, '')
    return { ...i, submitter: name, submittedAt: e.at }
  })
}

export interface ScheduledItem {
  collection: Desk
  id: number | string
  title: string
  type: 'publish' | 'unpublish'
  at: string
  site: number | null
}

/** Publishing and unpublishing waiting on the job queue for documents of the desks. */
export async function scheduledFor(payload: Payload, desks: Desk[]): Promise<ScheduledItem[]> {
  const jobs = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    sort: 'waitUntil',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const items: ScheduledItem[] = []
  for (const job of jobs.docs) {
    const input = job.input as { type?: string; doc?: { relationTo: string; value: number | string } } | null
    const desk = desks.find((d) => d.slug === input?.doc?.relationTo)
    if (!desk || !input?.doc) continue
    const { docs } = await payload.find({
      collection: desk.slug as 'news',
      where: scoped(desk, { id: { equals: input.doc.value } }),
      draft: true,
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const doc = docs[0]
    if (!doc) continue
    items.push({
      collection: desk,
      id: doc.id,
      title: String(doc.title ?? `#${doc.id}`),
      type: input.type === 'unpublish' ? 'unpublish' : 'publish',
      at: String(job.waitUntil),
      site: siteOf(doc),
    })
  }
  return items
}
