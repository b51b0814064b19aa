import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_SITE_STAFF } from '../../../apps/cms/src/seed/data/sites'
import { CMS_URL, SITE_URL, siteIds, staffAs, staffLogin } from '../../lib/api'
import { startMailServer } from '../../lib/mail'

/**
 * 站群 (issue 34): the console's own views per site. The review queue and the dashboard read with
 * the server's rights; for a site's staff they show, and count, their site's items only, as REST
 * does. The web office sees every site's, each row naming its site.
 */

type Doc = { id: number; title?: string; review_state?: string }

/** A member of staff's REST client and their console pages, as their session reads them. */
async function signedIn(request: APIRequestContext, email: string, password: string) {
  const token = await staffLogin(request, email, password)
  const headers = { authorization: `JWT ${token}` }
  return {
    rest: (p: string) => request.get(`${CMS_URL}/cms-api${p}`, { headers }),
    post: (p: string, body: unknown) => request.post(`${CMS_URL}/cms-api${p}`, { headers, data: body }),
    patch: (p: string, body: unknown) => request.patch(`${CMS_URL}/cms-api${p}`, { headers, data: body }),
    page: async (p: string) => {
      const res = await request.get(`${CMS_URL}${p}`, { headers })
      expect(res.status(), p).toBe(200)
      return res.text()
    },
  }
}
const siteStaff = (request: APIRequestContext, email: string) => {
  const s = DEMO_SITE_STAFF.find((x) => x.email === email)!
  return signedIn(request, s.email, s.password)
}

const decode = (s: string) =>
  s
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** The review queue's rows as text cells (the console's server-rendered table). */
function queueRows(html: string): string[][] {
  const table = html.match(/<table class="ou-queue__table">([\s\S]*?)<\/table>/)?.[1] ?? ''
  const body = table.match(/<tbody>([\s\S]*?)<\/tbody>/)?.[1] ?? ''
  return [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((r) =>
    [...r[1]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) =>
      decode(c[1]!.replace(/<[^>]+>/g, '')).trim(),
    ),
  )
}
const queueHeader = (html: string) =>
  [...(html.match(/<thead>([\s\S]*?)<\/thead>/)?.[1] ?? '').matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
    decode(m[1]!),
  )

/** A dashboard card's value ("3 篇"), by its title. */
function card(html: string, title: string): string | null {
  const m = html.match(
    new RegExp(
      `ou-card__title">${title}</span><strong class="ou-card__value">([^<]*(?:<!-- -->[^<]*)*)</strong>`,
    ),
  )
  return m ? decode(m[1]!) : null
}

/** News the top-level tests made, deleted after each (the console's lists of later tests stay as seeded). */
const created: number[] = []
test.afterEach(async ({ request }) => {
  if (!created.length) return
  const admin = await staffAs(request, 'admin')
  for (const id of created.splice(0)) await admin.api.delete(`/news/${id}?trash=true`)
})

