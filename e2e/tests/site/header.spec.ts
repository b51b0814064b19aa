import { expect, test } from '@playwright/test'
import { phone } from '../../lib/browser'

test('the dropdown marks the sub-page the visitor is on', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto('/schoolOverview/history')
  const nav = page.getByRole('navigation', { name: '主导航' })
  await nav.getByRole('button', { name: '展开学校概况子栏目' }).click()
  const current = nav.getByRole('link', { name: '历史沿革' })
  await expect(current).toBeVisible()
  await expect(current).toHaveAttribute('aria-current', 'page')
  await expect(current).toHaveCSS('font-weight', '600')
  await expect(nav.getByRole('link', { name: '学校简介' })).not.toHaveAttribute('aria-current', 'page')
  await context.close()
})

test('on a phone Escape closes the menu and returns focus to its button', async ({ browser }) => {
  const { context, page } = await phone(browser)
  await page.goto('/schoolOverview/history')
  const toggle = page.getByRole('button', { name: '栏目导航' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const nav = page.getByRole('navigation', { name: '主导航' })
  await expect(nav.getByRole('link', { name: '新闻中心' })).toBeVisible()
  // A sub-menu opened inside closes first, then the menu itself.
  await nav.getByRole('button', { name: '展开学校概况子栏目' }).click()
  await expect(nav.getByRole('link', { name: '历史沿革' })).toHaveAttribute('aria-current', 'page')
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()
  await expect(nav.getByRole('link', { name: '新闻中心' })).toBeHidden()
  await context.close()
})

test('on a phone a toast covers neither the site name nor the menu, and closes with a 24 px target', async ({
  browser,
}) => {
  const { context, page } = await phone(browser)
  // Opening the transcript without a login sends the visitor to the login page with a toast.
  await page.goto('/educationalFormat/openEducation/scoreQuery')
  const toast = page.getByTestId('toast').filter({ hasText: '请先登录' })
  await expect(toast).toBeVisible()
  const box = (await toast.boundingBox())!
  for (const cover of [page.locator('header .brand'), page.getByRole('button', { name: '栏目导航' })]) {
    const b = (await cover.boundingBox())!
    const overlaps =
      box.x < b.x + b.width && b.x < box.x + box.width && box.y < b.y + b.height && b.y < box.y + box.height
    expect(overlaps, 'toast over the header').toBe(false)
  }
  const close = (await toast.getByRole('button').boundingBox())!
  expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(24)
  await context.close()
})

test('on a phone links and choices are at least 24 x 24 px to tap', async ({ browser }) => {
  const { context, page } = await phone(browser)
  const small = async (selector: string) =>
    page.locator(selector).evaluateAll((els) =>
      els
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && (r.width < 24 || r.height < 24))
        .map((r) => `${Math.round(r.width)}x${Math.round(r.height)}`),
    )
  await page.goto('/enrolling/openEducation/paymentRegistration')
  expect(await small('.site-footer a'), 'footer links').toEqual([])
  expect(await small('.breadcrumbs a'), 'breadcrumb links').toEqual([])
  expect(await small('input[type="radio"], input[type="checkbox"]'), 'radios and checkboxes').toEqual([])
  await page.goto('/mailbox')
  expect(await small('input[type="checkbox"]'), '匿名来信').toEqual([])
  await context.close()
})
