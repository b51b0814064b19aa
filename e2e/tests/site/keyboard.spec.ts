import { expect, test, type Locator, type Page } from '@playwright/test'
import { clearAttempts, idCard } from '../../lib/api'
import { adminToken } from '../../lib/browser'
import { uniqueName } from '../../lib/signup'

/**
 * Keyboard alone (issue 12): menus open with Enter and the arrows, the carousel can be stopped,
 * focus is always visible, reduced motion is honoured, and a visitor goes from the home page to a
 * submitted sign-up without a mouse.
 */

const isFocused = (l: Locator) => l.evaluate((el) => el === document.activeElement).catch(() => false)

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeAttached()
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

/** The focus ring is drawn: an outline or the box-shadow ring of styles/base.css. */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return 'nothing focused'
    const own = (e: Element) => {
      const s = getComputedStyle(e)
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none'
    }
    // A field may draw the ring on its wrapper (.search-box:focus-within).
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) if (own(e)) return ''
    return `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 12)}"`
  })

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' })

test('home → news → article → sign-up form → submit, by keyboard alone', async ({ page, request }) => {
  test.setTimeout(120_000)
  await clearAttempts(request, await adminToken(request))
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/')

  await tabTo(page, nav(page).getByRole('link', { name: '新闻中心' }))
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/news\/[^/]+$/)

  const firstArticle = page
    .locator('main .layout-main a[href*="/news/"]')
    .filter({ hasText: /\S{4,}/ })
    .first()
  const title = (await firstArticle.textContent())!.trim()
  await tabTo(page, firstArticle)
  await page.keyboard.press('Enter')
  await page.waitForURL(/\/news\/[^/]+\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 8))

  // The 招生服务 menu opens with ↓; ↓ moves inside it; Enter follows the item.
  await tabTo(page, nav(page).getByRole('link', { name: '招生服务' }))
  await page.keyboard.press('ArrowDown')
  const first = nav(page).getByRole('link', { name: '开放教育招生' })
  await expect(first).toBeFocused()
  await page.keyboard.press('Enter')
  // The type's address opens on its information page (a redirect). The router goes there straight
  // when its prefetch of the address has already brought the redirect, so wait for where it ends.
  await page.waitForURL('**/enrolling/openEducation/information')

  await tabTo(page, page.locator('.side-nav').getByRole('link', { name: '报名缴费' }))
  await page.keyboard.press('Enter')
  await page.waitForURL('**/enrolling/openEducation/paymentRegistration')

  const form = page.getByRole('form', { name: '报名登记表' })
  await tabTo(page, form.getByRole('textbox', { name: '姓名', exact: true }))
  await page.keyboard.type(uniqueName())
  // Radios: Tab enters the group, the arrows choose.
  await page.keyboard.press('Tab')
  await page.keyboard.press('ArrowRight')
  await expect(form.getByRole('radio', { name: '女' })).toBeChecked()
  await page.keyboard.press('Tab')
  await page.keyboard.type(idCard(Date.now() % 1000, '19640521', '510104'))
  await page.keyboard.press('Tab')
  await expect(form.getByLabel('手机号')).toBeFocused()
  await page.keyboard.type('13800138000')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  // Selects: ↓ picks the next option on a closed select.
  for (const label of ['现有学历', '报读层次', '专业', '学习中心']) {
    const select = form.getByRole('combobox', { name: label, exact: true })
    await expect(select).toBeFocused()
    if (label === '学习中心') await expect(select.locator('option')).not.toHaveCount(1)
    await page.keyboard.press('ArrowDown')
    await expect(select).not.toHaveValue('')
    await page.keyboard.press('Tab')
  }
  await page.keyboard.type('成都市武侯区人民南路四段 1 号')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(form.getByRole('checkbox')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(form.getByRole('checkbox')).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: '提交报名' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('enroll-success')).toContainText('报名信息已提交')
})

test('the main menu opens with Enter and the arrows, and Escape closes it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/news/1')
  const school = nav(page).getByRole('link', { name: '学校概况' })
  await tabTo(page, school)
  // ← → move between sections.
  await page.keyboard.press('ArrowRight')
  await expect(nav(page).getByRole('link', { name: '新闻中心' })).toBeFocused()
  await school.focus()
  // Enter on the toggle opens the menu.
  await page.keyboard.press('Tab')
  const toggle = nav(page).getByRole('button', { name: '展开学校概况子栏目' })
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  // ↓ enters it, ↓ ↑ move, Escape closes and returns to the section.
  await page.keyboard.press('ArrowDown')
  const items = school.locator('xpath=..').locator('.sub-menu a')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(school).toBeFocused()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('ArrowLeft')
  await expect(nav(page).getByRole('link', { name: '首页' })).toBeFocused()
})

test('the carousel can be stopped from the keyboard, and reduced motion stops it', async ({ browser }) => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion })
    const page = await context.newPage()
    await page.clock.install()
    await page.goto('/')
    const carousel = page.locator('.carousel')
    const current = () => carousel.locator('[data-active]').getAttribute('aria-label')
    const pause = carousel.getByRole('button', { name: '暂停自动播放' })
    // Hydrated, with the visitor's motion preference read: the pause button goes, or the timer runs.
    if (reducedMotion === 'reduce') await expect(pause).toHaveCount(0)
    else await expect(carousel).toHaveAttribute('data-playing', 'true')
    const start = await current()
    if (reducedMotion === 'reduce') {
      await page.clock.runFor(20_000)
      expect(await current()).toBe(start)
      await expect(carousel.getByRole('button', { name: '暂停自动播放' })).toHaveCount(0)
      // No transition or animation runs.
      const moving = await page.evaluate(
        () =>
          [...document.querySelectorAll('*')].filter((el) => {
            const s = getComputedStyle(el)
            return (
              parseFloat(s.transitionDuration) > 0.01 ||
              (s.animationName !== 'none' && parseFloat(s.animationDuration) > 0.01)
            )
          }).length,
      )
      expect(moving).toBe(0)
    } else {
      await page.clock.runFor(6_500)
      await expect.poll(current).not.toBe(start)
      await tabTo(page, pause)
      await page.keyboard.press('Enter')
      await expect(pause).toHaveAttribute('aria-pressed', 'true')
      // Focus leaves the carousel; it still does not move.
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      const stopped = await current()
      await page.clock.runFor(20_000)
      expect(await current()).toBe(stopped)
    }
    await context.close()
  }
})

test('focus is visible on everything Tab reaches on the home page and an article', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  for (const path of ['/', '/news/1']) {
    await page.goto(path)
    const missing = new Set<string>()
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab')
      const problem = await focusShows(page)
      if (problem && problem !== 'nothing focused') missing.add(problem)
    }
    expect([...missing], path).toEqual([])
  }
})
