import { randomInt } from 'node:crypto'
import { currentTerm } from '@ou/contract'
import { liveSitesByName } from '@/sites/scope'
import type { Where } from 'payload'
import { articleAnswer, detailAnswer, listAnswer, shapeOf } from '../answers'
import { readOne, type Handlers } from '../context'
import { BusinessError, FieldError } from '@/lib/errors'
import { SIGNUP_CLIENT_RULE, SIGNUP_ID_RULE, assertUnderLimit, recordAttempt } from '@/lib/rateLimit'
import { ARTICLE_SUMMARY_SELECT, articleSummary, html } from '../serialize'

const DUPLICATE_SIGNUP = '该身份证号本季已报名此专业，请勿重复提交；如需修改请联系招生办'

const MAJOR = shapeOf({
  value: ['name', 'level', 'category_type'],
  text: ['code', 'discipline', 'duration', 'tuition', 'summary'],
  image: ['cover'],
})
const LEARNING_CENTRE = shapeOf({ value: ['name'], text: ['region', 'address', 'phone'] })

const applicationNo = (now = new Date()) =>
  `BM${now.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(0, 1e8)).padStart(8, '0')}`

const isUniqueViolation = (e: unknown) => {
  const text = `${e instanceof Error ? e.message : ''} ${JSON.stringify((e as { data?: unknown })?.data ?? '')}`
  return /unique|duplicate|already (exists|registered)|唯一|已存在/i.test(text)
}

type Names =
  | 'enrolling.News/list'
  | 'enrolling.News/info'
  | 'enrolling.Major/list'
  | 'enrolling.Major/info'
  | 'enrolling.Enroll/add'
  | 'educational.School/list'

export const enrollingHandlers: Handlers<Names> = {
  'enrolling.News/list': (input, ctx) =>
    listAnswer(
      ctx,
      {
        collection: 'enroll-news',
        select: { ...ARTICLE_SUMMARY_SELECT, category_type: true },
        ...input,
        where: input.category_type ? [{ category_type: { equals: input.category_type } }] : [],
      },
      (d, images) => ({ ...articleSummary(d, images), category_type: d.category_type }),
    ),
  'enrolling.News/info': (input, ctx) =>
    articleAnswer(
      ctx,
      { collection: 'enroll-news', id: input.news_id, what: '招生信息', extra: { category_type: true } },
      {
        scope: (d) => [{ category_type: { equals: d.category_type } }],
        adds: (d) => ({ category_type: d.category_type }),
      },
    ),
  'enrolling.Major/list': (input, ctx) => {
    const where: Where[] = [
      ...(input.level ? [{ level: { equals: input.level } }] : []),
      ...(input.category_type ? [{ category_type: { equals: input.category_type } }] : []),
    ]
    return listAnswer(
      ctx,
      { collection: 'majors', select: MAJOR.select, ...input, keywordField: 'name', where },
      MAJOR.answer,
    )
  },
  'enrolling.Major/info': (input, ctx) =>
    detailAnswer(
      ctx,
      {
        collection: 'majors',
        id: input.major_id,
        what: '专业',
        select: { ...MAJOR.select, content: true, courses: true, teaching_plan: true },
      },
      (d, images) => ({
        ...MAJOR.answer(d, images),
        content: html(d.content),
        courses: (d.courses ?? []).map((c) => c.name),
        teaching_plan: (d.teaching_plan ?? [])
          .map((c, i) => ({
            semester: c.semester,
            code: c.code ?? '',
            name: c.name,
            credits: c.credits,
            kind: c.kind,
            assessment: c.assessment ?? '',
            i,
          }))
          .sort((a, b) => a.semester - b.semester || a.i - b.i)
          .map(({ i: _i, ...c }) => c),
      }),
    ),
  'educational.School/list': async (input, ctx) => {
    const [r, sites] = await Promise.all([
      listAnswer(
        ctx,
        { collection: 'learning-centers', select: LEARNING_CENTRE.select, ...input, keywordField: 'name' },
        LEARNING_CENTRE.answer,
      ),
      liveSitesByName(ctx.payload),
    ])
    // A centre with a live site of its name links it (站群), as the branch schools' list does.
    return { ...r, list: r.list.map((c) => ({ ...c, site: sites.get(c.name) ?? null })) }
  },
  'enrolling.Enroll/add': async (input, ctx) => {
    // A visitor picks among the majors and centres a visitor may read.
    const [m, school] = await Promise.all([
      readOne(ctx, 'majors', input.major_id, { category_type: true, level: true }),
      readOne(ctx, 'learning-centers', input.school_id, { name: true }),
    ])
    const errors: Record<string, string[]> = {}
    if (!m) errors.major_id = ['所选专业不存在，请重新选择']
    else if (m.category_type !== input.category_type) errors.major_id = ['所选专业不属于当前招生类别']
    else if (m.level !== input.level) errors.level = ['报读层次与所选专业不一致']
    if (!school) errors.school_id = ['所选学习中心不存在，请重新选择']
    if (Object.keys(errors).length) throw new FieldError(errors)

    const term = currentTerm()
    // Sign-ups are staff-only (nothing of them is public): the handler reads and writes them past
    // that access, for the visitor's own form only.
    const sameForm = async () => {
      const { docs } = await ctx.payload.find({
        collection: 'applications',
        overrideAccess: true,
        where: {
          and: [
            { id_card: { equals: input.id_card } },
            { major: { equals: input.major_id } },
            { term: { equals: term } },
          ],
        },
        select: { application_no: true, mobile: true, status: true },
        limit: 1,
        depth: 0,
        pagination: false,
      })
      return docs[0]
    }
    // A retry of the same form (a visitor whose first request got no answer) gets its receipt;
    // the same ID card, major and term with another mobile learns only that it is a repeat.
    const answer = (d: { application_no: string; mobile: string }) => {
      if (d.mobile !== input.mobile) throw new BusinessError(DUPLICATE_SIGNUP)
      return { application_no: d.application_no, status: 'submitted' as const }
    }
    const existing = await sameForm()
    if (existing?.mobile === input.mobile) return answer(existing)

    const clientKey = `signup:${ctx.ip}`
    const idKey = `signup-id:${input.id_card}`
    await assertUnderLimit(ctx.payload, [clientKey], SIGNUP_CLIENT_RULE)
    await assertUnderLimit(ctx.payload, [idKey], SIGNUP_ID_RULE)
    if (existing) {
      // Probing which ID cards signed up costs the prober's allowance.
      await recordAttempt(ctx.payload, [clientKey])
      return answer(existing)
    }
    try {
      const doc = await ctx.payload.create({
        collection: 'applications',
        overrideAccess: true,
        depth: 0,
        data: {
          application_no: applicationNo(),
          status: 'submitted',
          term,
          category_type: input.category_type,
          name: input.name,
          gender: input.gender,
          id_card: input.id_card,
          mobile: input.mobile,
          email: input.email || undefined,
          education: input.education,
          level: input.level,
          major: input.major_id,
          school: input.school_id,
          address: input.address,
          remark: input.remark,
        },
      })
      await recordAttempt(ctx.payload, [clientKey, idKey])
      return { application_no: doc.application_no, status: 'submitted' }
    } catch (e) {
      // Two sign-ups of one ID card racing past the check above: the unique index decides, and a
      // retry of the same form gets the receipt of the one that won.
      if (!isUniqueViolation(e)) throw e
      const winner = await sameForm()
      if (!winner) throw e
      return answer(winner)
    }
  },
}
