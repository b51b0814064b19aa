import { pbkdf2, timingSafeEqual } from 'node:crypto'
import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { fieldError } from './errors'

/** Whether `password` is the stored one of this staff account (Payload's hash, either version). */
async function passwordMatches(req: PayloadRequest, id: number | string, password: unknown) {
  if (typeof password !== 'string' || !password) return false
  const doc = (await req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
  })) as { hash?: string; salt?: string } | null
  if (!doc?.hash || !doc.salt) return false
  const current = doc.hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? doc.hash.slice('pbkdf2-sha256-v1:'.length) : doc.hash, 'hex')
  const [iterations, keyLength] = current ? [600_000, 32] : [25_000, 512]
  const given = await new Promise<Buffer>((resolve, reject) =>
    pbkdf2(password, doc.salt!, iterations, keyLength, 'sha256', (e, key) => (e ? reject(e) : resolve(key))),
  )
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/**
 * A staff member changing their own email or password must give the current password, so that a
 * session left open (or a stolen token) cannot take the account over. Payload itself then ends
 * the account's other sessions when the password changes.
 */
export const requireCurrentPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const data = (args.data ?? {}) as Record<string, unknown>
  const given = data.current_password
  delete data.current_password
  const user = req.user as { id?: number | string; collection?: string; email?: string } | null
  if (!user || user.collection !== 'users') return args
  const changesPassword = typeof data.password === 'string' && data.password !== ''
  const changesEmail =
    typeof data.email === 'string' &&
    data.email.trim().toLowerCase() !== String(user.email ?? '').toLowerCase()
  if (!changesPassword && !changesEmail) return args
  // Only one's own account: an administrator resetting someone else's password is not asked.
  // (A bulk update could include oneself: it is treated as one's own.)
  const id = (args as { id?: number | string }).id
  const own = id === undefined || String(id) === String(user.id)
  if (!own) return args
  if (!(await passwordMatches(req, user.id!, given))) {
    throw fieldError('users', 'current_password', '修改自己的邮箱或密码，请先输入正确的当前密码')
  }
  return args
}
