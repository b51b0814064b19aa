import { expect, test, type Page } from '@playwright/test'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, staffAs } from '../../lib/api'

/**
 * The console works at every address the school configures (CMS_PUBLIC_URL; scripts/test.mjs
 * lists the cms at 127.0.0.1 and at localhost), and at any other address shows one page naming
 * the address to use (issue 32).
 */
const cms = new URL(CMS_URL)
const SECOND = `http://localhost:${cms.port}`
const UNLISTED = `http://127.0.0.2:${cms.port}`

async function loginAt(page: Page, base: string, role: 'editor' | 'admin') {
  const staff = DEMO_STAFF.find((s) => s.roles.includes(role))!
  await page.goto(`${base}/admin/login`)
  await page.getByLabel(/电子邮件/).fill(staff.email)
  await page.getByLabel(/密码/).fill(staff.password)
  await page.getByRole('button', { name: /登录/ }).click()
  await page.waitForURL((u) => u.pathname.startsWith('/admin') && !u.pathname.startsWith('/admin/login'))
}

test('at the second configured address the editor saves a draft, and the school’s logo shows', async ({
  browser,
  request,
}) => {
  test.skip(cms.hostname !== '127.0.0.1', 'the second address is the cms by its other loopback name')
  const editorApi = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const title = `第二地址测试${Date.now() % 1_000_000}`
  const id = await editorApi.api.draftNews(title)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  try {
    await loginAt(page, SECOND, 'editor')
    const logo = page.locator('nav .ou-brand--nav img')
    await expect(logo).toHaveJSProperty('complete', true)
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    await page.goto(`${SECOND}/admin/collections/news/${id}`)
    await page.locator('#field-title').fill(`${title}（改）`)
    await page.getByRole('button', { name: '保存草稿' }).click()
    await expect(page.getByText('草稿成功保存').or(page.getByText('您无权执行此操作'))).toBeVisible()
    await expect(page.getByText('您无权执行此操作')).toHaveCount(0)
    const saved = (await (await admin.api.get(`/news/${id}?draft=true&depth=0`)).json()) as { title: string }
    expect(saved.title).toBe(`${title}（改）`)
  } finally {
    await context.close()
    await admin.api.delete(`/news/${id}`)
  }
})

test('at an address not configured, the console names the address to use', async ({ page }) => {
  const response = await page.goto(`${UNLISTED}/admin/collections/news`)
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('请使用内容管理平台的正式地址')
  const link = page.getByRole('link', { name: `${cms.origin}/admin` })
  await expect(link).toHaveAttribute('href', `${cms.origin}/admin/collections/news`)
  await expect(page.getByText('无权')).toHaveCount(0)
  // The right address is one click away, and works.
  await link.click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByLabel(/电子邮件/)).toBeVisible()
})
