import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { SITE_URL, passesWithin, staffAs } from '../../lib/api'
import { phone } from '../../lib/browser'

/** The site-wide notice (全站通知): above the header on every page, on schedule, closable or not. */

type Notice = {
  text: string
  link?: string
  level: 'normal' | 'urgent'
  starts_at?: string | null
  ends_at?: string | null
}

async function saveNotice(request: APIRequestContext, notice: Notice) {
  const editor = await staffAs(request, 'editor')
  const res = await editor.api.post('/globals/notice?depth=0', {
    link: '',
    starts_at: null,
    ends_at: null,
    ...notice,
  })
  expect(res.status(), await res.text()).toBe(200)
}

const bar = (page: Page) => page.locator('.notice-bar')

/** The cached page carries the new notice (the cms revalidated it). */
const pageCarries = (request: APIRequestContext, path: string, text: string) =>
  passesWithin(2000, [100, 200], async () => {
    expect(await (await request.get(`${SITE_URL}${path}`)).text()).toContain(text)
  })

test.afterAll(async ({ request }) => {
  await saveNotice(request, { text: '', level: 'normal' })
})

test('a notice appears at its start time and disappears at its end, within 2 s', async ({
  page,
  request,
}) => {
  const text = `期末考试安排通知 ${Date.now() % 100000}`
  const start = Date.now() + 6000
  const end = start + 5000
  await saveNotice(request, {
    text,
    level: 'normal',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(end).toISOString(),
  })
  await pageCarries(request, '/', text)
  await page.goto('/')
  await expect(page.locator('.site-header')).toBeVisible()
  expect(Date.now()).toBeLessThan(start)
  await expect(bar(page)).toBeHidden()
  await expect(bar(page)).toContainText(text, { timeout: start - Date.now() + 2000 })
  expect(Date.now()).toBeLessThan(start + 2000)
  // Above the header.
  const [barBox, headerBox] = await Promise.all([
    bar(page).boundingBox(),
    page.locator('.site-header').boundingBox(),
  ])
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headerBox!.y + 1)
  await expect(bar(page)).toBeHidden({ timeout: end - Date.now() + 2000 })
  expect(Date.now()).toBeGreaterThanOrEqual(end - 100)
  expect(Date.now()).toBeLessThan(end + 2000)
  // A page rendered before the end but opened after it shows nothing.
  await page.goto('/')
  await expect(page.locator('.site-header')).toBeVisible()
  await expect(bar(page)).toBeHidden()
})

test('a 普通 notice can be closed for good, a 紧急 one cannot; both fit at 360 px', async ({
  page,
  request,
  browser,
}) => {
  const normal = `图书馆开放时间调整 ${Date.now() % 100000}`
  await saveNotice(request, { text: normal, level: 'normal', link: '/news' })
  // A publish reaches every page within 2 s.
  await pageCarries(request, '/platforms', normal)
  await page.goto('/platforms')
  await expect(bar(page)).toContainText(normal)
  await expect(bar(page).getByRole('link', { name: normal })).toHaveAttribute('href', '/news')
  await bar(page).getByRole('button', { name: '关闭通知' }).click()
  await expect(bar(page)).toBeHidden()
  await page.reload()
  await expect(page.locator('.site-header')).toBeVisible()
  await expect(bar(page)).toBeHidden()

  const urgent = `台风停课紧急通知 ${Date.now() % 100000}`
  await saveNotice(request, { text: urgent, level: 'urgent', link: 'https://www.example.gov.cn/typhoon' })
  // The page opened next: another page carrying it says nothing of this one's kept copy (stop 51's
  // CI opened the home before its copy was renewed).
  await pageCarries(request, '/', urgent)
  await page.goto('/')
  await expect(bar(page)).toContainText(urgent)
  await expect(bar(page).getByRole('button', { name: '关闭通知' })).toHaveCount(0)
  const external = bar(page).getByRole('link', { name: urgent })
  await expect(external).toHaveAttribute('target', '_blank')
  await expect(external).toHaveAttribute('rel', /noopener/)

  const small = await phone(browser)
  try {
    await small.page.goto(`${SITE_URL}/`)
    await expect(bar(small.page)).toContainText(urgent)
    const overflow = await small.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  } finally {
    await small.context.close()
  }
})
