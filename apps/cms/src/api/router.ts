import { timingSafeEqual } from 'node:crypto'
import {
  Code,
  LIST_ALL_CALLS,
  SITE_SECRET_HEADER,
  calls,
  isCallName,
  issuesToErrors,
  type CallDef,
} from '@ou/contract'
import config from '@payload-config'
import { getPayload } from 'payload'
import { clientAddress } from '@/lib/requestAddress'
import { env } from '@/lib/env'
import { BUSY_TEXT, DB_RETRY_AFTER_S, databaseAnswers, isDatabaseUnavailable } from '@/lib/dbDown'
import { PoolBusyError } from '@/lib/hashPool'
import { readUpTo } from '@/lib/restGuards'
import { sqlOf } from '@/lib/sql'
import { verifyStudentToken } from '@/lib/studentToken'
import { handlers } from './handlers'
import type { Ctx, Handler } from './context'
import { AuthError, BusinessError, FieldError, RateLimitError, UnavailableError } from '@/lib/errors'
import { log } from '@/lib/log'
import { fail, invalid, ok, refuse, type ApiAnswer } from './respond'

const MAX_BODY_BYTES = 256 * 1024

const tooLarge = () => fail(413, Code.PAYLOAD_TOO_LARGE, '提交的内容过大')

/**
 * What `dispatch` needs of an HTTP request. Next's route adapts its web Request (`fromWebRequest`);
 * server.mjs adapts Node's request without web streams, which cost the score-day login path about
 * a millisecond of the request thread per call (bench/scoreday.ts).
 */
export interface ApiRequest {
  method: string
  /** The path and query string (an absolute URL is accepted too). */
  url: string
  headers: { get: (name: string) => string | null }
  /** The body as text, read with a byte counter; null once it passes `max` bytes (not read further). */
  text: (max: number) => Promise<string | null>
}

/** A web Request as an ApiRequest: a chunked body is cut off at the limit, never buffered whole. */
export function fromWebRequest(request: Request): ApiRequest {
  return {
    method: request.method,
    url: request.url,
    headers: request.headers,
    text: async (max) => {
      if (!request.body) return ''
      const reader = request.body.getReader()
      const read = await readUpTo(reader, max)
      if ('over' in read) {
        await reader.cancel().catch(() => {})
        return null
      }
      return read.body.toString('utf8')
    },
  }
}

function corsHeaders(request: ApiRequest): Record<string, string> {
  const origin = request.headers.get('origin')
  if (!origin || !env.corsOrigins.includes(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'access-control-allow-headers': 'content-type, authorization',
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

const withHeaders = (res: ApiAnswer, headers: Record<string, string>) => {
  Object.assign(res.headers, headers)
  return res
}

async function readInput(
  request: ApiRequest,
  def: CallDef,
): Promise<{ input: unknown } | { error: ApiAnswer }> {
  if (def.method === 'GET' || def.method === 'DELETE') {
    return { input: Object.fromEntries(new URL(request.url, 'http://localhost').searchParams) }
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { error: tooLarge() }
  const text = await request.text(MAX_BODY_BYTES)
  if (text === null) return { error: tooLarge() }
  if (!text.trim()) return { input: {} }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { error: invalid({ _: ['请求体不是有效的 JSON'] }) }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { error: invalid({ _: ['请求体必须是 JSON 对象'] }) }
  }
  return { input: body }
}

/** Whether a string anywhere in the input holds a NUL character, which PostgreSQL cannot store. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1))
}

/** Whether a header holds REVALIDATE_SECRET (compared in constant time). */
function carriesSiteSecret(given: string | null): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(env.revalidateSecret)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Runs one public API call: route, method, body, contract validation, handler, envelope. */
export async function dispatch(request: ApiRequest, name: string): Promise<ApiAnswer> {
  const cors = corsHeaders(request)
  if (!isCallName(name))
    return withHeaders(fail(404, Code.NOT_FOUND, `接口不存在：${name.slice(0, 100)}`), cors)
  const def: CallDef = calls[name]
  if (request.method === 'OPTIONS') return { status: 204, headers: cors, body: null }
  // HEAD asks what GET would answer, without the body (which the server leaves out).
  const method = request.method === 'HEAD' ? 'GET' : request.method
  if (method !== def.method) {
    const res = fail(405, Code.METHOD_NOT_ALLOWED, `该接口只接受 ${def.method} 请求`)
    return withHeaders(res, { ...cors, allow: `${def.method}, OPTIONS` })
  }
  try {
    const read = await readInput(request, def)
    if ('error' in read) return withHeaders(read.error, cors)
    if (hasNul(read.input)) return withHeaders(invalid({ _: ['请求中含有不允许的字符'] }), cors)
    const auth = request.headers.get('authorization')
    const ctx: Ctx = {
      payload: await getPayload({ config }),
      ip: clientAddress(request.headers) || 'unknown',
      bearer: auth?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null,
      listAll: LIST_ALL_CALLS.includes(name),
      fromSite: carriesSiteSecret(request.headers.get(SITE_SECRET_HEADER)),
    }
    // A call behind a login checks the login first: a visitor without one learns nothing about
    // the call's input from its validation errors.
    if (def.auth) {
      const raw = read.input as Record<string, unknown>
      const token = ctx.bearer ?? (typeof raw.token === 'string' ? raw.token : null)
      ctx.student = await verifyStudentToken(ctx.payload, token, def.auth)
    }
    const parsed = def.request.safeParse(read.input)
    if (!parsed.success) return withHeaders(invalid(issuesToErrors(parsed.error.issues)), cors)
    const handler = handlers[name] as Handler<typeof name>
    const data = await handler(parsed.data as never, ctx)
    return withHeaders(ok(data), cors)
  } catch (e) {
    if (e instanceof BusinessError) return withHeaders(refuse(e.code, e.message), cors)
    if (e instanceof FieldError) return withHeaders(invalid(e.errors), cors)
    if (e instanceof AuthError) return withHeaders(fail(401, e.code, e.message), cors)
    if (e instanceof RateLimitError) {
      const res = fail(429, Code.RATE_LIMITED, e.message, { retry_after: e.retryAfter })
      return withHeaders(res, { ...cors, 'retry-after': String(e.retryAfter) })
    }
    if (e instanceof PoolBusyError) {
      // Too many logins queued for a password check: come back later (the page retries by itself).
      const res = fail(503, Code.UNAVAILABLE, e.message, { retry_after: e.retryAfter })
      return withHeaders(res, { ...cors, 'retry-after': String(e.retryAfter) })
    }
    if (e instanceof UnavailableError) {
      return withHeaders(fail(503, Code.UNAVAILABLE, e.message, { data: e.checks }), cors)
    }
    // An error of a shape not known to be the database's is still the busy answer when the
    // database does not answer right now (a stop caught mid-transaction, say).
    const away =
      isDatabaseUnavailable(e) ||
      !(await databaseAnswers(async () => sqlOf(await getPayload({ config })).execute('SELECT 1')))
    if (away) {
      // The database is away for a moment (restart, failover): a wait, not a fault. The site's
      // forms keep what was typed and send it again after Retry-After.
      log().warn({ err: e, call: name }, 'API call refused: the database cannot be reached')
      const res = fail(503, Code.UNAVAILABLE, BUSY_TEXT, { retry_after: DB_RETRY_AFTER_S })
      return withHeaders(res, { ...cors, 'retry-after': String(DB_RETRY_AFTER_S) })
    }
    log().error({ err: e, call: name }, 'API call failed')
    return withHeaders(fail(500, Code.SERVER, '服务器内部错误'), cors)
  }
}
