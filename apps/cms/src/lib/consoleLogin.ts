import { pbkdf2, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { consumeCaptcha } from './captcha'
import { clearAttempts, countRecent, recordAttempt } from './rateLimit'

/**
 * Staff console logins, in front of Payload's own (`POST /cms-api/users/login`). Payload's lockout
 * (5 wrong passwords lock any account, admin included, with a message of its own) is off; instead:
 * - failures are counted per client address and per typed account, whether or not it exists, for
 *   JSON and multipart (`_payload`) logins alike;
 * - from the third failure in 15 minutes on, a captcha is required (purpose `console`);
 * - from the tenth on, each try also waits: 1 second more per failure past nine, at most 10, and
 *   tries for one account or from one address wait in turn, not side by side;
 * - a correct password with a solved captcha always gets in: nobody can lock an owner out;
 * - every failure gets one answer, and takes about as long, whether or not the account exists.
 */
export const CONSOLE_LOGIN_RULE = { max: 10, windowMs: 15 * 60 * 1000 }
export const CAPTCHA_AFTER = 3
/** The delay before a try, from the larger failure count of its address and account. */
export const consoleDelayMs = (failures: number) =>
  failures < CONSOLE_LOGIN_RULE.max ? 0 : Math.min(10_000, (failures - CONSOLE_LOGIN_RULE.max + 1) * 1000)
export const CONSOLE_CAPTCHA = 'console'
/** Where the login page's captcha box leaves its answer (Payload's form sends only its own fields). */
export const CAPTCHA_COOKIE = 'ou_console_captcha'
const FAILED = '账号或密码错误'
/** Every refusal takes at least this long: an unknown account would otherwise answer in a few ms. */
const MIN_REFUSAL_MS = 350

/** Runs `work` after every earlier call for the same keys has finished (one process). */
const queues = new Map<string, Promise<unknown>>()
async function inTurn<T>(keys: string[], work: () => Promise<T>): Promise<T> {
  const before = keys.map((k) => queues.get(k) ?? Promise.resolve())
  const run = Promise.allSettled(before).then(work)
  const settled = run.catch(() => {})
  for (const k of keys) queues.set(k, settled)
  try {
    return await run
  } finally {
    for (const k of keys) if (queues.get(k) === settled) queues.delete(k)
  }
}

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

/** The login's fields, from a JSON body or Payload's multipart form (`_payload` holds the JSON). */
async function loginFields(request: Request, bytes: ArrayBuffer): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  let text: string | undefined
  try {
    if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
      const form = await new Request(request.url, {
        method: 'POST',
        headers: { 'content-type': type },
        body: bytes,
      }).formData()
      const inner = form.get('_payload')
      if (typeof inner === 'string') text = inner
      else return { email: form.get('email'), password: form.get('password') }
    } else text = new TextDecoder().decode(bytes)
    const parsed = JSON.parse(text) as unknown
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>
  } catch {
    // Payload answers a malformed body itself.
  }
  return {}
}

/** `client` is the request's client address (lib/requestAddress.ts). */
export async function guardedConsoleLogin(
  payload: Payload,
  request: Request,
  client: string,
  forward: (request: Request) => Promise<Response>,
): Promise<Response> {
  const started = Date.now()
  const bytes = await request.arrayBuffer()
  const body = await loginFields(request, bytes)
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
  const failures = Math.max(...counts.map((c) => c.count))
  if (failures >= CAPTCHA_AFTER) {
    const [cookieId, cookieAnswer] = decodeURIComponent(cookieValue(request, CAPTCHA_COOKIE) ?? '').split(':')
    const id = typeof body.captcha_id === 'string' ? body.captcha_id : cookieId
    const answer = typeof body.captcha === 'string' ? body.captcha : cookieAnswer
    if (!id || !answer) return refuse(401, '请输入验证码', { captcha_required: true })
    try {
      await consumeCaptcha(payload, CONSOLE_CAPTCHA, id, answer)
    } catch (e) {
      // A captcha typo is not a wrong password: it costs a new captcha, not a failure.
      return refuse(401, e instanceof Error ? e.message : FAILED, { captcha_required: true })
    }
  }

  const check = async () => {
    const res = await forward(
      new Request(request.url, { method: 'POST', headers: request.headers, body: bytes }),
    )
    if (res.ok) {
      await clearAttempts(payload, keys[1]!)
      return { res }
    }
    if (res.status !== 401 && res.status !== 423) return { res }
    await recordAttempt(payload, keys)
    return { failed: true as const }
  }
  const delay = consoleDelayMs(failures)
  // Past the threshold: one try at a time per address and per account, each after its delay.
  const outcome = delay
    ? await inTurn(keys, async () => {
        await new Promise((r) => setTimeout(r, delay))
        return check()
      })
    : await check()
  if (outcome.res) return outcome.res
  const { totalDocs: known } = await payload.count({
    collection: 'users',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  // Payload skips the password hash for an unknown account: do the same work here.
  if (!known) await hashLikePayload(typeof body.password === 'string' ? body.password : '')
  return refuse(401, FAILED, failures + 1 >= CAPTCHA_AFTER ? { captcha_required: true } : {})
}
