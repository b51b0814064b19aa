import { expect, test } from '@playwright/test'
import { firstCategoryNews, retitleNews } from '../../lib/api'
import { adminToken } from './fixtures'

/** An editor's change in the cms is live on the site within 2 s, with no rebuild. */
test('editing a news title in the cms shows on the site within 2 s', async ({ page, request }) => {
  const admin = await adminToken(request)
  const { category, news, detail } = await firstCategoryNews(request)
  // Warm the cache: both pages are now served from Next's data cache.
  await page.goto(detail)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title)
  await page.goto(`/news/${category.path_name}`)

  const title = `${news.title}（更新 ${Date.now() % 100000}）`
  const patch = (t: string) => retitleNews(request, admin, news.id, t)
  try {
    const res = await patch(title)
    expect(res.ok(), await res.text()).toBeTruthy()
    const start = Date.now()
    await expect(async () => {
      await page.goto(detail)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 200 })
    }).toPass({ timeout: 2000, intervals: [100, 200, 300] })
    expect(Date.now() - start).toBeLessThan(2000)
    await page.goto(`/news/${category.path_name}`)
    await expect(page.getByRole('link', { name: title })).toBeVisible()
  } finally {
    await patch(news.title)
  }
})
