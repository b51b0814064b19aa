import { z } from 'zod'
import { idOf, listData, listFilter } from '../common'
import * as E from '../entities'
import { isValidIdCard } from '../idCard'
import { CHINA_MOBILE, choice, def } from './define'

export const enrollInput = z.object({
  category_type: choice(E.categoryType, '请选择招生类别'),
  name: z
    .string({ error: '请填写姓名' })
    .trim()
    .min(2, '姓名至少 2 个字')
    .max(20, '姓名不能超过 20 个字')
    .regex(/^[\u4e00-\u9fa5·A-Za-z ]+$/, '姓名只能包含汉字、字母和间隔号'),
  gender: choice(E.gender, '请选择性别'),
  id_card: z
    .string({ error: '请填写身份证号' })
    .trim()
    .transform((s) => s.toUpperCase())
    .refine(isValidIdCard, '身份证号不正确，请核对后重新填写'),
  mobile: z.string({ error: '请填写手机号' }).trim().regex(CHINA_MOBILE, '手机号格式不正确'),
  email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100)]).optional(),
  education: choice(E.educationBackground, '请选择现有学历'),
  level: choice(E.majorLevel, '请选择报读层次'),
  major_id: idOf('报读专业'),
  school_id: idOf('学习中心'),
  address: z.string().trim().max(200, '通讯地址不能超过 200 个字').optional(),
  remark: z.string().trim().max(500, '备注不能超过 500 个字').optional(),
})
export type EnrollInput = z.input<typeof enrollInput>

export const enrollingCalls = {
  'enrolling.News/list': def({
    summary: '招生信息列表',
    request: listFilter.extend({ category_type: E.categoryType.optional() }),
    data: listData(E.enrollNews),
  }),
  'enrolling.News/info': def({
    summary: '招生信息详情',
    request: z.object({ news_id: idOf('招生信息编号') }),
    data: E.enrollNewsDetail,
  }),
  'enrolling.Major/list': def({
    summary: '招生专业（page 0, limit 0 取全部）',
    request: listFilter.extend({
      level: E.majorLevel.optional(),
      category_type: E.categoryType.optional(),
    }),
    data: listData(E.major),
  }),
  'enrolling.Major/info': def({
    summary: '专业详情',
    request: z.object({ major_id: idOf('专业编号') }),
    data: E.majorDetail,
  }),
  'enrolling.Enroll/add': def({ summary: '报名登记', request: enrollInput, data: E.enrollResult }),
  'educational.School/list': def({
    summary: '报名可选的学习中心（page 0, limit 0 取全部）',
    request: listFilter,
    data: listData(E.learningCenter),
  }),
}
