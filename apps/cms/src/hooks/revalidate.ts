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

/**
 * Runs `work` once the request's transaction is committed. Hooks run inside the transaction
 * (PostgreSQL): a page re-rendered, or a total counted, before the commit would cache the old
 * content until the next change.
 */
function afterCommit(req: PayloadRequest, work: () => Promise<void>) {
  const started = Date.now()
  const attempt = () => {
    if (req.transactionID && Date.now() - started < 10_000) setTimeout(attempt, 5)
    else work().catch((e) => req.payload.logger.error({ err: e, msg: 'after-commit work failed' }))
  }
  attempt()
}

const changed = (req: PayloadRequest, slug: CollectionSlug, controllers: readonly Controller[]) =>
  afterCommit(req, async () => {
    await forgetCounts(req.payload, slug)
    await revalidateSite(controllers)
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
    afterCommit(req, () => revalidateSite(controllers))
    return doc
  }

/** Hooks for a collection that feeds the given controllers. */
export const revalidateHooks = (controllers: readonly Controller[]) => ({
  afterChange: [revalidateAfterChange(controllers)],
  afterDelete: [revalidateAfterDelete(controllers)],
})
