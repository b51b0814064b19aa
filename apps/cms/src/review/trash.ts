import type { CollectionBeforeOperationHook, CollectionConfig, Payload, Where } from 'payload'
import { maintenanceTask } from '@/lib/tasks'
import { mayPublish, siteOfDoc } from './policy'

/** How long a deleted document stays in the trash (回收站) before the nightly purge. */
export const TRASH_KEEP_DAYS = 30

type Data = Record<string, unknown> | undefined

/** A move to the trash (`deletedAt` set) or out of it (`deletedAt: null`), as the console sends them. */
export const trashMove = (data: Data): 'trash' | 'restore' | null => {
  if (!data || !('deletedAt' in data)) return null
  return data.deletedAt ? 'trash' : 'restore'
}

/** Set by restoreThroughReview for guardPublishing: this update takes documents out of the trash. */
export const restoringKey = (slug: string) => `restoringFromTrash:${slug}`

/**
 * Whether an update with `deletedAt: null` touches a document that is in the trash. The console's
 * edit form sends `deletedAt: null` with every save of a trash-enabled collection, so the value
 * alone does not make a restore.
 */
async function touchesTrash(
  req: Parameters<CollectionBeforeOperationHook>[0]['req'],
  slug: string,
  a: { id?: number | string; where?: Where },
) {
  const scope: Where | undefined = a.id !== undefined ? { id: { equals: a.id } } : a.where
  if (!scope) return false
  const { totalDocs } = await req.payload.count({
    collection: slug as 'news',
    where: { and: [scope, { deletedAt: { exists: true } }] },
    trash: true,
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * Restoring from the trash goes through review like a publish: someone who may not publish gets
 * the document back as a draft waiting for review (待审核), whatever the console's "restore as
 * published" box said; a reviewer may restore it published, which is their review. Runs before
 * `guardPublishing`, which then sees a draft save.
 */
export const restoreThroughReview =
  (slug: string): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    if (operation !== 'update') return args
    const a = args as {
      id?: number | string
      where?: Where
      data?: Record<string, unknown>
      overrideAccess?: boolean
    }
    req.context[restoringKey(slug)] = false
    if (trashMove(a.data) !== 'restore' || !a.data || !(await touchesTrash(req, slug, a))) return args
    req.context[restoringKey(slug)] = true
    if (
      a.data._status === 'published' &&
      (a.overrideAccess || !req.user || (await mayPublish(req, slug, await siteOfDoc(req, slug, a.id))))
    )
      return args
    a.data._status = 'draft'
    a.data.review_state = 'pending'
    return args
  }

/**
 * Empties the trash of documents deleted more than TRASH_KEEP_DAYS ago, in every collection with
 * `trash` on (their delete hooks run: search index, cache, audit log). Daily on the maintenance queue.
 */
export async function purgeTrash(payload: Payload, now = Date.now()) {
  const before = new Date(now - TRASH_KEEP_DAYS * 86_400_000).toISOString()
  const where: Where = { deletedAt: { less_than: before } }
  let removed = 0
  for (const c of payload.config.collections.filter((c: CollectionConfig) => c.trash)) {
    const r = await payload.delete({ collection: c.slug as 'news', where, trash: true, overrideAccess: true })
    removed += r.docs.length
  }
  return { removed }
}

export const purgeTrashTask = maintenanceTask<{ input: object; output: { removed: number } }>(
  '45 3 * * *',
  { removed: 'number' },
  {
    slug: 'purgeTrash',
    label: '清空回收站中超过 30 天的内容',
    retries: 2,
    handler: async ({ req }) => ({ output: await purgeTrash(req.payload) }),
  },
)
