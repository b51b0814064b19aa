import { expect, test, type APIRequestContext } from '@playwright/test'
import {
  CMS_URL,
  adminToken,
  call,
  clearAttempts,
  data,
  fileDisclosureRequest,
  idCard,
  solveCaptcha,
  staffAs,
  staffLogin,
} from '../../lib/api'
import { startMailServer } from '../../lib/mail'

/**
 * The two offices with deadlines (issue 23): the disclosure catalogue, requests for disclosure
 * (依申请公开) and letters, each with a deadline in working days of the seeded 2026 calendar —
 * 国庆 1–7 October with 10 October a working Saturday, 春节 15–23 February with 14 February one.
 */

let mail: Awaited<ReturnType<typeof startMailServer>>
test.beforeAll(async () => {
  mail = await startMailServer()
})
test.afterAll(async () => {
  await mail?.close()
})

type Doc = Record<string, unknown> & { id: number }
/** Payload's PATCH answers `{ doc }`; a refusal answers 400 with the field's message. */
const patched = async (res: Awaited<ReturnType<APIRequestContext['patch']>>) => {
  const body = (await res.json()) as { doc?: Doc; errors?: { data?: { errors?: { message: string }[] } }[] }
  return { status: res.status(), doc: body.doc, message: body.errors?.[0]?.data?.errors?.[0]?.message ?? '' }
}

test('the catalogue lists the Ministry list by category, with documents and a search', async ({
  request,
}) => {
  const catalog = await data(request, 'disclosure.Catalog/list', {})
  expect(catalog.categories.map((c) => c.name)).toEqual([
    '基本信息',
    '招生考试信息',
    '财务资产及收费信息',
    '人事师资信息',
    '教学质量信息',
    '学生管理服务信息',
    '学风建设信息',
    '学位学科信息',
    '对外交流与合作信息',
    '其他',
  ])
  const items = catalog.categories.flatMap((c) => c.items)
  expect(items.find((i) => i.number === 6)?.title).toBe('信息公开年度报告')
  expect(catalog.guide).toContain('依申请公开')
  expect(catalog.request_days).toBe(15)

  // The annual report item lists the seeded 校务公开 report as its document.
  const report = items.find((i) => i.number === 6)!
  const info = await data(request, 'disclosure.Catalog/info', { item_id: report.id })
  expect(info.category.name).toBe('基本信息')
  expect(info.list[0]!.title).toContain('信息公开工作年度报告')
  expect(info.list[0]!.affair_id).toBeGreaterThan(0)

  // Search within disclosure: by an item's title or a document's.
  const found = await data(request, 'disclosure.Catalog/list', { keyword: '预算' })
  expect(found.categories.map((c) => c.name)).toEqual(['财务资产及收费信息'])
  expect(found.categories[0]!.items.map((i) => i.number)).toEqual([19])

  expect((await call(request, 'disclosure.Catalog/info', { item_id: 999_999 })).body.code).toBe(404)
})

test('a request is refused without the requester’s ID, and its lookup never shows personal data', async ({
  request,
}) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const c = await data(request, 'disclosure.Request/captcha')
  const bad = await call(request, 'disclosure.Request/add', {
    requester_type: 'person',
    name: '张三',
    phone: '13800001111',
    description: '申请公开学校近三年的招生人数统计数据。',
    delivery: 'email',
    captcha_id: c.captcha_id,
    captcha: 'XXXX',
  })
  expect(bad.status).toBe(422)
  const errors = (bad.body as unknown as { errors: Record<string, string[]> }).errors
  expect(errors.id_number).toEqual(['请填写证件号码'])
  expect(errors.email).toEqual(['选择电子邮件方式时请填写电子邮箱'])

  const idNumber = idCard(77)
  const { tracking_code, deadline } = await fileDisclosureRequest(request, {
    name: '隐私测试人',
    id_number: idNumber,
  })
  expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const lookup = await call(request, 'disclosure.Request/query', {
    tracking_code: tracking_code.toLowerCase(),
  })
  expect(lookup.body.code).toBe(200)
  const text = JSON.stringify(lookup.body.data)
  for (const personal of [idNumber, '隐私测试人', '13800002323', 'requester@example.com'])
    expect(text).not.toContain(personal)
  expect(lookup.body.data).toMatchObject({ status: 'received', deadline, extended: false, reply: null })

  // Only the disclosure office reads the ID number; the mailbox office does not read requests at all.
  const office = await staffAs(request, 'disclosure')
  const id = await office.api.idWhere('disclosure-requests', 'tracking_code', tracking_code)
  expect((await office.api.doc('disclosure-requests', id)).id_number).toBe(idNumber)
  const mailbox = await staffAs(request, 'mailbox')
  expect((await mailbox.api.get(`/disclosure-requests/${id}`)).status()).toBe(403)

  // The office's export carries the ID numbers, and every export is in the audit log.
  const exported = await request.get(`${CMS_URL}/staff-api/export/disclosure-requests?format=csv`, {
    headers: { authorization: `JWT ${office.token}` },
  })
  expect(exported.status()).toBe(200)
  expect(await exported.text()).toContain(idNumber)
  const refused = await request.get(`${CMS_URL}/staff-api/export/disclosure-requests?format=csv`, {
    headers: { authorization: `JWT ${mailbox.token}` },
  })
  expect(refused.status()).toBe(403)
  const administrator = await staffAs(request, 'admin')
  const logged = (await (
    await administrator.api.get(
      '/audit-logs?depth=0&sort=-createdAt&limit=1&where[action][equals]=export&where[target_collection][equals]=disclosure-requests',
    )
  ).json()) as { docs: { actor: string; summary: string }[] }
  expect(logged.docs[0]!.summary).toContain('含个人信息')
})

