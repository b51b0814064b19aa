import { z } from 'zod'
import { CHINA_MOBILE, captchaFields, choice } from '../calls/define'
import { LETTER_CATEGORIES, LETTER_RECIPIENTS } from '../enums'

export { issuesToErrors } from '../envelope'

/** The mailbox letter form (`mailbox.Letter/add`); its own module, like every form's schema. */
export const letterInput = z
  .object({
    recipient: choice(z.enum(LETTER_RECIPIENTS), '请选择收信人'),
    /** The kind of letter sets its reply deadline; older clients send none (其他). */
    category: choice(z.enum(LETTER_CATEGORIES), '请选择来信类别').optional().default('other'),
    /** Consent to publish the letter and reply (without name or contact); absent: not asked. */
    consent_public: z.boolean().optional(),
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
