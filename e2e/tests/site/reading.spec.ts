import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEMO_STUDENTS } from '../../../apps/cms/src/seed/accounts'
import { clearAttempts, data, idCard } from '../../lib/api'
import { adminToken, axeOn, captchaAfter, gotoSettled, sideways } from '../../lib/browser'
import { MODES, rememberReading, stayOnSite, type Reading } from '../../lib/reading'
import { fillValid, uniqueName } from '../../lib/signup'
import { loadSiteData } from './fixtures'

/**
 * 长者模式 and high contrast (issue 12): the switches in the header, what each step does to text,
 * spacing and targets, and that the main pages stay whole and accessible in every mode.
 */

const WIDTHS = [
  [1920, 1080],
  [1280, 800],
  [390, 844],
] as const

async function mainPages() {
  const d = await loadSiteData()
  return {
    home: '/',
    news: `/news/${d.category.path_name}`,
    article: `/news/${d.category.path_name}/${d.news.id}`,
    signup: '/enrolling/openEducation/paymentRegistration',
    scores: '/educationalFormat/openEducation/login',
  }
}

async function openIn(browser: Browser, reading: Reading, [width, height]: readonly [number, number]) {
  const context = await browser.newContext({ viewport: { width, height } })
  await rememberReading(context, reading)
  await stayOnSite(context)
  return { context, page: await context.newPage() }
}

const rootSize = (page: Page) =>
  page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize))

test('长者模式 is switched in the header, grows text 1.25× then 1.5× with more spacing, and is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const standard = await rootSize(page)
  const lineHeight = () =>
    page.evaluate(() => {
      const s = getComputedStyle(document.body)
      return parseFloat(s.lineHeight) / parseFloat(s.fontSize)
    })
  const standardLines = await lineHeight()
  await expect(page.locator('.carousel')).toHaveAttribute('data-playing', 'true')

  const elder = page.getByTestId('elder-toggle')
  await expect(elder).toHaveAttribute('aria-pressed', 'false')
  await elder.click()
  await expect(elder).toHaveAttribute('aria-pressed', 'true')
  expect(await rootSize(page)).toBeCloseTo(standard * 1.25, 1)
  expect(await lineHeight()).toBeGreaterThan(standardLines)
  // The carousel stops moving by itself.
  await expect(page.locator('.carousel')).not.toHaveAttribute('data-playing', /.*/)

  await page.getByTestId('elder-larger').click()
  await expect(page.getByTestId('elder-larger')).toHaveAttribute('aria-pressed', 'true')
  expect(await rootSize(page)).toBeCloseTo(standard * 1.5, 1)

  // Remembered: another page, and a reload, open at the larger step before any script of React runs.
  await page.goto('/news/1')
  expect(await rootSize(page)).toBeCloseTo(standard * 1.5, 1)
  await page.reload()
  await expect(page.getByTestId('elder-larger')).toHaveAttribute('aria-pressed', 'true')
  const html = await (await page.request.get('/news/1')).text()
  expect(html, 'the setting is applied before the first paint').toContain('localStorage.getItem("reading")')

  await page.getByTestId('elder-toggle').click()
  await expect(page.getByTestId('elder-larger')).toHaveCount(0)
  expect(await rootSize(page)).toBeCloseTo(standard, 1)
})

test('high contrast is its own switch: black text on white, underlined links, remembered', async ({
  page,
}) => {
  await page.goto('/news/1')
  const contrast = page.getByTestId('contrast-toggle')
  await contrast.click()
  await expect(contrast).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('elder-toggle')).toHaveAttribute('aria-pressed', 'false')
  const look = () =>
    page.evaluate(() => {
      const body = getComputedStyle(document.body)
      const link = document.querySelector('main .layout-main a[href]')!
      return {
        color: body.color,
        bg: body.backgroundColor,
        underline: getComputedStyle(link).textDecorationLine,
      }
    })
  expect(await look()).toEqual({ color: 'rgb(0, 0, 0)', bg: 'rgb(255, 255, 255)', underline: 'underline' })
  await page.reload()
  expect(await look()).toEqual({ color: 'rgb(0, 0, 0)', bg: 'rgb(255, 255, 255)', underline: 'underline' })
  // Every text meets the enhanced contrast ratio (7:1, WCAG AAA) in this mode.
  const result = await axeOn(page).withRules(['color-contrast-enhanced']).analyze()
  expect(result.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))).slice(0, 5)).toEqual([])
})

/** What does not fit: sideways scrolling, header items over each other, text cut by its box. */
const problems = async (page: Page) => {
  const out: string[] = []
  const wide = await sideways(page)
  if (wide.scrollWidth > wide.width)
    out.push(`scrolls sideways: ${wide.scrollWidth} > ${wide.width} (${wide.culprits.join(', ')})`)
  return [...out, ...(await overlapsAndCuts(page))]
}

