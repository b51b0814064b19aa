import { expect, test, type Page } from '@playwright/test'
import { DEMO_STUDENTS } from '../../../apps/cms/src/seed/accounts'
import { clearAttempts, solveCaptcha } from '../../lib/api'
import { adminToken, expectAccessible } from '../../lib/browser'

/**
 * The spoken captcha (issue 24): beside every captcha image a button plays the code in Mandarin
 * over noise, made by the cms when the button is first pressed. A blind student logs in by keyboard alone; the test reads the answer
 * as staff (the tests' only way past a captcha), never from the page, and checks the page does not
 * carry it.
 */

interface Captcha {
  captcha_id: string
  image: string
}

/** The captcha the page loads because of `action`. */
async function captchaOf(page: Page, call: string, action: () => Promise<unknown>): Promise<Captcha> {
  const loaded = page.waitForResponse((r) => r.url().includes(call) && r.request().method() === 'GET')
  await action()
  return ((await (await loaded).json()) as { data: Captcha }).data
}

/** A WAV of at least a second and a half (four characters with pauses). */
function expectSpoken(audio: string) {
  expect(audio).toMatch(/^data:audio\/wav;base64,/)
  const wav = Buffer.from(audio.slice(audio.indexOf(',') + 1), 'base64')
  expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF')
  expect(wav.subarray(8, 12).toString('ascii')).toBe('WAVE')
  const seconds = wav.readUInt32LE(40) / wav.readUInt32LE(28)
  expect(seconds).toBeGreaterThan(1.5)
  expect(seconds).toBeLessThan(8)
}

/** Nowhere in the page's text or attributes (the two media URLs aside) is the answer. */
async function expectNotOnPage(page: Page, answer: string) {
  const found = await page.evaluate((a) => {
    const hits: string[] = []
    if (document.body.innerText.toUpperCase().includes(a)) hits.push('text')
    for (const el of document.querySelectorAll('*'))
      for (const attr of el.attributes) {
        if (attr.name === 'src' && /^(IMG|AUDIO)$/.test(el.tagName)) continue
        if (attr.value.toUpperCase().includes(a)) hits.push(`${el.tagName} ${attr.name}`)
      }
    return hits
  }, answer.toUpperCase())
  expect(found).toEqual([])
}

test('a blind student logs in to score lookup with the spoken captcha, by keyboard alone', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const student = DEMO_STUDENTS.find((s) => s.edu_type === 'openEducation')!
  const captcha = await captchaOf(page, 'Student/captcha', () =>
    page.goto('/educationalFormat/openEducation/login'),
  )
  expect(captcha).not.toHaveProperty('audio')
  await page.waitForLoadState('networkidle')

  // The image, the button and the field are each announced for what they are.
  await expect(page.getByRole('img', { name: '验证码图片' })).toBeVisible()
  const play = page.getByRole('button', { name: '播放语音验证码（普通话朗读）' })
  await expect(play).toBeVisible()
  await expect(page.getByLabel('验证码', { exact: true })).toHaveAccessibleDescription(/语音/)
  // Nothing is spoken, or fetched, before the visitor asks.
  await expect(page.getByTestId('captcha-audio-player')).not.toHaveAttribute('src', /./)

  await page.getByLabel('学号').focus()
  await page.keyboard.type(student.student_no)
  await page.keyboard.press('Tab')
  await page.keyboard.type(student.password)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('验证码', { exact: true })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(play).toBeFocused()
  const spoken = page.waitForResponse((r) => r.url().includes('system.Captcha/audio'))
  await page.keyboard.press('Enter')
  const audio = ((await (await spoken).json()) as { data: { audio: string } }).data.audio
  expectSpoken(audio)
  await expect(page.getByTestId('captcha-audio-player')).toHaveAttribute('src', audio)
  // The browser plays it (or has played it to the end, on a fast machine).
  await expect
    .poll(() =>
      page
        .getByTestId('captcha-audio-player')
        .evaluate((a: HTMLAudioElement) => a.currentTime > 0 || !a.paused),
    )
    .toBe(true)

  const answer = await solveCaptcha(request, admin, captcha.captcha_id)
  await expectNotOnPage(page, answer)
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByLabel('验证码', { exact: true })).toBeFocused()
  await page.keyboard.type(answer.toLowerCase())
  await page.keyboard.press('Enter')
  await page.waitForURL('/educationalFormat/openEducation/scoreQuery')
  await expect(page.getByTestId('score-student')).toContainText(student.name)
})

test('the mailbox captcha has its spoken form too, and the form stays accessible', async ({
  page,
  request,
}) => {
  const admin = await adminToken(request)
  const captcha = await captchaOf(page, 'Letter/captcha', () => page.goto('/mailbox'))
  await page.waitForLoadState('networkidle')
  const play = page.getByRole('button', { name: '播放语音验证码（普通话朗读）' })
  await expect(play).toBeEnabled()
  const spoken = page.waitForResponse((r) => r.url().includes('system.Captcha/audio'))
  await play.click()
  expectSpoken(((await (await spoken).json()) as { data: { audio: string } }).data.audio)
  await expectNotOnPage(page, await solveCaptcha(request, admin, captcha.captcha_id))
  await expectAccessible(page, '/mailbox')
})
