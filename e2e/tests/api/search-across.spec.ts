import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { SEARCH_NEWS_TITLE, SEARCH_WORD } from '../../../apps/cms/src/seed/markers'
import { call, data, siteIds, staffAs, type Staff } from '../../lib/api'

/**
 * 站群 (issue 35, part 3): search across sites. `search.Search/list` with `scope: 'all'` answers
 * the portal's and every live (已上线) site's published content, each hit naming its site; a site
 * being built (建设中) or closed (已停用) never shows there. Without `scope` (or with `site`), the
 * answer is the one of before. The school lists name a school's live site.
 */

const mianyang = DEMO_SITES.find((s) => s.slug === 'mianyang')!

const search = (request: APIRequestContext, input: Record<string, unknown>) =>
  data(request, 'search.Search/list', { page: 1, limit: 100, keyword: '', ...input } as never)

/** A published article on a site, in its first column; its id. */
async function publish(admin: Staff, site: number, title: string) {
  const column = (
    (await (await admin.api.get(`/news-categories?where[site][equals]=${site}&limit=1&depth=0`)).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  const res = await admin.api.post('/news?depth=0', {
    title,
    category: column.id,
    site,
    _status: 'published',
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

test('scope all: the portal’s and every live site’s hits, each naming its site; a site being built or closed never shows', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const ids = await siteIds(request)
  // A made-up word no seeded text has: Latin letters and digits, searchable on both databases.
  const word = `qz${Date.now().toString(36)}`
  const slug = `across${Date.now().toString(36)}`.slice(0, 20)
  const made: [string, number][] = []
  try {
    // A new site, 建设中 as the console creates it, with a column and an article.
    const created = await admin.api.post('/sites?depth=0', {
      name: '天府开放大学跨站测试分校',
      short_name: '跨站测试',
      slug,
      kind: 'branch',
      template: 'branch',
      status: 'building',
    })
    expect(created.status(), await created.text()).toBe(201)
    const siteId = ((await created.json()) as { doc: { id: number } }).doc.id
    made.push(['sites', siteId])
    const column = await admin.api.post('/news-categories?depth=0', {
      name: '跨站栏目',
      name_en: 'across',
      path_name: 'across',
      site: siteId,
    })
    expect(column.status(), await column.text()).toBe(201)
    made.unshift(['news-categories', ((await column.json()) as { doc: { id: number } }).doc.id])
    const ownId = await publish(admin, siteId, `跨站搜索 ${word} 建设中站点`)
    made.unshift(['news', ownId])
    const myId = await publish(admin, ids.mianyang!, `跨站搜索 ${word} 绵阳`)
    made.unshift(['news', myId])
    const portalId = await publish(admin, ids.portal!, `跨站搜索 ${word} 门户`)
    made.unshift(['news', portalId])

    // Without scope: the portal's own, as before, and no hit names a site.
    const before = await search(request, { keyword: word })
    expect(before.list.map((h) => h.id)).toEqual([portalId])
    expect(before.list.every((h) => !('site' in h))).toBe(true)
    expect(await search(request, { keyword: word, scope: 'site' })).toEqual(before)
    const own = await search(request, { keyword: word, site: 'mianyang' })
    expect(own.list.map((h) => h.id)).toEqual([myId])
    expect(own.list.every((h) => !('site' in h))).toBe(true)
    // A site's own search still finds its own while it is being built (its staff check it there).
    expect((await search(request, { keyword: word, site: slug })).list.map((h) => h.id)).toEqual([ownId])

    const across = async (site?: string) => {
      const r = await search(request, { keyword: word, scope: 'all', ...(site ? { site } : {}) })
      expect(r.total).toBe(r.list.length)
      expect(r.facets.news).toBe(r.list.length)
      return Object.fromEntries(r.list.map((h) => [h.id, h.site]))
    }
    const portalRef = { slug: 'portal', name: '门户', domain: null }
    const myRef = { slug: 'mianyang', name: mianyang.short_name, domain: null }
    // 建设中: the portal's and 绵阳分校's, each with its site; from a site's search page alike.
    expect(await across()).toEqual({ [portalId]: portalRef, [myId]: myRef })
    expect(await across('mianyang')).toEqual({ [portalId]: portalRef, [myId]: myRef })
    expect(await across(slug)).toEqual({ [portalId]: portalRef, [myId]: myRef })

    const setStatus = async (status: string) =>
      expect((await admin.api.patch(`/sites/${siteId}`, { status })).status()).toBe(200)
    // 已上线: its article appears, named by its short name; 已停用: gone again.
    await setStatus('live')
    const liveRef = { slug, name: '跨站测试', domain: null }
    await expect.poll(() => across()).toEqual({ [portalId]: portalRef, [myId]: myRef, [ownId]: liveRef })
    await setStatus('closed')
    await expect.poll(() => across()).toEqual({ [portalId]: portalRef, [myId]: myRef })
    // A site's own host name comes with its hits, for links by host.
    await setStatus('live')
    expect((await admin.api.patch(`/sites/${siteId}`, { domain: `${slug}.example.cn` })).status()).toBe(200)
    await expect
      .poll(async () => (await across())[ownId])
      .toEqual({ ...liveRef, domain: `${slug}.example.cn` })

    // The type filter and paging work across sites too.
    const paged = await data(request, 'search.Search/list', {
      keyword: word,
      scope: 'all',
      type: 'news',
      page: 2,
      limit: 2,
    })
    expect(paged.total).toBe(3)
    expect(paged.list).toHaveLength(1)
    expect(paged.list[0]!.site).toBeTruthy()
  } finally {
    for (const [collection, id] of made) await admin.api.delete(`/${collection}/${id}`)
  }
  expect((await search(request, { keyword: word, scope: 'all' })).total).toBe(0)
})

test('a call without scope answers as before; a wrong scope is refused in Chinese', async ({ request }) => {
  const plain = await call(request, 'search.Search/list', { keyword: SEARCH_WORD, page: 1, limit: 10 })
  const scoped = await call(request, 'search.Search/list', {
    keyword: SEARCH_WORD,
    page: 1,
    limit: 10,
    scope: 'site',
  })
  expect(scoped.body).toEqual(plain.body)
  const titles = (plain.body.data as { list: { title: string }[] }).list.map((h) => h.title)
  expect(titles).toContain(SEARCH_NEWS_TITLE)
  for (const hit of (plain.body.data as { list: object[] }).list)
    expect(Object.keys(hit)).not.toContain('site')

  const bad = await call(request, 'search.Search/list', {
    keyword: '分校',
    page: 1,
    limit: 10,
    scope: 'every',
  })
  expect(bad.status).toBe(422)
  expect(bad.body.errors?.scope).toEqual(['搜索范围只能是 site（本站）或 all（全部站点）'])
  // An unknown site is still refused, whatever the scope.
  const unknown = await call(request, 'search.Search/list', {
    keyword: '分校',
    page: 1,
    limit: 10,
    site: 'nowhere',
    scope: 'all',
  })
  expect(unknown.body.code).toBe(404)
})

test('the school lists name each school’s live site, and none being built or closed', async ({ request }) => {
  const admin = await staffAs(request, 'admin')
  const branches = async () =>
    Object.fromEntries(
      (await data(request, 'openEducation.School/list', { type: 'branch', page: 0, limit: 0 })).list.map(
        (s) => [s.name, s.site],
      ),
    )
  // 绵阳分校's site is live (the demo's); 乐山分校 has none.
  const start = await branches()
  expect(start[mianyang.name]).toEqual({ slug: 'mianyang', name: mianyang.short_name, domain: null })
  expect(start['天府开放大学乐山分校']).toBeNull()
  const school = (
    await data(request, 'openEducation.School/list', { type: 'branch', page: 0, limit: 0 })
  ).list.find((s) => s.name === mianyang.name)!
  expect((await data(request, 'openEducation.School/info', { school_id: school.id })).site?.slug).toBe(
    'mianyang',
  )

  // A site for 乐山分校, named as the school: linked while live only.
  const slug = `leshan${Date.now().toString(36)}`.slice(0, 20)
  const created = await admin.api.post('/sites?depth=0', {
    name: '天府开放大学乐山分校',
    short_name: '乐山分校',
    slug,
    kind: 'branch',
    template: 'branch',
    status: 'building',
  })
  expect(created.status(), await created.text()).toBe(201)
  const siteId = ((await created.json()) as { doc: { id: number } }).doc.id
  try {
    expect((await branches())['天府开放大学乐山分校']).toBeNull()
    expect((await admin.api.patch(`/sites/${siteId}`, { status: 'live' })).status()).toBe(200)
    await expect
      .poll(async () => (await branches())['天府开放大学乐山分校'])
      .toEqual({ slug, name: '乐山分校', domain: null })
    expect((await admin.api.patch(`/sites/${siteId}`, { status: 'closed' })).status()).toBe(200)
    await expect.poll(async () => (await branches())['天府开放大学乐山分校']).toBeNull()

    // The learning centres (educational.School/list) alike: one named as a live site links it.
    const centres = await data(request, 'educational.School/list', { page: 0, limit: 0 })
    const centre = centres.list[0]!
    expect(centres.list.every((c) => c.site === null)).toBe(true)
    expect((await admin.api.patch(`/sites/${siteId}`, { name: centre.name, status: 'live' })).status()).toBe(
      200,
    )
    await expect
      .poll(
        async () =>
          (await data(request, 'educational.School/list', { page: 0, limit: 0 })).list.find(
            (c) => c.id === centre.id,
          )?.site?.slug,
      )
      .toBe(slug)
  } finally {
    expect((await admin.api.delete(`/sites/${siteId}`)).status()).toBe(200)
  }
})
