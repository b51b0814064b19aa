import { clampPaging, termLabel, type EduType, type Period } from '@ou/contract'
import { issueCaptcha, consumeCaptcha, restoreCaptcha } from '@/lib/captcha'
import { PoolBusyError } from '@/lib/hashPool'
import { hashPassword, hashPool, needsRehash, verifyPassword } from '@/lib/password'
import { countLoginFailure } from '@ou/ops/count'
import {
  ADDRESS_BONUS_MAX,
  ADDRESS_BONUS_PER_ACCOUNT,
  ADDRESS_SUCCESS_WINDOW_MS,
  STUDENT_ACCOUNT_RULE,
  STUDENT_ADDRESS_RULE,
  clearAttempts,
  countRecentEach,
  hit,
  recordAttempt,
  recordOnce,
  studentDelayMs,
  unhit,
} from '@/lib/rateLimit'
import { sqlOf } from '@/lib/sql'
import { endStudentSession, issueStudentToken, verifyStudentToken } from '@/lib/studentToken'
import { listOf, type Handler, type Handlers } from '../context'
import { BusinessError, RateLimitError } from '@/lib/errors'

type Names<T extends EduType> =
  | `${T}.Student/captcha`
  | `${T}.Student/login`
  | `${T}.Student/logout`
  | `${T}.StudentScore/getYearAndPeriod`
  | `${T}.StudentScore/list`

type Counted = Awaited<ReturnType<typeof countRecentEach>>[number]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * How many wrong passwords an address may send in the window: STUDENT_ADDRESS_RULE.max, plus a
 * bonus for each distinct account that signed in from it lately (a computer room, a carrier's
 * shared address). Spraying from an address nobody signs in from gets the base budget only.
 */
async function addressBudget(ctx: Parameters<Handler<'openEducation.Student/login'>>[1]) {
  const [failures, accounts] = (await countRecentEach(ctx.payload, [
    { key: `login-ip:${ctx.ip}`, windowMs: STUDENT_ADDRESS_RULE.windowMs },
    { key: `login-ok-ip:${ctx.ip}`, windowMs: ADDRESS_SUCCESS_WINDOW_MS },
  ])) as [Counted, Counted]
  const max =
    STUDENT_ADDRESS_RULE.max + Math.min(ADDRESS_BONUS_MAX, ADDRESS_BONUS_PER_ACCOUNT * accounts.count)
  return { failures, max }
}

