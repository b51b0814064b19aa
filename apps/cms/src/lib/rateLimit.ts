import type { Payload } from 'payload'
import { RateLimitError } from '../api/errors'

interface Rule {
  /** Failures allowed inside the window before further tries are refused. */
  max: number
  windowMs: number
}

/** Throws 429 when any of the keys has reached its limit of recorded failures in the window. */
export async function assertUnderLimit(payload: Payload, keys: string[], rule: Rule) {
  const since = new Date(Date.now() - rule.windowMs).toISOString()
  for (const key of keys) {
    const res = await payload.find({
      collection: 'attempts',
      where: { and: [{ key: { equals: key } }, { at: { greater_than: since } }] },
      sort: 'at',
      limit: rule.max,
      depth: 0,
    })
    if (res.totalDocs >= rule.max) {
      const oldest = new Date(res.docs[0]!.at).getTime()
      throw new RateLimitError(Math.max(1, Math.ceil((oldest + rule.windowMs - Date.now()) / 1000)))
    }
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