test('the review queue and the dashboard of a site’s staff list and count their site’s items only; the web office’s name each item’s site', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const categoryOf = async (site: string) => {
    const res = await admin.api.get(`/news-categories?where[site][equals]=${ids[site]}&limit=1&depth=0`)
    return ((await res.json()) as { docs: Doc[] }).docs[0]!.id
  }
  const stamp = Date.now()
  // One article waiting for review on each of three sites, and one sent back on each.
  const titles: Record<string, { pending: string; returned: string }> = {}
  for (const site of ['portal', 'mianyang', 'deyang']) {
    const category = await categoryOf(site)
    titles[site] = { pending: `${site} 待审 ${stamp}`, returned: `${site} 退回 ${stamp}` }
    for (const state of ['pending', 'returned'] as const) {
      const made = await admin.api.post('/news?draft=true&depth=0', {
        title: titles[site]![state],
        site: ids[site],
        category,
        _status: 'draft',
      })
      expect(made.status(), await made.text()).toBe(201)
      const id = ((await made.json()) as { doc: Doc }).doc.id
      created.push(id)
      const moved = await admin.api.patch(`/news/${id}?draft=true&depth=0`, {
        review_state: state,
        ...(state === 'returned' ? { review_comment: '请补充' } : {}),
      })
      expect(moved.status(), await moved.text()).toBe(200)
    }
  }
  const all = Object.values(titles).flatMap((t) => [t.pending, t.returned])
  const ours = (site: string) => [titles[site]!.pending, titles[site]!.returned]

  for (const email of ['my-shenhe@ou.edu.cn', 'my-editor@ou.edu.cn', 'my-admin@ou.edu.cn']) {
    const me = await siteStaff(request, email)
    for (const [tab, state] of [
      ['pending', 'pending'],
      ['returned', 'returned'],
    ] as const) {
      const html = await me.page(`/admin/review?tab=${tab}`)
      const rows = queueRows(html)
      const shown = rows.map((r) => r.find((c) => all.includes(c))).filter(Boolean)
      expect(shown, `${email} ${tab}`).toEqual([titles.mianyang![state]])
      // Every news row is the site's own: REST, under the same account, reads each of them.
      const rest = await me.rest(`/news?draft=true&depth=0&limit=200&where[review_state][equals]=${state}`)
      const readable = ((await rest.json()) as { docs: Doc[]; totalDocs: number }).docs.map((d) => d.title)
      for (const r of rows.filter((r) => r[0] === '新闻'))
        expect(readable, `${email}: ${r.join(' | ')}`).toContain(r[1])
      // One site: no 站点 column.
      expect(queueHeader(html)).toEqual(expect.arrayContaining(['栏目', '标题']))
      expect(queueHeader(html)).not.toContain('站点')
      expect(html).not.toContain(titles.portal![state])
      expect(html).not.toContain(titles.deyang![state])
    }

    // The dashboard counts what the queue lists: the site's own, as REST counts them for the account.
    const count = async (state: string) =>
      (
        (await (
          await me.rest(`/news?draft=true&depth=0&limit=1&where[review_state][equals]=${state}`)
        ).json()) as { totalDocs: number }
      ).totalDocs
    const dashboard = await me.page('/admin')
    const pendingTitle = email === 'my-editor@ou.edu.cn' ? '已提交、等待审核' : '待审核稿件'
    expect(card(dashboard, pendingTitle), email).toBe(`${await count('pending')} 篇`)
    expect(card(dashboard, '已退回、待修改'), email).toBe(`${await count('returned')} 篇`)
    for (const t of [...ours('portal'), ...ours('deyang')]) expect(dashboard).not.toContain(t)
  }

  // The web office sees every site's, each row naming its site.
  const office = await signedIn(request, 'shenhe@ou.edu.cn', 'Shenhe#2026')
  const officeQueue = await office.page('/admin/review')
  expect(queueHeader(officeQueue)[0]).toBe('站点')
  const rows = queueRows(officeQueue)
  const siteOfRow = (title: string) => rows.find((r) => r.includes(title))?.[0]
  expect(siteOfRow(titles.portal!.pending)).toBe('门户')
  expect(siteOfRow(titles.mianyang!.pending)).toBe('绵阳分校')
  expect(siteOfRow(titles.deyang!.pending)).toBe('德阳分校')
  expect(siteOfRow(titles.mianyang!.returned)).toBeUndefined()
  // A collection that is the portal's alone (not news, not 栏目与页面) is the portal's.
  for (const r of rows.filter((r) => !['新闻', '栏目与页面'].includes(r[1]!)))
    expect(r[0], r.join(' | ')).toBe('门户')
  const officeDashboard = await office.page('/admin')
  const pendingAll = await (
    await office.rest(`/news?draft=true&depth=0&limit=1&where[review_state][equals]=pending`)
  ).json()
  expect(Number(card(officeDashboard, '待审核稿件')?.replace(/\D+/g, ''))).toBeGreaterThanOrEqual(
    (pendingAll as { totalDocs: number }).totalDocs,
  )
})

