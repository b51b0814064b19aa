import { randomBytes, timingSafeEqual } from 'node:crypto'
import { env } from './env'
import { hashPool as sharedPool, type ScryptParams, type Ticket } from './hashPool'

/**
 * Students' password hashes: `scrypt$N$salt$hash` (r=8, p=1, 32 bytes; base64url parts). The cost
 * N is configuration (PASSWORD_SCRYPT_LOG_N, default 2^15, about 50–200 ms a check depending on
 * the machine): a stored hash of another cost still verifies, and the login upgrades it
 * (`needsRehash`). Every check runs in the bounded worker pool (hashPool.ts), never on the event
 * loop.
 */
const KEYLEN = 32
/** The process's pool, sized by configuration. */
export const hashPool = () => sharedPool(env.passwordPoolSize, env.passwordQueueMs, env.passwordPoolNice)
const currentN = () => 2 ** env.passwordScryptLogN
const params = (N: number): ScryptParams => ({ N, r: 8, p: 1, keylen: KEYLEN })

/** `scrypt$N$salt$hash`, base64url parts, at the configured cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const N = currentN()
  const key = await hashPool().scrypt(password, salt, params(N))
  return `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

const parse = (stored: string | null | undefined) => {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 4 || parts[0] !== 'scrypt') return null
  const N = Number(parts[1])
  // Only powers of two in a sane range: a corrupt row must not make one check take minutes.
  if (!Number.isInteger(N) || N < 2 ** 10 || N > 2 ** 20 || (N & (N - 1)) !== 0) return null
  return { N, salt: Buffer.from(parts[2]!, 'base64url'), key: Buffer.from(parts[3]!, 'base64url') }
}

/** Checks a login's password in the pool; `ticket` is the login's admission (hashPool().admit()). */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  ticket?: Ticket,
): Promise<boolean> {
  const h = parse(stored)
  if (!h) {
    // Spend the same time as a real check so unknown accounts are not told apart by timing.
    await hashPool().scrypt(password, randomBytes(16), params(currentN()), true, ticket)
    return false
  }
  const key = await hashPool().scrypt(
    password,
    h.salt,
    { ...params(h.N), keylen: h.key.length || KEYLEN },
    true,
    ticket,
  )
  return h.key.length === key.length && timingSafeEqual(h.key, key)
}

/** A stored hash made at another cost than the configured one: upgrade it after a good login. */
export const needsRehash = (stored: string | null | undefined) => parse(stored)?.N !== currentN()
