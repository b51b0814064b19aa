import { z } from 'zod'
import '../zod-setup'
import { ID_PATTERN } from '../ids'

/** What the schema half of the call table says about one call. */
export interface CallSchemas<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  /** What the call is for, in a few words (Chinese: the school's IT staff read it in the console). */
  summary: string
  request: Req
  /** The `data` of a successful answer. */
  data: Data
}

export const def = <Req extends z.ZodType, Data extends z.ZodType>(d: CallSchemas<Req, Data>) => d

/**
 * The calls of one education type, each named `<type>.<name>`: the open and adult types answer
 * the same calls under their own module names.
 */
export const ofType = <T extends string, C extends Record<string, CallSchemas>>(type: T, calls: C) =>
  Object.fromEntries(Object.entries(calls).map(([name, call]) => [`${type}.${name}`, call])) as {
    [K in keyof C & string as `${T}.${K}`]: C[K]
  }

/** The same enumeration with one plain message, for forms a visitor fills in. */
export const choice = <T extends z.ZodEnum>(e: T, message: string) =>
  z.enum(e.options as [string, ...string[]], { error: message }) as unknown as T

export const CHINA_MOBILE = /^1[3-9]\d{9}$/

export const captchaFields = {
  // A record id like any other: it must fit the id column (32 bits), or the database refuses it.
  captcha_id: z
    .string({ error: '请先获取验证码' })
    .min(1, '请先获取验证码')
    .regex(ID_PATTERN, '验证码编号无效'),
  captcha: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, '请输入验证码')
    .max(10, '验证码不能超过 10 个字符'),
}
