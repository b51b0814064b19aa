import { expect, test } from '@playwright/test'
import { accessibilityFailures, expectAccessible } from '../../lib/browser'
import { loadSiteData } from './fixtures'
import { samplePaths } from './route-samples'

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

/**
 * Every entry of the route map (its first sample: the others share its template), in normal mode;
 * elder-measure.spec.ts does the same in 长者模式.
 */
test('every route of the route map has no serious or critical axe violations', async ({ page }) => {
  test.setTimeout(600_000)
  const failures: string[] = []
  const seen = new Set<string>()
  for (const { name, path } of samplePaths(await loadSiteData())) {
    if (seen.has(name)) continue
    seen.add(name)
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    failures.push(...(await accessibilityFailures(page, path)))
  }
  expect(failures).toEqual([])
})
