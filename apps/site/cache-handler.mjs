// @ts-check
/**
 * Next's cache of rendered pages and API answers (`cacheHandler` in next.config.ts), the one place
 * to swap for a shared store: a Redis handler for several instances plugs in here.
 *
 * It starts empty and is filled only by renders of the running server. The build renders without
 * a cms (src/lib/api.ts answers "not found" during `next build`), so the pages it writes into
 * `.next` are placeholders: because this handler never reads them, the first request for a page
 * renders it with real data, which is then served until the cms revalidates one of its tags.
 */

/** Entries kept in memory; the least recently used go first. */
const MAX_ENTRIES = Number(process.env.PAGE_CACHE_ENTRIES ?? 5000)

/** @type {Map<string, { value: unknown, lastModified: number, tags: string[] }>} */
const entries = new Map()
/**
 * When each tag was last revalidated: entries written before that are gone. (The cms sends each
 * revalidation twice, the second once its change is surely committed, so a render that read the
 * old content in between is dropped too.)
 */
/** @type {Map<string, number>} */
const revalidatedAt = new Map()

/** Tags of an entry: those Next passes, plus the page's own (its `x-next-cache-tags` header). */
function tagsOf(/** @type {any} */ data, /** @type {any} */ ctx) {
  const own = String(data?.headers?.['x-next-cache-tags'] ?? '')
    .split(',')
    .filter(Boolean)
  return [...new Set([...(ctx?.tags ?? []), ...own])]
}

export default class PageCache {
  async get(/** @type {string} */ key) {
    const entry = entries.get(key)
    if (!entry) return null
    if (entry.tags.some((t) => (revalidatedAt.get(t) ?? 0) >= entry.lastModified)) {
      entries.delete(key)
      return null
    }
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  async set(/** @type {string} */ key, /** @type {any} */ data, /** @type {any} */ ctx) {
    if (data === null) {
      entries.delete(key)
      return
    }
    entries.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) })
    if (entries.size > MAX_ENTRIES) entries.delete(/** @type {string} */ (entries.keys().next().value))
  }

  async revalidateTag(/** @type {string | string[]} */ tags) {
    const now = Date.now()
    for (const tag of [tags].flat()) revalidatedAt.set(tag, now)
  }

  resetRequestCache() {}
}
