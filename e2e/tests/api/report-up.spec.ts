import { expect, test, type APIRequestContext } from '@playwright/test'
import { lexical } from '../../../apps/cms/src/seed/lexical'
import { CMS_URL, SITE_URL, call, data, passesWithin, siteStaffAs, staffAs } from '../../lib/api'

/**
 * 信息报送 (issue 35): a site's editor reports one of its published articles to a portal column;
 * the portal's reviewers find it in their queue with its source site, return it with a reason or
 * accept it by publishing. On the portal it is the one source document, not a copy: the source's
 * text, a correction of the source within 2 s, gone when the source is withdrawn; its canonical
 * address is the source's, and the page says 「来源：绵阳分校」 with a link there. Refusals store
 * nothing.
 */

type Doc = {
  id: number
  title: string
  _status: string
  review_state: string
  source?: string | null
  reported_from?: number | null
  report_note?: string | null
}

const report = (request: APIRequestContext, token: string, body: unknown) =>
  request.post(`${CMS_URL}/staff-api/news/report`, { headers: { authorization: `JWT ${token}` }, data: body })
const reportsOf = (request: APIRequestContext, token: string, article: number) =>
  request.get(`${CMS_URL}/staff-api/news/report?article=${article}`, {
    headers: { authorization: `JWT ${token}` },
  })

