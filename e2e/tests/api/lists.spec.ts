import { expect, test, type APIRequestContext } from '@playwright/test'
import { data } from '../../lib/api'

/** Every public news article, page by page (a hundred at a time). */
async function allNews(request: APIRequestContext, input: { path_name?: string; keyword?: string } = {}) {
  const first = await data(request, 'news.News/list', { ...input, page: 1, limit: 100 })
  const list = [...first.list]
  for (let page = 2; list.length < first.total; page++) {
    const next = await data(request, 'news.News/list', { ...input, page, limit: 100 })
    if (!next.list.length) break
    list.push(...next.list)
  }
  return { total: first.total, list }
}

// On PostgreSQL a keyword list's total is counted through the title-bigram index
// (apps/cms/src/search/titleCounts.ts) while its items come from Payload's query: both must agree,
// and agree with the titles themselves.
test('a news list filtered by keywords counts exactly the articles whose titles hold them', async ({
  request,
}) => {
  const { list: everything } = await allNews(request)
  const categories = await data(request, 'news.News/category', {})
  const titles = everything.map((n) => n.title)
  // Two-character words from real titles, one Latin-free pair of words, and a word no title holds.
  const words = [...new Set(titles.slice(0, 6).map((t) => [...t].slice(1, 3).join('')))]
  const keywords = [...words, `${words[0]} ${words[1]}`, '甪甪']
  for (const keyword of keywords) {
    const expected = everything.filter((n) => keyword.split(' ').every((w) => n.title.includes(w)))
    const found = await allNews(request, { keyword })
    expect(found.total, keyword).toBe(expected.length)
    expect(found.list.map((n) => n.id).sort(), keyword).toEqual(expected.map((n) => n.id).sort())
    for (const c of categories.slice(0, 3)) {
      const inCategory = expected.filter((n) => n.category?.path_name === c.path_name)
      const r = await data(request, 'news.News/list', {
        keyword,
        path_name: c.path_name,
        page: 1,
        limit: 100,
      })
      expect(r.total, `${keyword} in ${c.path_name}`).toBe(inCategory.length)
    }
  }
})

test('search counts agree with the hits it lists, per type', async ({ request }) => {
  const r = await data(request, 'search.Search/list', { keyword: '学习', page: 1, limit: 100 })
  expect(r.total).toBeGreaterThan(0)
  expect(Object.values(r.facets as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(r.total)
  for (const [type, n] of Object.entries(r.facets as Record<string, number>)) {
    if (!n) continue
    const typed = await data(request, 'search.Search/list', {
      keyword: '学习',
      type,
      page: 1,
      limit: 100,
    } as never)
    expect(typed.total, type).toBe(n)
    expect(typed.list.length, type).toBe(Math.min(n, 100))
    for (const hit of typed.list) expect(`${hit.title} ${hit.snippet_html}`).toMatch(/学|习/)
  }
})
