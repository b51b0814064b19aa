import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { SEARCH_NEWS_TITLE, SEARCH_WORD } from '../../../apps/cms/src/seed/markers'
import { call, data, siteIds, siteStaffAs, staffAs } from '../../lib/api'

/**
 * 站群 (issue 34): each site searches its own. `search.Search/list` with a site answers only that
 * site's published articles and pages; without one, the portal's search as before; an unknown
 * site is a clear refusal.
 */

const mianyang = DEMO_SITES.find((s) => s.slug === 'mianyang')!

/** The ids of a site's published news and pages, as its own public calls list them. */
async function contentOf(request: APIRequestContext, site: string) {
  const news = await data(request, 'news.News/list', { site, page: 1, limit: 100 })
  const pages = await data(request, 'setting.Page/list', { site, page: 1, limit: 100 })
  return { news: new Set(news.list.map((n) => n.id)), pages: new Set(pages.list.map((p) => p.id)) }
}

const search = (request: APIRequestContext, keyword: string, site?: string) =>
  data(request, 'search.Search/list', { keyword, page: 1, limit: 100, ...(site ? { site } : {}) })

test('a site’s search finds its own articles and pages only; the portal’s search stays the portal’s', async ({
  request,
}) => {
  const own = await contentOf(request, 'mianyang')
  const deyang = await contentOf(request, 'deyang')
  // A word of the site's news titles and of its page's name that other sites and the portal use too.
  const word = '分校'
  const titled = mianyang.news.flat().filter((n) => n.title.includes(word))
  expect(titled.length).toBeGreaterThan(1)

  const r = await search(request, word, 'mianyang')
  expect(r.total).toBe(r.list.length)
  for (const hit of r.list) {
    expect(['news', 'page']).toContain(hit.type)
    expect(hit.type === 'news' ? own.news : own.pages).toContain(hit.id)
  }
  const titles = r.list.map((h) => h.title)
  for (const n of titled) expect(titles).toContain(n.title)
  expect(r.facets.news).toBe(r.list.filter((h) => h.type === 'news').length)
  // The type filter works within the site too.
  const pagesOnly = await data(request, 'search.Search/list', {
    keyword: word,
    type: 'page',
    page: 1,
    limit: 100,
    site: 'mianyang',
  })
  expect(pagesOnly.list.every((h) => h.type === 'page' && own.pages.has(h.id))).toBe(true)

  // Another site's search: none of mianyang's.
  const other = await search(request, word, 'deyang')
  expect(other.list.length).toBeGreaterThan(0)
  for (const hit of other.list) expect(hit.type === 'news' ? deyang.news : deyang.pages).toContain(hit.id)

  // The portal's search, without a site: none of the sites' articles or pages, and its own as before.
  const portal = await search(request, word)
  for (const hit of portal.list) {
    if (hit.type === 'news') expect(own.news).not.toContain(hit.id)
    if (hit.type === 'page') expect(own.pages).not.toContain(hit.id)
  }
  for (const n of titled) expect(portal.list.map((h) => h.title)).not.toContain(n.title)
  const marker = await search(request, SEARCH_WORD)
  expect(marker.list.map((h) => h.title)).toContain(SEARCH_NEWS_TITLE)
  expect((await search(request, SEARCH_WORD, 'portal')).total).toBe(marker.total)
  expect((await search(request, SEARCH_WORD, 'mianyang')).list.map((h) => h.title)).not.toContain(
    SEARCH_NEWS_TITLE,
  )
})

test('an article published on a site is found by that site’s search only, and leaves it when deleted', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const siteAdmin = (await siteStaffAs(request, 'my-admin@ou.edu.cn')).api
  // A made-up word no seeded text has: Latin letters and digits, searchable on both databases.
  const word = `zq${Date.now().toString(36)}`
  const column = (
    (await (
      await siteAdmin.get(`/news-categories?where[site][equals]=${ids.mianyang}&limit=1&depth=0`)
    ).json()) as { docs: { id: number }[] }
  ).docs[0]!
  const res = await siteAdmin.post('/news?depth=0', {
    title: `分校搜索测试 ${word}`,
    category: column.id,
    _status: 'published',
  })
  expect(res.status(), await res.text()).toBe(201)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  try {
    const found = await search(request, word, 'mianyang')
    expect(found.list.map((h) => [h.type, h.id])).toEqual([['news', id]])
    expect(found.list[0]!.ref.category).toBeTruthy()
    expect((await search(request, word)).total).toBe(0)
    expect((await search(request, word, 'deyang')).total).toBe(0)
  } finally {
    await admin.api.delete(`/news/${id}`)
  }
  expect((await search(request, word, 'mianyang')).total).toBe(0)
})

test('a search naming no such site is refused in Chinese; a malformed site is invalid input', async ({
  request,
}) => {
  const unknown = await call(request, 'search.Search/list', {
    keyword: '分校',
    page: 1,
    limit: 10,
    site: 'nowhere',
  })
  expect(unknown.body.code).toBe(404)
  expect(unknown.body.msg).toBe('站点不存在或已下线')
  const bad = await call(request, 'search.Search/list', {
    keyword: '分校',
    page: 1,
    limit: 10,
    site: '坏路径',
  })
  expect(bad.status).toBe(422)
  expect(bad.body.errors?.site).toEqual(['站点路径无效'])
})
