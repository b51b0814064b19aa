import { apiTag, type Controller } from '@ou/contract'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { env } from '../lib/env'

/**
 * Tells the public site which API controllers changed, so Next drops their cached answers
 * (tag `api:<module>.<Controller>`). Fire-and-forget: an unreachable site must never block an editor.
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

export const revalidateAfterChange =
  (controllers: readonly Controller[]): CollectionAfterChangeHook =>
  async ({ doc }) => {
    void revalidateSite(controllers)
    return doc
  }

export const revalidateAfterDelete =
  (controllers: readonly Controller[]): CollectionAfterDeleteHook =>
  async ({ doc }) => {
    void revalidateSite(controllers)
    return doc
  }

export const revalidateGlobal =
  (controllers: readonly Controller[]): GlobalAfterChangeHook =>
  async ({ doc }) => {
    void revalidateSite(controllers)
    return doc
  }

/** Hooks for a collection that feeds the given controllers. */
export const revalidateHooks = (controllers: readonly Controller[]) => ({
  afterChange: [revalidateAfterChange(controllers)],
  afterDelete: [revalidateAfterDelete(controllers)],
})
