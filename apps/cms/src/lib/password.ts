import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt with N=2^15: ~50 ms per check on this class of machine, slow enough for offline guessing.
const N = 1 << 15
const KEYLEN = 32
const MAXMEM = 64 * 1024 * 1024

const derive = (password: string, salt: Buffer, n: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r: 8, p: 1, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  )

/** `scrypt$N$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N)
  return `scrypt$${N}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$')
  if (parts.length !== 4 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so unknown accounts are not told apart by timing.
    await derive(password, randomBytes(16), N)
    return false
  }
  const key = await derive(password, Buffer.from(parts[2]!, 'base64url'), Number(parts[1]))
  const expected = Buffer.from(parts[3]!, 'base64url')
  return expected.length === key.length && timingSafeEqual(expected, key)
}
