import { expect, test } from '@playwright/test'
import { CMS_URL } from '../../lib/api'
import { fakeApi, fakeInvalid } from '../../lib/browser'
import { themeIds } from './fixtures'

/** The shell every page shares: redirects, 404, back-to-top, assistant, mobile, toasts. */

test.describe('redirects', () => {
  const redirects: [string, RegExp][] = [
    ['/news', /\/news\/1$/],
    ['/schoolOverview', /\/schoolOverview\/aboutSchool$/],
    ['/educationalFormat/openEducation/directlyFaculty', /\/directlyFaculty\/introduction$/],
    ['/educationalFormat/openEducation/directlyFaculty/major', /\/directlyFaculty\/major\/index$/],
    ['/educationalFormat/openEducation/teachingPlan/major', /\/teachingPlan\/major\/index$/],
    ['/enrolling/openEducation', /\/enrolling\/openEducation\/information$/],
    ['/enrolling/aldultEducation', /\/enrolling\/aldultEducation\/information$/],
    ['/enrolling/elderlyEducation', /\/enrolling\/elderlyEducation\/information$/],
  ]
  for (const [from, to] of redirects) {
    test(`${from} redirects (HTTP 307)`, async ({ page, request }) => {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status()).toBe(307)
      expect(res.headers().location).toMatch(to)
      await page.goto(from)
      await expect(page).toHaveURL(to)
      await expect(page.getByTestId('page-title').filter({ visible: true })).toBeVisible()
    })
  }

  test('featured without theme_id goes to the stored theme, else the first one', async ({
    page,
    request,
  }) => {
    const ids = await themeIds(request)
    await page.goto('/featured')
    await expect(page).toHaveURL(new RegExp(`/featured\\?theme_id=${ids[0]}$`))
    expect(await page.evaluate(() => localStorage.getItem('theme_id'))).toBe(String(ids[0]))
    const other = ids[1] ?? ids[0]!
    // Visiting a theme stores its id; the entry rule then returns to it.
    await page.goto(`/featured?theme_id=${other}`)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme_id'))).toBe(String(other))
    await page.goto('/featured')
    await expect(page).toHaveURL(new RegExp(`/featured\\?theme_id=${other}$`))
    await expect(page.locator('[data-layout="featured"]')).toBeVisible()
  })
})

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const res = await page.goto('/no/such/page?x=1')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
  await expect(page.getByTestId('error-status')).toHaveText('404')
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no/such/page?x=1')
  await expect(page).toHaveTitle(/Page Not Found/)
  // Back to the root path, replacing history.
  await page.getByRole('button', { name: '返回首页' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a detail route with an id that does not exist is a 404', async ({ page }) => {
  const res = await page.goto('/schoolOverview/campusCulture/999999')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
})

test('back-to-top appears after 300 px of scrolling and scrolls to the top', async ({ page }) => {
  await page.goto('/news/1')
  const button = page.getByRole('button', { name: '返回顶部' })
  await expect(button).toHaveCount(0)
  // Scrolled 200 px and the page has handled it (the scroll event, then a frame and a task for
  // React's update): still no button.
  await page.evaluate(
    () =>
      new Promise<void>((handled) => {
        window.addEventListener('scroll', () => requestAnimationFrame(() => setTimeout(handled)), {
          once: true,
        })
        window.scrollTo(0, 200)
      }),
  )
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, 800))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBe(0)
  await expect(button).toHaveCount(0)
})

test('the floating assistant opens the configured chat page in a new tab', async ({ page, context }) => {
  await context.route(/assistant|chat/, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({ contentType: 'text/html', body: '<title>assistant</title>' })
      : route.continue(),
  )
  for (const path of ['/', '/news/1']) {
    await page.goto(path)
    const link = page.getByTestId('assistant')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /noopener/)
    await expect(link.getByRole('img')).toHaveAttribute('alt', /智能助手/)
  }
  const href = await page.getByTestId('assistant').getAttribute('href')
  expect(href).toMatch(/^https?:\/\//)
  const [popup] = await Promise.all([context.waitForEvent('page'), page.getByTestId('assistant').click()])
  await popup.waitForLoadState()
  expect(popup.url()).toBe(href)
  await popup.close()
})

test('a window narrower than 500 px goes to the configured mobile site', async ({ browser }) => {
  const mobile = process.env.MOBILE_SITE_URL ?? 'http://m.example.test/'
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } })
  const page = await context.newPage()
  const host = new URL(mobile).host
  await context.route(
    (url) => url.host === host,
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>mobile</title>mobile site' }),
  )
  await page.goto('/news/1')
  await expect(page).toHaveURL(mobile)
  await context.close()
})

