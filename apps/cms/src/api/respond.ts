import { Code, type ErrorsMap } from '@ou/contract'

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

export const ok = (data: unknown) =>
  Response.json({ code: Code.OK, msg: 'success', data }, { status: 200, headers: JSON_HEADERS })

export const refuse = (code: number, msg: string) =>
  Response.json({ code, msg, data: null }, { status: 200, headers: JSON_HEADERS })

export const invalid = (errors: ErrorsMap, msg = '提交的数据有误') =>
  Response.json({ code: Code.VALIDATION, msg, data: null, errors }, { status: 422, headers: JSON_HEADERS })

export const fail = (status: number, code: number, msg: string, extra: Record<string, unknown> = {}) =>
  Response.json({ code, msg, data: null, ...extra }, { status, headers: JSON_HEADERS })
