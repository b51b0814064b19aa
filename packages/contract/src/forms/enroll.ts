import { z } from 'zod'
import { CHINA_MOBILE, choice } from '../calls/define'
import { idOf } from '../common'
import { CATEGORY_TYPES, EDUCATION_BACKGROUNDS, GENDERS, MAJOR_LEVELS } from '../enums'
import { isValidIdCard } from '../idCard'

export { issuesToErrors } from '../envelope'

/**
 * The sign-up form (`enrolling.Enroll/add`). Its own module, so the form loads this schema and
 * no other (docs/performance.md, "Light first load").
 */
export const enrollInput = z.object({
  category_type: choice(z.enum(CATEGORY_TYPES), '请选择招生类别'),
  name: z
    .string({ error: '请填写姓名' })
    .trim()
    .min(2, '姓名至少 2 个字')
    .max(20, '姓名不能超过 20 个字')
    .regex(/^[\u4e00-\u9fa5·A-Za-z ]+$/, '姓名只能包含汉字、字母和间隔号'),
  gender: choice(z.enum(GENDERS), '请选择性别'),
  id_card: z
    .string({ error: '请填写身份证号' })
    .trim()
    .transform((s) => s.toUpperCase())
    .refine(isValidIdCard, '身份证号不正确，请核对后重新填写'),
  mobile: z.string({ error: '请填写手机号' }).trim().regex(CHINA_MOBILE, '手机号格式不正确'),
  email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100)]).optional(),
  education: choice(z.enum(EDUCATION_BACKGROUNDS), '请选择现有学历'),
  level: choice(z.enum(MAJOR_LEVELS), '请选择报读层次'),
  major_id: idOf('报读专业'),
  school_id: idOf('学习中心'),
  address: z.string().trim().max(200, '通讯地址不能超过 200 个字').optional(),
  remark: z.string().trim().max(500, '备注不能超过 500 个字').optional(),
})
export type EnrollInput = z.input<typeof enrollInput>
