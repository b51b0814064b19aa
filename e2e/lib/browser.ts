import AxeBuilder from '@axe-core/playwright'
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type Request,
} from '@playwright/test'
import { DEMO_STAFF } from '../../apps/cms/src/seed/accounts'
import { CMS_URL, solveCaptcha } from './api'

export { adminToken } from './api'

/**
 * Runs `action` (a navigation or a click) and answers the captcha the page loads because of it,
 * as the administrator would read it: the tests' only way past a captcha.
 */
export async function captchaAfter(
  page: Page,
  request: APIRequestContext,
  admin: string,
  action: () => Promise<unknown>,
  call: 'Student/captcha' | 'Letter/captcha' | 'Request/captcha' = 'Student/captcha',
): Promise<string> {
  const loaded = page.waitForResponse((r) => r.url().includes(call) && r.request().method() === 'GET')
  await action()
  const body = (await (await loaded).json()) as { data: { captcha_id: string } }
  return solveCaptcha(request, admin, body.data.captcha_id)
}

/**
 * Answers the page's calls of `call` (`module.Controller/action`) with `body` as the API's envelope
 * and `status`, instead of the cms; `count` says how many it answered.
 */
export async function fakeApi(page: Page, call: string, status: number, body: Record<string, unknown>) {
  const answered = { count: 0 }
  await page.route(`**/api/${call}`, (route) => {
    answered.count++
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
  })
  return answered
}

/** Answers the page's calls of `call` as the API answers invalid input: 422 with these field errors. */
export const fakeInvalid = (page: Page, call: string, errors: Record<string, string[]>) =>
  fakeApi(page, call, 422, { code: 422, msg: '参数错误', errors })

/**
 * A 360 × 780 phone. The page's script sees a wide window, so the test site's redirect of narrow
 * windows to its mobile site leaves the page itself in place; CSS still sees the phone's width.
 */
export async function phone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  await context.addInitScript(() => Object.defineProperty(window, 'innerWidth', { get: () => 1024 }))
  return { context, page: await context.newPage() }
}

/**
 * A page at `width`: at 360 px the phone of `phone`, else a 900 px high window (with `wide`'s
 * options), for tests that run once per width.
 */
export async function atWidth(browser: Browser, width: number, wide: BrowserContextOptions = {}) {
  if (width === 360) return phone(browser)
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...wide })
  return { context, page: await context.newPage() }
}

/** The toast carrying `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text })

/** Logs in to the cms console (/admin) as a demo staff member with the given role. */
export async function consoleLogin(page: Page, role: (typeof DEMO_STAFF)[number]['roles'][number]) {
  const staff = DEMO_STAFF.find((s) => s.roles.includes(role))!
  await consoleSignIn(page, staff.email, staff.password)
}

/** Logs in to the cms console (/admin) with an account's mail and password. */
export async function consoleSignIn(page: Page, email: string, password: string) {
  await page.goto(`${CMS_URL}/admin/login`)
  await page.getByLabel(/电子邮件/).fill(email)
  await page.getByLabel(/密码/).fill(password)
  await page.getByRole('button', { name: /登录/ }).click()
  await page.waitForURL((u) => u.pathname.startsWith('/admin') && !u.pathname.startsWith('/admin/login'))
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/)
}

/**
 * Opens a console view (`path` under /admin) in a tab: the first time by loading it, then as a
 * link in the console opens it, through the console's router, which renders the same view on the
 * server without loading the console's 3 MB of script again (a view cost the browser 1.35 CPU-s
 * loaded and 0.44 s opened in the app, stop 53).
 */
export async function openInConsole(page: Page, path: string) {
  const target = new URL(path, CMS_URL).href
  if (await sameApp(page, target, (p) => p.startsWith('/admin'))) await push(page, target)
  else await page.goto(target)
}

/**
 * axe-core finds no serious or critical WCAG 2.1 A/AA violation on the page as it is now; `where`
 * (a path) heads each violation listed when a test checks several pages.
 */
export async function expectAccessible(page: Page, where?: string) {
  expect(await accessibilityFailures(page, where)).toEqual([])
}

