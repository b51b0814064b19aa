import { expect, test, type APIRequestContext } from '@playwright/test'
import ExcelJS from 'exceljs'
import { CMS_URL, data, siteIds, siteStaffAs, staffAs } from '../../lib/api'
import { publishedOn, statsSite } from '../../lib/stats'

/**
 * 发稿统计 (issue 35): the figures over a period, per site, column and editor, against articles of a
 * site of the test's own seeded with known dates; the 通报 export opened with exceljs; who may read
 * it (the web office every site, a site's administrator their own, an editor nothing); bad periods
 * answer 400 in Chinese.
 */

type Figures = {
  published: number
  reported: number
  accepted: number
  returned: number
  medianHours: number | null
  views: number
}
type Stats = {
  period: { from: string; to: string; days: number }
  rule: string
  sites: (Figures & {
    id: number
    name: string
    staleColumns: number
    openFindings: number
    rank: number | null
    score: number | null
  })[]
  columns: (Figures & { site: number; id: number; name: string })[]
  editors: (Figures & { site: number; id: number | null; name: string })[]
  stale: { site: number; name: string; days: number | null; limit: number }[]
  series: { unit: string; buckets: string[]; sites: { site: number; counts: number[] }[] }
}

const get = (request: APIRequestContext, token: string, path: string) =>
  request.get(`${CMS_URL}/staff-api/stats${path}`, { headers: { authorization: `JWT ${token}` } })
const statsOf = async (request: APIRequestContext, token: string, query: string) => {
  const res = await get(request, token, `?${query}`)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Stats
}
/** Beijing's calendar day of an instant. */
const beijingDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

