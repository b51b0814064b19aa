import { expect, test, type Page, type Route } from '@playwright/test'
import { clearAttempts, idCard } from '../../lib/api'
import { rows } from '../../lib/db'
import { adminToken, captchaAfter, toast } from '../../lib/browser'
import { fillValid, uniqueName } from '../../lib/signup'

// A database away for a moment (issue 31): the cms answers 503 with Retry-After and 系统繁忙，请稍后重试
// (e2e/dbdown/run.ts shows that answer from a real PostgreSQL stop). Here the page's calls get that
// answer from the test a few times before they reach the cms: the form must keep every field,
// say that it is retrying, and send the same submission again by itself, which is stored once.

const BUSY = '系统繁忙，请稍后重试'
const busy = (route: Route, seconds: number) =>
  route.fulfill({
    status: 503,
    contentType: 'application/json',
    headers: { 'retry-after': String(seconds) },
    body: JSON.stringify({ code: 503, msg: BUSY, data: null, retry_after: seconds }),
  })

/** The first `refusals` calls of `call` answered busy (Retry-After `seconds`); every body kept. */
async function busyFirst(page: Page, call: string, refusals: number, seconds = 1) {
  const sent: Record<string, unknown>[] = []
  await page.route(`**/api/${call}`, (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>)
    return sent.length <= refusals ? busy(route, seconds) : route.continue()
  })
  return sent
}

const retrying = (page: Page) => page.getByRole('status').filter({ hasText: '系统繁忙，正在自动重试…' })

test('busy retry: a sign-up refused twice with 503 keeps its fields, counts down and is sent again by itself, stored once', async ({
  page,
}) => {
  const sent = await busyFirst(page, 'enrolling.Enroll/add', 2, 2)
  await page.goto('/enrolling/aldultEducation/paymentRegistration')
  const name = uniqueName()
  const id = idCard(Date.now() % 1000, '19851212', '110105')
  await fillValid(page, name, id)
  const major = page.getByRole('combobox', { name: '专业', exact: true })
  await page.getByLabel('报读层次').selectOption({ index: 1 })
  await major.selectOption({ index: 1 })
  await page.getByRole('button', { name: '提交报名' }).click()

  await expect(retrying(page)).toContainText('2 秒后重新提交')
  await expect(retrying(page)).toContainText('1 秒后重新提交')
  // Nothing typed is lost while it waits, and the visitor is not told the server is broken.
  await expect(page.getByRole('textbox', { name: '姓名', exact: true })).toHaveValue(name)
  await expect(page.getByLabel('身份证号')).toHaveValue(id)
  await expect(page.getByRole('button', { name: '提交中…' })).toBeDisabled()
  await expect(toast(page, /服务器内部错误|系统繁忙/)).toHaveCount(0)

  await expect(page.getByTestId('enroll-success')).toContainText('报名信息已提交', { timeout: 15_000 })
  await expect(retrying(page)).toHaveCount(0)
  expect(sent).toHaveLength(3)
  expect(sent[2]).toEqual(sent[0])
  const stored = await rows('select application_no from applications where id_card = ?', [id])
  expect(stored).toHaveLength(1)
  await expect(page.getByTestId('application-no')).toHaveText(String(stored[0]!.application_no))
})

test('busy retry: a letter refused with 503 is sent again with the same captcha and stored once', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const sent = await busyFirst(page, 'mailbox.Letter/add', 2)
  const answer = await captchaAfter(page, request, admin, () => page.goto('/mailbox'), 'Letter/captcha')
  const subject = `数据库繁忙时的来信（${String(Date.now()).slice(-6)}）`
  const content = '提交时系统繁忙，页面应当保留所填内容并自动重新提交，只保存一封。'
  await page.getByRole('textbox', { name: '姓名', exact: true }).fill('陈自重')
  await page.getByLabel('联系方式').fill('13712345678')
  await page.getByLabel('主题').fill(subject)
  await page.getByLabel('信件内容').fill(content)
  const captcha = page.getByRole('textbox', { name: '验证码', exact: true })
  await captcha.fill(answer)
  await page.getByRole('button', { name: '提交来信' }).click()

  await expect(retrying(page)).toContainText('秒后重新提交')
  // The refused letter used nothing: its fields and its captcha stay as typed.
  await expect(page.getByLabel('主题')).toHaveValue(subject)
  await expect(page.getByLabel('信件内容')).toHaveValue(content)
  await expect(captcha).toHaveValue(answer)

  await expect(page.getByTestId('tracking-code')).toHaveText(/^[A-Z0-9]{12}$/, { timeout: 15_000 })
  expect(sent).toHaveLength(3)
  expect(new Set(sent.map((s) => s.captcha_id)).size).toBe(1)
  expect(await rows('select id from letters where subject = ?', [subject])).toHaveLength(1)
})

test('busy retry: a sign-up still refused after every resend says so and keeps what was typed', async ({
  page,
}) => {
  test.setTimeout(60_000)
  const sent = await busyFirst(page, 'enrolling.Enroll/add', Infinity)
  await page.goto('/enrolling/aldultEducation/paymentRegistration')
  const name = uniqueName()
  const id = idCard((Date.now() + 500) % 1000, '19860303', '110105')
  await fillValid(page, name, id)
  await page.getByLabel('报读层次').selectOption({ index: 1 })
  await page.getByRole('combobox', { name: '专业', exact: true }).selectOption({ index: 1 })
  await page.getByRole('button', { name: '提交报名' }).click()

  const gaveUp = page.getByRole('alert').filter({ hasText: '系统仍然繁忙，已填写的内容都还在' })
  await expect(gaveUp).toBeVisible({ timeout: 30_000 })
  // One send and eight resends (BUSY_RETRIES), then the visitor decides.
  expect(sent).toHaveLength(9)
  await expect(page.getByRole('textbox', { name: '姓名', exact: true })).toHaveValue(name)
  await expect(page.getByLabel('身份证号')).toHaveValue(id)
  await expect(page.getByRole('button', { name: '提交报名' })).toBeEnabled()
  expect(await rows('select id from applications where id_card = ?', [id])).toHaveLength(0)
})
