import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Totals of public lists without a count scan on every call. Each collection has a generation
 * token in Payload's key-value store (shared by every cms instance, and by Redis if the KV adapter
 * is swapped); a change to the collection replaces the token, so totals counted under the old one
 * are never read again. Totals themselves stay in this process, in a bounded map.
 */
const MAX_ENTRIES = 2000
const totals = new Map<string, number>()
const key = (slug: CollectionSlug) => `counts:${slug}`

export async function countOf(payload: Payload, slug: CollectionSlug, where: Where | undefined) {
  const generation = (await payload.kv.get<string>(key(slug))) ?? 'initial'
  const id = `${slug}\u0000${generation}\u0000${JSON.stringify(where ?? {})}`
  const known = totals.get(id)
  if (known !== undefined) {
    // Refresh its place in the insertion order, so the least recently used entry goes first.
    totals.delete(id)
    totals.set(id, known)
    return known
  }
  const { totalDocs } = await payload.count({ collection: slug, where })
  totals.set(id, totalDocs)
  if (totals.size > MAX_ENTRIES) totals.delete(totals.keys().next().value!)
  return totalDocs
}

/** Called once a change to the collection is committed: totals counted before it are dropped. */
export async function forgetCounts(payload: Payload, slug: CollectionSlug) {
  await payload.kv.set(key(slug), randomUUID())
}
