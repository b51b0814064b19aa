import { expect, test } from '@playwright/test'
import { call, SITE_URL, staffAs } from '../../lib/api'

/**
 * Preview links keep drafts with those who may read them (issue 31, items 5 and 8): a link is made
 * only by someone who may read the document's draft; each role lists its own links (admins all);
 * a link to a document that is gone answers 404, in the API and on the site.
 */

type Link = { id: number; url: string; title: string }
const tokenOf = (link: Link) => link.url.split('/preview/')[1]!

test('a preview link needs read access to the draft; each role lists only its own links', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const admissions = await staffAs(request, 'admissions')
  const admin = await staffAs(request, 'admin')
  const id = await editor.api.draftNews(`预览权限测试 ${Date.now()}`)
  // The 招生办 may not read this draft, so may not make a link that shows it.
  expect((await admissions.api.get(`/news/${id}?draft=true&depth=0`)).status()).toBe(403)
  const refused = await admissions.api.post('/preview-links?depth=0', {
    doc: { relationTo: 'news', value: id },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain('无权查看')
  const all = (await (await admin.api.get('/preview-links?limit=1000&depth=0')).json()) as {
    docs: { doc: { value: number } }[]
  }
  expect(all.docs.filter((l) => l.doc?.value === id)).toEqual([])

  // The editor may; the link is theirs alone (and the admin's to see).
  const made = await editor.api.post('/preview-links?depth=0', {
    doc: { relationTo: 'news', value: id },
    title: '别的名字',
  })
  expect(made.status(), await made.text()).toBe(201)
  const link = ((await made.json()) as { doc: Link }).doc
  // Named in the console by the draft it shows, whatever title a client sends.
  expect(link.title).toMatch(/^「预览权限测试 \d+」的预览$/)
  const listed = async (who: typeof editor) =>
    ((await (await who.api.get('/preview-links?limit=1000&depth=0')).json()) as { docs: Link[] }).docs.map(
      (l) => l.id,
    )
  expect(await listed(editor)).toContain(link.id)
  expect(await listed(admin)).toContain(link.id)
  expect(await listed(admissions)).not.toContain(link.id)
  expect((await admissions.api.get(`/preview-links/${link.id}?depth=0`)).status()).toBe(404)
  // Nor revoke or extend it.
  expect(
    (await admissions.api.patch(`/preview-links/${link.id}?depth=0`, { revoked: true })).status(),
  ).toBeGreaterThanOrEqual(403)
  expect((await call(request, 'setting.Preview/info', { token: tokenOf(link) })).body.code).toBe(200)

  // A document that does not exist: refused when the link is made.
  const none = await editor.api.post('/preview-links?depth=0', {
    doc: { relationTo: 'news', value: 99_999_999 },
  })
  expect(none.status()).toBe(400)
  await admin.api.delete(`/news/${id}`)
})

test('a preview link to a document that is gone answers 404, never 500', async ({ request }) => {
  const editor = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const id = await editor.api.draftNews(`预览删除测试 ${Date.now()}`)
  const made = await editor.api.post('/preview-links?depth=0', { doc: { relationTo: 'news', value: id } })
  expect(made.status(), await made.text()).toBe(201)
  const token = tokenOf(((await made.json()) as { doc: Link }).doc)
  expect((await call(request, 'setting.Preview/info', { token })).body.code).toBe(200)

  // In the trash: 404.
  const trashed = await editor.api.patch(`/news?depth=0&where[id][equals]=${id}`, {
    deletedAt: new Date().toISOString(),
  })
  expect(trashed.status(), await trashed.text()).toBe(200)
  expect((await call(request, 'setting.Preview/info', { token })).body).toMatchObject({ code: 404 })

  // Deleted for good: 404 in the API and on the site's page.
  const gone = await admin.api.delete(`/news/${id}?trash=true`)
  expect(gone.status(), await gone.text()).toBe(200)
  expect((await admin.api.get(`/news/${id}?trash=true&depth=0`)).status()).toBe(404)
  const answer = await call(request, 'setting.Preview/info', { token })
  expect(answer.status).toBe(200)
  expect(answer.body).toMatchObject({ code: 404, msg: '预览不存在或已下线' })
  const site = await request.get(`${SITE_URL}/preview/${token}`).catch(() => null)
  // The site runs in the SQLite phase's browser project; the API phase checks the call alone.
  if (site) expect(site.status()).toBe(404)
})
