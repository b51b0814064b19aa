import { expect, test } from '@playwright/test'
import { data, idCard } from '../../lib/api'
import { consoleLogin, expectAccessible, fakeInvalid, openInConsole, toast } from '../../lib/browser'
import { fillValid, uniqueName } from '../../lib/signup'

test('a full sign-up from a major page, then the application in the admissions console', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const majors = await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' })
  const major = majors.list[majors.list.length - 1]!
  await page.goto(`/enrolling/openEducation/major/${major.id}`)
  await expect(page.getByRole('heading', { level: 1, name: major.name })).toBeVisible()
  await page.getByRole('link', { name: /立即报名/ }).click()
  await page.waitForURL(`**/enrolling/openEducation/paymentRegistration?major_id=${major.id}`)

  // The major (and its level) come preselected from ?major_id=.
  await expect(page.getByRole('combobox', { name: '专业', exact: true })).toHaveValue(String(major.id))
  await expect(page.getByLabel('报读层次')).toHaveValue(major.level)

  const name = uniqueName()
  const id = idCard(Date.now() % 1000, '19870704', '110101')
  await fillValid(page, name, id)
  await page.getByRole('button', { name: '提交报名' }).click()
  await expect(page.getByTestId('enroll-success')).toContainText('报名信息已提交')
  const no = (await page.getByTestId('application-no').textContent())!.trim()
  expect(no).toMatch(/\S{6,}/)
  await expect(page.getByTestId('enroll-success')).toContainText(major.name)

  // The same form again (a visitor unsure the first went through) shows the same receipt.
  await page.reload()
  await fillValid(page, name, id)
  await page.getByRole('button', { name: '提交报名' }).click()
  await expect(page.getByTestId('application-no')).toHaveText(no)

  // The same ID card for the same major and term with another mobile is refused.
  await page.reload()
  await fillValid(page, name, id)
  await page.getByLabel('手机号').fill('13900139000')
  await page.getByRole('button', { name: '提交报名' }).click()
  await expect(toast(page, '重复')).toBeVisible()
  await expect(page.getByTestId('enroll-success')).toHaveCount(0)

  // Admissions staff see it in the console.
  await consoleLogin(page, 'admissions')
  await openInConsole(page, `/admin/collections/applications?search=${encodeURIComponent(no)}`)
  await expect(page.locator('table')).toBeVisible()
  await expect(page.getByRole('link', { name: no })).toBeVisible()
  await expect(page.locator('table').getByText(name)).toBeVisible()
})

test('wrong fields show their messages next to the fields and nothing is submitted', async ({ page }) => {
  let posted = 0
  page.on('request', (r) => {
    if (r.url().includes('enrolling.Enroll/add')) posted++
  })
  await page.goto('/enrolling/aldultEducation/paymentRegistration')
  const valid = idCard(7, '19900101')
  const badChecksum = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0')
  await page.getByLabel('身份证号').fill(badChecksum)
  await page.getByLabel('手机号').fill('1234567890')
  await page.getByRole('button', { name: '提交报名' }).click()

  const nameField = page.getByRole('textbox', { name: '姓名', exact: true })
  await expect(nameField).toHaveAttribute('aria-invalid', 'true')
  await expect(nameField).toBeFocused() // the first invalid field
  await expect(nameField).toHaveAccessibleDescription('姓名至少 2 个字')
  await expect(page.getByLabel('身份证号')).toHaveAccessibleDescription(/身份证号不正确，请核对后重新填写/)
  await expect(page.getByLabel('手机号')).toHaveAccessibleDescription('手机号格式不正确')
  await expect(page.getByText('请选择性别')).toBeVisible()
  await expect(page.getByText('请阅读并同意报名须知')).toBeVisible()
  await expect(page.getByLabel('学习中心')).toHaveAccessibleDescription('请选择学习中心')
  await expect(toast(page, /项填写有误/)).toBeVisible()
  await expectAccessible(page)

  // Correcting a field clears its message.
  await page.getByLabel('手机号').fill('13900001111')
  await expect(page.getByLabel('手机号')).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('手机号格式不正确')).toHaveCount(0)
  expect(posted).toBe(0)
})

test("the API's 422 errors map is shown per field and toasted joined by semicolons", async ({ page }) => {
  await fakeInvalid(page, 'enrolling.Enroll/add', {
    mobile: ['该手机号已被停用'],
    school_id: ['该学习中心本季不招生'],
  })
  await page.goto('/enrolling/elderlyEducation/paymentRegistration')
  await fillValid(page, '周敏', idCard(8, '19600101'))
  await page.getByLabel('报读层次').selectOption({ index: 1 })
  await page.getByRole('combobox', { name: '专业', exact: true }).selectOption({ index: 1 })
  await page.getByRole('button', { name: '提交报名' }).click()
  await expect(toast(page, '该手机号已被停用;该学习中心本季不招生')).toBeVisible()
  await expect(page.getByLabel('手机号')).toHaveAccessibleDescription('该手机号已被停用')
  await expect(page.getByLabel('学习中心')).toHaveAccessibleDescription('该学习中心本季不招生')
  await expect(page.getByLabel('手机号')).toBeFocused()
})