/** Captcha, login and scores of one education type; a token of one type never serves the other. */
function studentHandlers<T extends EduType>(type: T) {
  const purpose = `student:${type}`
  /**
   * While logins already wait for a place in the hash pool (score-release day at its peak), a new
   * captcha gets the login's 503 with Retry-After instead: a student could only be queued after
   * typing it, and drawing captchas for them would take the request thread from everything else.
   * The page queues, counts down and asks again by itself.
   */
  const captcha: Handler<'openEducation.Student/captcha'> = async (_input, ctx) => {
    hashPool().refuseIfBusy()
    return issueCaptcha(ctx.payload, purpose, ctx.ip)
  }

  /**
   * The order matters (docs/security.md, "Student logins"):
   * 1. a login that cannot get a password check soon is answered 503 with Retry-After at once,
   *    before its captcha is used, so the page can retry with the same captcha;
   * 2. the address's budget of wrong passwords (429);
   * 3. the captcha: a typo costs a new captcha, never a password try;
   * 4. the account's budget of password checks, reserved before the check so parallel tries
   *    cannot exceed it (429), then a delay growing with the account's recent failures;
   * 5. the check itself, in the bounded hash pool.
   */
  const login: Handler<'openEducation.Student/login'> = async (input, ctx) => {
    const accountKey = `login:${type}:${input.student_no}`
    const ipKey = `login-ip:${ctx.ip}`
    let ticket = hashPool().admit()
    let student, valid
    try {
      const { failures, max } = await addressBudget(ctx)
      if (failures.count >= max) throw new RateLimitError(failures.retryAfter)
      await consumeCaptcha(ctx.payload, purpose, input.captcha_id, input.captcha)
      const checks = await hit(ctx.payload, accountKey, STUDENT_ACCOUNT_RULE)
      if (checks.count > STUDENT_ACCOUNT_RULE.max) {
        await unhit(ctx.payload, checks.id)
        throw new RateLimitError(checks.retryAfter)
      }
      const delay = studentDelayMs(checks.count)
      if (delay) {
        // A delayed try holds no place in the pool while it waits; it takes one again after.
        ticket.release()
        await sleep(delay)
        ticket = hashPool().admit(true)
      }
      try {
        // Students are staff-only: the login reads the one account the visitor names, past that access.
        const [row] = await sqlOf(ctx.payload).execute(
          'SELECT id, name, student_no, major, password_hash FROM students WHERE edu_type = ? AND student_no = ?',
          [type, input.student_no],
        )
        student = row
          ? {
              id: Number(row.id),
              name: String(row.name),
              student_no: String(row.student_no),
              major: (row.major as string | null) ?? '',
              password_hash: (row.password_hash as string | null) ?? null,
            }
          : undefined
        valid = await verifyPassword(input.password, student?.password_hash, ticket)
      } catch (e) {
        // Not checked after all (the pool was full): the reservation is given back, and so is
        // the captcha, so that the page's retry with the same one is served.
        await unhit(ctx.payload, checks.id)
        if (e instanceof PoolBusyError) await restoreCaptcha(ctx.payload, input.captcha_id)
        throw e
      }
    } finally {
      // Whatever happened, the login's place in the pool is given back (release is idempotent).
      ticket.release()
    }
    if (!student || !valid) {
      await recordAttempt(ctx.payload, [ipKey])
      countLoginFailure('student')
      throw new BusinessError('学号或密码错误')
    }
    await clearAttempts(ctx.payload, accountKey)
    // One row per distinct account that signs in from this address (its budget grows with them).
    const okKey = `login-ok:${ctx.ip}:${type}:${input.student_no}`
    await recordOnce(ctx.payload, okKey, ADDRESS_SUCCESS_WINDOW_MS, [okKey, `login-ok-ip:${ctx.ip}`])
    if (needsRehash(student.password_hash)) {
      // The configured cost changed since this hash was made: store it at the new cost.
      const upgraded = await hashPassword(input.password)
      await sqlOf(ctx.payload).execute('UPDATE students SET password_hash = ? WHERE id = ?', [
        upgraded,
        student.id,
      ])
    }
    const token = await issueStudentToken(ctx.payload, student.id, type)
    return {
      ...token,
      student: { name: student.name, student_no: student.student_no, major: student.major ?? '' },
    }
  }

  const logout: Handler<'openEducation.Student/logout'> = async (input, ctx) => {
    await endStudentSession(ctx.payload, ctx.bearer ?? input.token ?? null, type)
    return { ended: true as const, message: '已退出登录' }
  }

  // Terms and scores are read with plain SQL on the indexed student column: these two calls are
  // most of score-release day's reads, and Payload's query layer costs more than the query. That
  // is past the collection's access, which gives a visitor nothing of scores: the student's token,
  // checked above, says whose scores these are.
  const terms: Handler<'openEducation.StudentScore/getYearAndPeriod'> = async (input, ctx) => {
    const studentId = ctx.student ?? (await verifyStudentToken(ctx.payload, ctx.bearer ?? input.token, type))
    const docs = await sqlOf(ctx.payload).execute(
      'SELECT DISTINCT year, period FROM scores WHERE student_id = ?',
      [studentId],
    )
    return docs
      .map((d) => ({ year: String(d.year), period: d.period as Period }))
      .sort((a, b) => (a.year === b.year ? (a.period === 'autumn' ? -1 : 1) : b.year.localeCompare(a.year)))
      .map((t) => ({ ...t, label: termLabel(t.year, t.period) }))
  }

  const scores: Handler<'openEducation.StudentScore/list'> = async (input, ctx) => {
    const studentId = ctx.student ?? (await verifyStudentToken(ctx.payload, ctx.bearer ?? input.token, type))
    const { page, limit } = clampPaging(input.page, input.limit)
    const sql = sqlOf(ctx.payload)
    const where = 'WHERE student_id = ? AND year = ? AND period = ?'
    const args = [studentId, input.year, input.period]
    const [docs, [count]] = await Promise.all([
      sql.execute(
        `SELECT id, course_code, course_name, score, credit, exam_type, status, year, period FROM scores ${where} ORDER BY course_code, id LIMIT ? OFFSET ?`,
        [...args, limit, (page - 1) * limit],
      ),
      sql.execute(`SELECT count(*) AS n FROM scores ${where}`, args),
    ])
    return listOf(
      { total: Number(count?.n ?? 0), page, limit },
      docs.map((d) => ({
        id: Number(d.id),
        course_code: String(d.course_code),
        course_name: String(d.course_name),
        score: String(d.score),
        credit: Number(d.credit),
        exam_type: (d.exam_type as string | null) ?? '',
        status: (d.status as string | null) ?? '',
        year: String(d.year),
        period: d.period as Period,
      })),
    )
  }

  // Template-literal keys cannot be checked against the contract's names per type; the shapes are.
  return {
    [`${type}.Student/captcha`]: captcha,
    [`${type}.Student/login`]: login,
    [`${type}.Student/logout`]: logout,
    [`${type}.StudentScore/getYearAndPeriod`]: terms,
    [`${type}.StudentScore/list`]: scores,
  } as Handlers<Names<T>>
}

export const studentApiHandlers = {
  ...studentHandlers('openEducation'),
  ...studentHandlers('adultEducation'),
}
