import type { CallData, CallInput } from './calls'
import { callPath, routes, type CallName, type Route } from './calls/routes'
import { Code, DEFAULT_ERROR_TEXT, isAuthCode, joinErrors, type AuthCode, type ErrorsMap } from './errors'

// The typed client of both apps. It reads only the light call table and the error texts, never
// a schema: a page that makes calls loads no validator (answers are checked by the API's tests).

export type FailureKind = 'auth' | 'business' | 'validation' | 'rate_limited' | 'server' | 'network'

export interface Failure {
  ok: false
  kind: FailureKind
  /** Business code from the envelope, or the HTTP status when there was none. */
  code: number
  status: number
  /** The text to toast: the errors map joined, else the server's message, else the default. */
  message: string
  errors?: ErrorsMap
  retryAfter?: number
}
export interface Success<T> {
  ok: true
  data: T
  msg: string
}
export type Outcome<T> = Success<T> | Failure

export interface ClientOptions {
  /** Base URL of the API origin, e.g. http://127.0.0.1:3001 (runtime configuration). */
  baseUrl: string | (() => string)
  /** Bearer token for a call, if any is stored: sent on every call when present. */
  getToken?: (name: CallName, route: Route) => string | null | undefined
  /** Extra fetch options per call (given its input): Next cache tags, revalidate, signal. */
  init?: (name: CallName, input: unknown) => RequestInit | undefined
  fetch?: typeof fetch
  /** Called with every failure, e.g. to log it to the console and toast it. */
  onFailure?: (name: CallName, failure: Failure) => void
}

export class ApiError extends Error {
  constructor(
    readonly call: CallName,
    readonly failure: Failure,
  ) {
    super(`${call}: ${failure.message}`)
    this.name = 'ApiError'
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function kindFor(status: number, code: number): FailureKind {
  if (isAuthCode(code)) return 'auth'
  if (status === 422 || code === Code.VALIDATION) return 'validation'
  if (status === 429 || code === Code.RATE_LIMITED) return 'rate_limited'
  if (status >= 500) return 'server'
  return 'business'
}

/** Reads any answer (envelope, plain string, empty) into an outcome (docs/api.md, "Errors"). */
export function toOutcome<T>(status: number, body: unknown): Outcome<T> {
  if (isObject(body) && typeof body.code === 'number') {
    const code = body.code
    if (status === 200 && code === Code.OK) {
      return { ok: true, data: body.data as T, msg: typeof body.msg === 'string' ? body.msg : '' }
    }
    const errors = isObject(body.errors) ? (body.errors as ErrorsMap) : undefined
    const joined = errors ? joinErrors(errors) : ''
    const msg = typeof body.msg === 'string' && body.msg ? body.msg : ''
    return {
      ok: false,
      kind: kindFor(status, code),
      code,
      status,
      message: joined || msg || DEFAULT_ERROR_TEXT,
      ...(errors ? { errors } : {}),
      ...(typeof body.retry_after === 'number' ? { retryAfter: body.retry_after } : {}),
    }
  }
  if (typeof body === 'string' && body.trim()) {
    return { ok: false, kind: kindFor(status, status), code: status, status, message: body.trim() }
  }
  return { ok: false, kind: kindFor(status, status), code: status, status, message: DEFAULT_ERROR_TEXT }
}

export const isAuthFailure = (o: Outcome<unknown>): o is Failure & { code: AuthCode } =>
  !o.ok && o.kind === 'auth'

function toQuery(input: unknown): string {
  if (!isObject(input)) return ''
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(input)) if (v !== undefined && v !== null) params.set(k, String(v))
  const s = params.toString()
  return s ? `?${s}` : ''
}

export function createClient(options: ClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const base = () =>
    (typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl).replace(/\/+$/, '')

  async function request<N extends CallName>(
    name: N,
    input?: CallInput<N>,
    init?: RequestInit,
  ): Promise<Outcome<CallData<N>>> {
    const route: Route = routes[name]
    const shared = options.init?.(name, input)
    const headers = new Headers(shared?.headers)
    new Headers(init?.headers).forEach((value, key) => headers.set(key, value))
    headers.set('Accept', 'application/json')
    const token = options.getToken?.(name, route)
    if (token) headers.set('Authorization', `Bearer ${token}`)
    const hasBody = route.method === 'POST' || route.method === 'PUT'
    if (hasBody) headers.set('Content-Type', 'application/json')
    const url = `${base()}${callPath(name)}${hasBody ? '' : toQuery(input)}`

    let outcome: Outcome<CallData<N>>
    try {
      const res = await doFetch(url, {
        ...shared,
        ...init,
        method: route.method,
        headers,
        body: hasBody ? JSON.stringify(input ?? {}) : undefined,
      })
      const text = await res.text()
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : ''
      } catch {
        // Not JSON: a plain-string error body is shown as it is.
      }
      outcome = toOutcome<CallData<N>>(res.status, body)
    } catch (error) {
      if (init?.signal?.aborted) throw error
      outcome = { ok: false, kind: 'network', code: 0, status: 0, message: DEFAULT_ERROR_TEXT }
    }
    if (!outcome.ok) options.onFailure?.(name, outcome)
    return outcome
  }

  /** For server rendering: the data, or an ApiError to be caught by an error boundary. */
  async function get<N extends CallName>(name: N, input?: CallInput<N>, init?: RequestInit) {
    const outcome = await request(name, input, init)
    if (!outcome.ok) throw new ApiError(name, outcome)
    return outcome.data
  }

  return { request, get }
}

export type ApiClient = ReturnType<typeof createClient>