test('a site reports an article up; the portal returns, accepts, shows it linked to its source, follows its correction and its withdrawal', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const editor = await siteStaffAs(request, 'my-editor@ou.edu.cn')
  const siteReviewer = await siteStaffAs(request, 'my-shenhe@ou.edu.cn')
  const otherEditor = await siteStaffAs(request, 'dy-editor@ou.edu.cn')
  const portalReviewer = await staffAs(request, 'reviewer')
  const admin = await staffAs(request, 'admin')
  const [siteColumn] = await data(request, 'news.News/category', { site: 'mianyang' })
  const portalColumns = await data(request, 'news.News/category')
  // Not the first column: other suites count on its newest articles.
  const column = portalColumns[portalColumns.length - 1]!
  // The pages are checked where a site runs (not on the PostgreSQL stack, nor with --project=api);
  // the browser's side is site/report-up.spec.ts.
  const siteUp = await request.get(`${SITE_URL}/`).then(
    (r) => r.ok(),
    () => false,
  )
  const stamp = Date.now()
  const title = `绵阳分校开展“开放教育进社区”活动 ${stamp}`
  const body = `社区学习点新增课程二十门 ${stamp}`

  // The source: written by 绵阳's editor, published by 绵阳's reviewer.
  const created = await editor.api.post('/news?draft=true&depth=0', {
    title,
    summary: '活动摘要',
    category: siteColumn!.id,
    content: lexical([body]),
    _status: 'draft',
  })
  expect(created.status(), await created.text()).toBe(201)
  const source = ((await created.json()) as { doc: Doc }).doc.id
  const entries = async () => {
    const res = await admin.api.get(
      `/news?draft=true&trash=true&depth=0&where[reported_from][equals]=${source}`,
    )
    return ((await res.json()) as { docs: Doc[] }).docs
  }

  // Only a published article is reported; nothing is stored for a refusal.
  const early = await report(request, editor.token, { article: source, category: column.id })
  expect(early.status()).toBe(400)
  expect(await early.text()).toContain('只有已发布的稿件可以报送')
  const published = await siteReviewer.api.patch(`/news/${source}?depth=0`, { _status: 'published' })
  expect(published.status(), await published.text()).toBe(200)

  // Refusals, each in Chinese, none storing anything.
  for (const [who, input, status, message] of [
    [editor.token, { article: source }, 400, '请选择门户栏目'],
    [editor.token, { article: source, category: siteColumn!.id }, 400, '请选择门户的新闻栏目'],
    [
      editor.token,
      { article: source, category: column.id, note: '长'.repeat(301) },
      400,
      '报送说明不能超过 300 个字',
    ],
    // 德阳's editor: 绵阳's article is not there for them.
    [otherEditor.token, { article: source, category: column.id }, 404, '稿件不存在'],
  ] as const) {
    const res = await report(request, who, input)
    expect(res.status()).toBe(status)
    expect(((await res.json()) as { message: string }).message).toBe(message)
  }
  expect(await entries()).toEqual([])

  // Reported with a note: one entry, waiting in the portal reviewers' queue, naming its source site.
  const sent = await report(request, editor.token, {
    article: source,
    category: column.id,
    note: '请门户采用',
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const entry = ((await sent.json()) as { id: number }).id
  const again = await report(request, editor.token, { article: source, category: column.id })
  expect(again.status()).toBe(409)
  expect((await entries()).map((e) => e.id)).toEqual([entry])
  const queue = await portalReviewer.api.get(
    '/news?draft=true&depth=0&limit=100&where[review_state][equals]=pending',
  )
  const queued = ((await queue.json()) as { docs: Doc[] }).docs.find((d) => d.id === entry)
  expect(queued).toMatchObject({
    title,
    source: '绵阳分校',
    reported_from: source,
    report_note: '请门户采用',
  })
  // A site's editor cannot publish it on the portal, nor anyone write the link to a source by hand.
  expect(
    (await editor.api.patch(`/news/${entry}?depth=0`, { _status: 'published' })).status(),
  ).toBeGreaterThanOrEqual(400)
  expect((await call(request, 'news.News/info', { news_id: entry })).body.code).toBe(404)
  const forged = await admin.api.post('/news?draft=true&depth=0', {
    title: '伪造的报送',
    category: column.id,
    reported_from: source,
    _status: 'draft',
  })
  expect(forged.status(), await forged.text()).toBe(201)
  const forgedDoc = ((await forged.json()) as { doc: Doc }).doc
  expect(forgedDoc.reported_from ?? null).toBeNull()
  await admin.api.delete(`/news/${forgedDoc.id}`)

  // Returned with a reason, which the source's site reads (and no one else's); then sent again.
  const returned = await portalReviewer.api.patch(`/news/${entry}?draft=true&depth=0`, {
    review_state: 'returned',
    review_comment: '请补充活动照片',
  })
  expect(returned.status(), await returned.text()).toBe(200)
  const status = await reportsOf(request, editor.token, source)
  expect(((await status.json()) as { reports: unknown[] }).reports).toEqual([
    expect.objectContaining({
      id: entry,
      category: column.name,
      state: 'returned',
      reason: '请补充活动照片',
    }),
  ])
  expect((await reportsOf(request, otherEditor.token, source)).status()).toBe(404)
  const resent = await report(request, editor.token, { article: source, category: column.id, note: '已补充' })
  expect(resent.status(), await resent.text()).toBe(201)
  expect(((await resent.json()) as { id: number }).id).toBe(entry)

  // The audit log names the report and its source site.
  const log = await admin.api.get(
    `/audit-logs?depth=0&sort=-createdAt&limit=20&where[target_id][equals]=${entry}&where[action][equals]=report`,
  )
  const logged = ((await log.json()) as { docs: { summary: string; actor: string }[] }).docs
  expect(logged.length).toBe(2)
  expect(logged[0]!.summary).toContain('来自绵阳分校的稿件')
  expect(logged[0]!.actor).toContain('my-editor@ou.edu.cn')

  // Accepted: published by the portal's reviewer, it shows on the portal as the source's text.
  const accepted = await portalReviewer.api.patch(`/news/${entry}?depth=0`, { _status: 'published' })
  expect(accepted.status(), await accepted.text()).toBe(200)
  const info = await data(request, 'news.News/info', { news_id: entry })
  expect(info.content).toContain(body)
  expect(info.origin).toMatchObject({
    site: '绵阳分校',
    slug: 'mianyang',
    category: siteColumn!.path_name,
    id: source,
  })
  const listed = await data(request, 'news.News/list', { path_name: column.path_name, page: 1, limit: 10 })
  expect(listed.list.map((n) => n.id)).toContain(entry)
  const accepts = await reportsOf(request, editor.token, source)
  expect(((await accepts.json()) as { reports: { state: string }[] }).reports[0]!.state).toBe('accepted')

  // Its page on the portal: 来源 links to the source, whose address is the canonical one.
  const page = `${SITE_URL}/news/${column.path_name}/${entry}`
  const sourceUrl = `/sites/mianyang/news/${siteColumn!.path_name}/${source}`
  if (siteUp)
    await passesWithin(5_000, [200, 500], async () => {
      const html = await (await request.get(page)).text()
      expect(html).toContain(body)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${sourceUrl}"`))
      expect(html).toMatch(new RegExp(`来源：(<!-- -->)?<a href="[^"]*${sourceUrl}">绵阳分校</a>`))
    })

  // The portal shortens the title for its column; the source keeps its own.
  const short = await portalReviewer.api.patch(`/news/${entry}?depth=0`, { title: '绵阳分校进社区' })
  expect(short.status(), await short.text()).toBe(200)
  expect((await data(request, 'news.News/info', { news_id: entry })).title).toBe('绵阳分校进社区')
  expect((await data(request, 'news.News/info', { news_id: source, site: 'mianyang' })).title).toBe(title)

  // A correction on the source shows on both within 2 s (as any publish).
  const corrected = `社区学习点新增课程二十二门 ${stamp}`
  const fix = await siteReviewer.api.patch(`/news/${source}?depth=0`, { content: lexical([corrected]) })
  expect(fix.status(), await fix.text()).toBe(200)
  if (siteUp)
    await passesWithin(2_000, [100, 200], async () => {
      expect(await (await request.get(page)).text()).toContain(corrected)
      expect(await (await request.get(`${SITE_URL}${sourceUrl}`)).text()).toContain(corrected)
    })

  // Withdrawn on the source: gone from both, the portal's list and page included.
  const withdrawn = await siteReviewer.api.patch(`/news/${source}?depth=0`, { _status: 'draft' })
  expect(withdrawn.status(), await withdrawn.text()).toBe(200)
  expect((await call(request, 'news.News/info', { news_id: entry })).body.code).toBe(404)
  const after = await data(request, 'news.News/list', { path_name: column.path_name, page: 1, limit: 10 })
  expect(after.list.map((n) => n.id)).not.toContain(entry)
  if (siteUp)
    await passesWithin(2_000, [100, 200], async () => {
      expect((await request.get(page)).status()).toBe(404)
    })
  const gone = await reportsOf(request, editor.token, source)
  expect(((await gone.json()) as { reports: { state: string }[] }).reports[0]!.state).toBe('withdrawn')

  // Published again, it is back; deleted for good, the entry is gone from the portal for good.
  expect((await siteReviewer.api.patch(`/news/${source}?depth=0`, { _status: 'published' })).status()).toBe(
    200,
  )
  expect((await data(request, 'news.News/info', { news_id: entry })).origin?.id).toBe(source)
  expect((await admin.api.delete(`/news/${source}`)).status()).toBe(200)
  expect((await call(request, 'news.News/info', { news_id: entry })).body.code).toBe(404)
  // Cleared away for the suites that follow.
  expect((await admin.api.delete(`/news/${entry}`)).status()).toBe(200)
})
