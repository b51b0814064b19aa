import { randomInt } from 'node:crypto'
import { EDU_TYPES, parseId } from '@ou/contract'
import type { Payload } from 'payload'
import { renderCaptchaAudio } from './captchaAudio'
import { CAPTCHA_ALPHABET, renderCaptcha } from './captchaImage'
import { isPostgres } from './env'
import { BusinessError } from './errors'
import { CAPTCHA_AUDIO_RULE, CAPTCHA_RULE, take } from './rateLimit'
import { sqlOf } from './sql'

export const CAPTCHA_TTL_S = 5 * 60
const INVALID = '验证码已失效，请刷新后重试'

/**
 * A new captcha for one purpose (e.g. `student:openEducation`, `mailbox`). Each costs a row, so
 * one client gets a budget per purpose (CAPTCHA_RULE), sized for a computer room behind one
 * address. Its image costs well under a millisecond (captchaImage.ts); its spoken form is made only
 * when asked for (captchaAudio below).
 */
export async function issueCaptcha(payload: Payload, purpose: string, client: string) {
  await take(payload, `captcha:${purpose}:${client}`, CAPTCHA_RULE)
  const code = Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('')
  const [row] = await sqlOf(payload).execute(
    `INSERT INTO captchas (purpose, answer, expires_at, used) VALUES (?, ?, ?, ${isPostgres ? 'false' : '0'}) RETURNING id`,
    [purpose, code, new Date(Date.now() + CAPTCHA_TTL_S * 1000).toISOString()],
  )
  return {
    captcha_id: String(row!.id),
    image: await renderCaptcha(code),
    expires_in: CAPTCHA_TTL_S,
  }
}

/**
 * The purposes whose captchas the site's forms voice through `system.Captcha/audio`. The console's
 * login captcha is voiced once, by the console's own route when it issues it, never by the public
 * call: each rendering is another sample of the same code to average or match.
 */
export const SITE_SPOKEN_PURPOSES: readonly string[] = [
  ...EDU_TYPES.map((t) => `student:${t}`),
  'mailbox',
  'disclosure',
]

/**
 * The spoken form of a captcha that can still be used, made when the visitor asks for it, and only
 * if it was issued for one of `purposes` (the caller's). A captcha of another purpose is refused as
 * if unknown, so the answer does not tell whether the id exists. Each rendering differs, so one
 * address gets a budget of them (CAPTCHA_AUDIO_RULE): enough for a room of listeners, too few to
 * average many renderings of one code.
 */
export async function captchaAudio(
  payload: Payload,
  id: string,
  client: string,
  purposes: readonly string[],
) {
  await take(payload, `captcha-audio:${client}`, CAPTCHA_AUDIO_RULE)
  const [doc] = await sqlOf(payload).execute(
    `SELECT answer, purpose, expires_at FROM captchas WHERE id = ? AND (used = ${isPostgres ? 'false' : '0'} OR used IS NULL)`,
    [parseId(id)],
  )
  if (!doc || !purposes.includes(String(doc.purpose))) throw new BusinessError(INVALID)
  if (new Date(doc.expires_at as string).getTime() < Date.now()) throw new BusinessError(INVALID)
  return { audio: renderCaptchaAudio(String(doc.answer)) }
}

/**
 * Checks and consumes a captcha: single use whatever the outcome, expired after 5 minutes,
 * bound to its purpose. Throws a business refusal the visitor can act on. One statement marks
 * it used and reads it, so two requests with the same id cannot both pass.
 */
export async function consumeCaptcha(payload: Payload, purpose: string, id: string, answer: string) {
  const numericId = parseId(id)
  if (!numericId) throw new BusinessError(INVALID)
  const [t, f] = isPostgres ? ['true', 'false'] : ['1', '0']
  const [doc] = await sqlOf(payload).execute(
    `UPDATE captchas SET used = ${t} WHERE id = ? AND purpose = ? AND (used = ${f} OR used IS NULL) RETURNING answer, expires_at`,
    [numericId, purpose],
  )
  if (!doc) throw new BusinessError(INVALID)
  if (new Date(doc.expires_at as string).getTime() < Date.now())
    throw new BusinessError('验证码已过期，请刷新后重试')
  if (String(doc.answer).toUpperCase() !== answer.trim().toUpperCase()) throw new BusinessError('验证码错误')
}

/**
 * Makes a consumed captcha usable again: only for a login the hash pool refused (503) before any
 * password was checked, so that the page's automatic retry with the same captcha succeeds.
 */
export async function restoreCaptcha(payload: Payload, id: string) {
  const numericId = parseId(id)
  if (!numericId) return
  await sqlOf(payload).execute(`UPDATE captchas SET used = ${isPostgres ? 'false' : '0'} WHERE id = ?`, [
    numericId,
  ])
}
