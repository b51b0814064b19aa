import { randomInt } from 'node:crypto'
import { parseId } from '@ou/contract'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { BusinessError } from './errors'
import { CAPTCHA_RULE, assertUnderLimit, recordAttempt } from './rateLimit'

export const CAPTCHA_TTL_S = 5 * 60
// No 0/O, 1/I/L: a visitor should never lose a try to an ambiguous glyph.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

const rnd = (min: number, max: number) => randomInt(min, max + 1)

/** A PNG (not SVG: its markup would carry the answer) of the code on a noisy background. */
async function render(code: string): Promise<string> {
  const w = 120
  const h = 40
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${rnd(0, w)}" y1="${rnd(0, h)}" x2="${rnd(0, w)}" y2="${rnd(0, h)}" stroke="hsl(${rnd(0, 360)},45%,55%)" stroke-width="${rnd(1, 2)}"/>`,
  ).join('')
  const dots = Array.from(
    { length: 40 },
    () => `<circle cx="${rnd(0, w)}" cy="${rnd(0, h)}" r="1" fill="hsl(${rnd(0, 360)},40%,60%)"/>`,
  ).join('')
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 12 + i * 26 + rnd(-3, 3)
      const y = 29 + rnd(-3, 3)
      return `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${rnd(22, 27)}" font-weight="bold" fill="hsl(${rnd(200, 260)},55%,${rnd(22, 35)}%)" transform="rotate(${rnd(-18, 18)} ${x + 8} ${y - 9})">${ch}</text>`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#f1f5fb"/>${dots}${glyphs}${lines}</svg>`
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

/**
 * A new captcha for one purpose (e.g. `student:openEducation`, `mailbox`). Each costs a row and
 * some CPU, so one client gets a limited number (CAPTCHA_RULE).
 */
export async function issueCaptcha(payload: Payload, purpose: string, client: string) {
  const key = `captcha:${client}`
  await assertUnderLimit(payload, [key], CAPTCHA_RULE)
  await recordAttempt(payload, [key])
  const code = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')
  const doc = await payload.create({
    collection: 'captchas',
    data: { purpose, answer: code, expires_at: new Date(Date.now() + CAPTCHA_TTL_S * 1000).toISOString() },
  })
  return { captcha_id: String(doc.id), image: await render(code), expires_in: CAPTCHA_TTL_S }
}

/**
 * Checks and consumes a captcha: single use whatever the outcome, expired after 5 minutes,
 * bound to its purpose. Throws a business refusal the visitor can act on.
 */
export async function consumeCaptcha(payload: Payload, purpose: string, id: string, answer: string) {
  const numericId = parseId(id)
  const doc = numericId
    ? await payload.findByID({ collection: 'captchas', id: numericId, disableErrors: true, depth: 0 })
    : null
  if (!doc || doc.purpose !== purpose || doc.used) throw new BusinessError('验证码已失效，请刷新后重试')
  // Mark used first: a second request with the same id must fail even if it races this one.
  const { docs } = await payload.update({
    collection: 'captchas',
    where: { and: [{ id: { equals: doc.id } }, { used: { equals: false } }] },
    data: { used: true },
    depth: 0,
  })
  if (docs.length === 0) throw new BusinessError('验证码已失效，请刷新后重试')
  if (new Date(doc.expires_at).getTime() < Date.now()) throw new BusinessError('验证码已过期，请刷新后重试')
  if (doc.answer.toUpperCase() !== answer.trim().toUpperCase()) throw new BusinessError('验证码错误')
}