test('a request received before 国庆 is due 15 working days later, extended once, then answered', async ({
  request,
}) => {
  const office = await staffAs(request, 'disclosure')
  const { tracking_code } = await fileDisclosureRequest(request)
  const id = await office.api.idWhere('disclosure-requests', 'tracking_code', tracking_code)

  // A paper request registered on Monday 28 September: 29, 30 Sep; 8, 9, 10 (调休 Saturday),
  // 12–16 and 19–23 October. Without the calendar it would be 19 October.
  const received = await patched(
    await office.api.patch(`/disclosure-requests/${id}?depth=0`, { received_at: '2026-09-28T02:00:00.000Z' }),
  )
  expect(received.status).toBe(200)
  expect(received.doc!.deadline).toBe('2026-10-23')

  const noReason = await patched(await office.api.patch(`/disclosure-requests/${id}`, { status: 'extended' }))
  expect(noReason.status).toBe(400)
  expect(noReason.message).toBe('延期须填写延期理由。')

  const extended = await patched(
    await office.api.patch(`/disclosure-requests/${id}?depth=0`, {
      status: 'extended',
      extension_reason: '所需信息涉及多个部门，需要汇总核实。',
    }),
  )
  expect(extended.status).toBe(200)
  // 15 more working days: 26–30 October, 2–6 and 9–13 November.
  expect(extended.doc!.deadline).toBe('2026-11-13')

  // One extension only, even by stepping back and forth.
  await office.api.patch(`/disclosure-requests/${id}`, { status: 'received' })
  const again = await patched(await office.api.patch(`/disclosure-requests/${id}`, { status: 'extended' }))
  expect(again.status).toBe(400)
  expect(again.message).toBe('每件申请只能延期一次。')

  const answered = await patched(
    await office.api.patch(`/disclosure-requests/${id}?depth=0`, {
      status: 'answered',
      reply: '经核实，所申请的统计数据已在附件中提供。',
    }),
  )
  expect(answered.status).toBe(200)
  const lookup = await data(request, 'disclosure.Request/query', { tracking_code })
  expect(lookup).toMatchObject({
    status: 'answered',
    deadline: '2026-11-13',
    extended: true,
    extension_reason: '所需信息涉及多个部门，需要汇总核实。',
    reply: '经核实，所申请的统计数据已在附件中提供。',
  })
  expect(lookup.answered_at).not.toBeNull()
  // Answered requests cannot be reopened.
  const reopened = await patched(await office.api.patch(`/disclosure-requests/${id}`, { status: 'received' }))
  expect(reopened.status).toBe(400)
})

async function sendCategorised(
  request: APIRequestContext,
  category: string,
  subject: string,
  consent?: boolean,
) {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const { captcha_id } = await data(request, 'mailbox.Letter/captcha')
  return data(request, 'mailbox.Letter/add', {
    recipient: 'president',
    category: category as 'complain',
    consent_public: consent,
    name: '钱先生',
    contact: '13900001234',
    subject,
    content: '宿舍区的路灯损坏已经一周，晚上下课回宿舍很不安全，希望尽快维修。',
    captcha_id,
    captcha: await solveCaptcha(request, admin, captcha_id),
  })
}

