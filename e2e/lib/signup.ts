import { expect, type Page } from '@playwright/test'

/** Filling the sign-up form (enrolling/…/paymentRegistration) as a visitor would. */

const DIGITS = '零一二三四五六七八九'
/** A distinct Chinese name per run (names may hold only Chinese characters, letters and ·). */
export const uniqueName = () =>
  `林${[...String(Date.now()).slice(-5)].map((d) => DIGITS[Number(d)]).join('')}`

export async function fillValid(page: Page, name: string, id: string) {
  await page.getByRole('textbox', { name: '姓名', exact: true }).fill(name)
  await page.getByRole('radio', { name: '女' }).check()
  await page.getByLabel('身份证号').fill(id)
  await page.getByLabel('手机号').fill('13800138000')
  await page.getByLabel('邮箱').fill('applicant@example.com')
  await page.getByLabel('现有学历').selectOption({ label: '普通高中' })
  const school = page.getByLabel('学习中心')
  await expect(school.locator('option')).not.toHaveCount(1) // loaded from educational.School/list
  await school.selectOption({ index: 1 })
  await page.getByLabel('通讯地址').fill('成都市青羊区光华大道一段 100 号')
  await page.getByLabel(/我已阅读并同意/).check()
}
