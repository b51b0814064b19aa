import { z } from 'zod'
import { listData, listFilter, noInput } from '../common'
import { EDU_TYPE_LABEL, type EduType } from '../enums'
import * as E from '../entities'
import { studentLoginInput } from '../forms/studentLogin'
import { choice, def, ofType } from './define'

export { studentLoginInput } from '../forms/studentLogin'

/** The student's token may come in the body as well as in the Authorization header. */
const token = z.string().max(1024, '令牌无效').optional()

export const scoreFilter = z.object({
  token,
  year: z.string({ error: '请选择学年' }).regex(/^\d{4}$/, '学年格式不正确'),
  period: choice(E.termPeriod, '请选择学期'),
  page: listFilter.shape.page,
  limit: listFilter.shape.limit,
})

/** Captcha, login, sign-out, terms and scores of one education type. */
const studentCalls = <T extends EduType>(type: T) => {
  const label = EDU_TYPE_LABEL[type]
  return ofType(type, {
    'Student/captcha': def({ summary: `${label}成绩查询验证码`, request: noInput, data: E.captcha }),
    'Student/login': def({ summary: `${label}学生登录`, request: studentLoginInput, data: E.loginResult }),
    'Student/logout': def({
      summary: `${label}学生退出登录`,
      request: z.object({ token }),
      data: z.object({ ended: z.literal(true), message: z.string() }),
    }),
    'StudentScore/getYearAndPeriod': def({
      summary: `${label}可查询的学年与学期`,
      request: z.object({ token }),
      data: z.array(E.term),
    }),
    'StudentScore/list': def({
      summary: `${label}某学期成绩`,
      request: scoreFilter,
      data: listData(E.score),
    }),
  })
}

export const studentApiCalls = { ...studentCalls('openEducation'), ...studentCalls('adultEducation') }
