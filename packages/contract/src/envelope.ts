import { z } from 'zod'

/** Business codes carried in the `code` field of every answer (DESIGN.md §2). */
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
  /** Student authentication (HTTP 401). */
  NO_TOKEN: 40001,
  TOKEN_EXPIRED: 40002,
  TOKEN_INVALID: 40003,
} as const

export const AUTH_CODES = [Code.NO_TOKEN, Code.TOKEN_EXPIRED, Code.TOKEN_INVALID] as const
export type AuthCode = (typeof AUTH_CODES)[number]
export const isAuthCode = (code: unknown): code is AuthCode => AUTH_CODES.includes(code as AuthCode)

/** Default toast text when the server gives nothing better (SPEC.md §8). */
export const DEFAULT_ERROR_TEXT = '请求错误'

export const errorsMap = z.record(z.string(), z.array(z.string()))
export type ErrorsMap = z.infer<typeof errorsMap>

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data })

/** Shape of every non-success answer; `errors` on 422, `retry_after` on 429. */
export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null().optional(),
  errors: errorsMap.optional(),
  retry_after: z.number().int().optional(),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelope>

/** Turns zod issues into the `errors` map of a 422 answer: field path → messages. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): ErrorsMap {
  const errors: ErrorsMap = {}
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join('.') : '_'
    ;(errors[key] ??= []).push(issue.message)
  }
  return errors
}

/** Joins an errors map into one toast line, semicolon-separated (SPEC.md §8). */
export const joinErrors = (errors: ErrorsMap): string => Object.values(errors).flat().join(';')
