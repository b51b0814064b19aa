import type { Payload } from 'payload'
import { isDatabaseUnavailable } from './dbDown'
import { RateLimitError } from './errors'
import { log } from './log'
import { sqlOf } from './sql'

/**
 * Counters for rate limits: one row per event in the `attempts` table (so every cms instance sees
 * the same counts), counted in a sliding window. Raw SQL on the indexed `key` column: one insert
 * per event and one count per check, without Payload's hooks and paging queries around them.
 */

export interface Rule {
  /** Events allowed inside the window before further tries are refused. */
  max: number
  windowMs: number
}

const since = (windowMs: number) => new Date(Date.now() - windowMs).toISOString()

/** How many events `key` has in the window, and when the oldest of them leaves it. */
export async function countRecent(payload: Payload, key: string, rule: Pick<Rule, 'windowMs'>) {
  const [row] = await sqlOf(payload).execute(
    'SELECT count(*) AS n, min(at) AS oldest FROM attempts WHERE key = ? AND at > ?',
    [key, since(rule.windowMs)],
  )
  const count = Number(row?.n ?? 0)
  const oldest = row?.oldest ? new Date(row.oldest as string).getTime() : Date.now()
  return {
    count,
    retryAfter: Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000)),
  }
}

/** countRecent for several keys (each with its own window) in one statement. */
export async function countRecentEach(payload: Payload, keys: { key: string; windowMs: number }[]) {
  const rows = await sqlOf(payload).execute(
    keys
      .map(
        (_, i) => `SELECT ${i} AS i, count(*) AS n, min(at) AS oldest FROM attempts WHERE key = ? AND at > ?`,
      )
      .join(' UNION ALL '),
    keys.flatMap((k) => [k.key, since(k.windowMs)]),
  )
  return keys.map((k, i) => {
    const row = rows.find((r) => Number(r.i) === i)
    const oldest = row?.oldest ? new Date(row.oldest as string).getTime() : Date.now()
    return {
      count: Number(row?.n ?? 0),
      retryAfter: Math.max(1, Math.ceil((oldest + k.windowMs - Date.now()) / 1000)),
    }
  })
}

/**
 * Records one event of `key` only if it has fewer than rule.max in the window, in one statement
 * (so parallel requests cannot both take the last place); throws 429 otherwise.
 */
export async function take(payload: Payload, key: string, rule: Rule) {
  const taken = await sqlOf(payload).execute(
    'INSERT INTO attempts (key, at) SELECT ?, ? WHERE (SELECT count(*) FROM attempts WHERE key = ? AND at > ?) < ? RETURNING id',
    [key, new Date().toISOString(), key, since(rule.windowMs), rule.max],
  )
  if (!taken.length) throw new RateLimitError((await countRecent(payload, key, rule)).retryAfter)
}

/**
 * Records an event for each of `keys` unless `guard` already has one in the window, in one
 * statement: e.g. one row per distinct account that signs in from an address.
 */
export async function recordOnce(payload: Payload, guard: string, windowMs: number, keys: string[]) {
  await sqlOf(payload).execute(
    `INSERT INTO attempts (key, at) SELECT k, ? FROM (${keys.map(() => 'SELECT ? AS k').join(' UNION ALL ')}) AS keys WHERE NOT EXISTS (SELECT 1 FROM attempts WHERE key = ? AND at > ?)`,
    [new Date().toISOString(), ...keys, guard, since(windowMs)],
  )
}

/** Throws 429 when any of the keys has reached its limit of recorded events in the window. */
export async function assertUnderLimit(payload: Payload, keys: string[], rule: Rule) {
  for (const key of keys) {
    const { count, retryAfter } = await countRecent(payload, key, rule)
    if (count >= rule.max) throw new RateLimitError(retryAfter)
  }
}

export async function recordAttempt(payload: Payload, keys: string[]) {
  if (!keys.length) return
  const at = new Date().toISOString()
  await sqlOf(payload).execute(
    `INSERT INTO attempts (key, at) VALUES ${keys.map(() => '(?, ?)').join(', ')}`,
    keys.flatMap((k) => [k, at]),
  )
}

/**
 * Counts a submission that is already saved (a letter, a request). The database going away at this
 * moment must not turn a saved submission into a 503: the page would send it again, find its
 * captcha used, and the visitor would submit a second copy with a new one. The count is lost instead.
 */
