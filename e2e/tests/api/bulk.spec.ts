import { expect, test } from '@playwright/test'
import { staffAs } from '../../lib/api'

/**
 * Bulk actions as the console's list view sends them (issue 32, item 1): the selection arrives as
 * `where[id][in][0]=…&where[id][in][1]=…`, which the REST guard refused for everyone
 * (查询条件无效：id in). A reviewer publishes in bulk; an editor is refused with the reason.
 */

test('bulk publish with the console’s where[id][in][n] query: the reviewer may, the editor is told why not', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const admin = await staffAs(request, 'admin')
  const ids: number[] = []
  for (const n of [1, 2]) ids.push(await editor.api.draftNews(`批量发布测试 ${n} ${Date.now()}`))
  const selection = ids.map((id, i) => `where[id][in][${i}]=${id}`).join('&')
  try {
    // Reading the selection (the list view does, to confirm it) is no longer refused.
    const listed = await reviewer.api.get(`/news?${selection}&depth=0&draft=true`)
    expect(listed.status(), await listed.text()).toBe(200)
    expect(((await listed.json()) as { totalDocs: number }).totalDocs).toBe(2)

    const refused = await editor.api.patch(`/news?${selection}&depth=0`, { _status: 'published' })
    expect(refused.status()).toBeGreaterThanOrEqual(400)
    expect(await refused.text()).toContain('发布须经审核')

    const published = await reviewer.api.patch(`/news?${selection}&depth=0`, { _status: 'published' })
    expect(published.status(), await published.text()).toBe(200)
    for (const id of ids) expect((await admin.api.doc('news', id))._status).toBe('published')
  } finally {
    for (const id of ids) await admin.api.delete(`/news/${id}`)
  }
})
