import { expect, test, type Page } from '@playwright/test'

/**
 * The home page's news tabs: the 6th tab showed only "基" at 1440 px, and at 360 px the 4th hid
 * under 更多→, in a strip that scrolled without saying so.
 */
async function tabsInView(page: Page) {
  const list = page.getByRole('tablist', { name: '新闻栏目' })
  await expect(list).toBeVisible()
  return list.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const more = el.parentElement?.querySelector(':scope > .more')?.getBoundingClientRect()
    const problems: string[] = []
    if (el.scrollWidth > el.clientWidth + 1)
      problems.push(`the list scrolls (${el.scrollWidth} > ${el.clientWidth})`)
    for (const tab of el.querySelectorAll('[role="tab"]')) {
      const r = tab.getBoundingClientRect()
      const name = tab.textContent ?? ''
      if (r.left < box.left - 1 || r.right > box.right + 1) problems.push(`${name} is cut off`)
      if (r.right > document.documentElement.clientWidth) problems.push(`${name} runs off the screen`)
      if (more && r.left < more.right && more.left < r.right && r.top < more.bottom && more.top < r.bottom)
        problems.push(`${name} lies under 更多`)
    }
    return problems
  })
}

for (const [width, height] of [
  [1440, 900],
  [360, 780],
] as const) {
  test(`every news tab is in view at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height } })
    // Phone widths: the mobile redirect (MOBILE_SITE_URL) would leave for the other site.
    await context.addInitScript(() => Object.defineProperty(window, 'innerWidth', { get: () => 1024 }))
    const page = await context.newPage()
    await page.goto('/')
    expect(await tabsInView(page)).toEqual([])
    await context.close()
  })
}

test('the news tabs follow the ARIA tabs pattern by keyboard', async ({ page }) => {
  await page.goto('/')
  const tabs = page.getByRole('tablist', { name: '新闻栏目' }).getByRole('tab')
  const count = await tabs.count()
  expect(count).toBeGreaterThan(2)
  await tabs.first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toBeFocused()
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(tabs.nth(count - 1)).toBeFocused()
  await expect(tabs.nth(count - 1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowRight')
  await expect(tabs.first()).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.press('Home')
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
  // One tab stop: Tab leaves the list for the panel's first link.
  await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1')
})
