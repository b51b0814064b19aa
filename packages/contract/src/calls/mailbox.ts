import { z } from 'zod'
import { listData, listFilter, noInput } from '../common'
import { TRACKING_CODE } from '../ids'
import * as E from '../entities'
import { CHINA_MOBILE, captchaFields, choice, def } from './define'

export const letterInput = z
  .object({
    recipient: choice(E.letterRecipient, '请选择收信人'),
    anonymous: z.boolean().optional().default(false),
    name: z.string().trim().max(20, '姓名不能超过 20 个字').optional(),
    contact: z
      .string({ error: '请填写联系方式' })
      .trim()
      .max(100, '联系方式不能超过 100 个字符')
      .refine((s) => CHINA_MOBILE.test(s) || z.email().safeParse(s).success, '请填写正确的手机号或邮箱'),
    subject: z
      .string({ error: '请填写主题' })
      .trim()
      .min(2, '主题至少 2 个字')
      .max(50, '主题不能超过 50 个字'),
    content: z
      .string({ error: '请填写信件内容' })
      .trim()
      .min(10, '信件内容至少 10 个字')
      .max(2000, '信件内容不能超过 2000 个字'),
    ...captchaFields,
  })
  .superRefine((v, ctx) => {
    if (!v.anonymous && !v.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: '请填写姓名，或选择匿名来信' })
  })

export const mailboxCalls = {
  'mailbox.Letter/captcha': def({ summary: '来信验证码', request: noInput, data: E.captcha }),
  'mailbox.Letter/add': def({ summary: '书记、校长信箱来信', request: letterInput, data: E.letterReceipt }),
  'mailbox.Letter/query': def({
    summary: '凭查询码查看来信处理情况',
    request: z.object({
      tracking_code: z
        .string({ error: '请输入查询码' })
        .trim()
        .toUpperCase()
        .regex(TRACKING_CODE, '查询码为 12 位字母或数字'),
    }),
    data: E.letter,
  }),
  'mailbox.Letter/list': def({
    summary: '公开的来信与回复',
    request: listFilter,
    data: listData(E.publicLetter),
  }),
}
