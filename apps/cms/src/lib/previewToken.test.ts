import assert from 'node:assert/strict'
import { test } from 'node:test'
import { LIVE_PREVIEW_TTL_MS, readLivePreview, signLivePreview } from './previewToken'

test('a live-preview token names its document until it expires, and cannot be altered', () => {
  const t = signLivePreview('news', 12, 1_000_000)
  assert.deepEqual(readLivePreview(t, 1_000_000), { collection: 'news', id: 12 })
  assert.equal(readLivePreview(t, 1_000_000 + LIVE_PREVIEW_TTL_MS + 1000), null)
  assert.equal(readLivePreview(t.replace('.12.', '.13.'), 1_000_000), null)
  assert.equal(readLivePreview('lp.news.12.999999999999.x', 1_000_000), null)
})
