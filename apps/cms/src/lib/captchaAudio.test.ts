import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CAPTCHA_ALPHABET } from './captchaImage'
import { renderCaptchaAudio } from './captchaAudio'
import { VOICE } from './captchaVoice.data'

test('every captcha character has a recording', () => {
  for (const ch of CAPTCHA_ALPHABET) assert.ok(VOICE[ch], ch)
})

test('the spoken captcha is a WAV data URL that differs each time', () => {
  const a = renderCaptchaAudio('AB23')
  const b = renderCaptchaAudio('AB23')
  assert.match(a, /^data:audio\/wav;base64,/)
  const bytes = Buffer.from(a.split(',')[1]!, 'base64')
  assert.equal(bytes.subarray(0, 4).toString('ascii'), 'RIFF')
  assert.equal(bytes.subarray(8, 12).toString('ascii'), 'WAVE')
  assert.ok(bytes.length > 8000 && bytes.length < 80_000, String(bytes.length))
  assert.notEqual(a, b)
})