test('a site’s staff find and restore from the trash their site’s news only, through the console’s list queries', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const stamp = Date.now()
  const trashed: Record<string, number> = {}
  for (const site of ['portal', 'mianyang', 'deyang']) {
    const cat = await admin.api.get(`/news-categories?where[site][equals]=${ids[site]}&limit=1&depth=0`)
    const category = ((await cat.json()) as { docs: Doc[] }).docs[0]!.id
    const made = await admin.api.post('/news?draft=true&depth=0', {
      title: `${site} 回收站 ${stamp}`,
      site: ids[site],
      category,
      _status: 'draft',
    })
    const id = ((await made.json()) as { doc: Doc }).doc.id
    created.push(id)
    const moved = await admin.api.patch(`/news?depth=0&where[id][equals]=${id}`, {
      deletedAt: new Date().toISOString(),
    })
    expect(moved.status(), await moved.text()).toBe(200)
    trashed[site] = id
  }
  const me = await siteStaff(request, 'my-editor@ou.edu.cn')
  // The trash view's query, and its search box's (the console's list search is a `like` on the title).
  for (const q of [
    `/news?trash=true&depth=0&limit=200&where[deletedAt][exists]=true`,
    `/news?trash=true&depth=0&limit=200&where[deletedAt][exists]=true&where[title][like]=${encodeURIComponent(String(stamp))}`,
    `/news?draft=true&depth=0&limit=200&where[title][like]=${encodeURIComponent(String(stamp))}`,
  ]) {
    const res = await me.rest(q)
    expect(res.status(), q).toBe(200)
    const found = ((await res.json()) as { docs: Doc[] }).docs.map((d) => d.id)
    if (q.includes('trash')) expect(found, q).toContain(trashed.mianyang)
    expect(found, q).not.toContain(trashed.portal)
    expect(found, q).not.toContain(trashed.deyang)
  }
  // Restoring another site's is refused as if it were not there.
  const other = await me.patch(`/news?trash=true&depth=0&where[id][equals]=${trashed.deyang}`, {
    deletedAt: null,
  })
  const body = (await other.json()) as { docs?: Doc[] }
  expect(body.docs ?? []).toEqual([])
  const still = await admin.api.get(`/news/${trashed.deyang}?trash=true&depth=0`)
  expect(((await still.json()) as { deletedAt?: string | null }).deletedAt).toBeTruthy()
})

type Finding = {
  id: number
  kind: string
  url: string
  target: string
  element: string
  message: string
  editor?: number | null
  site?: number | null
  first_seen?: string | null
}

/**
 * The inspection per site: each finding belongs to its page's site; a site's staff read their
 * site's findings only (list and dashboard), and the digests bring each site's findings to its own
 * staff: the last editor where they work on that site, else the site's administrators.
 */
