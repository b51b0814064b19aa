import { expect, test, type APIRequestContext } from '@playwright/test'
import { call, staffAs } from '../../lib/api'

/** Review before publishing: editors submit, reviewers publish or send back (console settings decide where). */

type Doc = {
  id: number
  _status: string
  review_state: string
  review_comment?: string | null
  title: string
}

async function firstCategory(request: APIRequestContext, token: string) {
  const res = await request.get(`${process.env.CMS_URL}/cms-api/news-categories?limit=1&depth=0`, {
    headers: { authorization: `JWT ${token}` },
  })
  return ((await res.json()) as { docs: { id: number; path_name: string }[] }).docs[0]!
}

const isPublic = async (request: APIRequestContext, id: number) => {
  const a = await call(request, 'news.News/info', { news_id: id })
  return a.body.code === 200
}

test('an editor saves and submits drafts but cannot publish; a reviewer sends back and publishes', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const category = await firstCategory(request, editor.token)
  const title = `审核流程测试 ${Date.now()}`

  // A new draft, then "submit for review".
  const created = await editor.api.post('/news?draft=true&depth=0', {
    title,
    category: category.id,
    _status: 'draft',
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: Doc }).doc.id
  const submitted = await editor.api.patch(`/news/${id}?draft=true&depth=0`, {
    review_state: 'pending',
    // Editors cannot write the reviewer's comment; this is silently ignored.
    review_comment: '编辑自己写的意见',
  })
  expect(submitted.status()).toBe(200)
  const pending = ((await submitted.json()) as { doc: Doc }).doc
  expect(pending.review_state).toBe('pending')
  expect(pending.review_comment ?? '').toBe('')

  // Publishing is refused, however it is asked for.
  const publish = await editor.api.patch(`/news/${id}?depth=0`, { _status: 'published' })
  expect(publish.status()).toBe(403)
  expect(await publish.text()).toContain('发布须经审核')
  const direct = await editor.api.post('/news?depth=0', {
    title: `${title} 直发`,
    category: category.id,
    _status: 'published',
  })
  expect(direct.status()).toBe(403)
  const claimed = await editor.api.patch(`/news/${id}?draft=true&depth=0`, { review_state: 'published' })
  expect(((await claimed.json()) as { doc: Doc }).doc).toMatchObject({ _status: 'draft' })
  expect(await isPublic(request, id)).toBe(false)

  // The submission shows in the list filtered by state (what the console's list does).
  const listed = await reviewer.api.get(
    `/news?draft=true&depth=0&limit=100&where[review_state][equals]=pending`,
  )
  expect(((await listed.json()) as { docs: Doc[] }).docs.map((d) => d.id)).toContain(id)

  // Sending back needs a comment, which the editor then reads.
  const bare = await reviewer.api.patch(`/news/${id}?draft=true&depth=0`, { review_state: 'returned' })
  expect(bare.status()).toBe(400)
  expect(await bare.text()).toContain('审核意见')
  const returned = await reviewer.api.patch(`/news/${id}?draft=true&depth=0`, {
    review_state: 'returned',
    review_comment: '请补充活动时间和地点',
  })
  expect(((await returned.json()) as { doc: Doc }).doc.review_state).toBe('returned')
  const seen = (await (await editor.api.get(`/news/${id}?draft=true&depth=0`)).json()) as Doc
  expect(seen).toMatchObject({ review_state: 'returned', review_comment: '请补充活动时间和地点' })

  // The editor revises and resubmits; the reviewer publishes.
  await editor.api.patch(`/news/${id}?draft=true&depth=0`, {
    title: `${title}（修改稿）`,
    review_state: 'pending',
  })
  const published = await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'published' })
  expect(published.status()).toBe(200)
  expect(((await published.json()) as { doc: Doc }).doc).toMatchObject({
    _status: 'published',
    review_state: 'published',
  })
  expect(await isPublic(request, id)).toBe(true)

  // A published article: an editor may only save a new draft of it, never rewrite or unpublish it.
  expect((await editor.api.patch(`/news/${id}?depth=0`, { title: '直接改线上标题' })).status()).toBe(403)
  expect((await editor.api.patch(`/news/${id}?depth=0`, { _status: 'draft' })).status()).toBe(403)
  const bulk = await editor.api.patch(`/news?where[id][equals]=${id}&depth=0`, { title: '批量改标题' })
  expect(bulk.status()).not.toBe(200)
  const redraft = await editor.api.patch(`/news/${id}?draft=true&depth=0`, { title: `${title}（再次修改）` })
  expect(((await redraft.json()) as { doc: Doc }).doc.review_state).toBe('draft')
  const live = await call(request, 'news.News/info', { news_id: id })
  expect((live.body.data as { title: string }).title).toBe(`${title}（修改稿）`)

  // The reviewer may take it offline.
  expect((await reviewer.api.patch(`/news/${id}?depth=0`, { _status: 'draft' })).status()).toBe(200)
  expect(await isPublic(request, id)).toBe(false)
})

test('review is a per-collection setting: with it off, an editor publishes directly', async ({ request }) => {
  const admin = await staffAs(request, 'admin')
  const editor = await staffAs(request, 'editor')
  const category = await firstCategory(request, editor.token)
  const settings = (await (await admin.api.get('/globals/console-settings?depth=0')).json()) as {
    review_required: string[]
  }
  expect(settings.review_required).toEqual(expect.arrayContaining(['news', 'theme-articles', 'enroll-news']))
  try {
    const off = await admin.api.post('/globals/console-settings', {
      review_required: settings.review_required.filter((s) => s !== 'news'),
    })
    expect(off.status()).toBe(200)
    const res = await editor.api.post('/news?depth=0', {
      title: `无需审核直接发布 ${Date.now()}`,
      category: category.id,
      _status: 'published',
    })
    expect(res.status()).toBe(201)
    const doc = ((await res.json()) as { doc: Doc }).doc
    expect(doc.review_state).toBe('published')
    expect(await isPublic(request, doc.id)).toBe(true)
    // Theme articles still need review.
    const theme = (await (await editor.api.get('/themes?limit=1&depth=0')).json()) as {
      docs: { id: number }[]
    }
    const article = await editor.api.post('/theme-articles?depth=0', {
      title: '专题文章直发',
      theme: theme.docs[0]!.id,
      section: 'news',
      _status: 'published',
    })
    expect(article.status()).toBe(403)
  } finally {
    await admin.api.post('/globals/console-settings', { review_required: settings.review_required })
  }
})

test('reviewers review every kind of article but do not manage staff or private records', async ({
  request,
}) => {
  const reviewer = await staffAs(request, 'reviewer')
  for (const slug of [
    'news',
    'enroll-news',
    'edu-news',
    'theme-articles',
    'campus-culture',
    'school-affairs',
  ])
    expect((await reviewer.api.get(`/${slug}?limit=1&draft=true`)).status(), slug).toBe(200)
  for (const slug of ['applications', 'students', 'scores', 'audit-logs'])
    expect((await reviewer.api.get(`/${slug}?limit=1`)).status(), slug).toBe(403)
  // Letters: a staff member outside the mailbox office reads only letters forwarded to them (issue 23).
  const letters = await reviewer.api.get('/letters?limit=100&depth=0')
  expect(letters.status()).toBe(200)
  expect(((await letters.json()) as { docs: unknown[] }).docs).toEqual([])
  expect((await reviewer.api.get('/payload-jobs/run')).status()).toBe(401)
})
