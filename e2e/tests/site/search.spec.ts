import { expect, test } from '@playwright/test'
import { DRAFT_NEWS_TITLES, SEARCH_NEWS_TITLE, SEARCH_WORD } from '../../../apps/cms/src/seed/markers'
import { data } from '../../lib/api'
import { expectAccessible } from '../../lib/browser'

const DRAFT_TITLE = DRAFT_NEWS_TITLES.find((t) => t.includes(SEARCH_WORD))!
/** A common word that matches several kinds of content, to filter and page through. */
const BROAD_WORD = '教育'

test('the header search box finds the published news item with the word highlighted, never the draft', async ({
  page,
}) => {
  await page.goto('/')
  await page.locator('#site-search').fill(SEARCH_WORD)
  await page.locator('#site-search').press('Enter')
  await page.waitForURL(`**/search?keyword=${encodeURIComponent(SEARCH_WORD)}`)

  const hit = page.getByTestId('search-hit').filter({ hasText: SEARCH_NEWS_TITLE })
  await expect(hit).toHaveCount(1)
  await expect(hit.getByRole('heading').locator('mark')).toHaveText(SEARCH_WORD)
  await expect(hit.getByTestId('hit-type')).toHaveText('新闻')
  await expect(page.getByRole('main')).not.toContainText(DRAFT_TITLE)
  // The page's own search box carries the keyword (shared searchKey).
  await expect(page.locator('#search-page-input')).toHaveValue(SEARCH_WORD)

  // The result links to the news detail page.
  await hit.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 1, name: SEARCH_NEWS_TITLE })).toBeVisible()
})

test('type filters narrow the results and pagination pages through them', async ({ page, request }) => {
  const all = await data(request, 'search.Search/list', { keyword: BROAD_WORD, page: 1, limit: 10 })
  const types = Object.entries(all.facets).filter(([, n]) => n > 0)
  expect(types.length).toBeGreaterThan(1)
  const [type, count] = types.sort((a, b) => a[1] - b[1])[0]!

  await page.goto(`/search?keyword=${encodeURIComponent(BROAD_WORD)}`)
  await expect(page.getByTestId('search-total')).toHaveText(String(all.total))
  await expect(page.getByTestId('facet-all')).toContainText(String(all.total))
  await expectAccessible(page)
  await page.getByTestId(`facet-${type}`).click()
  await page.waitForURL(/[?&]type=/)
  await expect(page.getByTestId(`facet-${type}`)).toHaveAttribute('aria-current', 'true')
  await expect(page.getByTestId('search-total')).toHaveText(String(count))
  const label = (await page.getByTestId(`facet-${type}`).textContent())!.replace(/\s*\d+$/, '').trim()
  const tags = await page.getByTestId('search-hit').getByTestId('hit-type').allTextContents()
  expect(tags.length).toBe(Math.min(count, 10))
  expect(new Set(tags)).toEqual(new Set([label]))

  // Back to all types, then to the second page.
  await page.getByTestId('facet-all').click()
  await expect(page.getByTestId('search-total')).toHaveText(String(all.total))
  expect(all.total).toBeGreaterThan(10)
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click()
  await page.waitForURL(/[?&]page=2/)
  await expect(page.getByTestId('search-hit').first()).toBeVisible()
  await expect(page.getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page')
})

test('a query that matches nothing shows the no-results state', async ({ page }) => {
  await page.goto('/search')
  await page.locator('#search-page-input').fill('zqxj无此词条9')
  await page.locator('#search-page-input').press('Enter')
  await expect(page.getByTestId('search-empty')).toContainText('没有找到与“zqxj无此词条9”相关的内容')
  await expect(page.getByTestId('search-hit')).toHaveCount(0)
})
