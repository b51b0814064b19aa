import { Code, type ErrorsMap } from '@ou/contract'

/**
 * An API answer as plain data. `dispatch` (router.ts) makes one; Next's route turns it into a web
 * Response (`toResponse`), server.mjs writes it to Node's response directly.
 */
export interface ApiAnswer {
  status: number
  headers: Record<string, string>
  body: string | null
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

const json = (status: number, envelope: Record<string, unknown>): ApiAnswer => ({
  status,
  headers: { ...JSON_HEADERS },
  body: JSON.stringify(envelope),
})

export const ok = (data: unknown) => json(200, { code: Code.OK, msg: 'success', data })

export const refuse = (code: number, msg: string) => json(200, { code, msg, data: null })

export const invalid = (errors: ErrorsMap, msg = '提交的数据有误') =>
  json(422, { code: Code.VALIDATION, msg, data: null, errors })

export const fail = (status: number, code: number, msg: string, extra: Record<string, unknown> = {}) =>
  json(status, { code, msg, data: null, ...extra })

export const toResponse = (a: ApiAnswer) => new Response(a.body, { status: a.status, headers: a.headers })
