import { Code, tooManyAttemptsText, type AuthCode } from '@ou/contract'
import { ValidationError, type PayloadRequest } from 'payload'

/** A refusal a visitor can act on: HTTP 200 with a non-200 code and a Chinese sentence. */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly code: number = Code.BUSINESS,
  ) {
    super(message)
  }
}

export const notFound = (what: string) => new BusinessError(`${what}不存在或已下线`, Code.NOT_FOUND)

export class AuthError extends Error {
  constructor(readonly code: AuthCode) {
    super(
      code === Code.NO_TOKEN
        ? '请先登录'
        : code === Code.TOKEN_EXPIRED
          ? '登录已过期，请重新登录'
          : '登录状态无效，请重新登录',
    )
  }
}

export class RateLimitError extends Error {
  constructor(readonly retryAfter: number) {
    super(tooManyAttemptsText(retryAfter))
  }
}

/** The instance cannot serve now (database down, migrations pending): HTTP 503 with what failed. */
export class UnavailableError extends Error {
  constructor(readonly checks: Record<string, unknown>) {
    super('服务暂不可用')
  }
}

/** Validation found by a handler after the contract's checks (e.g. a major that does not exist). */
export class FieldError extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super(Object.values(errors).flat().join(';'))
  }
}

/**
 * A save refused with a message beside one field of the console's form (`path` '' for the form as
 * a whole); with the request, the message is in the console's language, and the toast names the
 * field by its label (下面的字段是无效的：目标地址), never by its path.
 */
export const fieldError = (
  collection: string,
  path: string,
  message: string,
  req?: Pick<PayloadRequest, 't'>,
  label?: string,
) => new ValidationError({ collection, errors: [{ path, message, ...(label ? { label } : {}) }] }, req?.t)
