import { expect, test } from '@playwright/test'
import { CMS_URL, data, idCard, sendLetter, staffAs } from '../../lib/api'
import { startMailServer } from '../../lib/mail'

/** E-mail notifications, checked on a real SMTP server on loopback that the cms sends to. */

let mail: Awaited<ReturnType<typeof startMailServer>>
test.beforeAll(async () => {
  mail = await startMailServer()
})
test.afterAll(async () => {
  await mail?.close()
})

test('a new letter reaches the mailbox office; the writer who left an e-mail address gets the reply', async ({
  request,
}) => {
  const mailbox = await staffAs(request, 'mailbox')
  const subject = `邮件通知测试 ${Date.now()}`
  const { tracking_code } = await sendLetter(request, {
    recipient: 'secretary',
    name: '赵女士',
    contact: 'writer@example.com',
    subject,
    content: '希望学校在周末增加图书馆开放时间，方便在职学员学习。',
  })

  const notice = await mail.waitFor((m) => m.subject.includes(subject))
  // Nobody is listed in the settings: the mailbox staff's own addresses receive it.
  expect(notice.to).toEqual([mailbox.email])
  expect(notice.subject).toBe(`【书记信箱】新来信：${subject}`)
  expect(notice.text).toContain(tracking_code)
  expect(notice.text).toContain('希望学校在周末增加图书馆开放时间')
  expect(notice.text).toContain(`${CMS_URL}/admin/collections/letters/`)
  expect(notice.from).toContain('noreply@ou.edu.cn')

  const letter = (
    (await (
      await mailbox.api.get(`/letters?depth=0&where[tracking_code][equals]=${tracking_code}`)
    ).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  const reply = '赵女士您好，自下月起图书馆周末开放至晚上九点。'
  expect((await mailbox.api.patch(`/letters/${letter.id}?depth=0`, { reply })).status()).toBe(200)
  const answer = await mail.waitFor((m) => m.to.includes('writer@example.com'))
  expect(answer.subject).toBe(`您的来信已回复（查询码 ${tracking_code}）`)
  expect(answer.text).toContain(reply)
  expect(answer.text).toContain('赵女士')

  // A writer who left a phone number gets no mail.
  const before = mail.received.length
  const phone = await sendLetter(request, {
    contact: '13900002222',
    subject: `${subject}（电话）`,
    content: '留的是电话号码，不应收到邮件。',
  })
  await mail.waitFor((m) => m.subject.includes(`${subject}（电话）`))
  const phoneLetter = (
    (await (
      await mailbox.api.get(`/letters?depth=0&where[tracking_code][equals]=${phone.tracking_code}`)
    ).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  await mailbox.api.patch(`/letters/${phoneLetter.id}?depth=0`, { reply: '已回复。' })
  // No mail is the outcome, so there is no event to wait for: the time it would have taken to come.
  await new Promise((r) => setTimeout(r, 1500))
  expect(mail.received.slice(before).filter((m) => m.subject.startsWith('您的来信已回复'))).toHaveLength(0)
})

test('sign-ups reach admissions in the daily digest, or at once when the setting says so', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const admissions = await staffAs(request, 'admissions')
  const settings = (await (await admin.api.get('/globals/console-settings?depth=0')).json()) as {
    signups_notice: { mode: string; recipients?: string | null }
  }
  expect(settings.signups_notice.mode).toBe('digest')
  const runDigest = async () => {
    const res = await request.post(`${CMS_URL}/staff-api/jobs/notifyDigest`, {
      headers: { authorization: `JWT ${admin.token}` },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  const major = (await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' }))
    .list[0]!
  const school = (await data(request, 'educational.School/list', { page: 0, limit: 0 })).list[0]!
  const signUp = (name: string, n: number) =>
    data(request, 'enrolling.Enroll/add', {
      category_type: 'open',
      name,
      gender: 'male',
      id_card: idCard((Date.now() + n) % 997, '19920412'),
      mobile: '13500007777',
      education: 'associate',
      level: major.level,
      major_id: major.id,
      school_id: school.id,
    })

  // Start from an empty digest, so the next one holds only this test's sign-up.
  await runDigest()
  const digested = await signUp('摘要测试', 1)
  // No mail is the outcome (not until the digest), so there is nothing to wait for but time.
  await new Promise((r) => setTimeout(r, 1500))
  expect(mail.received.some((m) => m.text.includes(digested.application_no))).toBe(false)
  const before = mail.received.length
  await runDigest()
  const digest = await mail.waitFor(
    (m) => m.subject.startsWith('【招生报名每日摘要】') && m.text.includes(digested.application_no),
  )
  expect(digest.to).toEqual([admissions.email])
  expect(digest.subject).toBe('【招生报名每日摘要】新报名 1 份')
  expect(digest.text).toContain('摘要测试')
  // Personal identifiers stay in the console.
  expect(digest.text).not.toContain('13500007777')
  expect(mail.received.length).toBe(before + 1)

  try {
    const res = await admin.api.post('/globals/console-settings', {
      signups_notice: { mode: 'immediate', recipients: 'zsb@ou.edu.cn\nleader@ou.edu.cn' },
    })
    expect(res.status()).toBe(200)
    const now = await signUp('即时通知测试', 2)
    const notice = await mail.waitFor((m) => m.text.includes(now.application_no))
    expect(notice.to.sort()).toEqual(['leader@ou.edu.cn', 'zsb@ou.edu.cn'])
    expect(notice.subject).toBe('【招生报名】新报名：即时通知测试（开放教育）')
    expect(notice.text).toContain(major.name)
  } finally {
    await admin.api.post('/globals/console-settings', { signups_notice: settings.signups_notice })
  }
})
