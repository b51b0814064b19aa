import { expect, test, type Browser, type Page } from '@playwright/test'
import { stayOnSite } from '../../lib/reading'
import { gotoSettled } from '../../lib/browser'
import { loadSiteData } from './fixtures'

/**
 * The 无障碍工具条 (issue 24): every function by keyboard alone, at 1440 and 360 px, remembered and
 * applied before the first paint (the <head> script, under the page's CSP).
 */

const WIDTHS = [
  [1440, 900],
  [360, 780],
] as const

async function open(browser: Browser, [width, height]: readonly [number, number], path: string) {
  const context = await browser.newContext({ viewport: { width, height } })
  await stayOnSite(context)
  const page = await context.newPage()
  await gotoSettled(page, path)
  return { context, page }
}

const html = (page: Page) => page.locator('html')
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '')
const press = (page: Page, key: string) => page.keyboard.press(key)

/** Tabs forward until the element with this test id has the focus (at most 40 presses). */
async function tabTo(page: Page, testId: string, key = 'Tab') {
  for (let i = 0; i < 40; i++) {
    if ((await focused(page)) === testId) return
    await press(page, key)
  }
  throw new Error(`never reached ${testId} with ${key}`)
}

for (const size of WIDTHS) {
  test(`${size[0]} px: every function of the toolbar works by keyboard alone and is remembered`, async ({
    browser,
  }) => {
    test.setTimeout(60_000)
    const d = await loadSiteData()
    const article = `/news/${d.category.path_name}/${d.news.id}`
    const { context, page } = await open(browser, size, article)

    // The switches always in view, in the tab order right after the skip link.
    await press(page, 'Tab')
    await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused()
    await press(page, 'Tab')
    expect(await focused(page)).toBe('elder-toggle')
    await press(page, 'Enter')
    await expect(html(page)).toHaveAttribute('data-elder', '1')
    await press(page, 'Space')
    await expect(html(page)).not.toHaveAttribute('data-elder', /./)
    // …and their shortcuts.
    await press(page, 'Alt+Shift+KeyC')
    await expect(html(page)).toHaveAttribute('data-contrast', 'high')
    await expect(page.getByTestId('reading-status')).toHaveText('高对比度已开启')
    await press(page, 'Alt+Shift+KeyC')
    await expect(html(page)).not.toHaveAttribute('data-contrast', /./)

    // Alt+Shift+A opens the tools and puts the focus on the first; Escape closes them again.
    await expect(page.locator('#a11y-tools')).toBeHidden()
    await press(page, 'Alt+Shift+KeyA')
    await expect(page.locator('#a11y-tools')).toBeVisible()
    await expect(page.getByTestId('tools-toggle')).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => focused(page)).toBe('cursor-black')
    await press(page, 'Escape')
    await expect(page.locator('#a11y-tools')).toBeHidden()
    await expect(page.getByTestId('tools-toggle')).toBeFocused()
    await press(page, 'Enter')
    await expect.poll(() => focused(page)).toBe('cursor-black')

    // Extra-large cursor, black then white.
    const bodyCursor = () => page.evaluate(() => getComputedStyle(document.body).cursor)
    expect(await bodyCursor()).not.toContain('url(')
    await press(page, 'Enter')
    await expect(page.getByTestId('cursor-black')).toHaveAttribute('aria-pressed', 'true')
    await expect(html(page)).toHaveAttribute('data-cursor', 'black')
    expect(await bodyCursor()).toContain('url("data:image/svg+xml')
    await tabTo(page, 'cursor-white')
    await press(page, 'Enter')
    await expect(html(page)).toHaveAttribute('data-cursor', 'white')
    await expect(page.getByTestId('cursor-black')).toHaveAttribute('aria-pressed', 'false')

    // Reading guide: a line that follows the focus (and the pointer), then a crosshair.
    await tabTo(page, 'guide-line')
    await press(page, 'Enter')
    await expect(html(page)).toHaveAttribute('data-guide', 'line')
    const line = page.locator('.reading-guide-x')
    await expect(line).toBeVisible()
    await press(page, 'Tab')
    const target = (await page.getByTestId('guide-cross').boundingBox())!
    await expect
      .poll(async () => Math.abs((await line.boundingBox())!.y - (target.y + target.height / 2)))
      .toBeLessThan(4)
    await page.mouse.move(size[0] / 2, 300)
    await expect.poll(async () => Math.abs((await line.boundingBox())!.y - 300)).toBeLessThan(4)
    await press(page, 'Enter')
    await expect(html(page)).toHaveAttribute('data-guide', 'cross')
    await expect(page.locator('.reading-guide-y')).toBeVisible()
    await press(page, 'Enter')
    await expect(page.locator('.reading-guide-x')).toHaveCount(0)

    // Caption bar: what has the focus, enlarged at the bottom of the window.
    await tabTo(page, 'caption-toggle')
    await press(page, 'Enter')
    const captionBar = page.getByTestId('reading-caption')
    await expect(captionBar).toBeVisible()
    await press(page, 'Tab')
    await expect(captionBar).toHaveText('放大页面')
    const bar = (await captionBar.boundingBox())!
    expect(bar.y + bar.height).toBeCloseTo(size[1], -1)
    expect(await captionBar.evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(
      30,
    )

    // Zoom in tenths from 1.1 to 2.0, and back.
    const zoom = () => page.evaluate(() => getComputedStyle(document.body).zoom)
    expect(await focused(page)).toBe('zoom-in')
    for (let i = 0; i < 3; i++) await press(page, 'Enter')
    await expect(page.getByTestId('zoom-value')).toHaveText('130%')
    expect(await zoom()).toBe('1.3')
    await press(page, 'Alt+Shift+Equal')
    await expect(page.getByTestId('zoom-value')).toHaveText('140%')
    await press(page, 'Shift+Tab')
    expect(await focused(page)).toBe('zoom-out')
    await press(page, 'Enter')
    await expect(page.getByTestId('zoom-value')).toHaveText('130%')
    for (let i = 0; i < 10; i++) await press(page, 'Alt+Shift+Equal')
    await expect(page.getByTestId('zoom-value')).toHaveText('200%')
    expect(await zoom()).toBe('2')
    for (let i = 0; i < 8; i++) await press(page, 'Alt+Shift+Minus')
    await expect(page.getByTestId('zoom-value')).toHaveText('120%')

    // 纯文本: no images or decoration; the main content still reachable by keyboard.
    await tabTo(page, 'text-toggle')
    await press(page, 'Enter')
    await expect(html(page)).toHaveAttribute('data-text-only', 'on')
    expect(
      await page.evaluate(
        () => [...document.querySelectorAll('img')].filter((i) => i.checkVisibility()).length,
      ),
    ).toBe(0)
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('.site-header')!).backgroundImage),
    ).toBe('none')

    // The shortcuts list: opened by keyboard, closed by Escape, focus back where it was.
    await tabTo(page, 'shortcuts-open')
    await press(page, 'Enter')
    const list = page.getByTestId('shortcuts')
    await expect(list).toBeVisible()
    await expect(list.getByRole('heading', { name: '键盘快捷键' })).toBeVisible()
    await expect(list).toContainText('打开或关闭无障碍工具条')
    await expect(list.getByRole('row')).toHaveCount(12)
    await press(page, 'Escape')
    await expect(list).toBeHidden()
    await expect(page.getByTestId('shortcuts-open')).toBeFocused()
    await press(page, 'Alt+Shift+Slash')
    await expect(list).toBeVisible()
    await press(page, 'Enter')
    await expect(list).toBeHidden()

    // Remembered, and applied by the <head> script alone: with the page's scripts blocked, the
    // next page still opens with every setting (so before the first paint, under the CSP).
    await press(page, 'Alt+Shift+KeyL')
    await press(page, 'Alt+Shift+KeyE')
    const csp: string[] = []
    page.on('console', (m) => {
      if (/Content.Security.Policy/i.test(m.text())) csp.push(m.text())
    })
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort())
    await page.goto('/')
    await expect(html(page)).toHaveAttribute('data-cursor', 'white')
    await expect(html(page)).toHaveAttribute('data-guide', 'line')
    await expect(html(page)).toHaveAttribute('data-caption', 'on')
    await expect(html(page)).toHaveAttribute('data-zoom', '1.2')
    await expect(html(page)).toHaveAttribute('data-text-only', 'on')
    await expect(html(page)).toHaveAttribute('data-elder', '1')
    expect(await zoom()).toBe('1.2')
    expect(csp).toEqual([])
    await page.unroute('**/_next/static/chunks/**/*.js')

    // Alt+Shift+0 puts everything back.
    await gotoSettled(page, article)
    await press(page, 'Alt+Shift+Digit0')
    for (const a of [
      'data-cursor',
      'data-guide',
      'data-caption',
      'data-zoom',
      'data-text-only',
      'data-elder',
    ])
      await expect(html(page)).not.toHaveAttribute(a, /./)
    await context.close()
  })
}
