import { pbkdf2, randomBytes } from 'node:crypto'
import { tooManyAttemptsText } from '@ou/contract'
import type { Payload } from 'payload'
import { consumeCaptcha } from './captcha'
import { clearAttempts, countRecent, recordAttempt } from './rateLimit'

/**
 * Staff console logins, in front of Payload's own (`POST /cms-api/users/login`). Payload's lockout
 * (5 wrong passwords lock any account, admin included, with a message of its own) is off; instead:
 * - failures are counted per client address and per typed account, whether or not it exists;
 * - from the third failure on, a captcha is required (purpose `console`);
 * - at ten failures in 15 minutes further tries are refused with 429;
 * - every failure gets one answer, and takes about as long, whether or not the account exists.
 */
export const CONSOLE_LOGIN_RULE = { max: 10, windowMs: 15 * 60 * 1000 }
export const CAPTCHA_AFTER = 3
export const CONSOLE_CAPTCHA = 'console'
/** Where the login page's captcha box leaves its answer (Payload's form sends only its own fields). */
export const CAPTCHA_COOKIE = 'ou_console_captcha'
const FAILED = '账号或密码错误'
/** Every refusal takes at least this long: an unknown account would otherwise answer in a few ms. */
const MIN_REFUSAL_MS = 350

const dummySalt = randomBytes(32).toString('hex')
/** The work of checking one password (Payload's current parameters), for accounts that do not exist. */
const hashLikePayload = (password: string) =>
  new Promise<void>((resolve) => pbkdf2(password, dummySalt, 600_000, 32, 'sha256', () => resolve()))

const cookieValue = (request: Request, name: string) =>
  request.headers
    .get('cookie')
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1]

/** `client` is the request's client address (lib/requestAddress.ts). */
export async function guardedConsoleLogin(
  payload: Payload,
  request: Request,
  client: string,
  forward: (request: Request) => Promise<Response>,
): Promise<Response> {
  const started = Date.now()
  const text = await request.text()
  let body: Record<string, unknown> = {}
  try {
    const parsed = JSON.parse(text) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      body = parsed as Record<string, unknown>
  } catch {
    // Payload answers a malformed body itself.
  }
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase().slice(0, 200) : ''
  const keys = [`console-ip:${client}`, `console-account:${email}`]

  const refuse = async (status: number, message: string, extra: Record<string, unknown> = {}) => {
    const wait = MIN_REFUSAL_MS + Math.floor(Math.random() * 50) - (Date.now() - started)
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    return Response.json(
      { errors: [{ message }], ...extra },
      { status, headers: { 'cache-control': 'no-store' } },
    )
  }

  const counts = await Promise.all(keys.map((k) => countRecent(payload, k, CONSOLE_LOGIN_RULE)))
  const blocked = counts.find((c) => c.count >= CONSOLE_LOGIN_RULE.max)
  if (blocked) {
    return refuse(429, tooManyAttemptsText(blocked.retryAfter), { retry_after: blocked.retryAfter })
  }
  const failures = Math.max(...counts.map((c) => c.count))
  if (failures >= CAPTCHA_AFTER) {
    const [cookieId, cookieAnswer] = decodeURIComponent(cookieValue(request, CAPTCHA_COOKIE) ?? '').split(':')
    const id = typeof body.captcha_id === 'string' ? body.captcha_id : cookieId
    const answer = typeof body.captcha === 'string' ? body.captcha : cookieAnswer
    if (!id || !answer) return refuse(401, '请输入验证码', { captcha_required: true })
    try {
      await consumeCaptcha(payload, CONSOLE_CAPTCHA, id, answer)
    } catch (e) {
      await recordAttempt(payload, keys)
      return refuse(401, e instanceof Error ? e.message : FAILED, { captcha_required: true })
    }
  }

  const res = await forward(
    new Request(request.url, { method: 'POST', headers: request.headers, body: text }),
  )
  if (res.ok) {
    await clearAttempts(payload, keys[1]!)
    return res
  }
  if (res.status !== 401 && res.status !== 423) return res
  await recordAttempt(payload, keys)
  const { totalDocs: known } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  // Payload skips the password hash for an unknown account: do the same work here.
  if (!known) await hashLikePayload(typeof body.password === 'string' ? body.password : '')
  return refuse(401, FAILED, failures + 1 >= CAPTCHA_AFTER ? { captcha_required: true } : {})
}
