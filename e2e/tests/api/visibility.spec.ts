import { expect, test, type APIRequestContext } from '@playwright/test'
import { CMS_URL, call, staffAs } from '../../lib/api'

/**
 * "Public means published" is each collection's read access (collections/factory.ts,
 * review/access.ts): an anonymous reader of Payload's REST API and the public API, which queries
 * as the visitor, see the same documents.
 */

type Doc = { id: number; title: string; _status: string }

const anonymous = (request: APIRequestContext, path: string) => request.get(`${CMS_URL}/cms-api${path}`)

async function firstCategory(request: APIRequestContext) {
  const editor = await staffAs(request, 'editor')
  const res = await editor.api.get('/news-categories?limit=1&depth=0')
  return { editor, category: ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id }
}

test('a draft is hidden from an anonymous REST read and from the public API alike', async ({ request }) => {
  const { editor, category } = await firstCategory(request)
  const title = `可见性草稿 ${Date.now()}`
  const created = await editor.api.post('/news?draft=true&depth=0', { title, category, _status: 'draft' })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: Doc }).doc.id

  // The editor sees it; nobody else does, however they ask.
  expect((await editor.api.get(`/news/${id}?depth=0&draft=true`)).status()).toBe(200)
  for (const path of [`/news/${id}`, `/news/${id}?draft=true`]) {
    const res = await anonymous(request, path)
    expect(res.status(), path).toBe(404)
    expect(await res.text()).not.toContain(title)
  }
  for (const query of [
    `where[id][equals]=${id}`,
    `where[title][equals]=${encodeURIComponent(title)}&draft=true`,
  ]) {
    const res = await anonymous(request, `/news?depth=0&${query}`)
    expect(res.status(), query).toBe(200)
    expect(((await res.json()) as { docs: Doc[] }).docs, query).toEqual([])
  }
  const count = await anonymous(request, `/news/count?where[id][equals]=${id}`)
  expect(((await count.json()) as { totalDocs: number }).totalDocs).toBe(0)

  const info = await call(request, 'news.News/info', { news_id: id })
  expect(info.body.code).not.toBe(200)
  const list = await call(request, 'news.News/list', { page: 1, limit: 10, keyword: title })
  expect((list.body.data as { total: number }).total).toBe(0)
})

test('a published article shows its published text, never a newer draft or the review fields', async ({
  request,
}) => {
  const { editor, category } = await firstCategory(request)
  const reviewer = await staffAs(request, 'reviewer')
  const title = `可见性已发布 ${Date.now()}`
  const created = await editor.api.post('/news?draft=true&depth=0', { title, category, _status: 'draft' })
  const id = ((await created.json()) as { doc: Doc }).doc.id
  expect((await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'published' })).status()).toBe(200)
  const secret = `${title}（未发布的修改）`
  expect((await editor.api.patch(`/news/${id}?draft=true&depth=0`, { title: secret })).status()).toBe(200)

  for (const path of [`/news/${id}?depth=0`, `/news/${id}?depth=0&draft=true`]) {
    const res = await anonymous(request, path)
    expect(res.status(), path).toBe(200)
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc, path).toMatchObject({ id, title, _status: 'published' })
    // What the reviewers wrote stays in the console.
    for (const field of ['review_state', 'review_comment', 'sensitive_matches', 'sensitive_confirmed'])
      expect(doc, `${path} ${field}`).not.toHaveProperty(field)
  }
  const drafts = await anonymous(request, `/news?depth=0&draft=true&where[id][equals]=${id}`)
  expect(JSON.stringify(await drafts.json())).not.toContain(secret)
  expect((await anonymous(request, `/news/versions?where[parent][equals]=${id}`)).status()).toBe(403)

  const info = await call(request, 'news.News/info', { news_id: id })
  expect((info.body.data as { title: string }).title).toBe(title)

  // Taken offline, it leaves both at once.
  expect((await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'draft' })).status()).toBe(200)
  expect((await anonymous(request, `/news/${id}?depth=0`)).status()).toBe(404)
  expect((await call(request, 'news.News/info', { news_id: id })).body.code).not.toBe(200)
})

test('staff-only collections give an anonymous reader nothing', async ({ request }) => {
  for (const slug of [
    'students',
    'scores',
    'applications',
    'letters',
    'captchas',
    'attempts',
    'student-sessions',
    'disclosure-requests',
    'calendar-days',
    'staff-groups',
  ]) {
    const res = await anonymous(request, `/${slug}?limit=1`)
    expect([401, 403], slug).toContain(res.status())
  }
})
