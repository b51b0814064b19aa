import { expect, test } from '@playwright/test'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, data, idCard, signUpAs, staffAs, staffLogin } from '../../lib/api'

/** Personal data stays with the staff whose work it is (docs/roles.md). */
const PRIVATE = ['applications', 'students', 'scores'] as const
const editor = DEMO_STAFF.find((s) => s.roles.includes('editor'))!
const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!

test.describe('an editor cannot read enrolment applications, students or scores', () => {
  test.beforeAll(async ({ playwright }) => {
    // At least one application exists, whatever the seed holds.
    const request = await playwright.request.newContext()
    await signUpAs(request, 'adult', {
      name: '权限测试',
      gender: 'female',
      id_card: idCard(Date.now() % 997, '19950620'),
      mobile: '13700001111',
      education: 'high_school',
    })
  })

  test('through Payload REST routes', async ({ request }) => {
    const adminToken = await staffLogin(request, admin.email, admin.password)
    const token = await staffLogin(request, editor.email, editor.password)
    const as = (t: string) => ({ headers: { authorization: `JWT ${t}` } })
    for (const slug of PRIVATE) {
      // The administrator sees records, so an empty answer below is the access rule, not an empty table.
      const all = await request.get(`${CMS_URL}/cms-api/${slug}?limit=1&depth=0`, as(adminToken))
      expect(all.status()).toBe(200)
      const { docs } = (await all.json()) as { docs: { id: number }[] }
      expect(docs.length, `${slug} has seeded records`).toBeGreaterThan(0)
      const id = docs[0]!.id

      const routes = [
        `/cms-api/${slug}`,
        `/cms-api/${slug}?limit=100&depth=2`,
        `/cms-api/${slug}/${id}`,
        `/cms-api/${slug}/count`,
        `/cms-api/${slug}?where[id][exists]=true&select[id_card]=true`,
      ]
      for (const route of routes) {
        const res = await request.get(`${CMS_URL}${route}`, as(token))
        const text = await res.text()
        expect([401, 403, 404], `${route} → ${res.status()} ${text.slice(0, 120)}`).toContain(res.status())
        expect(text).not.toMatch(/"docs":\[\{/)
      }
      const write = await request.patch(`${CMS_URL}/cms-api/${slug}/${id}`, {
        ...as(token),
        data: { status: 'x' },
      })
      expect([401, 403, 404]).toContain(write.status())
      const del = await request.delete(`${CMS_URL}/cms-api/${slug}/${id}`, as(token))
      expect([401, 403, 404]).toContain(del.status())
      const anon = await request.get(`${CMS_URL}/cms-api/${slug}`)
      expect([401, 403]).toContain(anon.status())
    }
    // The editor still reads what is theirs.
    const news = await request.get(`${CMS_URL}/cms-api/news?limit=1`, as(token))
    expect(news.status()).toBe(200)
  })

  test('through the admin console', async ({ browser }) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${CMS_URL}/admin/login`)
    await page.getByLabel(/电子邮件|邮箱|Email/i).fill(editor.email)
    await page.getByLabel(/密码|Password/i).fill(editor.password)
    await page.getByRole('button', { name: /登录|Login/i }).click()
    await page.waitForURL(/\/admin(?!\/login)/)
    const nav = page.locator('nav')
    await expect(nav.getByText('新闻', { exact: true }).first()).toBeVisible()
    for (const label of ['报名申请', '学生', '成绩'])
      await expect(nav.getByText(label, { exact: true })).toHaveCount(0)
    for (const slug of PRIVATE) {
      await page.goto(`${CMS_URL}/admin/collections/${slug}`)
      await expect(page.locator('body')).not.toContainText('身份证号')
      await expect(page.locator('table')).toHaveCount(0)
    }
    await context.close()
  })
})

test.describe('what a visitor submitted cannot be rewritten through any API', () => {
  test('a letter’s content, contact and tracking code stay; the reply is added beside them', async ({
    request,
  }) => {
    const adminToken = await staffLogin(request, admin.email, admin.password)
    const c = await data(request, 'mailbox.Letter/captcha')
    const answer = await request.get(`${CMS_URL}/cms-api/captchas/${c.captcha_id}`, {
      headers: { authorization: `JWT ${adminToken}` },
    })
    const receipt = await data(request, 'mailbox.Letter/add', {
      recipient: 'secretary',
      anonymous: false,
      name: '原作者',
      contact: '13900001234',
      subject: '原来的主题',
      content: '这是来信人亲自写下的原始内容。',
      captcha_id: c.captcha_id,
      captcha: ((await answer.json()) as { answer: string }).answer,
    })
    const { api } = await staffAs(request, 'mailbox')
    const id = await api.idWhere('letters', 'tracking_code', receipt.tracking_code)
    const patch = await api.patch(`/letters/${id}`, {
      content: '被改写的内容',
      contact: 'attacker@example.com',
      name: '冒名',
      subject: '改过的主题',
      recipient: 'president',
      anonymous: true,
      tracking_code: 'AAAAAAAAAAAA',
      client_ip: '1.2.3.4',
      reply: '已收到，感谢来信。',
    })
    expect(patch.status(), await patch.text()).toBeLessThan(500)
    const after = await data(request, 'mailbox.Letter/query', { tracking_code: receipt.tracking_code })
    expect(after).toMatchObject({
      subject: '原来的主题',
      content: '这是来信人亲自写下的原始内容。',
      recipient: 'secretary',
      status: 'replied',
      reply: '已收到，感谢来信。',
    })
    expect(await api.doc('letters', id)).toMatchObject({
      name: '原作者',
      contact: '13900001234',
      anonymous: false,
    })
  })

  test('a sign-up’s personal data stay; status and note can be set', async ({ request }) => {
    const added = await signUpAs(request, 'adult', {
      name: '不可改写',
      gender: 'male',
      id_card: idCard((Date.now() + 3) % 997, '19920202'),
      mobile: '13700002222',
      education: 'high_school',
      address: '原地址',
    })
    const { api } = await staffAs(request, 'admissions')
    const id = await api.idWhere('applications', 'application_no', added.application_no)
    const patch = await api.patch(`/applications/${id}`, {
      name: '改名',
      id_card: idCard(1),
      mobile: '13000000000',
      address: '=HYPERLINK("http://x")',
      application_no: 'X1',
      status: 'reviewing',
      staff_note: '已电话联系',
    })
    expect(patch.status(), await patch.text()).toBeLessThan(500)
    expect(await api.doc('applications', id)).toMatchObject({
      name: '不可改写',
      mobile: '13700002222',
      address: '原地址',
      application_no: added.application_no,
      status: 'reviewing',
      staff_note: '已电话联系',
    })
  })
})