test('a wide window stays on the site and the root font size follows width / 1920', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1920, height: 900 } })
  const page = await context.newPage()
  await page.goto('/')
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('16px')
  await page.setViewportSize({ width: 2160, height: 900 })
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe('18px')
  expect(new URL(page.url()).host).toBe(new URL(page.url()).host)
  await context.close()
})

test('a failing API call shows its message as a toast, which Escape closes', async ({ page }) => {
  await fakeApi(page, 'search.Search/list', 500, { code: 500, msg: '服务器内部错误' })
  await page.goto('/search?keyword=%E5%AD%A6%E6%A0%A1')
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('服务器内部错误')
  await expect(toast).toHaveAttribute('role', 'alert')
  await page.keyboard.press('Escape')
  await expect(toast).toHaveCount(0)
})

test('a toast closes by itself after 3 s', async ({ page }) => {
  await fakeInvalid(page, 'search.Search/list', { keyword: ['关键词太长'], type: ['类型无效'] })
  await page.goto('/search?keyword=x')
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('关键词太长;类型无效')
  await expect(toast).toHaveCount(0, { timeout: 4500 })
})

test('submit buttons ignore repeat clicks within 500 ms; identical toasts are grouped', async ({ page }) => {
  const posts = await fakeApi(page, 'mailbox.Letter/add', 200, { code: 400, msg: '验证码错误' })
  await page.goto('/mailbox')
  await page.getByLabel('姓名').fill('张三')
  await page.getByLabel('联系方式（手机或邮箱）').fill('13800138000')
  await page.getByLabel('主题 *').fill('关于课程安排的建议')
  await page.getByLabel('信件内容 *').fill('希望增加周末的面授辅导课程，方便在职学员参加。')
  await page.getByLabel('验证码 *').fill('abcd')
  await expect(page.getByRole('button', { name: '看不清，换一张验证码' }).getByRole('img')).toBeVisible()
  const submit = page.getByTestId('letter-submit')
  // Three clicks in one go: only the first is sent.
  await submit.evaluate((b: HTMLButtonElement) => {
    b.click()
    b.click()
    b.click()
  })
  await expect.poll(() => posts.count).toBe(1)
  // The button ignores repeats within 500 ms (the point of this test): the next click waits it out.
  await page.waitForTimeout(600)
  await page.getByLabel('验证码 *').fill('abcd')
  await submit.click()
  await expect.poll(() => posts.count).toBe(2)
  const toast = page.getByTestId('toast').filter({ hasText: '验证码错误' })
  await expect(toast).toHaveCount(1)
  await expect(toast).toContainText('×2')
})

test('the header search box opens the search page with the keyword', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('searchbox', { name: '站内搜索' }).first().fill('招生')
  await page.getByRole('searchbox', { name: '站内搜索' }).first().press('Enter')
  await expect(page).toHaveURL(/\/search\?keyword=%E6%8B%9B%E7%94%9F$/)
  await expect(page.getByTestId('search-total')).toBeVisible()
  await expect(page.locator('#search-page-input')).toHaveValue('招生')
})

test('the footer shows the four link types from the settings call', async ({ page, request }) => {
  const res = await request.post(`${CMS_URL}/api/setting.Setting/setting`, { data: {} })
  const { link } = ((await res.json()) as { data: { link: { type: string; title: string }[] } }).data
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  for (const type of ['links', 'contact', 'teach', 'code']) {
    const first = link.find((l) => l.type === type)
    expect(first, `a seeded ${type} link`).toBeTruthy()
    await expect(footer.locator(`[data-link-type="${type}"]`)).toContainText(first!.title)
  }
})

test('security headers are sent, with a CSP that allows the API origin', async ({ request }) => {
  const res = await request.get('/')
  const h = res.headers()
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBeTruthy()
  expect(h['x-frame-options']).toBe('DENY')
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(h['content-security-policy']).toContain(new URL(CMS_URL).origin)
})

test('the revalidation endpoint checks its secret', async ({ request }) => {
  const bad = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': 'wrong' },
    data: { tags: ['api'] },
  })
  expect(bad.status()).toBe(401)
  const secret = process.env.REVALIDATE_SECRET ?? 'dev-revalidate-secret'
  const ok = await request.post('/api/revalidate', {
    headers: { 'x-revalidate-secret': secret },
    data: { tags: ['api:news.News'] },
  })
  expect(ok.status()).toBe(200)
  expect(await ok.json()).toEqual({ code: 200, msg: 'ok', data: { revalidated: ['api:news.News'] } })
})
