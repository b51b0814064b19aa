import { expect, test } from '@playwright/test'
import { staffAs } from '../../lib/api'

/**
 * The trash follows review (issue 32, item 6): a published article moved to the trash leaves the
 * site, so only someone who may publish may do it, alone or in a bulk selection; deleting for good
 * (past the trash) is the administrator's.
 */

test('only a publisher trashes a published article; only an administrator deletes for good', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const admin = await staffAs(request, 'admin')
  const draft = (title: string) => editor.api.draftNews(title)
  const stamp = Date.now() % 1_000_000
  const published = await draft(`回收站规则已发布 ${stamp}`)
  expect((await reviewer.api.patch(`/news/${published}?depth=0`, { _status: 'published' })).status()).toBe(
    200,
  )
  const own = await draft(`回收站规则草稿 ${stamp}`)
  const trash = { deletedAt: new Date().toISOString() }
  try {
    // The editor may not take a published article off the site through the trash...
    const one = await editor.api.patch(`/news/${published}?depth=0`, trash)
    expect(one.status()).toBe(403)
    expect(await one.text()).toContain('审核员')
    const many = await editor.api.patch(
      `/news?depth=0&where[id][in][0]=${published}&where[id][in][1]=${own}`,
      trash,
    )
    expect(many.status()).toBe(403)
    expect((await admin.api.doc('news', published)).deletedAt ?? null).toBeNull()
    // ...but may trash a draft, and not delete one for good.
    expect((await editor.api.patch(`/news/${own}?depth=0`, trash)).status()).toBe(200)
    expect((await editor.api.delete(`/news/${own}?trash=true`)).status()).toBe(403)
    // The reviewer may trash the published one.
    expect((await reviewer.api.patch(`/news/${published}?depth=0`, trash)).status()).toBe(200)
    expect((await reviewer.api.delete(`/news/${published}?trash=true`)).status()).toBe(403)
  } finally {
    for (const id of [published, own]) await admin.api.delete(`/news/${id}?trash=true`)
  }
  expect((await admin.api.get(`/news/${own}?trash=true&depth=0`)).status()).toBe(404)
})
