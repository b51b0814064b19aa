import { expect, test, type APIRequestContext } from '@playwright/test'
import { SITE_URL, adminToken, data, passesWithin, retitleNews } from '../../lib/api'
import { sql } from '../../lib/db'

/**
 * 站群 (issue 34): publishing on one site refreshes that site's pages only. Each site's cached news
 * answers carry their site's tag (`api:news.News@<site>`), and a publish expires its own site's.
 *
 * How it shows: a title changed straight in the database (no publish, so nothing is told) stays
 * unseen on a page while that page's cache holds. A publish on 绵阳分校 then shows on 绵阳分校 within
 * 2 s, while the portal's and 德阳分校's pages keep their cached copies; a publish on the portal
 * then refreshes the portal's.
 */

/**
 * An article of the seed, which no other spec edits: the oldest on the first hundred (other specs
 * publish, retitle and withdraw new ones of their own).
 */
async function seeded(request: APIRequestContext, site?: string) {
  const { list } = await data(request, 'news.News/list', { page: 1, limit: 100, ...(site ? { site } : {}) })
  const news = list.at(-1)!
  const column = news.category!.path_name
  return { ...news, page: site ? `/sites/${site}/news/${column}/${news.id}` : `/news/${column}/${news.id}` }
}

const h1 = async (request: APIRequestContext, path: string) => {
  const html = await (await request.get(`${SITE_URL}${path}`)).text()
  return html
    .match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim()
}

test('a publish on one site refreshes that site’s pages, not the portal’s nor another site’s', async ({
  request,
}) => {
  test.setTimeout(60_000)
  const admin = await adminToken(request)
  const [portal, mianyang, deyang] = await Promise.all([
    seeded(request),
    seeded(request, 'mianyang'),
    seeded(request, 'deyang'),
  ])
  const stamp = Date.now() % 100000
  try {
    // Each page is rendered and cached with its current title.
    for (const n of [portal, mianyang, deyang]) await expect.poll(() => h1(request, n.page)).toBe(n.title)
    // Titles changed behind the cms's back: no cache is told.
    for (const n of [portal, deyang])
      await sql('UPDATE news SET title = ? WHERE id = ?', [`${n.title}（库中改 ${stamp}）`, n.id])

    // A publish on 绵阳分校 shows there within 2 s.
    const title = `${mianyang.title}（绵阳发布 ${stamp}）`
    expect((await retitleNews(request, admin, mianyang.id, title)).ok()).toBe(true)
    await passesWithin(2000, [100, 200, 300], async () =>
      expect(await h1(request, mianyang.page)).toBe(title),
    )
    // Past the server's short page cache: the other sites' pages still come from their own caches.
    await new Promise((r) => setTimeout(r, 1500)) // the micro-cache's second, which must not be what holds them
    expect(await h1(request, portal.page), 'the portal’s page was not re-rendered').toBe(portal.title)
    expect(await h1(request, deyang.page), '德阳分校’s page was not re-rendered').toBe(deyang.title)

    // A publish on the portal refreshes the portal's page (with what the database now holds).
    const portalTitle = `${portal.title}（门户发布 ${stamp}）`
    expect((await retitleNews(request, admin, portal.id, portalTitle)).ok()).toBe(true)
    await passesWithin(2000, [100, 200, 300], async () =>
      expect(await h1(request, portal.page)).toBe(portalTitle),
    )
    expect(await h1(request, deyang.page)).toBe(deyang.title)
  } finally {
    for (const n of [portal, mianyang]) await retitleNews(request, admin, n.id, n.title)
    await sql('UPDATE news SET title = ? WHERE id = ?', [deyang.title, deyang.id])
    // Published again, so 德阳分校's cache shows its own title too.
    await retitleNews(request, admin, deyang.id, deyang.title)
  }
})