test('发稿统计 counts a period per site, column and editor; the 通报 xlsx carries the same figures; access and bad periods', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const admin = await staffAs(request, 'admin')
  const stamp = Date.now()
  const site = await statsSite(admin.api, stamp)
  const at = (iso: string) => new Date(iso).toISOString()

  // A past quarter's articles, with dates on both sides of the period's Beijing-time bounds.
  const inPeriod = [
    await publishedOn(
      admin.api,
      site.id,
      site.news.id,
      `统计一 ${stamp}`,
      at('2003-02-10T10:00:00+08:00'),
      5,
    ),
    await publishedOn(
      admin.api,
      site.id,
      site.notice.id,
      `统计二 ${stamp}`,
      at('2003-03-15T09:00:00+08:00'),
      7,
    ),
    // 23:30 on the last day in Beijing is 15:30 UTC: inside.
    await publishedOn(
      admin.api,
      site.id,
      site.notice.id,
      `统计三 ${stamp}`,
      at('2003-03-31T23:30:00+08:00'),
      1,
    ),
  ]
  // 00:10 on the day after in Beijing (still 31 March in UTC): outside; so is a day before.
  await publishedOn(admin.api, site.id, site.news.id, `统计四 ${stamp}`, at('2003-04-01T00:10:00+08:00'), 100)
  await publishedOn(admin.api, site.id, site.news.id, `统计五 ${stamp}`, at('2003-01-31T23:50:00+08:00'), 100)
  // A draft dated in the period is not published.
  const draft = await admin.api.post('/news?draft=true&depth=0', {
    site: site.id,
    category: site.news.id,
    title: `统计草稿 ${stamp}`,
    published_at: at('2003-03-01T10:00:00+08:00'),
    _status: 'draft',
  })
  expect(draft.status()).toBe(201)
  expect(inPeriod).toHaveLength(3)

  const past = await statsOf(request, admin.token, 'from=2003-02-01&to=2003-03-31')
  expect(past.period).toMatchObject({ from: '2003-02-01', to: '2003-03-31', days: 59 })
  expect(past.rule).toContain('得分 =')
  const row = past.sites.find((s) => s.id === site.id)!
  expect(row).toMatchObject({
    name: site.name,
    published: 3,
    views: 13,
    reported: 0,
    accepted: 0,
    returned: 0,
    medianHours: null,
    openFindings: 0,
  })
  // At the period's end: 工作动态's newest is 10 Feb (49 days, limit 14): stale; 通知公告's is 31
  // March (limit 183) and so is the home page's news: fresh.
  expect(past.stale.filter((s) => s.site === site.id).map((s) => [s.name, s.days, s.limit])).toEqual([
    ['工作动态', 49, 14],
  ])
  expect(row.staleColumns).toBe(1)
  expect(row.score).toBe(3 * 1 - 1 * 5)
  expect(row.rank).toBeGreaterThan(0)
  const columns = past.columns.filter((c) => c.site === site.id)
  expect(columns.map((c) => [c.name, c.published, c.views])).toEqual(
    expect.arrayContaining([
      ['工作动态', 1, 5],
      ['通知公告', 2, 8],
    ]),
  )
  // Published by the administrator without review: their articles, by the one who published them.
  const editors = past.editors.filter((e) => e.site === site.id)
  expect(editors).toHaveLength(1)
  expect(editors[0]).toMatchObject({ name: admin.name, published: 3 })
  // The chart's months: February 1, March 2.
  expect(past.series.unit).toBe('month')
  expect(past.series.buckets).toEqual(['2003-02', '2003-03'])
  expect(past.series.sites.find((s) => s.site === site.id)!.counts).toEqual([1, 2])
  // Narrowed to the site: the same figures, and no other site.
  const one = await statsOf(request, admin.token, `from=2003-02-01&to=2003-03-31&site=${site.id}`)
  expect(one.sites.map((s) => s.id)).toEqual([site.id])
  expect(one.sites[0]).toMatchObject({ published: 3, views: 13 })

  // This week: an article submitted, returned, resubmitted and published; another published
  // directly; both reported to the portal, one accepted there.
  const reviewed = await admin.api.post('/news?draft=true&depth=0', {
    site: site.id,
    category: site.news.id,
    title: `统计送审 ${stamp}`,
    published_at: new Date().toISOString(),
    _status: 'draft',
  })
  expect(reviewed.status(), await reviewed.text()).toBe(201)
  const id = ((await reviewed.json()) as { doc: { id: number } }).doc.id
  const step = async (body: Record<string, unknown>, draftSave = true) => {
    const res = await admin.api.patch(`/news/${id}?${draftSave ? 'draft=true&' : ''}depth=0`, body)
    expect(res.status(), await res.text()).toBe(200)
  }
  await step({ review_state: 'pending' })
  await step({ review_state: 'returned', review_comment: '请补充图片' })
  await step({ review_state: 'pending' })
  await step({ _status: 'published' }, false)
  const direct = await publishedOn(
    admin.api,
    site.id,
    site.notice.id,
    `统计直发 ${stamp}`,
    new Date().toISOString(),
    2,
  )
  const portalColumns = await data(request, 'news.News/category')
  const column = portalColumns[portalColumns.length - 1]!
  const report = async (article: number) => {
    const res = await request.post(`${CMS_URL}/staff-api/news/report`, {
      headers: { authorization: `JWT ${admin.token}` },
      data: { article, category: column.id },
    })
    expect(res.status(), await res.text()).toBe(201)
    return ((await res.json()) as { id: number }).id
  }
  const accepted = await report(id)
  await report(direct)
  expect((await admin.api.patch(`/news/${accepted}?depth=0`, { _status: 'published' })).status()).toBe(200)

  const now = Date.now()
  const week = `from=${beijingDay(now - 6 * 86_400_000)}&to=${beijingDay(now)}`
  const recent = await statsOf(request, admin.token, week)
  expect(recent.series.unit).toBe('day')
  expect(recent.series.buckets).toHaveLength(7)
  const mine = recent.sites.find((s) => s.id === site.id)!
  expect(mine).toMatchObject({ published: 2, reported: 2, accepted: 1, returned: 1, views: 2 })
  // Submitted and published within this test: a median of minutes, not hours.
  expect(mine.medianHours).not.toBeNull()
  expect(mine.medianHours!).toBeGreaterThanOrEqual(0)
  expect(mine.medianHours!).toBeLessThan(0.5)
  const byColumn = Object.fromEntries(
    recent.columns.filter((c) => c.site === site.id).map((c) => [c.name, c]),
  )
  expect(byColumn['工作动态']).toMatchObject({ published: 1, reported: 1, accepted: 1, returned: 1 })
  expect(byColumn['通知公告']).toMatchObject({
    published: 1,
    reported: 1,
    accepted: 0,
    returned: 0,
    medianHours: null,
  })
  const recentEditors = recent.editors.filter((e) => e.site === site.id)
  expect(recentEditors).toHaveLength(1)
  expect(recentEditors[0]).toMatchObject({ published: 2, reported: 2, accepted: 1, returned: 1 })

  // The 通报: a title naming the period, a row per site with the same figures; stale columns.
  const xlsx = await get(request, admin.token, '/export?from=2003-02-01&to=2003-03-31')
  expect(xlsx.status(), await xlsx.text()).toBe(200)
  expect(xlsx.headers()['content-type']).toContain('spreadsheetml')
  expect(decodeURIComponent(xlsx.headers()['content-disposition']!)).toContain(
    '发稿统计通报-2003-02-01至2003-03-31.xlsx',
  )
  const book = new ExcelJS.Workbook()
  await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer)
  const sheet = book.getWorksheet('通报')!
  expect(String(sheet.getCell('A1').value)).toBe('站群发稿情况通报（2003-02-01 至 2003-03-31）')
  expect(String(sheet.getCell('A2').value)).toContain(past.rule)
  const header = sheet.getRow(4).values as unknown[]
  expect(header.slice(1, 4)).toEqual(['排名', '站点', '发稿数'])
  const cells: Record<string, unknown[]> = {}
  sheet.eachRow((r, n) => {
    if (n > 4) cells[String(r.getCell(2).value)] = (r.values as unknown[]).slice(1)
  })
  expect(Object.keys(cells)).toHaveLength(past.sites.length)
  // 排名, 站点, 发稿, 报送, 采用, 退回, 中位时长, 过期栏目, 未整改问题, 浏览量, 得分
  expect(cells[site.name]).toEqual([row.rank, site.name, 3, 0, 0, 0, '—', 1, 0, 13, -2])
  const stale: string[] = []
  book.getWorksheet('过期栏目')!.eachRow((r, n) => {
    if (n > 1 && r.getCell(1).value === site.name) stale.push(`${r.getCell(2).value}:${r.getCell(4).value}`)
  })
  expect(stale).toEqual(['工作动态:49'])
  expect(book.getWorksheet('未整改问题')!.getRow(1).values).toEqual([
    undefined,
    '站点',
    '类型',
    '问题',
    '页面',
  ])
  const perColumn: string[] = []
  book.getWorksheet('按栏目')!.eachRow((r, n) => {
    if (n > 1 && r.getCell(1).value === site.name)
      perColumn.push(`${r.getCell(2).value}:${r.getCell(3).value}`)
  })
  expect(perColumn.sort()).toEqual(['工作动态:1', '通知公告:2'])
  // The export is in the audit log as 导出.
  const logged = await admin.api.get(
    `/audit-logs?depth=0&limit=1&sort=-createdAt&where[action][equals]=export&where[summary][like]=${encodeURIComponent('发稿统计通报（2003-02-01 至 2003-03-31')}`,
  )
  expect(((await logged.json()) as { totalDocs: number }).totalDocs).toBeGreaterThan(0)

  // Who reads it: the web office's reviewer every site; an editor nothing; a site's administrator
  // their own site only, in the view and the 通报.
  const reviewer = await staffAs(request, 'reviewer')
  expect(
    (await statsOf(request, reviewer.token, 'from=2003-02-01&to=2003-03-31')).sites.map((s) => s.id),
  ).toContain(site.id)
  const editor = await staffAs(request, 'editor')
  for (const path of ['?from=2003-02-01&to=2003-03-31', '/export?from=2003-02-01&to=2003-03-31']) {
    const refused = await get(request, editor.token, path)
    expect(refused.status()).toBe(403)
    expect(await refused.text()).toMatch(/没有权限/)
  }
  const siteEditor = await siteStaffAs(request, 'my-editor@ou.edu.cn')
  expect((await get(request, siteEditor.token, '?from=2003-02-01&to=2003-03-31')).status()).toBe(403)
  const ids = await siteIds(request)
  const siteAdmin = await siteStaffAs(request, 'my-admin@ou.edu.cn')
  const own = await statsOf(request, siteAdmin.token, 'from=2003-02-01&to=2003-03-31')
  expect(own.sites.map((s) => s.id)).toEqual([ids.mianyang])
  expect(own.columns.every((c) => c.site === ids.mianyang)).toBe(true)
  expect(own.stale.every((c) => c.site === ids.mianyang)).toBe(true)
  const other = await get(request, siteAdmin.token, `?from=2003-02-01&to=2003-03-31&site=${site.id}`)
  expect(other.status()).toBe(403)
  expect(await other.text()).toContain('没有权限查看该站点的统计')
  const ownBook = await get(request, siteAdmin.token, '/export?from=2003-02-01&to=2003-03-31')
  expect(ownBook.status()).toBe(200)
  const narrow = new ExcelJS.Workbook()
  await narrow.xlsx.load((await ownBook.body()) as unknown as ArrayBuffer)
  const siteRows: string[] = []
  narrow.getWorksheet('通报')!.eachRow((r, n) => n > 4 && siteRows.push(String(r.getCell(2).value)))
  expect(siteRows).toEqual([own.sites[0]!.name])
  expect((await request.get(`${CMS_URL}/staff-api/stats?from=2003-02-01&to=2003-03-31`)).status()).toBe(401)

  // Bad periods: 400 in Chinese, never a 500.
  for (const [query, message] of [
    ['', '请填写开始日期'],
    ['from=2003-02-01', '请填写结束日期'],
    ['from=2003-3-1&to=2003-03-31', '开始日期应为“年-月-日”'],
    ['from=2003-02-30&to=2003-03-31', '开始日期不是有效的日期'],
    ['from=2003-04-01&to=2003-03-31', '开始日期不能晚于结束日期'],
    ['from=2002-01-01&to=2003-03-31', '统计时段不能超过 366 天'],
    ['from=2003-02-01&to=2003-03-31&site=abc', '站点编号无效'],
  ] as const) {
    for (const path of [`?${query}`, `/export?${query}`]) {
      const res = await get(request, admin.token, path)
      expect(res.status(), `${path}: ${await res.text()}`).toBe(400)
      expect(((await res.json()) as { message: string }).message).toContain(message)
    }
  }
  // Closed again: the test's own site is no live site of the group for the suites after it (站群导航).
  expect((await admin.api.patch(`/sites/${site.id}`, { status: 'closed' })).status()).toBe(200)
})
