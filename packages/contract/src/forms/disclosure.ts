import { z } from 'zod'
import { CHINA_MOBILE, captchaFields, choice } from '../calls/define'
import { DELIVERY_FORMS, ID_TYPES, REQUESTER_TYPES } from '../enums'
import { isValidIdCard } from '../idCard'

export { issuesToErrors } from '../envelope'

/** The request-for-disclosure form (`disclosure.Request/add`, 依申请公开). */
export const disclosureRequestInput = z
  .object({
    requester_type: choice(z.enum(REQUESTER_TYPES), '请选择申请人类型'),
    name: z
      .string({ error: '请填写申请人姓名或组织名称' })
      .trim()
      .min(2, '申请人姓名或组织名称至少 2 个字')
      .max(60, '申请人姓名或组织名称不能超过 60 个字'),
    id_type: choice(z.enum(ID_TYPES), '请选择证件类型').optional(),
    id_number: z.string().trim().max(30, '证件号码不能超过 30 个字符').optional(),
    /** Organisations: 统一社会信用代码 and the person who handles the request. */
    org_code: z.string().trim().max(30, '统一社会信用代码不能超过 30 个字符').optional(),
    contact_person: z.string().trim().max(20, '联系人不能超过 20 个字').optional(),
    phone: z
      .string({ error: '请填写联系电话' })
      .trim()
      .refine((s) => CHINA_MOBILE.test(s) || /^0\d{2,3}-?\d{7,8}$/.test(s), '请填写正确的手机号或固定电话'),
    email: z.union([z.literal(''), z.email('请填写正确的电子邮箱')]).optional(),
    address: z.string().trim().max(100, '通信地址不能超过 100 个字').optional(),
    description: z
      .string({ error: '请描述所需信息' })
      .trim()
      .min(10, '所需信息的描述至少 10 个字')
      .max(2000, '所需信息的描述不能超过 2000 个字'),
    purpose: z.string().trim().max(500, '用途不能超过 500 个字').optional(),
    delivery: choice(z.enum(DELIVERY_FORMS), '请选择获取信息的方式'),
    ...captchaFields,
  })
  .superRefine((v, ctx) => {
    if (v.requester_type === 'person') {
      if (!v.id_type) ctx.addIssue({ code: 'custom', path: ['id_type'], message: '请选择证件类型' })
      if (!v.id_number) ctx.addIssue({ code: 'custom', path: ['id_number'], message: '请填写证件号码' })
      else if (v.id_type === 'id_card' && !isValidIdCard(v.id_number))
        ctx.addIssue({ code: 'custom', path: ['id_number'], message: '请填写正确的居民身份证号码' })
    } else if (!v.contact_person)
      ctx.addIssue({ code: 'custom', path: ['contact_person'], message: '请填写联系人' })
    if (v.delivery === 'email' && !v.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: '选择电子邮件方式时请填写电子邮箱' })
    if (v.delivery === 'paper' && !v.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: '选择邮寄方式时请填写通信地址' })
  })
