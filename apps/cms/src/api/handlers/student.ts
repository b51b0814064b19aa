import { termLabel, type EduType, type Period } from '@ou/contract'
import { issueCaptcha, consumeCaptcha } from '@/lib/captcha'
import { verifyPassword } from '@/lib/password'
import { countLoginFailure } from '@ou/ops/count'
import { LOGIN_RULE, assertUnderLimit, clearAttempts, recordAttempt } from '@/lib/rateLimit'
import { issueStudentToken, verifyStudentToken } from '@/lib/studentToken'
import { findPage, listOf, type Handler, type Handlers } from '../context'
import { BusinessError } from '@/lib/errors'

type Names<T extends EduType> =
  | `${T}.Student/captcha`
  | `${T}.Student/login`
  | `${T}.StudentScore/getYearAndPeriod`
  | `${T}.StudentScore/list`

/** Captcha, login and scores of one education type; a token of one type never serves the other. */
function studentHandlers<T extends EduType>(type: T) {
  const purpose = `student:${type}`
  const captcha: Handler<'openEducation.Student/captcha'> = async (_input, ctx) =>
    issueCaptcha(ctx.payload, purpose, ctx.ip)

  const login: Handler<'openEducation.Student/login'> = async (input, ctx) => {
    const accountKey = `login:${type}:${input.student_no}`
    const ipKey = `login-ip:${ctx.ip}`
    await assertUnderLimit(ctx.payload, [accountKey, ipKey], LOGIN_RULE)
    // The captcha is checked before the password, so guessing needs a fresh captcha every time.
    try {
      await consumeCaptcha(ctx.payload, purpose, input.captcha_id, input.captcha)
    } catch (e) {
      await recordAttempt(ctx.payload, [ipKey])
      throw e
    }
    const { docs } = await ctx.payload.find({
      collection: 'students',
      where: { and: [{ edu_type: { equals: type } }, { student_no: { equals: input.student_no } }] },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
    })
    const student = docs[0]
    const valid = await verifyPassword(input.password, student?.password_hash)
    if (!student || !valid) {
      await recordAttempt(ctx.payload, [accountKey, ipKey])
      countLoginFailure('student')
      throw new BusinessError('学号或密码错误')
    }
    await clearAttempts(ctx.payload, accountKey)
    const token = await issueStudentToken(ctx.payload, student.id, type)
    return {
      ...token,
      student: { name: student.name, student_no: student.student_no, major: student.major ?? '' },
    }
  }

  const terms: Handler<'openEducation.StudentScore/getYearAndPeriod'> = async (input, ctx) => {
    const studentId = ctx.student ?? (await verifyStudentToken(ctx.payload, ctx.bearer ?? input.token, type))
    const { docs } = await ctx.payload.find({
      collection: 'scores',
      where: { student: { equals: studentId } },
      pagination: false,
      depth: 0,
      select: { year: true, period: true },
    })
    const terms = new Map<string, { year: string; period: Period }>()
    for (const d of docs) terms.set(`${d.year}-${d.period}`, { year: d.year, period: d.period })
    return [...terms.values()]
      .sort((a, b) => (a.year === b.year ? (a.period === 'autumn' ? -1 : 1) : b.year.localeCompare(a.year)))
      .map((t) => ({ ...t, label: termLabel(t.year, t.period) }))
  }

  const scores: Handler<'openEducation.StudentScore/list'> = async (input, ctx) => {
    const studentId = ctx.student ?? (await verifyStudentToken(ctx.payload, ctx.bearer ?? input.token, type))
    const r = await findPage(ctx, {
      collection: 'scores',
      page: input.page,
      limit: input.limit,
      select: {
        course_code: true,
        course_name: true,
        score: true,
        credit: true,
        exam_type: true,
        status: true,
        year: true,
        period: true,
      },
      sort: 'course_code',
      where: [
        { student: { equals: studentId } },
        { year: { equals: input.year } },
        { period: { equals: input.period } },
      ],
    })
    return listOf(
      r,
      r.docs.map((d) => ({
        id: d.id,
        course_code: d.course_code,
        course_name: d.course_name,
        score: d.score,
        credit: d.credit,
        exam_type: d.exam_type ?? '',
        status: d.status ?? '',
        year: d.year,
        period: d.period,
      })),
    )
  }

  // Template-literal keys cannot be checked against the contract's names per type; the shapes are.
  return {
    [`${type}.Student/captcha`]: captcha,
    [`${type}.Student/login`]: login,
    [`${type}.StudentScore/getYearAndPeriod`]: terms,
    [`${type}.StudentScore/list`]: scores,
  } as Handlers<Names<T>>
}

export const studentApiHandlers = {
  ...studentHandlers('openEducation'),
  ...studentHandlers('adultEducation'),
}
