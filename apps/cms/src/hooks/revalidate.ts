import { apiTag, type Controller } from '@ou/contract'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { forgetCounts } from '../lib/counts'
import { env } from '../lib/env'

/**
 * Tells the public site which API controllers changed, so Next drops their cached answers and
 * pages (tag `api:<module>.<Controller>`). Fire-and-forget: an unreachable site must never block
 * an editor.
 */
export async function revalidateSite(controllers: readonly Controller[]): Promise<void> {
  if (!env.siteUrl || controllers.length === 0) return
  try {
    await fetch(`${env.siteUrl}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.revalidateSecret },
      body: JSON.stringify({ tags: controllers.map(apiTag) }),
      signal: AbortSignal.timeout(3000),
    })
  } catch {
    // The site may be down or not started yet; its cache then expires on its own schedule.
  }
}

/** How long a change may take to commit after its hooks ran (they run inside the transaction). */
const COMMIT_WINDOW_MS = 1000

/**
 * Runs `work` now and once more when the change is surely committed: a page or a total read
 * between the hook and the commit (PostgreSQL runs hooks inside the transaction) would otherwise
 * keep the old content until the next change.
 */
function nowAndAfterCommit(req: PayloadRequest, work: () => Promise<void>) {
  const run = () =>
    work().catch((e) => req.payload.logger.error({ err: e, msg: 'cache invalidation failed' }))
  void run()
  setTimeout(run, COMMIT_WINDOW_MS).unref()
}

const changed = (req: PayloadRequest, slug: CollectionSlug, controllers: readonly Controller[]) =>
  nowAndAfterCommit(req, async () => {
    await Promise.all([forgetCounts(req.payload, slug), revalidateSite(controllers)])
  })

export const revalidateAfterChange =
  (controllers: readonly Controller[]): CollectionAfterChangeHook =>
  ({ doc, req, collection }) => {
    changed(req, collection.slug as CollectionSlug, controllers)
    return doc
  }

export const revalidateAfterDelete =
  (controllers: readonly Controller[]): CollectionAfterDeleteHook =>
  ({ doc, req, collection }) => {
    changed(req, collection.slug as CollectionSlug, controllers)
    return doc
  }

export const revalidateGlobal =
  (controllers: readonly Controller[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    nowAndAfterCommit(req, () => revalidateSite(controllers))
    return doc
  }

/** Hooks for a collection that feeds the given controllers. */
export const revalidateHooks = (controllers: readonly Controller[]) => ({
  afterChange: [revalidateAfterChange(controllers)],
  afterDelete: [revalidateAfterDelete(controllers)],
})
