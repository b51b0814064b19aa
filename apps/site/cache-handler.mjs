// @ts-check
/**
 * Next's cache of rendered pages and API answers (`cacheHandler` in next.config.ts).
 *
 * - Without REDIS_URL it lives in this process's memory, as one instance needs.
 * - With REDIS_URL it lives in Redis (the `redis-strings` handler of
 *   @fortedigital/nextjs-cache-handler), shared by every site instance: a page rendered by one is
 *   served by all, and a revalidation reaching any of them expires the tag for all. If Redis is
 *   unreachable a lookup is a miss (the page renders from the cms) and the error is counted.
 *
 * It starts empty and is filled only by renders of the running servers. The build renders without
 * a cms (src/lib/api.ts answers "not found" during `next build`), so the pages it writes into
 * `.next` are placeholders: because this handler never reads them, the first request for a page
 * renders it with real data, which is then served until the cms revalidates one of its tags.
 */
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { countCache } from '@ou/ops/count'
import { createClient } from 'redis'

const REDIS_URL =
  process.env.NEXT_PHASE === 'phase-production-build' ? '' : (process.env.REDIS_URL ?? '').trim()
/** Keys of this site in a Redis that may serve others too. */
const KEY_PREFIX = process.env.REDIS_KEY_PREFIX || 'ou:site:'

/**
 * One Redis connection per process (Next may construct this class more than once). node-redis
 * reconnects by itself; until it has, lookups are misses.
 */
function redisHandler() {
  const g = /** @type {any} */ (globalThis)
  const KEY = Symbol.for('ou.site.redis')
  if (!g[KEY]) {
    const client = createClient({
      url: REDIS_URL,
      pingInterval: 10_000,
      socket: {
        connectTimeout: 2000,
        reconnectStrategy: (/** @type {number} */ n) => Math.min(n * 200, 2000),
      },
    })
    let lastError = 0
    client.on('error', (/** @type {Error} */ e) => {
      // One line every 10 s at most while Redis is down, not one per retry.
      if (Date.now() - lastError > 10_000) console.error(`[cache] Redis: ${e.message}`)
      lastError = Date.now()
    })
    client.connect().catch(() => {})
    g[KEY] = {
      client,
      handler: createRedisHandler({
        client: /** @type {any} */ (client),
        keyPrefix: KEY_PREFIX,
        timeoutMs: 1000,
      }),
    }
  }
  return /** @type {{ client: ReturnType<typeof createClient>, handler: ReturnType<typeof createRedisHandler> }} */ (
    g[KEY]
  )
}

/** Entries kept in memory; the least recently used go first. */
const MAX_ENTRIES = Number(process.env.PAGE_CACHE_ENTRIES ?? 5000)
/**
 * And their size, so that the memory a process holds does not grow with the number of sites of
 * the group (站群) and the pages each has: a page is 60–80 KB of HTML plus its RSC payload.
 */
const MAX_BYTES = Number(process.env.PAGE_CACHE_MB ?? 512) * 1024 * 1024

/** @type {Map<string, { value: unknown, lastModified: number, tags: string[], bytes: number }>} */
const entries = new Map()
let bytesKept = 0

/**
 * An entry's approximate size: its strings (two bytes a character, as V8 keeps Chinese text) and
 * buffers, through the objects, arrays and maps Next stores a page or an answer as.
 */
export function sizeOf(/** @type {unknown} */ value, depth = 0) {
  if (typeof value === 'string') return value.length * 2
  if (value == null || typeof value !== 'object' || depth > 8) return 8
  if (ArrayBuffer.isView(value)) return value.byteLength
  let n = 0
  const items = value instanceof Map ? [...value.keys(), ...value.values()] : Object.values(value)
  for (const v of items) n += sizeOf(v, depth + 1)
  return n
}

function drop(/** @type {string} */ key) {
  const entry = entries.get(key)
  if (!entry) return
  bytesKept -= entry.bytes
  entries.delete(key)
}
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

/** This process's Redis client (server.mjs pings it for readiness); null without REDIS_URL. */
export const redisClient = () => (REDIS_URL ? redisHandler().client : null)

/** Shared by every instance, in Redis. */
class RedisPageCache {
  async get(/** @type {string} */ key) {
    try {
      const entry = await redisHandler().handler.get(key, { implicitTags: [] })
      countCache('data', entry ? 'hit' : 'miss')
      return entry ?? null
    } catch {
      countCache('data', 'error')
      return null
    }
  }

  async set(/** @type {string} */ key, /** @type {any} */ data, /** @type {any} */ ctx) {
    try {
      const { handler } = redisHandler()
      if (data === null) await handler.delete?.(key)
      else
        await handler.set(key, {
          value: data,
          lastModified: Date.now(),
          tags: tagsOf(data, ctx),
          lifespan: null,
        })
    } catch {
      countCache('data', 'error')
    }
  }

  async revalidateTag(/** @type {string | string[]} */ tags) {
    const { handler } = redisHandler()
    // Throws while Redis is down: the cms then gets an error and retries its call.
    for (const tag of [tags].flat()) await handler.revalidateTag(tag)
  }

  resetRequestCache() {}
}

/** This process only. */
class MemoryPageCache {
  async get(/** @type {string} */ key) {
    const entry = entries.get(key)
    if (!entry || entry.tags.some((t) => (revalidatedAt.get(t) ?? 0) >= entry.lastModified)) {
      drop(key)
      countCache('data', 'miss')
      return null
    }
    countCache('data', 'hit')
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  async set(/** @type {string} */ key, /** @type {any} */ data, /** @type {any} */ ctx) {
    drop(key)
    if (data === null) return
    const bytes = sizeOf(data)
    // One answer larger than the whole cache is served, not kept.
    if (bytes > MAX_BYTES) return
    entries.set(key, { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx), bytes })
    bytesKept += bytes
    while (entries.size > MAX_ENTRIES || bytesKept > MAX_BYTES)
      drop(/** @type {string} */ (entries.keys().next().value))
  }

  async revalidateTag(/** @type {string | string[]} */ tags) {
    const now = Date.now()
    for (const tag of [tags].flat()) revalidatedAt.set(tag, now)
  }

  resetRequestCache() {}
}

/** What the memory cache holds (for its tests). */
export const memoryKept = () => ({ entries: entries.size, bytes: bytesKept })

export default REDIS_URL ? RedisPageCache : MemoryPageCache
