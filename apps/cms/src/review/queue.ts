import type { Payload } from 'payload'
import { hasRole } from '@/access/roles'
import { collectionLabel } from '@/audit/hooks'
import { editorRolesOf } from './policy'
import type { ReviewState } from './states'

type User = Parameters<typeof hasRole>[0]['user']

export interface Desk {
  slug: string
  label: string
}

/** The collections under review that this person edits or reviews. */
export function desksOf(payload: Payload, user: User): Desk[] {
  const who = { user }
  return payload.config.collections
    .filter((c) => c.versions && c.versions.drafts)
    .filter((c) => hasRole(who, 'reviewer') || hasRole(who, ...editorRolesOf(payload, c.slug)))
    .map((c) => ({ slug: c.slug, label: collectionLabel(c) }))
}

export interface QueueItem {
  collection: Desk
  id: number | string
  title: string
  state: ReviewState
  comment: string
  sensitive: string
  updatedAt: string
}

/** Latest versions in the given review states, newest change first, across the desks. */
export async function itemsIn(payload: Payload, desks: Desk[], states: ReviewState[], limit = 100) {
  const per = await Promise.all(
    desks.map(async (d) => {
      const res = await payload.find({
        collection: d.slug as 'news',
        draft: true,
        where: { review_state: { in: states } },
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

export interface ScheduledItem {
  collection: Desk
  id: number | string
  title: string
  type: 'publish' | 'unpublish'
  at: string
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
    const doc = await payload.findByID({
      collection: desk.slug as 'news',
      id: input.doc.value,
      draft: true,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!doc) continue
    items.push({
      collection: desk,
      id: doc.id,
      title: String(doc.title ?? `#${doc.id}`),
      type: input.type === 'unpublish' ? 'unpublish' : 'publish',
      at: String(job.waitUntil),
    })
  }
  return items
}
