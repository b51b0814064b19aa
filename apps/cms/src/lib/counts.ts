import { randomUUID } from 'node:crypto'
import type { CollectionSlug, Payload, Where } from 'payload'

/**
 * Totals of public lists without a count scan on every call. Each collection has a generation
 * token in Payload's key-value store (shared by every cms instance, and by Redis if the KV adapter
 * is swapped); a change to the collection ends the generation, so totals counted in it are never
 * read again. Totals themselves stay in this process, in a bounded map.
 */
const MAX_ENTRIES = 2000
const totals = new Map<string, number>()
const key = (slug: CollectionSlug) => `counts:${slug}`

/**
 * The collection's current generation. A change deletes it; the first reader after that starts a
 * new one (two readers racing to start it: the second insert fails, and it reads the first's).
 */
async function generation(payload: Payload, slug: CollectionSlug): Promise<string> {
  const current = await payload.kv.get<string>(key(slug))
  if (current) return current
  const fresh = randomUUID()
  try {
    await payload.kv.set(key(slug), fresh)
    return fresh
  } catch {
    return (await payload.kv.get<string>(key(slug))) ?? fresh
  }
}

/** `count` replaces Payload's count where an index serves the same question better (titleCounts.ts). */
export async function countOf(
  payload: Payload,
  slug: CollectionSlug,
  where: Where | undefined,
  count: () => Promise<number> = async () => (await payload.count({ collection: slug, where })).totalDocs,
) {
  const id = `${slug}\u0000${await generation(payload, slug)}\u0000${JSON.stringify(where ?? {})}`
  const known = totals.get(id)
  if (known !== undefined) {
    // Refresh its place in the insertion order, so the least recently used entry goes first.
    totals.delete(id)
    totals.set(id, known)
    return known
  }
  const totalDocs = await count()
  totals.set(id, totalDocs)
  if (totals.size > MAX_ENTRIES) totals.delete(totals.keys().next().value!)
  return totalDocs
}

/** Called once a change to the collection is committed: totals counted before it are dropped. */
export async function forgetCounts(payload: Payload, slug: CollectionSlug) {
  await payload.kv.delete(key(slug))
}
