import { expect, test, type APIRequestContext } from '@playwright/test'
import { lexical } from '../../../apps/cms/src/seed/lexical'
import { CMS_URL, SITE_URL, call, data, passesWithin, siteIds, siteStaffAs, staffAs } from '../../lib/api'

/**
 * 下发 (issue 35): the web office sends a published portal notice down to chosen sites; each shows
 * it in its column of the chosen path name (通知公告, `notice`) at once, as the one portal article:
 * its text, its correction within 2 s, gone when the portal withdraws it. A site's own staff may not
 * change or delete what it received. The receipts say which sites show it; refusals store nothing.
 */

type Doc = { id: number; title: string; _status: string; site: number; category: number; sent_from?: number }

const send = (request: APIRequestContext, token: string, body: unknown) =>
  request.post(`${CMS_URL}/staff-api/news/send`, { headers: { authorization: `JWT ${token}` }, data: body })
const receiptsOf = (request: APIRequestContext, token: string, article: number) =>
  request.get(`${CMS_URL}/staff-api/news/send?article=${article}`, {
    headers: { authorization: `JWT ${token}` },
  })

test('the portal sends a notice down to two sites: shown there and not on a third, read-only to them, following its source; receipts and audit', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const portalReviewer = await staffAs(request, 'reviewer')
  const portalEditor = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const siteAdmin = await siteStaffAs(request, 'my-admin@ou.edu.cn')
  const siteEditor = await siteStaffAs(request, 'my-editor@ou.edu.cn')
  const siteReviewer = await siteStaffAs(request, 'my-shenhe@ou.edu.cn')
  const ids = await siteIds(request)
  const portalColumns = await data(request, 'news.News/category')
  // Not the first column: other suites count on its newest articles.
  const column = portalColumns[portalColumns.length - 1]!
  const siteUp = await request.get(`${SITE_URL}/`).then(
    (r) => r.ok(),
    () => false,
  )
  const stamp = Date.now()
  const title = `关于做好冬季学期期末考试工作的通知 ${stamp}`
  const body = `各分校须于考前一周完成考场编排 ${stamp}`

  const created = await portalEditor.api.post('/news?draft=true&depth=0', {
    title,
    summary: '期末考试安排',
    category: column.id,
    content: lexical([body]),
    _status: 'draft',
  })
  expect(created.status(), await created.text()).toBe(201)
  const source = ((await created.json()) as { doc: Doc }).doc.id
  const entries = async () => {
    const res = await admin.api.get(`/news?trash=true&depth=0&limit=50&where[sent_from][equals]=${source}`)
    return ((await res.json()) as { docs: Doc[] }).docs
  }
  const two = { article: source, sites: [ids.mianyang, ids.deyang], column: 'notice' }

  // Refusals, each in Chinese, none storing anything.
  const draft = await send(request, portalReviewer.token, two)
  expect(draft.status()).toBe(400)
  expect(((await draft.json()) as { message: string }).message).toBe('只有已发布的稿件可以下发，请先发布')
  expect((await portalReviewer.api.patch(`/news/${source}?depth=0`, { _status: 'published' })).status()).toBe(
    200,
  )
  for (const [token, input, status, message] of [
    [siteAdmin.token, two, 403, '只有网站办（站群管理员、门户审核员）可以下发'],
    [siteReviewer.token, two, 403, '只有网站办（站群管理员、门户审核员）可以下发'],
    [portalEditor.token, two, 403, '没有权限执行此操作'],
    [portalReviewer.token, { ...two, sites: [] }, 400, '请至少选择一个接收站点'],
    [portalReviewer.token, { ...two, sites: [ids.portal] }, 400, '接收站点不存在（门户不能下发给自己）'],
    [portalReviewer.token, { ...two, column: 'no-such-column' }, 400, '绵阳分校、德阳分校没有该栏目，未下发'],
    [portalReviewer.token, { ...two, column: '../x' }, 400, '请选择站点栏目'],
  ] as const) {
    const res = await send(request, token, input)
    expect(res.status(), JSON.stringify(input)).toBe(status)
    expect(((await res.json()) as { message: string }).message).toBe(message)
  }
  expect(await entries()).toEqual([])

  // Sent to 绵阳 and 德阳: one published entry on each, in its 通知公告.
  const sent = await send(request, portalReviewer.token, two)
  expect(sent.status(), await sent.text()).toBe(201)
  expect(await sent.json()).toMatchObject({ sent: ['绵阳分校', '德阳分校'], already: [], lacking: [] })
  const made = await entries()
  expect(made.map((e) => e.site).sort()).toEqual([ids.mianyang, ids.deyang].sort())
  expect(made.every((e) => e._status === 'published')).toBe(true)
  const entryOn = (slug: string) => made.find((e) => e.site === ids[slug])!.id
  const again = await send(request, portalReviewer.token, two)
  expect(again.status()).toBe(409)

  // Shown on the two sites as the portal's one article, and not on the third.
  for (const slug of ['mianyang', 'deyang']) {
    const list = await data(request, 'news.News/list', {
      site: slug,
      path_name: 'notice',
      page: 1,
      limit: 10,
    })
    expect(
      list.list.map((n) => n.id),
      slug,
    ).toContain(entryOn(slug))
    const info = await data(request, 'news.News/info', { site: slug, news_id: entryOn(slug) })
    expect(info.content).toContain(body)
    expect(info.source).toBe('天府开放大学')
    expect(info.origin).toMatchObject({ slug: 'portal', category: column.path_name, id: source })
  }
  const third = await data(request, 'news.News/list', {
    site: 'laonian',
    path_name: 'notice',
    page: 1,
    limit: 10,
  })
  expect(third.list.map((n) => n.title)).not.toContain(title)
  // Another site's entry is not this one's to show.
  expect(
    (await call(request, 'news.News/info', { site: 'laonian', news_id: entryOn('mianyang') })).body.code,
  ).toBe(404)

  // The receiving site may not change it, publish it off or delete it, one by one or in bulk.
  const mine = entryOn('mianyang')
  for (const res of [
    await siteEditor.api.patch(`/news/${mine}?draft=true&depth=0`, { title: '改过的标题' }),
    await siteReviewer.api.patch(`/news/${mine}?depth=0`, { _status: 'draft' }),
    await siteAdmin.api.patch(`/news/${mine}?depth=0`, { title: '改过的标题' }),
    await siteAdmin.api.delete(`/news/${mine}`),
  ])
    expect(res.status()).toBeGreaterThanOrEqual(400)
  const bulk = await siteAdmin.api.patch(`/news?depth=0&where[id][equals]=${mine}`, {
    deletedAt: new Date().toISOString(),
  })
  expect(((await bulk.json()) as { docs?: unknown[] }).docs ?? []).toEqual([])
  // ...but reads it, as its own staff read their site's news.
  expect((await siteEditor.api.get(`/news/${mine}?depth=0`)).status()).toBe(200)
  const kept = (await entries()).find((e) => e.id === mine)!
  expect(kept).toMatchObject({ title, _status: 'published' })
  expect((kept as { deletedAt?: string | null }).deletedAt ?? null).toBeNull()

  // The receipts: which sites show it; the web office's alone.
  const receipts = await receiptsOf(request, portalReviewer.token, source)
  expect(receipts.status()).toBe(200)
  const rows = ((await receipts.json()) as { receipts: { site: string; state: string; category: string }[] })
    .receipts
  expect(rows.map((r) => [r.site, r.state, r.category]).sort()).toEqual([
    ['德阳分校', 'shown', '通知公告'],
    ['绵阳分校', 'shown', '通知公告'],
  ])
  expect((await receiptsOf(request, siteAdmin.token, source)).status()).toBe(403)

  // The audit log names who sent it where.
  const log = await admin.api.get(
    `/audit-logs?depth=0&limit=5&where[target_id][equals]=${source}&where[action][equals]=send`,
  )
  const logged = ((await log.json()) as { docs: { summary: string; actor: string }[] }).docs
  expect(logged.length).toBe(1)
  expect(logged[0]!.summary).toContain('下发到 绵阳分校、德阳分校')
  expect(logged[0]!.actor).toContain('shenhe@ou.edu.cn')

  // Its page on a site: the portal's text, 来源 linking to the portal's page, the canonical address.
  const page = `${SITE_URL}/sites/mianyang/news/notice/${mine}`
  const portalPath = `/news/${column.path_name}/${source}`
  if (siteUp)
    await passesWithin(5_000, [200, 500], async () => {
      const html = await (await request.get(page)).text()
      expect(html).toContain(body)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${portalPath}"`))
      expect(html).toMatch(new RegExp(`来源：(<!-- -->)?<a href="[^"]*${portalPath}">天府开放大学</a>`))
    })

  // A correction on the portal shows on the sites within 2 s.
  const corrected = `各分校须于考前十天完成考场编排 ${stamp}`
  const fix = await portalReviewer.api.patch(`/news/${source}?depth=0`, { content: lexical([corrected]) })
  expect(fix.status(), await fix.text()).toBe(200)
  expect(
    (await data(request, 'news.News/info', { site: 'deyang', news_id: entryOn('deyang') })).content,
  ).toContain(corrected)
  if (siteUp)
    await passesWithin(2_000, [100, 200], async () => {
      expect(await (await request.get(page)).text()).toContain(corrected)
    })

  // Withdrawn on the portal: gone from the sites' lists and pages; the receipts say so.
  expect((await portalReviewer.api.patch(`/news/${source}?depth=0`, { _status: 'draft' })).status()).toBe(200)
  const after = await data(request, 'news.News/list', {
    site: 'mianyang',
    path_name: 'notice',
    page: 1,
    limit: 10,
  })
  expect(after.list.map((n) => n.id)).not.toContain(mine)
  if (siteUp)
    await passesWithin(2_000, [100, 200], async () => {
      expect((await request.get(page)).status()).toBe(404)
    })
  const withdrawn = await receiptsOf(request, portalReviewer.token, source)
  expect(
    ((await withdrawn.json()) as { receipts: { state: string }[] }).receipts.map((r) => r.state),
  ).toEqual(['withdrawn', 'withdrawn'])

  // Published again and sent to every site: only the third receives it now.
  expect((await portalReviewer.api.patch(`/news/${source}?depth=0`, { _status: 'published' })).status()).toBe(
    200,
  )
  const everyone = await send(request, portalReviewer.token, {
    article: source,
    sites: 'all',
    column: 'notice',
  })
  expect(everyone.status(), await everyone.text()).toBe(201)
  expect(((await everyone.json()) as { sent: string[] }).sent).toContain('老年大学')
  expect(((await everyone.json()) as { already: string[] }).already.sort()).toEqual(
    ['德阳分校', '绵阳分校'].sort(),
  )

  // Cleared away for the suites that follow: the source deleted takes its entries off every site.
  expect((await admin.api.delete(`/news/${source}`)).status()).toBe(200)
  for (const e of await entries()) {
    expect((await call(request, 'news.News/info', { site: 'mianyang', news_id: e.id })).body.code).toBe(404)
    expect((await admin.api.delete(`/news/${e.id}`)).status()).toBe(200)
  }
})
