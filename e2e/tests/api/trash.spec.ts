import { expect, test, type APIRequestContext } from '@playwright/test'
import { CMS_URL, call, staffAs } from '../../lib/api'

/** The trash (回收站): a deleted article can be restored, and a restore goes through review. */

type Doc = { id: number; _status: string; review_state: string; deletedAt?: string | null }

async function firstCategory(request: APIRequestContext, token: string) {
  const res = await request.get(`${CMS_URL}/cms-api/news-categories?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
}

const isPublic = async (request: APIRequestContext, id: number) =>
  (await call(request, 'news.News/info', { news_id: id })).body.code === 200

test('a trashed article leaves the site, comes back through review, and is purged after 30 days', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const admin = await staffAs(request, 'admin')
  const category = await firstCategory(request, editor.token)
  const publishNew = async (title: string) => {
    const created = await editor.api.post('/news?draft=true&depth=0', { title, category, _status: 'draft' })
    const id = ((await created.json()) as { doc: Doc }).doc.id
    const published = await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'published' })
    expect(published.status(), await published.text()).toBe(200)
    return id
  }
  const id = await publishNew(`回收站测试 ${Date.now()}`)
  expect(await isPublic(request, id)).toBe(true)

  // The console's delete moves it to the trash: the reviewer may (a published article leaves the
  // site, so an editor may not: trash-policy.spec.ts).
  const trashed = await reviewer.api.patch(`/news?depth=0&where[id][equals]=${id}`, {
    deletedAt: new Date().toISOString(),
  })
  expect(trashed.status(), await trashed.text()).toBe(200)
  expect(await isPublic(request, id)).toBe(false)
  const inTrash = await editor.api.get(`/news?trash=true&depth=0&where[deletedAt][exists]=true&limit=100`)
  expect(((await inTrash.json()) as { docs: Doc[] }).docs.map((d) => d.id)).toContain(id)

  // An editor restores it, even ticking "restore as published": it comes back waiting for review.
  const restored = await editor.api.patch(`/news?trash=true&depth=0&where[id][equals]=${id}`, {
    deletedAt: null,
    _status: 'published',
  })
  expect(restored.status(), await restored.text()).toBe(200)
  const back = (await editor.api.doc('news', id)) as Doc
  expect(back).toMatchObject({ _status: 'draft', review_state: 'pending' })
  expect(back.deletedAt ?? null).toBeNull()
  expect(await isPublic(request, id)).toBe(false)
  // It is in the review queue's 待审核 list.
  const pending = await reviewer.api.get(
    `/news?draft=true&depth=0&limit=100&where[review_state][equals]=pending`,
  )
  expect(((await pending.json()) as { docs: Doc[] }).docs.map((d) => d.id)).toContain(id)
  // The reviewer publishes it: public again.
  expect((await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'published' })).status()).toBe(200)
  expect(await isPublic(request, id)).toBe(true)

  // Deleted 31 days ago: the nightly purge removes it for good; a recent one stays.
  const old = await publishNew(`回收站过期测试 ${Date.now()}`)
  await reviewer.api.patch(`/news?depth=0&where[id][equals]=${old}`, {
    deletedAt: new Date(Date.now() - 31 * 86_400_000).toISOString(),
  })
  await reviewer.api.patch(`/news?depth=0&where[id][equals]=${id}`, { deletedAt: new Date().toISOString() })
  const purge = await request.post(`${CMS_URL}/staff-api/jobs/purgeTrash`, {
    headers: { authorization: `JWT ${admin.token}` },
  })
  expect(purge.status(), await purge.text()).toBe(200)
  expect((await editor.api.get(`/news/${old}?trash=true&depth=0`)).status()).toBe(404)
  expect((await editor.api.get(`/news/${id}?trash=true&depth=0`)).status()).toBe(200)
})

test('a trashed page (栏目页面) leaves the site and comes back through review', async ({ request }) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const slug = `trash-page-${Date.now() % 1_000_000}`
  const created = await editor.api.post('/pages?draft=true&depth=0', {
    title: '误删的栏目页面',
    section: 'enrolling',
    slug,
    _status: 'draft',
    layout: [{ blockType: 'contact', name: '招生办公室', phone: '028-80000000' }],
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id, path } = ((await created.json()) as { doc: Doc & { path: string } }).doc
  const live = async () => (await call(request, 'setting.Page/info', { path })).body.code === 200
  try {
    expect((await reviewer.api.patch(`/pages/${id}?depth=0`, { _status: 'published' })).status()).toBe(200)
    expect(await live()).toBe(true)

    // Deleted: in the trash, off the site.
    const trashed = await reviewer.api.patch(`/pages?depth=0&where[id][equals]=${id}`, {
      deletedAt: new Date().toISOString(),
    })
    expect(trashed.status(), await trashed.text()).toBe(200)
    expect(await live()).toBe(false)

    // Restored by the editor: a draft waiting for review, still off the site.
    const restored = await editor.api.patch(`/pages?trash=true&depth=0&where[id][equals]=${id}`, {
      deletedAt: null,
      _status: 'published',
    })
    expect(restored.status(), await restored.text()).toBe(200)
    expect(await editor.api.doc('pages', id)).toMatchObject({ _status: 'draft', review_state: 'pending' })
    expect(await live()).toBe(false)
    // The reviewer publishes it: on the site again at its path.
    expect((await reviewer.api.patch(`/pages/${id}?depth=0`, { _status: 'published' })).status()).toBe(200)
    expect(await live()).toBe(true)
  } finally {
    const admin = await staffAs(request, 'admin')
    await admin.api.delete(`/pages/${id}`)
  }
})
