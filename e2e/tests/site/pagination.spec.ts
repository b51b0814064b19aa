import { expect, test } from '@playwright/test'
import { phone } from '../../lib/browser'
import { data } from '../../lib/api'

// A page past the end of a list names nothing: 404, not an empty list beside a pager (issue: the
// pager read 共14条·2页 on page 99 and offered 上一页 to page 98).
test('a page past the end of a list is a 404; its last page is not', async ({ page, request }) => {
  const categories = await data(request, 'news.News/category', {})
  const c = categories[0]!
  const first = await data(request, 'news.News/list', { path_name: c.path_name, page: 1, limit: 10 })
  const last = Math.max(1, Math.ceil(first.total / 10))
  const ok = await page.goto(`/news/${c.path_name}?page=${last}`)
  expect(ok?.status()).toBe(200)
  await expect(page.getByRole('heading', { name: c.name })).toBeVisible()
  const past = await page.goto(`/news/${c.path_name}?page=${last + 1}`)
  expect(past?.status()).toBe(404)
  expect((await page.goto('/news/1?page=99'))?.status()).toBe(404)
  for (const list of ['/schoolOverview/campusCulture', '/schoolOverview/schoolAffairsOpen', '/mailbox'])
    expect((await page.goto(`${list}?page=999`))?.status(), list).toBe(404)
})

test('on a phone the pager keeps its links on one row', async ({ browser }) => {
  const { context, page } = await phone(browser)
  for (const path of ['/search?keyword=学习', '/news/1']) {
    await page.goto(path)
    const pager = page.locator('.pagination').first()
    await expect(pager).toBeVisible()
    // One row: every link's middle within a few pixels of the others' (a second row is 40 px lower).
    const middles = await pager
      .locator(':scope > a, :scope > button, :scope > span:not(.page-total)')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => r.top + r.height / 2))
    expect(Math.max(...middles) - Math.min(...middles), path).toBeLessThan(8)
  }
  await context.close()
})
