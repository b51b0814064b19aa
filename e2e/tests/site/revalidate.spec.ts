import { expect, test } from '@playwright/test'
import { firstCategoryNews, passesWithin, whileRetitled } from '../../lib/api'

/** An editor's change in the cms is live on the site within 2 s, with no rebuild. */
test('editing a news title in the cms shows on the site within 2 s', async ({ page, request }) => {
  const { category, news, detail } = await firstCategoryNews(request)
  // Warm the cache: both pages are now served from Next's data cache.
  await page.goto(detail)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(news.title)
  await page.goto(`/news/${category.path_name}`)

  const title = `${news.title}（更新 ${Date.now() % 100000}）`
  await whileRetitled(request, news, title, async () => {
    await passesWithin(2000, [100, 200, 300], async () => {
      await page.goto(detail)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 200 })
    })
    await page.goto(`/news/${category.path_name}`)
    await expect(page.getByRole('link', { name: title })).toBeVisible()
  })
})
