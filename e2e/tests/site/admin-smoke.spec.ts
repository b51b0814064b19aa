import { expect, test } from '@playwright/test'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, data } from '../../lib/api'

test('the demo administrator logs in to /admin and lists the news', async ({ page, request }) => {
  const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
  const latest = (await data(request, 'news.News/list', { page: 1, limit: 1 })).list[0]!
  await page.goto(`${CMS_URL}/admin`)
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel(/电子邮件|邮箱|Email/i).fill(admin.email)
  await page.getByLabel(/密码|Password/i).fill(admin.password)
  await page.getByRole('button', { name: /登录|Login/i }).click()
  await page.waitForURL(/\/admin(?!\/login)/)
  await page.goto(`${CMS_URL}/admin/collections/news`)
  await expect(page.locator('table')).toBeVisible()
  await expect(page.getByText(latest.title).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', /zh/)
})