test.describe('the inspection per site', () => {
  test.describe.configure({ timeout: 240_000 })
  const N = Date.now() % 1_000_000
  const made: { collection: string; id: number }[] = []
  let ids: Record<string, number> = {}
  let runId = 0
  let findings: Finding[] = []
  let mail: Awaited<ReturnType<typeof startMailServer>> | undefined
  let siteUp = false
  const titles = { mianyang: `绵阳巡检表述${N}`, deyang: `德阳巡检表述${N}` }
  const columns = { mianyang: `my-inspect-empty-${N}`, deyang: `dy-inspect-empty-${N}` }
  const columnNames = { mianyang: `绵阳空栏目${N}`, deyang: `德阳空栏目${N}` }

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    siteUp = await request
      .get(`${SITE_URL}/sitemap.xml`, { timeout: 10_000 })
      .then((r) => r.ok())
      .catch(() => false)
    ids = await siteIds(request)
    const admin = await staffAs(request, 'admin')
    // An empty column on each of the two sites: a finding without an editor, the site's own.
    for (const [site, path] of Object.entries(columns)) {
      const res = await admin.api.post('/news-categories?depth=0', {
        name: columnNames[site as keyof typeof columnNames],
        name_en: path,
        path_name: path,
        site: ids[site],
        sort: 900,
      })
      expect(res.status(), await res.text()).toBe(201)
      made.push({ collection: 'news-categories', id: ((await res.json()) as { doc: Doc }).doc.id })
    }
    // A wrong fixed expression on each site: 绵阳分校's published by its own reviewer (its last
    // editor), 德阳分校's by the web office. With a site running, 绵阳分校's also links to a page that
    // is not there.
    const wrong = (title: string, broken: boolean) => ({
      title,
      _status: 'draft',
      content: {
        root: {
          type: 'root',
          version: 1,
          direction: 'ltr',
          format: '',
          indent: 0,
          children: [
            {
              type: 'paragraph',
              version: 1,
              direction: 'ltr',
              format: '',
              indent: 0,
              textFormat: 0,
              children: [
                {
                  type: 'text',
                  text: '热烈庆祝中华人民共合国成立。',
                  version: 1,
                  format: 0,
                  mode: 'normal',
                  style: '',
                  detail: 0,
                },
                ...(broken
                  ? [
                      {
                        type: 'link',
                        version: 3,
                        fields: { url: `/sites/mianyang/news/news/9${N}`, linkType: 'custom', newTab: false },
                        children: [
                          {
                            type: 'text',
                            text: '已删除的文章',
                            version: 1,
                            format: 0,
                            mode: 'normal',
                            style: '',
                            detail: 0,
                          },
                        ],
                        direction: 'ltr',
                        format: '',
                        indent: 0,
                      },
                    ]
                  : []),
              ],
            },
          ],
        },
      },
    })
    const categoryOf = async (site: string) => {
      const res = await admin.api.get(
        `/news-categories?where[site][equals]=${ids[site]}&where[path_name][equals]=news&depth=0`,
      )
      return ((await res.json()) as { docs: Doc[] }).docs[0]!.id
    }
    const myEditor = await siteStaff(request, 'my-editor@ou.edu.cn')
    const myReviewer = await siteStaff(request, 'my-shenhe@ou.edu.cn')
    const mine = await myEditor.post('/news?draft=true&depth=0', {
      ...wrong(titles.mianyang, true),
      category: await categoryOf('mianyang'),
    })
    expect(mine.status(), await mine.text()).toBe(201)
    const myId = ((await mine.json()) as { doc: Doc }).doc.id
    made.unshift({ collection: 'news', id: myId })
    const published = await myReviewer.patch(`/news/${myId}?depth=0`, {
      _status: 'published',
      wording_confirmed: true,
    })
    expect(published.status(), await published.text()).toBe(200)
    const theirs = await admin.api.post('/news?draft=true&depth=0', {
      ...wrong(titles.deyang, false),
      category: await categoryOf('deyang'),
    })
    expect(theirs.status(), await theirs.text()).toBe(201)
    const dyId = ((await theirs.json()) as { doc: Doc }).doc.id
    made.unshift({ collection: 'news', id: dyId })
    const dyPublished = await admin.api.patch(`/news/${dyId}?depth=0`, {
      _status: 'published',
      wording_confirmed: true,
    })
    expect(dyPublished.status(), await dyPublished.text()).toBe(200)
    if (siteUp)
      // The site learns of the publish a moment later: wait until 绵阳分校's sitemap lists it.
      await expect
        .poll(async () => (await request.get(`${SITE_URL}/sites/mianyang/sitemap.xml`)).text(), {
          timeout: 30_000,
        })
        .toContain(`/sites/mianyang/news/news/${myId}`)

    mail = await startMailServer()
    const res = await request.post(`${CMS_URL}/staff-api/inspection/run?digest=1`, {
      headers: { authorization: `JWT ${admin.token}` },
      timeout: 180_000,
    })
    expect(res.status(), await res.text()).toBe(200)
    runId = ((await res.json()) as { run: { id: number } }).run.id
    const all = await admin.api.get(`/inspection-findings?where[run][equals]=${runId}&limit=5000&depth=0`)
    findings = ((await all.json()) as { docs: Finding[] }).docs
    console.log(
      `inspection run ${runId}: ${findings.length} findings${siteUp ? '' : ' (no site: links not checked)'}`,
    )
  })

  test.afterAll(async ({ playwright }) => {
    await mail?.close()
    const request = await playwright.request.newContext()
    const admin = await staffAs(request, 'admin')
    for (const m of made) await admin.api.delete(`/${m.collection}/${m.id}`)
  })

  const siteOf = (f: Finding) =>
    typeof f.site === 'object' && f.site ? (f.site as { id: number }).id : f.site

  test('each finding belongs to its page’s site; each site’s columns and articles are inspected', async ({
    request,
  }) => {
    const empty = (site: 'mianyang' | 'deyang') =>
      findings.find((f) => f.kind === 'empty' && f.target === `site:${site}:news:${columns[site]}`)
    expect(empty('mianyang'), 'the empty column of 绵阳分校').toBeTruthy()
    expect(siteOf(empty('mianyang')!)).toBe(ids.mianyang)
    expect(empty('mianyang')!.url).toMatch(new RegExp(`/sites/mianyang/news/${columns.mianyang}$`))
    expect(siteOf(empty('deyang')!)).toBe(ids.deyang)
    const wording = (title: string) => findings.find((f) => f.kind === 'wording' && f.element.includes(title))
    expect(siteOf(wording(titles.mianyang)!)).toBe(ids.mianyang)
    expect(wording(titles.mianyang)!.url).toMatch(/\/sites\/mianyang\/news\/news\/\d+$/)
    expect(siteOf(wording(titles.deyang)!)).toBe(ids.deyang)
    // Every finding has a site, and a page outside /sites/… is the portal's.
    for (const f of findings) {
      const slug = new URL(f.url, 'http://x').pathname.match(/^\/sites\/([^/]+)/)?.[1] ?? 'portal'
      expect(siteOf(f), f.url).toBe(ids[slug])
    }
    if (siteUp) {
      // The link check walked 绵阳分校's pages: the broken link on its article, named with its editor.
      const broken = findings.find(
        (f) => f.kind === 'link' && f.target.includes(`/sites/mianyang/news/news/9${N}`),
      )
      expect(broken, 'a broken link on a 绵阳分校 page').toBeTruthy()
      expect(siteOf(broken!)).toBe(ids.mianyang)
      expect(broken!.editor).toBe(wording(titles.mianyang)!.editor)
    }
    // The web office filters by site.
    const admin = await staffAs(request, 'admin')
    const filtered = await admin.api.get(
      `/inspection-findings?where[run][equals]=${runId}&where[site][equals]=${ids.deyang}&limit=5000&depth=0`,
    )
    const deyang = ((await filtered.json()) as { docs: Finding[] }).docs
    expect(deyang.length).toBe(findings.filter((f) => siteOf(f) === ids.deyang).length)
    expect(deyang.length).toBeGreaterThan(0)
  })

  test('a site’s staff read their site’s findings only, in the list and on the dashboard', async ({
    request,
  }) => {
    const theirs = findings.filter((f) => siteOf(f) === ids.mianyang)
    expect(theirs.length).toBeGreaterThan(1)
    for (const email of ['my-shenhe@ou.edu.cn', 'my-editor@ou.edu.cn', 'my-admin@ou.edu.cn']) {
      const me = await siteStaff(request, email)
      const res = await me.rest(`/inspection-findings?where[run][equals]=${runId}&limit=5000&depth=0`)
      expect(res.status(), email).toBe(200)
      const seen = ((await res.json()) as { docs: Finding[] }).docs
      expect(seen.map((f) => f.id).sort(), email).toEqual(theirs.map((f) => f.id).sort())
      // Asking for another site's is answered with nothing.
      const other = await me.rest(
        `/inspection-findings?where[run][equals]=${runId}&where[site][equals]=${ids.deyang}&depth=0`,
      )
      expect(((await other.json()) as { totalDocs: number }).totalDocs, email).toBe(0)
      const dashboard = await me.page('/admin')
      expect(card(dashboard, '本站点的巡检问题'), email).toBe(`${theirs.length} 个`)
    }
    // The web office's dashboard counts every site's.
    const office = await signedIn(request, 'admin@ou.edu.cn', 'Admin#2026')
    expect(card(await office.page('/admin'), '网站巡检问题')).toBe(`${findings.length} 个`)
  })

  test('each site’s findings are mailed to its own staff only; the web office gets its own on every site', async () => {
    const wording = (title: string) =>
      findings.find((f) => f.kind === 'wording' && f.element.includes(title))!
    const reviewerMail = await mail!.waitFor(
      (m) => m.to.includes('my-shenhe@ou.edu.cn') && m.subject.startsWith('网站巡检'),
    )
    expect(reviewerMail.text).toContain(titles.mianyang)
    const adminMail = await mail!.waitFor(
      (m) => m.to.includes('my-admin@ou.edu.cn') && m.subject.startsWith('网站巡检'),
    )
    // The site's administrator hears of what belongs to no one of its editors: its empty column.
    expect(adminMail.subject).toContain('绵阳分校')
    expect(adminMail.text).toContain(columnNames.mianyang)
    expect(adminMail.text).toContain(`where[site][in][0]=${ids.mianyang}`)
    // Nothing of another site in any mail to 绵阳分校's staff.
    const toMianyang = mail!.received.filter((m) => m.to.some((t) => t.startsWith('my-')))
    for (const m of toMianyang) {
      expect(m.text).not.toContain(titles.deyang)
      expect(m.text).not.toContain(columnNames.deyang)
      for (const f of findings.filter((x) => siteOf(x) !== ids.mianyang && x.element))
        expect(m.text, f.message).not.toContain(`位置：${f.element}\n`)
    }
    // The web office published 德阳分校's article: its own digest has it.
    expect(wording(titles.deyang).editor).toBeTruthy()
    const officeMail = await mail!.waitFor(
      (m) => m.to.includes('admin@ou.edu.cn') && m.subject.startsWith('网站巡检'),
    )
    expect(officeMail.text).toContain(titles.deyang)
  })

  test('a site’s administrator inspects their own site alone: its findings then stand for that site, the others’ stay the group’s', async ({
    request,
  }) => {
    const admin = await staffAs(request, 'admin')
    const tokenOf = async (email: string) => {
      const s = DEMO_SITE_STAFF.find((x) => x.email === email)!
      return staffLogin(request, s.email, s.password)
    }
    const start = (token: string, query = '') =>
      request.post(`${CMS_URL}/staff-api/inspection/run${query}`, {
        headers: { authorization: `JWT ${token}` },
        timeout: 180_000,
      })
    const runCount = async () =>
      ((await (await admin.api.get('/inspection-runs?limit=1&depth=0')).json()) as { totalDocs: number })
        .totalDocs
    const before = await runCount()
    const myAdmin = await tokenOf('my-admin@ou.edu.cn')
    // Refused in Chinese, with nothing run: another site, the portal, no such site; a site's
    // editor and reviewer; the portal itself even for the web office.
    const refusals: [string, string, number, string][] = [
      [myAdmin, '?site=deyang', 403, '只能巡检您管理的站点'],
      [myAdmin, '?site=portal', 403, '只能巡检您管理的站点'],
      [myAdmin, '?site=nowhere', 404, '站点不存在'],
      [await tokenOf('my-editor@ou.edu.cn'), '', 403, '没有权限执行此操作'],
      [await tokenOf('my-shenhe@ou.edu.cn'), '?site=mianyang', 403, '没有权限执行此操作'],
      [admin.token, '?site=portal', 400, '门户随全站巡检检查'],
    ]
    for (const [token, query, status, message] of refusals) {
      const res = await start(token, query)
      expect(res.status(), query).toBe(status)
      expect(((await res.json()) as { message: string }).message, query).toContain(message)
    }
    expect(await runCount()).toBe(before)

    // 绵阳分校's administrator runs one: 绵阳分校 alone.
    const res = await start(myAdmin)
    expect(res.status(), await res.text()).toBe(200)
    const run = ((await res.json()) as { run: { id: number; site: number; title: string; notes: string } })
      .run
    try {
      expect(run.site).toBe(ids.mianyang)
      expect(run.title).toContain('绵阳分校')
      expect(run.notes).toContain('本次只巡检绵阳分校')
      const own = (
        (await (
          await admin.api.get(`/inspection-findings?where[run][equals]=${run.id}&limit=5000&depth=0`)
        ).json()) as { docs: Finding[] }
      ).docs
      for (const f of own) expect(siteOf(f), f.url).toBe(ids.mianyang)
      expect(own.filter((f) => f.kind === 'deadline' || f.kind === 'uptime')).toEqual([])
      // What the group's run found on 绵阳分校 (outside links aside: those depend on the network),
      // the site's own run finds again, each first seen when the group's run first saw it.
      const key = (f: Finding) => `${f.kind} ${f.url} ${f.target}`
      const local = (list: Finding[]) =>
        list
          .filter((f) => f.kind !== 'external')
          .map(key)
          .sort()
      const theirs = findings.filter((f) => siteOf(f) === ids.mianyang)
      expect(local(own)).toEqual(local(theirs))
      const wordingOf = (list: Finding[]) =>
        list.find((f) => f.kind === 'wording' && f.element.includes(titles.mianyang))!
      expect(wordingOf(own).first_seen).toBe(wordingOf(theirs).first_seen)
      expect(own.some((f) => f.element.includes(titles.deyang) || f.target.includes('deyang'))).toBe(false)

      // The run is 绵阳分校's record: its staff read it, 德阳分校's do not.
      const myEditor = await siteStaff(request, 'my-editor@ou.edu.cn')
      expect((await myEditor.rest(`/inspection-runs/${run.id}?depth=0`)).status()).toBe(200)
      const dyEditor = await siteStaff(request, 'dy-editor@ou.edu.cn')
      expect((await dyEditor.rest(`/inspection-runs/${run.id}?depth=0`)).status()).toBe(404)
      const listed = (await (await myEditor.rest('/inspection-runs?limit=100&depth=0')).json()) as {
        docs: { site?: number | null }[]
      }
      for (const r of listed.docs) expect(r.site).toBe(ids.mianyang)

      // The open findings: 绵阳分校's from its own run, every other site's still the group's.
      const office = await signedIn(request, 'admin@ou.edu.cn', 'Admin#2026')
      const expected = findings.length - theirs.length + own.length
      expect(card(await office.page('/admin'), '网站巡检问题')).toBe(`${expected} 个`)
      const me = await siteStaff(request, 'my-admin@ou.edu.cn')
      if (own.length) expect(card(await me.page('/admin'), '本站点的巡检问题')).toBe(`${own.length} 个`)
      const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
      const stats = await request.get(`${CMS_URL}/staff-api/stats?from=${today}&to=${today}`, {
        headers: { authorization: `JWT ${admin.token}` },
      })
      expect(stats.status(), await stats.text()).toBe(200)
      const { sites } = (await stats.json()) as { sites: { id: number; openFindings: number }[] }
      const open = (site: number) => sites.find((x) => x.id === site)!.openFindings
      expect(open(ids.mianyang!)).toBe(own.length)
      expect(open(ids.deyang!)).toBe(findings.filter((f) => siteOf(f) === ids.deyang).length)
    } finally {
      // Its findings then the run: later specs read the group's runs as they seeded them.
      await admin.api.delete(`/inspection-findings?where[run][equals]=${run.id}`)
      await admin.api.delete(`/inspection-runs/${run.id}`)
    }
  })
})
