import { expect, test, type APIRequestContext } from '@playwright/test'
import { call, data, staffAs } from '../../lib/api'

/** Shareable preview links: a draft before publication, 404 once expired or revoked. */

type Link = { id: number; url: string; expires_at: string; revoked: boolean }

async function firstCategory(request: APIRequestContext, token: string) {
  const res = await request.get(`${process.env.CMS_URL}/cms-api/news-categories?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
}

const tokenOf = (link: Link) => link.url.split('/preview/')[1]!

test('a preview link shows the latest draft until it expires or is revoked; the public never sees it', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const title = `预览链接测试 ${Date.now()}`
  const created = await editor.api.post('/news?draft=true&depth=0', {
    title,
    category: await firstCategory(request, editor.token),
    _status: 'draft',
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id

  const made = await editor.api.post('/preview-links?depth=0', { doc: { relationTo: 'news', value: id } })
  expect(made.status(), await made.text()).toBe(201)
  const link = ((await made.json()) as { doc: Link }).doc
  expect(link.url).toMatch(/\/preview\/[A-Za-z0-9_-]{20,}$/)
  // 72 hours by default.
  const hours = (Date.parse(link.expires_at) - Date.now()) / 3_600_000
  expect(hours).toBeGreaterThan(71.9)
  expect(hours).toBeLessThanOrEqual(72)

  // Before publication: the link shows the draft, the public API does not.
  const preview = await data(request, 'setting.Preview/info', { token: tokenOf(link) })
  expect(preview).toMatchObject({ kind: '新闻', title })
  expect((await call(request, 'news.News/info', { news_id: id })).body.code).toBe(404)

  // Published, then edited as a draft: the public sees the published text, the link the draft.
  const published = await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'published' })
  expect(published.status(), await published.text()).toBe(200)
  const draftTitle = `${title}（修改稿）`
  expect((await editor.api.patch(`/news/${id}?draft=true&depth=0`, { title: draftTitle })).status()).toBe(200)
  expect((await data(request, 'news.News/info', { news_id: id })).title).toBe(title)
  expect((await data(request, 'setting.Preview/info', { token: tokenOf(link) })).title).toBe(draftTitle)

  // Revoked: 404.
  await editor.api.patch(`/preview-links/${link.id}?depth=0`, { revoked: true })
  const revoked = await call(request, 'setting.Preview/info', { token: tokenOf(link) })
  expect(revoked.body).toMatchObject({ code: 404, msg: '预览不存在或已下线' })

  // Expired: 404.
  const short = (
    (await (
      await editor.api.post('/preview-links?depth=0', {
        doc: { relationTo: 'news', value: id },
        expires_at: new Date(Date.now() + 60_000).toISOString(),
      })
    ).json()) as { doc: Link }
  ).doc
  expect((await call(request, 'setting.Preview/info', { token: tokenOf(short) })).body.code).toBe(200)
  await editor.api.patch(`/preview-links/${short.id}?depth=0`, {
    expires_at: new Date(Date.now() - 1000).toISOString(),
  })
  expect((await call(request, 'setting.Preview/info', { token: tokenOf(short) })).body.code).toBe(404)

  // Forged or malformed tokens.
  expect(
    (await call(request, 'setting.Preview/info', { token: 'lp.news.1.9999999999.forged' })).body.code,
  ).toBe(404)
  const malformed = await call(request, 'setting.Preview/info', { token: '<script>' })
  expect(malformed.status).toBe(422)
  expect(JSON.stringify(malformed.body)).toContain('预览链接无效')

  // Visitors cannot list or create links.
  expect((await request.get(`${process.env.CMS_URL}/cms-api/preview-links`)).status()).toBe(403)
})

test('a preview link shows a draft page (栏目页面) with its blocks before publication', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const slug = `preview-page-${Date.now() % 1_000_000}`
  const created = await editor.api.post('/pages?draft=true&depth=0', {
    title: '寒假教学安排（草稿）',
    section: 'educationalFormat',
    slug,
    _status: 'draft',
    layout: [{ blockType: 'contact', name: '教务处', phone: '028-12345678' }],
  })
  expect(created.status(), await created.text()).toBe(201)
  const page = ((await created.json()) as { doc: { id: number; path: string } }).doc
  try {
    const made = await editor.api.post('/preview-links?depth=0', {
      doc: { relationTo: 'pages', value: page.id },
    })
    expect(made.status(), await made.text()).toBe(201)
    const preview = await data(request, 'setting.Preview/info', {
      token: tokenOf(((await made.json()) as { doc: Link }).doc),
    })
    expect(preview.title).toBe('寒假教学安排（草稿）')
    expect(preview.blocks).toEqual([
      { type: 'contact', name: '教务处', phone: '028-12345678', email: '', address: '', hours: '' },
    ])
    // Not published: the public call does not show it.
    expect((await call(request, 'setting.Page/info', { path: page.path })).body.code).toBe(404)
  } finally {
    await admin.api.delete(`/pages/${page.id}`)
  }
})
