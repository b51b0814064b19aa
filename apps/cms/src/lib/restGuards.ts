import { tooManyAttemptsText } from '@ou/contract'
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type Payload } from 'payload'
import { countRecent, recordAttempt } from './rateLimit'

/**
 * Guards in front of Payload's REST API (`/cms-api`, app/(payload)/cms-api/[...slug]/route.ts):
 * body limits, the password-reset limit, and `where` operators no field here supports.
 * Refusals use Payload's error format (`{ errors: [{ message }] }`).
 */

const KB = 1024
const MB = 1024 * KB
/** Bodies of REST calls (docs/security.md, "Requests"). Uploads keep Payload's own 20 MB file limit. */
export const REST_BODY_LIMITS = { login: 16 * KB, default: 1 * MB, upload: 21 * MB } as const
/** Collections that take files (multipart bodies up to the upload limit). */
const UPLOAD_COLLECTIONS = new Set(['media', 'files'])
const LOGIN_PATHS = new Set(['users/login', 'users/forgot-password', 'users/reset-password', 'users/unlock'])

export const restError = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers = {},
) =>
  Response.json(
    { errors: [{ message }], ...extra },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )

/** The limit of a REST request's body by its path (the segments after /cms-api) and type. */
export function bodyLimitOf(slug: string[], contentType: string | null): number {
  const path = slug.join('/')
  if (LOGIN_PATHS.has(path)) return REST_BODY_LIMITS.login
  const multipart = /^multipart\/form-data/i.test(contentType ?? '')
  if (multipart && UPLOAD_COLLECTIONS.has(slug[0] ?? '') && slug.length <= 2) return REST_BODY_LIMITS.upload
  return REST_BODY_LIMITS.default
}

const tooLarge = (max: number) =>
  restError(413, `请求内容过大（上限 ${max >= MB ? `${max / MB} MB` : `${max / KB} KB`}）`)

/**
 * The request with its body checked against `max`: refused from its Content-Length when that says
 * more, else counted while reading (a chunked body is cut off at the limit). Never read whole first.
 */
export async function limitBody(request: Request, max: number): Promise<Request | Response> {
  if (!request.body) return request
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    const length = Number(declared)
    if (!Number.isFinite(length) || length > max) {
      await request.body.cancel().catch(() => {})
      return tooLarge(max)
    }
    return request
  }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel().catch(() => {})
      return tooLarge(max)
    }
    chunks.push(value)
  }
  const headers = new Headers(request.headers)
  headers.set('content-length', String(size))
  return new Request(request.url, { method: request.method, headers, body: Buffer.concat(chunks) })
}

/**
 * Password-reset mails (`POST /cms-api/users/forgot-password`), limited like console logins: per
 * client address and per typed account, counted in the `attempts` table. Every request counts,
 * since each may send a mail.
 */
export const FORGOT_PASSWORD_RULE = { max: 5, windowMs: 15 * 60 * 1000 }

export async function guardedForgotPassword(
  payload: Payload,
  request: Request,
  client: string,
  forward: (request: Request) => Promise<Response>,
): Promise<Response> {
  const text = await request.text()
  let email = ''
  try {
    const body = JSON.parse(text) as { email?: unknown }
    if (typeof body?.email === 'string') email = body.email.trim().toLowerCase().slice(0, 200)
  } catch {
    // Payload answers a malformed body itself.
  }
  const keys = [`forgot-ip:${client}`, `forgot-account:${email}`]
  for (const key of keys) {
    const { count, retryAfter } = await countRecent(payload, key, FORGOT_PASSWORD_RULE)
    if (count >= FORGOT_PASSWORD_RULE.max)
      return restError(
        429,
        tooManyAttemptsText(retryAfter),
        { retry_after: retryAfter },
        {
          'retry-after': String(retryAfter),
        },
      )
  }
  await recordAttempt(payload, keys)
  return forward(new Request(request.url, { method: 'POST', headers: request.headers, body: text }))
}

/** Geometry operators: no collection here has a point field, and on other fields the database fails. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])

function findGeoOperator(where: unknown, depth = 0): string | undefined {
  if (!where || typeof where !== 'object' || depth > 20) return undefined
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (GEO_OPERATORS.has(key)) return key
    const found = findGeoOperator(value, depth + 1)
    if (found) return found
  }
  return undefined
}

/** Refuses a `where` with an operator no field supports, with 400 instead of a database error. */
const refuseUnsupportedWhere: CollectionBeforeOperationHook = ({ args }) => {
  const operator = findGeoOperator((args as { where?: unknown }).where)
  if (operator) throw new APIError(`不支持的查询条件：${operator}`, 400, null, true)
  return args
}

export const withQueryGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [refuseUnsupportedWhere, ...(collection.hooks?.beforeOperation ?? [])],
  },
})
