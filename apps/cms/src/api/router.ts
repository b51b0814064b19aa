import { Code, calls, isCallName, issuesToErrors, type CallDef } from '@ou/contract'
import config from '@payload-config'
import { getPayload } from 'payload'
import { env } from '../lib/env'
import { handlers } from './handlers'
import type { Ctx, Handler } from './context'
import { AuthError, BusinessError, FieldError, RateLimitError } from './errors'
import { fail, invalid, ok, refuse } from './respond'

const MAX_BODY_BYTES = 256 * 1024

function clientIp(request: Request): string {
  // The nearest proxy (Next itself, or the load balancer in front) appends the peer address last;
  // earlier entries are whatever the client claimed.
  const forwarded = request.headers.get('x-forwarded-for')
  const last = forwarded?.split(',').pop()?.trim()
  return last || request.headers.get('x-real-ip') || 'unknown'
}

function corsHeaders(request: Request): Record<string, string> {
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

const withHeaders = (res: Response, headers: Record<string, string>) => {
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v)
  return res
}

async function readInput(request: Request, def: CallDef): Promise<{ input: unknown } | { error: Response }> {
  if (def.method === 'GET' || def.method === 'DELETE') {
    return { input: Object.fromEntries(new URL(request.url).searchParams) }
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { error: fail(413, Code.PAYLOAD_TOO_LARGE, '提交的内容过大') }
  const text = await request.text()
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    return { error: fail(413, Code.PAYLOAD_TOO_LARGE, '提交的内容过大') }
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

/** Runs one public API call: route, method, body, contract validation, handler, envelope. */
export async function dispatch(request: Request, name: string): Promise<Response> {
  const cors = corsHeaders(request)
  if (!isCallName(name))
    return withHeaders(fail(404, Code.NOT_FOUND, `接口不存在：${name.slice(0, 100)}`), cors)
  const def: CallDef = calls[name]
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors })
  if (request.method !== def.method) {
    const res = fail(405, Code.METHOD_NOT_ALLOWED, `该接口只接受 ${def.method} 请求`)
    return withHeaders(res, { ...cors, allow: `${def.method}, OPTIONS` })
  }
  try {
    const read = await readInput(request, def)
    if ('error' in read) return withHeaders(read.error, cors)
    const parsed = def.request.safeParse(read.input)
    if (!parsed.success) return withHeaders(invalid(issuesToErrors(parsed.error.issues)), cors)

    const auth = request.headers.get('authorization')
    const ctx: Ctx = {
      payload: await getPayload({ config }),
      request,
      ip: clientIp(request),
      bearer: auth?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null,
    }
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
    console.error(`[api] ${name} failed`, e)
    return withHeaders(fail(500, Code.SERVER, '服务器内部错误'), cors)
  }
}
