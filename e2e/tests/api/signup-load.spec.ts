import { Agent } from 'node:http'
import { expect, test } from '@playwright/test'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, data, idCard, staffLogin } from '../../lib/api'
import { callAs, PROXY_ADDRESS } from '../../lib/peer'

/**
 * A bounded load test on loopback: 1,000 concurrent, distinct sign-ups (from distinct client
 * addresses, as the per-address limit expects) are all acknowledged and all stored exactly once;
 * a retried sign-up gets its receipt again, a repeat with another mobile is refused.
 */
const clientOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
const N = 1000

test('1,000 concurrent sign-ups are each acknowledged and stored exactly once', async ({
  request: before,
  playwright,
}) => {
  test.setTimeout(300_000)
  const admissions = DEMO_STAFF.find((s) => s.roles.includes('admissions'))!
  const token = await staffLogin(before, admissions.email, admissions.password)
  const major = (await data(before, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' }))
    .list[0]!
  const school = (await data(before, 'educational.School/list', { page: 0, limit: 0 })).list[0]!
  const marker = `load-${Date.now()}`
  // Distinct people: birth dates and sequence numbers vary, so every ID card is different.
  const forms = Array.from({ length: N }, (_, i) => ({
    category_type: 'open',
    name: '压测学员',
    gender: i % 2 ? 'male' : 'female',
    id_card: idCard(
      i % 1000,
      `19${70 + (Math.floor(i / 1000) % 30)}0${1 + (Math.floor(i / 250) % 9)}15`,
      '510107',
    ),
    mobile: `139${String(i).padStart(8, '0')}`,
    education: 'high_school',
    level: major.level,
    major_id: major.id,
    school_id: school.id,
    remark: marker,
  }))
  expect(new Set(forms.map((f) => f.id_card)).size).toBe(N)

  const started = Date.now()
  // As many connections at once as a browser-facing proxy would keep open to one instance.
  const agent = new Agent({ keepAlive: true, maxSockets: 32, localAddress: PROXY_ADDRESS })
  const answers = await Promise.all(
    forms.map((f, i) => callAs(clientOf(i), 'enrolling.Enroll/add', f, agent)),
  )
  const seconds = (Date.now() - started) / 1000
  console.log(
    `[load] ${N} concurrent sign-ups answered in ${seconds.toFixed(1)} s (${(N / seconds).toFixed(0)}/s)`,
  )
  const failures = answers.filter((a) => a.status !== 200 || a.body.code !== 200)
  expect(failures.slice(0, 3).map((a) => `${a.status} ${a.body.msg}`)).toEqual([])
  const numbers = answers.map((a) => (a.body.data as { application_no: string }).application_no)
  expect(new Set(numbers).size).toBe(N)
  // A fresh client for the checks: the first one's idle keep-alive socket may have been closed by
  // the server during a long load, and reusing it races that close (ECONNRESET).
  const request = await playwright.request.newContext()

  const res = await request.get(`${CMS_URL}/cms-api/applications`, {
    headers: { authorization: `JWT ${token}` },
    params: { 'where[remark][equals]': marker, limit: '0', depth: '0', pagination: 'false' },
  })
  const docs = ((await res.json()) as { docs: { application_no: string; id_card: string }[] }).docs
  expect(docs.length).toBe(N)
  expect(new Set(docs.map((d) => d.id_card)).size).toBe(N)
  expect(new Set(docs.map((d) => d.application_no))).toEqual(new Set(numbers))

  // The same form again, 5 at once (a visitor retrying): each gets the original receipt.
  const retries = await Promise.all(
    Array.from({ length: 5 }, (_, i) => callAs(clientOf(i), 'enrolling.Enroll/add', forms[0]!)),
  )
  for (const r of retries) {
    expect([r.status, r.body.code]).toEqual([200, 200])
    expect((r.body.data as { application_no: string }).application_no).toBe(numbers[0])
  }
  // The same ID card, major and term with another mobile: refused, and told nothing about the first.
  const repeats = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      callAs(clientOf(i), 'enrolling.Enroll/add', { ...forms[0]!, mobile: '13000000000' }),
    ),
  )
  for (const r of repeats) {
    expect(r.status).toBe(200)
    expect(r.body.code).not.toBe(200)
    expect(r.body.msg).toMatch(/重复/)
    expect(JSON.stringify(r.body)).not.toContain(numbers[0]!)
    expect(r.body.data).toBeNull()
  }
  const again = await request.get(`${CMS_URL}/cms-api/applications/count`, {
    headers: { authorization: `JWT ${token}` },
    params: { 'where[id_card][equals]': forms[0]!.id_card },
  })
  expect(((await again.json()) as { totalDocs: number }).totalDocs).toBe(1)
})
