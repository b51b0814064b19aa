import { expect, test } from '@playwright/test'
import { CMS_URL, call, clearAttempts, data, solveCaptcha, adminToken } from '../../lib/api'

/**
 * Every captcha can be heard as well as seen (issue 24): `system.Captcha/audio` answers the code
 * spoken in Mandarin over noise, a WAV data URL, different for every rendering. The captcha calls
 * themselves carry only the image (score-release day: the spoken form is ten times the image's
 * size and work, and is made only when a visitor asks for it). The answer is read as staff.
 */
const CALLS = [
  'openEducation.Student/captcha',
  'adultEducation.Student/captcha',
  'mailbox.Letter/captcha',
  'disclosure.Request/captcha',
] as const

function expectWav(audio: string, name: string) {
  expect(audio, name).toMatch(/^data:audio\/wav;base64,/)
  const wav = Buffer.from(audio.slice(audio.indexOf(',') + 1), 'base64')
  expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF')
  expect(wav.readUInt16LE(22), 'mono').toBe(1)
  const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28)
  expect(seconds, name).toBeGreaterThan(1.5)
}

test('every captcha can be heard on demand, spoken differently each time', async ({ request }) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  for (const name of CALLS) {
    const c = await data(request, name)
    // Nothing but the image travels with it: the answer is read by staff only.
    expect(Object.keys(c).sort()).toEqual(['captcha_id', 'expires_in', 'image'])
    const a = await data(request, 'system.Captcha/audio', { captcha_id: c.captcha_id })
    const b = await data(request, 'system.Captcha/audio', { captcha_id: c.captcha_id })
    expectWav(a.audio, name)
    expectWav(b.audio, name)
    expect(a.audio).not.toBe(b.audio)
    expect(await solveCaptcha(request, admin, c.captcha_id)).toMatch(/^[A-Z0-9]{4}$/)
  }
})

test('a used, unknown or malformed captcha is not spoken', async ({ request }) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const c = await data(request, 'openEducation.Student/captcha')
  // A wrong answer uses the captcha up (single use whatever the outcome).
  const typo = await call(request, 'openEducation.Student/login', {
    student_no: 'nobody',
    password: 'x',
    captcha_id: c.captcha_id,
    captcha: '####',
  })
  expect(typo.body.msg).toBe('验证码错误')
  const used = await call(request, 'system.Captcha/audio', { captcha_id: c.captcha_id })
  expect(used.body.code).toBe(400)
  expect(used.body.msg).toBe('验证码已失效，请刷新后重试')
  const unknown = await call(request, 'system.Captcha/audio', { captcha_id: '999999' })
  expect(unknown.body.msg).toBe('验证码已失效，请刷新后重试')
  const bad = await call(request, 'system.Captcha/audio', { captcha_id: 'abc' })
  expect(bad.status).toBe(422)
  expect(JSON.stringify(bad.body)).toContain('验证码编号无效')
})

test('the public call voices only the site captchas, never the console login captcha', async ({
  request,
}) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const email = `audio-purpose-${Date.now()}@example.test`
  for (let i = 0; i < 3; i++)
    await request.post(`${CMS_URL}/cms-api/users/login`, { data: { email, password: 'wrong-password' } })
  const res = await request.get(`${CMS_URL}/staff-api/login-captcha?email=${encodeURIComponent(email)}`)
  const issued = (await res.json()) as { required: boolean; captcha_id?: string; audio?: string }
  expect(issued.required).toBe(true)
  expect(issued.audio).toMatch(/^data:audio\/wav;base64,/)
  // Issued for the console: voiced once with it, never again through the site's call (each
  // rendering would be another sample of the same code). Refused like an unknown id, not a 500.
  const again = await call(request, 'system.Captcha/audio', { captcha_id: issued.captcha_id })
  expect(again.status).toBe(200)
  expect(again.body.code).toBe(400)
  expect(again.body.msg).toBe('验证码已失效，请刷新后重试')
  expect(again.body.data ?? null).toBeNull()
  // The site's own captchas are still voiced.
  const site = await data(request, 'mailbox.Letter/captcha')
  expectWav((await data(request, 'system.Captcha/audio', { captcha_id: site.captcha_id })).audio, 'mailbox')
  await clearAttempts(request, admin)
})

test('the console login captcha, once required, carries its spoken form too', async ({ request }) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const email = `audio-${Date.now()}@example.test`
  for (let i = 0; i < 3; i++)
    await request.post(`${CMS_URL}/cms-api/users/login`, { data: { email, password: 'wrong-password' } })
  const res = await request.get(`${CMS_URL}/staff-api/login-captcha?email=${encodeURIComponent(email)}`)
  const body = (await res.json()) as { required: boolean; audio?: string }
  expect(body.required).toBe(true)
  expect(body.audio).toMatch(/^data:audio\/wav;base64,/)
  await clearAttempts(request, admin)
})
