/**
 * The business codes of the envelope and the texts a visitor reads when a call fails. No zod here,
 * so the browser's client can use them (docs/api.md describes the conventions).
 */

/** Business codes carried in the `code` field of every answer. */
export const Code = {
  OK: 200,
  /** Business refusal: not found, wrong captcha, duplicate sign-up… (HTTP 200). */
  NOT_FOUND: 404,
  BUSINESS: 400,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  SERVER: 500,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  /** Not ready to serve (HTTP 503): the readiness check failed. */
  UNAVAILABLE: 503,
  /** Student authentication (HTTP 401). */
  NO_TOKEN: 40001,
  TOKEN_EXPIRED: 40002,
  TOKEN_INVALID: 40003,
} as const

export const AUTH_CODES = [Code.NO_TOKEN, Code.TOKEN_EXPIRED, Code.TOKEN_INVALID] as const
export type AuthCode = (typeof AUTH_CODES)[number]
export const isAuthCode = (code: unknown): code is AuthCode => AUTH_CODES.includes(code as AuthCode)

/** Toast text when the server gives nothing better. */
export const DEFAULT_ERROR_TEXT = '请求错误'

/** Field path → messages, the `errors` of a 422 answer. */
export type ErrorsMap = Record<string, string[]>

/** Joins an errors map into one toast line, semicolon-separated. */
export const joinErrors = (errors: ErrorsMap): string => Object.values(errors).flat().join(';')

/** The refusal of a rate-limited call (HTTP 429), with the wait spelled out from `retry_after`. */
export function tooManyAttemptsText(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds >= 60
      ? `${Math.ceil(retryAfterSeconds / 60)} 分钟`
      : `${Math.max(1, Math.ceil(retryAfterSeconds))} 秒`
  return `尝试次数过多，请 ${wait}后再试`
}
