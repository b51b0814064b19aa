import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_SITE_STAFF } from '../../../apps/cms/src/seed/data/sites'
import { CMS_URL, data, staffAs, staffLogin } from '../../lib/api'

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

async function siteIds(request: APIRequestContext) {
  const { list } = await data(request, 'setting.Site/list')
  return Object.fromEntries(list.map((s) => [s.slug, s.id])) as Record<string, number>
}

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
      // Every row is the site's own news: REST, under the same account, reads each of them.
      const rest = await me.rest(`/news?draft=true&depth=0&limit=200&where[review_state][equals]=${state}`)
      const readable = ((await rest.json()) as { docs: Doc[]; totalDocs: number }).docs.map((d) => d.title)
      for (const r of rows) expect(readable, `${email}: ${r.join(' | ')}`).toContain(r[1])
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
  // A collection that is the portal's alone is the portal's.
  for (const r of rows.filter((r) => r[1] !== '新闻')) expect(r[0], r.join(' | ')).toBe('门户')
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
