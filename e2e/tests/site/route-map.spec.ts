import { expect, test } from '@playwright/test'
import { FORMAT_PAGE_CALLS, SEARCH_TYPES, type SearchType } from '@ou/contract'
import { FORMAT_PAGE_HREF, href, searchHitHref, type RouteName } from '../../../apps/site/src/lib/routes'
import { GUIDE_PAGE } from '../../../apps/cms/src/seed/markers'
import { data } from '../../lib/api'
import { siteDataBeforeAll } from './fixtures'
import { samples } from './route-samples'

/**
 * The site's route map builds every internal link. Every entry, called with real records, must
 * name a page that answers; so must the link of every kind of search hit.
 */

const site = siteDataBeforeAll()

test('every entry of the route map names a page that answers', async ({ request }) => {
  test.setTimeout(240_000)
  const all = samples(site())
  const builders = href as Record<RouteName, (...args: unknown[]) => string>
  for (const name of Object.keys(all) as RouteName[]) {
    expect(all[name].length, `${name} has samples`).toBeGreaterThan(0)
    for (const args of all[name]) {
      const path = builders[name](...args)
      const res = await request.get(path)
      expect(res.status(), `${name}(${args.join(', ')}) → ${path}`).toBe(200)
    }
  }
})

test('every format page call links to a page that answers', async ({ request }) => {
  for (const call of FORMAT_PAGE_CALLS) {
    const res = await request.get(FORMAT_PAGE_HREF[call])
    expect(res.status(), `${call} → ${FORMAT_PAGE_HREF[call]}`).toBe(200)
  }
})

test('every kind of search hit links to a page that answers', async ({ request }) => {
  test.setTimeout(120_000)
  const keyword: Record<SearchType, string> = {
    news: site().news.title,
    school: site().campus.title,
    theme: site().themeArticles.news.title,
    format: site().open.base.title,
    enrolling: site().enrolling.openEducation.info.title,
    major: site().enrolling.openEducation.major.name,
    page: GUIDE_PAGE.title,
  }
  for (const type of SEARCH_TYPES) {
    const found = await data(request, 'search.Search/list', {
      keyword: keyword[type].slice(0, 12),
      type,
      page: 1,
      limit: 10,
    })
    expect(found.list.length, `${type} hits`).toBeGreaterThan(0)
    for (const hit of found.list) {
      const path = searchHitHref(hit)
      const res = await request.get(path)
      expect(res.status(), `${type} hit “${hit.title}” → ${path}`).toBe(200)
    }
  }
})

test('a format page found by the search page opens when its link is followed', async ({ page }) => {
  await page.goto(href.search(site().open.base.title, 'format'))
  const link = page.getByTestId('search-hit').first().getByRole('link')
  const target = (await link.getAttribute('href'))!
  expect(target).toMatch(/^\/educationalFormat(\/[A-Za-z]+)+$/)
  await link.click()
  await page.waitForURL((url) => url.pathname === target)
  await expect(page.getByTestId('page-title').filter({ visible: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
})
