import type { Payload } from 'payload'
import { RateLimitError } from './errors'

interface Rule {
  /** Failures allowed inside the window before further tries are refused. */
  max: number
  windowMs: number
}

/** How many failures `key` has in the rule's window, and when the oldest of them leaves it. */
export async function countRecent(payload: Payload, key: string, rule: Rule) {
  const since = new Date(Date.now() - rule.windowMs).toISOString()
  const res = await payload.find({
    collection: 'attempts',
    where: { and: [{ key: { equals: key } }, { at: { greater_than: since } }] },
    sort: 'at',
    limit: 1,
    depth: 0,
  })
  const oldest = res.docs[0] ? new Date(res.docs[0].at).getTime() : Date.now()
  return {
    count: res.totalDocs,
    retryAfter: Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000)),
  }
}

/** Throws 429 when any of the keys has reached its limit of recorded failures in the window. */
export async function assertUnderLimit(payload: Payload, keys: string[], rule: Rule) {
  for (const key of keys) {
    const { count, retryAfter } = await countRecent(payload, key, rule)
    if (count >= rule.max) throw new RateLimitError(retryAfter)
  }
}

export async function recordAttempt(payload: Payload, keys: string[]) {
  const at = new Date().toISOString()
  await Promise.all(
    keys.map((key) => payload.create({ collection: 'attempts', data: { key, at }, depth: 0 })),
  )
}

export async function clearAttempts(payload: Payload, key: string) {
  await payload.delete({ collection: 'attempts', where: { key: { equals: key } } })
}

/** Failed student logins: 5 within 15 minutes, per student number and per address. */
export const LOGIN_RULE: Rule = { max: 5, windowMs: 15 * 60 * 1000 }
/** Letters: 5 per hour from one address. */
export const LETTER_RULE: Rule = { max: 5, windowMs: 60 * 60 * 1000 }
/** Sign-ups: 20 an hour from one address (a whole class may sign up from one school network). */
export const SIGNUP_CLIENT_RULE: Rule = { max: 20, windowMs: 60 * 60 * 1000 }
/** Sign-ups: 5 a day for one ID card (one per major and term is all anyone needs). */
export const SIGNUP_ID_RULE: Rule = { max: 5, windowMs: 24 * 60 * 60 * 1000 }
/** Captchas: 60 in 5 minutes (their lifetime) from one address; a person needs a handful. */
export const CAPTCHA_RULE: Rule = { max: 60, windowMs: 5 * 60 * 1000 }