/** Next's router requests (RSC payloads): in a page that is not navigating, its link prefetches. */
const isPrefetch = (r: Request) =>
  r.url().includes('_rsc=') || r.headers()['rsc'] === '1' || r.headers()['next-router-prefetch'] === '1'

/** A router request that brings the page being navigated to (not a prefetch of a link in view). */
const isNavigation = (r: Request) =>
  r.url().includes('_rsc=') &&
  !r.headers()['next-router-prefetch'] &&
  !r.headers()['next-router-segment-prefetch']

/**
 * Whether `page` shows a page of a Next app at `path`'s origin, in the same part of it as `path`
 * (by default the portal, or the 站群's `/sites/`, whose frame brings styles of its own).
 */
async function sameApp(page: Page, path: string, part = (p: string) => p.startsWith('/sites/')) {
  const here = page.url()
  if (!here.startsWith('http')) return false
  const [from, to] = [new URL(here), new URL(path, here)]
  if (to.origin !== from.origin || part(to.pathname) !== part(from.pathname)) return false
  return page
    .evaluate(
      () => typeof (window as { next?: { router?: { push?: unknown } } }).next?.router?.push === 'function',
    )
    .catch(() => false)
}

/** Opens `path` through the page's router, as a link would, once its address shows it. */
async function push(page: Page, path: string) {
  const before = page.url()
  const target = new URL(path, before)
  const where = target.pathname + target.search
  if (target.href === before) return page.goto(path, { waitUntil: 'load' })
  await page.evaluate((to) => {
    ;(window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(to)
  }, where)
  // Its address, or where the server's redirect of it led. Bounded: once in a fresh clone's run the
  // router, asked for the next page right after the search's page 2, only navigated to page 2 again
  // and the tab waited out the test's ten minutes; the page then loads whole, as a typed address.
  const arrived = await page
    .waitForURL((u) => u.href !== before, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false)
  if (!arrived) {
    console.warn(`push: ${where} did not open through the router from ${before}; loading it whole`)
    return page.goto(path, { waitUntil: 'load' })
  }
  // What a load event waits for: the page's fonts and its pictures not left to load lazily, which
  // can change its layout.
  await page.waitForFunction(
    async () => {
      await document.fonts.ready
      return [...document.images].every((img) => img.complete || img.loading === 'lazy')
    },
    undefined,
    { polling: 50 },
  )
  return null
}

/**
 * Opens a site page and waits until it is ready to be measured: loaded (its scripts have run) and
 * none of its own data requests in flight for `quietMs`. Prefetches (of a link under the pointer
 * or in focus: components/ui/link.tsx), and the chunks and preloads they bring, only warm the next
 * navigation and change nothing on this page: `networkidle` waited for their whole cascade, one to
 * four seconds a page when every link in view was prefetched.
 *
 * `inApp`: where the tab already shows a page of the same part of the site (the portal, or the
 * 站群's `/sites/`, whose frame brings styles of its own), the page is opened as a link opens it,
 * through the site's router: the same page rendered by the server, without loading the site's
 * scripts again (0.78 → 0.25 CPU-s of the browser a page, stop 53). The router's own request for
 * the page, and what its loading state waits for, count as the page's data requests.
 */
export async function gotoSettled(page: Page, path: string, quietMs = 300, { inApp = false } = {}) {
  const inFlight = new Set<Request>()
  const started = (r: Request) => {
    if ((r.resourceType() === 'fetch' || r.resourceType() === 'xhr') && (!isPrefetch(r) || isNavigation(r)))
      inFlight.add(r)
  }
  const ended = (r: Request) => inFlight.delete(r)
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    const response =
      inApp && (await sameApp(page, path))
        ? await push(page, path)
        : await page.goto(path, { waitUntil: 'load' })
    let quietSince = Date.now()
    // A condition polled, not a fixed wait: the page's requests are seen as they start and end.
    while (Date.now() - quietSince < quietMs) {
      await page.waitForTimeout(50)
      if (inFlight.size) quietSince = Date.now()
    }
    return response
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/**
 * axe-core on the page, run inside it (`axe.run`). The builder's default splits the run: a partial
 * run in each frame, then `finishRun` in a new blank tab, which costs a renderer process and two
 * more loads of axe's source per check (measured: 6.4–6.8 s against 2.1–3.3 s a page on the loaded
 * 2-core machine, the same violations). That split exists for cross-origin iframes; the site's
 * pages have none, and same-origin frames are still checked.
 */
export const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true)

/** The serious and critical WCAG 2.1 A/AA violations axe-core finds, one line each (for tests of many pages). */
export async function accessibilityFailures(page: Page, where?: string): Promise<string[]> {
  const result = await axeOn(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Every rule still runs; only violations are reported in full (axe does not build the
    // passes' and inapplicable rules' node lists, which nobody reads).
    .options({ resultTypes: ['violations'] })
    .analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  return bad.map(
    (v) =>
      `${where ? `${where}: ` : ''}${v.id} ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

/**
 * Whether the page scrolls sideways: its scroll width, its width, and the outermost elements that
 * reach past its right edge (they say what to fix).
 */
export const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect()
        return r.right > width + 1 && r.width > 0 && getComputedStyle(el).position !== 'fixed'
      })
      .filter((el, _, all) => !all.some((o) => o !== el && o.contains(el)))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`)
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits }
  })

/**
 * Opens a document's edit view in the console. Payload locks a document while someone has it
 * open; the other person in a test has just left it, so taking over is what a colleague would do.
 */
export async function openDocument(page: Page, path: string) {
  await page.goto(`${CMS_URL}${path}`)
  await page.waitForLoadState('networkidle')
  const locked = page.locator('#document-locked')
  if (await locked.isVisible()) {
    // Taking over reloads the document from the server (an RSC refresh): a field edited before
    // that arrives is reset to the stored value, and the edit is lost.
    const refreshed = page.waitForResponse((r) => r.url().includes(path) && r.url().includes('_rsc='))
    await locked.getByRole('button', { name: '接管' }).click()
    await refreshed
    await page.waitForLoadState('networkidle')
  }
  await expect(locked).toBeHidden()
}

/** A staff member's console in a fresh 1440 px window on Beijing time, signed in. */
export async function consoleAs(browser: Browser, role: (typeof DEMO_STAFF)[number]['roles'][number]) {
  const context = await browser.newContext({
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
  })
  const page = await context.newPage()
  await consoleLogin(page, role)
  return page
}

/**
 * A screenshot kept with the test's results for people to look at (not an assertion). Bounded: a
 * capture that waits past a minute for a frame (seen once with headless Chromium on a loaded
 * machine) is noted on the test instead of holding the whole run for the test's timeout.
 */
export async function keepScreenshot(page: Page, name: string, fullPage = true) {
  const info = test.info()
  await page.screenshot({ path: info.outputPath(name), fullPage, timeout: 60_000 }).catch((e: unknown) => {
    info.annotations.push({ type: 'screenshot', description: `${name}: ${String(e).slice(0, 200)}` })
  })
}

/**
 * An editor writes a news item in the console and submits it for review, as in the console's own
 * form: title, a column (`column` picks one of the options offered, the first by default; it gets
 * them all, once they have loaded), a body. Checks that an editor is offered no publish button and
 * that the item is then waiting for review; returns its id.
 */
export async function writeNewsInConsole(
  editor: Page,
  { title, body, column }: { title: string; body: string; column?: (offered: string[]) => void | number },
) {
  await editor.goto(`${CMS_URL}/admin/collections/news/create`)
  await editor.getByLabel('标题').fill(title)
  await editor.locator('#field-category').click()
  await expect(editor.getByRole('option').first()).toBeVisible()
  const offered = (await editor.getByRole('option').allTextContents()).map((c) => c.trim())
  await editor
    .getByRole('option')
    .nth(column?.(offered) ?? 0)
    .click()
  await editor.locator('[data-lexical-editor="true"]').click()
  await editor.keyboard.type(body)
  // No publish button for an editor: only "submit for review".
  await expect(editor.getByRole('button', { name: '发布修改' })).toHaveCount(0)
  await editor.getByRole('button', { name: '提交审核' }).click()
  await editor.waitForURL(/\/admin\/collections\/news\/\d+/)
  await expect(editor.getByRole('button', { name: '已提交审核' })).toBeDisabled()
  return Number(editor.url().match(/news\/(\d+)/)![1])
}