const overlapsAndCuts = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = []
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`
    const boxes = [
      ...document.querySelectorAll(
        '.site-header :is(.brand, .search-box, #main-nav-list > li, .reading-bar button, .nav-toggle)',
      ),
    ]
      .filter((el) => (el as HTMLElement).checkVisibility())
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        if (
          !a.el.contains(b.el) &&
          a.r.left < b.r.right - 1 &&
          b.r.left < a.r.right - 1 &&
          a.r.top < b.r.bottom - 1 &&
          b.r.top < a.r.bottom - 1
        )
          out.push(`${name(a.el)} overlaps ${name(b.el)}`)
    // Text that a box cuts off without an ellipsis saying so.
    for (const el of document.querySelectorAll<HTMLElement>('main *, .site-header *, .site-footer *')) {
      const s = getComputedStyle(el)
      const clips = (o: string) => o === 'hidden' || o === 'clip'
      if (!clips(s.overflowX) && !clips(s.overflowY)) continue
      if (s.textOverflow === 'ellipsis' || s.webkitLineClamp !== 'none') continue
      if (el.matches('.sr-only, .carousel, .carousel *') || !el.checkVisibility()) continue
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
      if (!text) continue
      if (
        (clips(s.overflowX) && el.scrollWidth > el.clientWidth + 2) ||
        (clips(s.overflowY) && el.scrollHeight > el.clientHeight + 2)
      )
        out.push(`${name(el)} cuts its text "${el.textContent!.trim().slice(0, 16)}"`)
    }
    return out
  })

/** Clickable things outside running text under 48 px (长者模式's floor), up to eight, named. */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="tab"]')]
      .filter((el) => {
        if (!el.checkVisibility({ visibilityProperty: true })) return false
        // Links inside running text are exempt (WCAG 2.5.8): they are as tall as the line.
        if (el.matches('p a, .prose a, td a, .sr-only, .skip-link')) return false
        // A checkbox or radio is clicked through its label, which is measured instead.
        if (el.matches('input[type="checkbox"], input[type="radio"]')) el = el.closest('label') ?? el
        const r = el.getBoundingClientRect()
        if (r.width === 0 || r.height === 0) return false
        const min = 47.5
        return r.height < min || (el.matches('button, [role="tab"]') && r.width < min)
      })
      .slice(0, 8)
      .map((el) => {
        const r = el.getBoundingClientRect()
        return `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 12)}" ${Math.round(r.width)}×${Math.round(r.height)}`
      }),
  )

/** Serious and critical WCAG 2.2 A/AA violations axe finds on the page, one line each. */
async function seriousAxe(page: Page) {
  const result = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

/**
 * One load of each main page per mode and width, and every check of that mode and width on it: the
 * page fits (all widths), axe (at 1280 px, each mode) and 长者模式's 48 px targets (its first step, at
 * 1280 and 390 px). One test per mode and width, so a failure says where.
 */
const TARGETS_MODE = 'elder-1.25'
for (const [mode, reading] of Object.entries(MODES))
  for (const size of WIDTHS) {
    const axe = size === WIDTHS[1]
    const targets = mode === TARGETS_MODE && size !== WIDTHS[0]
    const also = [
      axe && 'axe finds no serious issue',
      targets && 'everything clickable outside running text is at least 48 px',
    ]
      .filter(Boolean)
      .join('; ')
    test(`${mode} at ${size[0]} px: the main pages fit with nothing overlapping or cut off${also ? `; ${also}` : ''}`, async ({
      browser,
    }) => {
      test.setTimeout(180_000)
      const pages = await mainPages()
      const found: string[] = []
      const { context, page } = await openIn(browser, reading, size)
      for (const [name, path] of Object.entries(pages)) {
        await gotoSettled(page, path, undefined, { inApp: true })
        for (const p of await problems(page)) found.push(`${name} at ${size[0]}: ${p}`)
        if (axe) for (const v of await seriousAxe(page)) found.push(`${mode} ${name}: ${v}`)
        if (targets)
          for (const t of await smallTargets(page)) found.push(`${name} at ${size[0]} px: target ${t}`)
      }
      await context.close()
      expect(found, found.join('\n')).toEqual([])
    })
  }

test('at the largest step on a phone, a visitor signs up and looks up scores', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const { context, page } = await openIn(browser, MODES['elder-1.5']!, WIDTHS[2])

  // Sign-up: every field reachable and filled, the receipt shown.
  const majors = await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' })
  await page.goto(`/enrolling/openEducation/paymentRegistration?major_id=${majors.list[0]!.id}`)
  expect(await rootSize(page)).toBeCloseTo(14 * 1.5, 1)
  await fillValid(page, uniqueName(), idCard(Date.now() % 1000, '19560918', '510104'))
  await page.getByRole('button', { name: '提交报名' }).click()
  await expect(page.getByTestId('enroll-success')).toContainText('报名信息已提交')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS[2][0])

  // Score lookup: log in with the captcha, see the transcript's cards.
  const student = DEMO_STUDENTS.find((s) => s.edu_type === 'openEducation')!
  const answer = await captchaAfter(page, request, admin, () =>
    page.goto('/educationalFormat/openEducation/login'),
  )
  await page.getByLabel('学号').fill(student.student_no)
  await page.getByLabel('密码').fill(student.password)
  await page.getByLabel('验证码', { exact: true }).fill(answer)
  await page.getByRole('button', { name: '登录查询' }).click()
  await page.waitForURL('**/scoreQuery')
  const first = page.getByTestId('transcript-table').locator('tbody tr').first()
  await expect(first).toBeVisible()
  for (const label of ['成绩', '状态']) {
    const box = (await first.locator(`td[data-label="${label}"]`).boundingBox())!
    expect(box.x + box.width, label).toBeLessThanOrEqual(WIDTHS[2][0])
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTHS[2][0])
  await context.close()
})
