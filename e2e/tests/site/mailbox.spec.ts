import { expect, test } from '@playwright/test'
import { SITE_URL, clearAttempts, data } from '../../lib/api'
import {
  adminToken,
  captchaAfter,
  consoleLogin,
  expectAccessible,
  openInConsole,
  toast,
} from '../../lib/browser'

test('the mailbox round trip: write, get a code, reply and publish in the console, look it up', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await adminToken(request)
  await clearAttempts(request, admin) // letters are limited per address, and every test shares one
  const stamp = String(Date.now()).slice(-6)
  const subject = `建议延长周末图书馆开放时间（${stamp}）`
  const reply = `感谢来信。自下月起，图书馆周末开放时间延长至晚上九点。（${stamp}）`
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITE_URL })

  const answer = await captchaAfter(page, request, admin, () => page.goto('/mailbox'), 'Letter/captcha')
  await page.getByLabel('收信人').selectOption({ label: '书记信箱' })
  await page.getByRole('textbox', { name: '姓名', exact: true }).fill('周文清')
  await page.getByLabel('联系方式').fill('13912345678')
  await page.getByLabel('主题').fill(subject)
  await page
    .getByLabel('信件内容')
    .fill('周末来校学习的同学较多，建议图书馆周末开放到晚上九点，方便在职学员自习。')
  // The letter is published below, which the writer must agree to on the form.
  await page.getByLabel('同意学校在“来信选登”中公开此信及回复').check()
  await page.getByRole('textbox', { name: '验证码', exact: true }).fill(answer)
  await page.getByRole('button', { name: '提交来信' }).click()

  const code = page.getByTestId('tracking-code')
  await expect(code).toHaveText(/^[A-Z0-9]{12}$/)
  const trackingCode = (await code.textContent())!.trim()
  await page.getByRole('button', { name: '复制查询码' }).click()
  await expect(page.getByRole('button', { name: '已复制' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trackingCode)

  // The lookup form already holds the new code; the letter waits for an answer.
  await expect(page.getByLabel('查询码')).toHaveValue(trackingCode)
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByTestId('letter-status')).toHaveText('待处理')

  // The mailbox user answers it in the console and makes it public.
  const console = await context.newPage()
  await consoleLogin(console, 'mailbox')
  await openInConsole(console, `/admin/collections/letters?search=${trackingCode}`)
  await console.getByRole('link', { name: trackingCode }).click()
  await expect(console.getByRole('heading', { level: 1, name: subject })).toBeVisible()
  await console.getByLabel('回复内容').fill(reply)
  await console.getByLabel('公开此来信').check()
  await console.getByRole('button', { name: '保存' }).click()
  await expect
    .poll(async () => (await data(request, 'mailbox.Letter/query', { tracking_code: trackingCode })).status)
    .toBe('replied')
  await console.close()

  // Anyone with the code sees the reply; the letter is listed among the public ones.
  await page.goto('/mailbox')
  await page.getByLabel('查询码').fill(trackingCode.toLowerCase())
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByTestId('letter-status')).toHaveText('已回复')
  await expect(page.getByTestId('letter-reply')).toContainText(reply)
  const listed = page.getByTestId('public-letters').getByRole('listitem').filter({ hasText: subject })
  await expect(listed).toContainText('书记信箱')
  await expect(listed).toContainText('已回复')
  await expect(listed).toContainText(reply)
  await expectAccessible(page)
})

test('the letter form checks its fields before sending, and a bad code is explained', async ({ page }) => {
  let posted = 0
  page.on('request', (r) => {
    if (r.url().includes('mailbox.Letter/add')) posted++
  })
  await page.goto('/mailbox')
  await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible()
  await page.getByLabel('联系方式').fill('not-a-contact')
  await page.getByRole('button', { name: '提交来信' }).click()
  const name = page.getByRole('textbox', { name: '姓名', exact: true })
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription('请填写姓名，或选择匿名来信')
  await expect(page.getByLabel('联系方式')).toHaveAccessibleDescription(/请填写正确的手机号或邮箱/)
  await expect(toast(page, /项填写有误/)).toBeVisible()
  expect(posted).toBe(0)

  await page.getByLabel('查询码').fill('ABC')
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByLabel('查询码')).toHaveAccessibleDescription('查询码为 12 位字母或数字')
  await page.getByLabel('查询码').fill('ZZZZZZZZZZZZ')
  await page.waitForTimeout(500) // the button ignores repeats within 500 ms
  await page.getByRole('button', { name: '查询', exact: true }).click()
  await expect(page.getByText('没有找到这个查询码对应的来信')).toBeVisible()
})
