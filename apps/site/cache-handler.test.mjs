import assert from 'node:assert/strict'
import { test } from 'node:test'

// Set before the handler reads them: a cache of 1 MB in this process's memory.
process.env.PAGE_CACHE_MB = '1'
delete process.env.REDIS_URL
const { default: PageCache, memoryKept, sizeOf } = await import('./cache-handler.mjs')

/** A rendered page as Next stores it: HTML and its RSC payload, about `kb` KB in all. */
const page = (kb) => ({
  kind: 'APP_PAGE',
  html: '校'.repeat((kb * 1024) / 4),
  rscData: Buffer.alloc((kb * 1024) / 2),
  headers: { 'x-next-cache-tags': 'news' },
  status: 200,
})

test('an entry is measured by its text (two bytes a character) and buffers, maps included', () => {
  const size = sizeOf(page(100))
  assert.ok(size >= 100 * 1024 && size < 101 * 1024, `${size} bytes`)
  const segments = new Map([['/_tree', Buffer.alloc(50 * 1024)]])
  const withSegments = sizeOf({ ...page(100), segmentData: segments })
  assert.ok(withSegments >= 150 * 1024 && withSegments < 151 * 1024, `${withSegments} bytes`)
})

test('the memory cache keeps pages up to its size in bytes, the least recently used going first', async () => {
  const cache = new PageCache()
  // Ten pages of 300 KB in a cache of 1 MB: three stay, the last three written…
  for (let i = 0; i < 10; i++) await cache.set(`/p/${i}`, page(300), { tags: [] })
  assert.equal(memoryKept().entries, 3)
  assert.ok(memoryKept().bytes <= 1024 * 1024, `${memoryKept().bytes} bytes`)
  assert.equal(await cache.get('/p/0'), null)
  assert.ok(await cache.get('/p/7'))
  // …and the one read last is kept when the next comes.
  await cache.set('/p/10', page(300), { tags: [] })
  assert.ok(await cache.get('/p/7'))
  assert.equal(await cache.get('/p/8'), null)
  // Writing a page again replaces it, not counted twice; a page larger than the cache is not kept.
  await cache.set('/p/7', page(300), { tags: [] })
  assert.equal(memoryKept().entries, 3)
  await cache.set('/big', page(2048), { tags: [] })
  assert.equal(await cache.get('/big'), null)
  assert.equal(memoryKept().entries, 3)
  // A revalidated tag drops its pages and their bytes.
  await cache.revalidateTag('news')
  for (const key of ['/p/7', '/p/9', '/p/10']) assert.equal(await cache.get(key), null)
  assert.deepEqual(memoryKept(), { entries: 0, bytes: 0 })
})
