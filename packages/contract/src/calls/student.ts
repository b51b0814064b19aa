import { z } from 'zod'
import { listData, listFilter, noInput } from '../common'
import { EDU_TYPE_LABEL, type EduType } from '../enums'
import * as E from '../entities'
import { studentLoginInput } from '../forms/studentLogin'
import { choice, def } from './define'

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
  const calls = {
    captcha: def({ summary: `${label}成绩查询验证码`, request: noInput, data: E.captcha }),
    login: def({ summary: `${label}学生登录`, request: studentLoginInput, data: E.loginResult }),
    logout: def({
      summary: `${label}学生退出登录`,
      request: z.object({ token }),
      data: z.object({ ended: z.literal(true), message: z.string() }),
    }),
    terms: def({
      summary: `${label}可查询的学年与学期`,
      request: z.object({ token }),
      data: z.array(E.term),
    }),
    scores: def({ summary: `${label}某学期成绩`, request: scoreFilter, data: listData(E.score) }),
  }
  return {
    [`${type}.Student/captcha`]: calls.captcha,
    [`${type}.Student/login`]: calls.login,
    [`${type}.Student/logout`]: calls.logout,
    [`${type}.StudentScore/getYearAndPeriod`]: calls.terms,
    [`${type}.StudentScore/list`]: calls.scores,
  } as { [K in `${T}.Student/captcha`]: typeof calls.captcha } & {
    [K in `${T}.Student/login`]: typeof calls.login
  } & { [K in `${T}.Student/logout`]: typeof calls.logout } & {
    [K in `${T}.StudentScore/getYearAndPeriod`]: typeof calls.terms
  } & {
    [K in `${T}.StudentScore/list`]: typeof calls.scores
  }
}

export const studentApiCalls = { ...studentCalls('openEducation'), ...studentCalls('adultEducation') }
