import { expect, test } from '@playwright/test'
import { CMS_URL, clearAttempts, data, solveCaptcha, adminToken } from '../../lib/api'

/**
 * Every captcha call answers the code spoken in Mandarin over noise as well as drawn (issue 24):
 * `audio` is a WAV data URL, different for every captcha; the answer is read as staff.
 */
const CALLS = [
  'openEducation.Student/captcha',
  'adultEducation.Student/captcha',
  'mailbox.Letter/captcha',
] as const

test('the captcha calls answer a spoken WAV beside the image, different each time', async ({ request }) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  for (const name of CALLS) {
    const [a, b] = [await data(request, name), await data(request, name)]
    for (const c of [a, b]) {
      expect(c.audio, name).toMatch(/^data:audio\/wav;base64,/)
      const wav = Buffer.from(c.audio.slice(c.audio.indexOf(',') + 1), 'base64')
      expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF')
      expect(wav.readUInt16LE(22), 'mono').toBe(1)
      const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28)
      expect(seconds, name).toBeGreaterThan(1.5)
      // Nothing else travels with it: the answer is read by staff only.
      expect(Object.keys(c).sort()).toEqual(['audio', 'captcha_id', 'expires_in', 'image'])
      expect(await solveCaptcha(request, admin, c.captcha_id)).toMatch(/^[A-Z0-9]{4}$/)
    }
    expect(a.audio).not.toBe(b.audio)
  }
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