test('a letter’s deadline counts working days across 春节 and its 调休 Saturday', async ({ request }) => {
  const mailbox = await staffAs(request, 'mailbox')
  const { tracking_code } = await sendCategorised(request, 'consult', `春节前的咨询 ${Date.now()}`)
  const id = await mailbox.api.idWhere('letters', 'tracking_code', tracking_code)
  // Registered on Friday 13 February: 14 (Saturday, 调休), then 24–27 February.
  const res = await patched(
    await mailbox.api.patch(`/letters/${id}?depth=0`, { received_at: '2026-02-13T03:00:00.000Z' }),
  )
  expect(res.doc!.deadline).toBe('2026-02-27')
})

test('a letter forwarded to a department and answered late counts as late in the statistics', async ({
  request,
}) => {
  const mailbox = await staffAs(request, 'mailbox')
  const admin = await staffAs(request, 'admin')
  const monthOf = async () =>
    (await data(request, 'mailbox.Letter/stats', { months: 24 })).list.find((m) => m.month === '2026-09')!
  const before = await monthOf()

  // A department's staff member: no mailbox role, reads only what is forwarded to them.
  const email = `houqin${Date.now()}@ou.edu.cn`
  const created = await admin.api.post('/users', {
    email,
    password: 'Houqin#2026x',
    name: '后勤处承办人',
    roles: ['editor'],
  })
  expect(created.status()).toBe(201)
  const department = ((await created.json()) as { doc: Doc }).doc
  const token = await staffLogin(request, email, 'Houqin#2026x')
  const headers = { authorization: `JWT ${token}` }

  const subject = `路灯维修投诉 ${Date.now()}`
  const { tracking_code } = await sendCategorised(request, 'complain', subject, false)
  const id = await mailbox.api.idWhere('letters', 'tracking_code', tracking_code)
  // Before forwarding, the department cannot see the letter.
  const url = (path: string) => `${CMS_URL}/cms-api${path}`
  // (Payload answers a document outside one's read condition as not found.)
  expect([403, 404]).toContain((await request.get(url(`/letters/${id}`), { headers })).status())

  // Registered on Monday 28 September: 5 working days are 29, 30 Sep, 8, 9 and 10 October (调休 Saturday).
  const forwarded = await patched(
    await mailbox.api.patch(`/letters/${id}?depth=0`, {
      received_at: '2026-09-28T02:00:00.000Z',
      forwarded_to: department.id,
      forward_note: '请后勤处核实宿舍区路灯情况并答复。',
    }),
  )
  expect(forwarded.status).toBe(200)
  expect(forwarded.doc).toMatchObject({ deadline: '2026-10-10', status: 'processing' })
  expect(forwarded.doc!.forwarded_at).toBeTruthy()
  const notice = await mail.waitFor(
    (m) => m.subject.startsWith('【来信转办】') && m.subject.includes(subject),
  )
  expect(notice.to).toEqual([email])
  expect(notice.text).toContain('请后勤处核实宿舍区路灯情况并答复。')
  expect(notice.text).not.toContain('13900001234')

  // Past its deadline: the morning reminder goes to the office and to the department, once.
  const remind = () =>
    request.post(`${CMS_URL}/staff-api/jobs/deadlineReminders`, {
      headers: { authorization: `JWT ${admin.token}` },
    })
  expect((await remind()).status()).toBe(200)
  const reminder = await mail.waitFor(
    (m) => m.subject === `【已超期】来信 ${tracking_code}（期限 2026-10-10）`,
  )
  expect(reminder.to).toEqual(expect.arrayContaining([mailbox.email, email]))

  // The department reads the letter without the writer's name and contact, and answers it.
  const seen = (await (await request.get(url(`/letters/${id}?depth=0`), { headers })).json()) as Doc
  expect(seen.subject).toBe(subject)
  expect(seen.contact).toBeUndefined()
  expect(seen.name).toBeUndefined()
  // It cannot publish the letter or forward it on.
  const publish = await request.patch(url(`/letters/${id}`), { headers, data: { is_public: true } })
  expect((await publish.json()) as Doc).not.toMatchObject({ doc: { is_public: true } })
  const answered = await request.patch(url(`/letters/${id}?depth=0`), {
    headers,
    data: { reply: '已安排维修，路灯已于本周恢复照明。感谢您的来信。' },
  })
  expect(answered.status()).toBe(200)
  expect(((await answered.json()) as { doc: Doc }).doc.status).toBe('replied')

  const after = await monthOf()
  expect(after.received).toBe(before.received + 1)
  expect(after.answered).toBe(before.answered + 1)
  expect(after.on_time).toBe(before.on_time)
  expect(after.avg_workdays).toBeGreaterThan(5)

  // The writer declined publication on the form: the mailbox office cannot publish it.
  const refused = await patched(await mailbox.api.patch(`/letters/${id}`, { is_public: true }))
  expect(refused.status).toBe(400)
  expect(refused.message).toBe('来信人未同意公开，不能公开此来信。')
})