export async function recordSaved(payload: Payload, keys: string[]) {
  try {
    await recordAttempt(payload, keys)
  } catch (e) {
    if (!isDatabaseUnavailable(e)) throw e
    log().warn({ err: e, keys }, 'a saved submission was not counted: the database cannot be reached')
  }
}

export async function clearAttempts(payload: Payload, key: string) {
  await sqlOf(payload).execute('DELETE FROM attempts WHERE key = ?', [key])
}

/** The reservation of each key being made in this process now (see hit). */
const reserving = new Map<string, Promise<unknown>>()

/**
 * Records one event and answers how many the key now has in the window, this one included, and
 * the event's id (for unhit). Used where the count must hold under concurrency (a reservation):
 * every event is stored before it is counted, so two requests racing for the last place both see
 * each other's row and neither gets more than the limit. One process makes one reservation of a
 * key at a time: otherwise a burst stores all its rows before any is counted, every request sees
 * the whole burst, and all are refused, the first ten included (a fresh-clone run in stop 51: 40
 * parallel tries on one account, none checked). Across instances such a race can only refuse,
 * never admit.
 */
export async function hit(payload: Payload, key: string, rule: Pick<Rule, 'windowMs'>) {
  const before = reserving.get(key) ?? Promise.resolve()
  const mine = before
    .catch(() => undefined)
    .then(async () => {
      const [row] = await sqlOf(payload).execute(
        'INSERT INTO attempts (key, at) VALUES (?, ?) RETURNING id',
        [key, new Date().toISOString()],
      )
      return { id: Number(row!.id), ...(await countRecent(payload, key, rule)) }
    })
  reserving.set(key, mine)
  try {
    return await mine
  } finally {
    if (reserving.get(key) === mine) reserving.delete(key)
  }
}

/** Removes the event `hit` recorded (a reservation that was not used). */
export async function unhit(payload: Payload, id: number) {
  await sqlOf(payload).execute('DELETE FROM attempts WHERE id = ?', [id])
}

const MIN = 60 * 1000

/**
 * Password checks of one student account: at most 10 in 15 minutes (a successful login clears the
 * count). From the fourth on, each waits a growing delay (STUDENT_DELAY_MS).
 */
export const STUDENT_ACCOUNT_RULE: Rule = { max: 10, windowMs: 15 * MIN }
/** Delay before the n-th password check of an account in the window (n = 1, 2, …). */
export const studentDelayMs = (n: number) => (n <= 3 ? 0 : Math.min(4000, 500 * 2 ** (n - 4)))
/**
 * Wrong passwords from one address in 15 minutes: 10, plus 2 for each distinct account that signed
 * in successfully from it in the last hour (at most 500 more), so a computer room's typos fit
 * while spraying one password over many accounts from an address nobody signs in from stops at 10.
 */
export const STUDENT_ADDRESS_RULE: Rule = { max: 10, windowMs: 15 * MIN }
export const ADDRESS_BONUS_PER_ACCOUNT = 2
export const ADDRESS_BONUS_MAX = 500
export const ADDRESS_SUCCESS_WINDOW_MS = 60 * MIN
/** Letters: 5 per hour from one address. */
export const LETTER_RULE: Rule = { max: 5, windowMs: 60 * MIN }
/** Sign-ups: 20 an hour from one address (a whole class may sign up from one school network). */
export const SIGNUP_CLIENT_RULE: Rule = { max: 20, windowMs: 60 * MIN }
/** Sign-ups: 5 a day for one ID card (one per major and term is all anyone needs). */
export const SIGNUP_ID_RULE: Rule = { max: 5, windowMs: 24 * 60 * MIN }
/**
 * Captchas per purpose and address: 600 in 10 minutes, a sliding window of the size of a token
 * bucket of 600 refilled at one a second. A computer room of 200 students needs 1–3 each; a
 * captcha costs under a millisecond to draw, so the limit bounds table growth, not CPU.
 */
export const CAPTCHA_RULE: Rule = { max: 600, windowMs: 10 * MIN }
/** Spoken captchas per address: 200 in 10 minutes (a few per listener in a room). */
export const CAPTCHA_AUDIO_RULE: Rule = { max: 200, windowMs: 10 * MIN }
