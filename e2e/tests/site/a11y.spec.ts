import { expect, test } from '@playwright/test'
import { expectAccessible } from '../../lib/browser'
import { loadSiteData } from './fixtures'

/** axe-core finds no serious or critical violation on the pages a visitor meets first. */
test('home, news list, news detail and a format page have no serious or critical axe violations', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const d = await loadSiteData()
  for (const path of [
    '/',
    `/news/${d.category.path_name}`,
    `/news/${d.category.path_name}/${d.news.id}`,
    '/educationalFormat/openEducation',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expectAccessible(page, path)
  }
})

test('a skip link leads keyboard users to the main content', async ({ page }) => {
  await page.goto('/news/1')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: '跳到主要内容' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()
})

// Every entry of the route map (its first sample: the others share its template) is checked by
// axe in the standard mode in elder-measure.spec.ts, in the same pass that measures 长者模式.