test('the catalogue holds the 50 items of the list, numbered in order within their categories', async ({
  request,
}) => {
  const catalog = await data(request, 'disclosure.Catalog/list', {})
  const numbers = catalog.categories.map((c) => c.items.map((i) => i.number))
  expect(numbers.map((n) => n.length)).toEqual([6, 8, 7, 5, 9, 4, 3, 4, 2, 2])
  expect(numbers.flat()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
  const title = (n: number) => catalog.categories.flatMap((c) => c.items).find((i) => i.number === n)?.title
  expect(title(33)).toBe('高校毕业生就业质量年度报告')
  expect(title(37)).toBe('学生奖学金、助学金、学费减免、助学贷款与勤工俭学的申请与管理规定')
})

test('annual reports: a page per school year with its PDF, linked from item 6; bad years are refused', async ({
  request,
}) => {
  const { list } = await data(request, 'disclosure.Report/list')
  expect(list.length).toBeGreaterThanOrEqual(2)
  expect(list[0]!.year).toBeGreaterThan(list[1]!.year)
  const latest = list[0]!
  expect(latest.title).toContain(`${latest.year}—${latest.year + 1}学年信息公开工作年度报告`)

  const report = await data(request, 'disclosure.Report/info', { year: String(latest.year) })
  expect(report.id).toBe(latest.id)
  expect(report.content).toContain('信息公开')
  expect(report.file?.url).toMatch(/\.pdf$/)
  const pdf = await request.get(report.file!.url)
  expect(pdf.status()).toBe(200)
  const bytes = await pdf.body()
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF')
  expect(report.file!.size).toBe(bytes.length)

  // Item 6 (信息公开年度报告) links each report's page.
  const items = (await data(request, 'disclosure.Catalog/list', {})).categories.flatMap((c) => c.items)
  const info = await data(request, 'disclosure.Catalog/info', {
    item_id: items.find((i) => i.number === 6)!.id,
  })
  expect(info.list.map((d) => d.url)).toContain(
    `/schoolOverview/schoolAffairsOpen/annualReport/${latest.year}`,
  )

  // Searching the catalogue finds the item by its reports' titles.
  const found = await data(request, 'disclosure.Catalog/list', {
    keyword: `${latest.year}—${latest.year + 1}学年`,
  })
  expect(found.categories.flatMap((c) => c.items).map((i) => i.number)).toEqual([6])

  // A year without a report, and years that are not years: clear Chinese errors, never a 500.
  expect((await call(request, 'disclosure.Report/info', { year: 2001 })).body).toMatchObject({
    code: 404,
    msg: '2001 学年的信息公开年度报告不存在或已下线',
  })
  for (const [year, message] of [
    ['20x5', '年份为 4 位数字'],
    [1999, '年份不能早于 2000 年'],
    [2025.5, '年份为 4 位数字'],
    [undefined, '请输入年份'],
  ] as const) {
    const bad = await call(request, 'disclosure.Report/info', year === undefined ? {} : { year })
    expect(bad.status, String(year)).toBe(422)
    expect(bad.body.errors?.year, String(year)).toEqual([message])
  }
})

test('a letter forwarded to a department group: every member reads and answers it and is e-mailed', async ({
  request,
}) => {
  const mailbox = await staffAs(request, 'mailbox')
  const admin = await staffAs(request, 'admin')
  const stamp = Date.now()
  const member = async (n: number) => {
    const email = `baowei${n}-${stamp}@ou.edu.cn`
    const res = await admin.api.post('/users', {
      email,
      password: 'Baowei#2026x',
      name: `保卫处${n}`,
      roles: ['editor'],
    })
    expect(res.status()).toBe(201)
    const doc = ((await res.json()) as { doc: Doc }).doc
    return { id: doc.id, email, token: await staffLogin(request, email, 'Baowei#2026x') }
  }
  const [a, b, outsider] = [await member(1), await member(2), await member(3)]
  const group = await admin.api.post('/staff-groups', { name: `保卫处 ${stamp}`, members: [a.id, b.id] })
  expect(group.status()).toBe(201)
  const groupId = ((await group.json()) as { doc: Doc }).doc.id
  // Only admin keeps the groups; a member cannot add itself to another.
  expect(
    (
      await request.post(`${CMS_URL}/cms-api/staff-groups`, {
        headers: { authorization: `JWT ${outsider.token}` },
        data: { name: `冒名 ${stamp}`, members: [outsider.id] },
      })
    ).status(),
  ).toBe(403)

  const subject = `夜间校门安全 ${stamp}`
  const { tracking_code } = await sendCategorised(request, 'suggest', subject, false)
  const id = await mailbox.api.idWhere('letters', 'tracking_code', tracking_code)
  const get = (token: string) =>
    request.get(`${CMS_URL}/cms-api/letters/${id}?depth=0`, { headers: { authorization: `JWT ${token}` } })
  expect([403, 404]).toContain((await get(a.token)).status())

  const forwarded = await patched(
    await mailbox.api.patch(`/letters/${id}?depth=0`, {
      forwarded_group: groupId,
      forward_note: '请保卫处研究夜间校门值守安排。',
    }),
  )
  expect(forwarded.status).toBe(200)
  expect(forwarded.doc).toMatchObject({ status: 'processing', forwarded_group: groupId })
  expect(forwarded.doc!.forwarded_at).toBeTruthy()
  const notice = await mail.waitFor(
    (m) => m.subject.startsWith('【来信转办】') && m.subject.includes(subject),
  )
  expect([...notice.to].sort()).toEqual([a.email, b.email].sort())
  expect(notice.text).toContain('请保卫处研究夜间校门值守安排。')
  expect(notice.text).not.toContain('13900001234')

  // Both members read it, without the writer's contact; someone outside the group does not.
  for (const m of [a, b]) {
    const res = await get(m.token)
    expect(res.status()).toBe(200)
    const seen = (await res.json()) as Doc
    expect(seen.subject).toBe(subject)
    expect(seen.contact).toBeUndefined()
  }
  expect([403, 404]).toContain((await get(outsider.token)).status())
  const listed = await request.get(`${CMS_URL}/cms-api/letters?depth=0&limit=100`, {
    headers: { authorization: `JWT ${b.token}` },
  })
  expect(((await listed.json()) as { docs: Doc[] }).docs.map((d) => d.id)).toEqual([id])

  // The deadline reminder reaches the group's members too.
  await mailbox.api.patch(`/letters/${id}`, { received_at: '2026-09-01T02:00:00.000Z' })
  const remind = await request.post(`${CMS_URL}/staff-api/jobs/deadlineReminders`, {
    headers: { authorization: `JWT ${admin.token}` },
  })
  expect(remind.status()).toBe(200)
  const reminder = await mail.waitFor(
    (m) => m.subject.startsWith('【已超期】来信') && m.subject.includes(tracking_code),
  )
  expect(reminder.to).toEqual(expect.arrayContaining([mailbox.email, a.email, b.email]))

  // A member cannot forward it on (the fields are the mailbox office's), but answers it.
  await request.patch(`${CMS_URL}/cms-api/letters/${id}?depth=0`, {
    headers: { authorization: `JWT ${b.token}` },
    data: { forwarded_group: null, forwarded_to: outsider.id },
  })
  const kept = (await (await mailbox.api.get(`/letters/${id}?depth=0`)).json()) as Doc
  expect(kept.forwarded_group).toBe(groupId)
  expect(kept.forwarded_to ?? null).toBeNull()
  const answered = await request.patch(`${CMS_URL}/cms-api/letters/${id}?depth=0`, {
    headers: { authorization: `JWT ${b.token}` },
    data: { reply: '已增加夜间校门值守人员。感谢您的建议。' },
  })
  expect(answered.status()).toBe(200)
  expect(((await answered.json()) as { doc: Doc }).doc.status).toBe('replied')
})
