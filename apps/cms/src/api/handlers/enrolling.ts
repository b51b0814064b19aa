import { randomInt } from 'node:crypto'
import type { Where } from 'payload'
import { currentTerm, type CategoryType, type MajorLevel } from '@ou/contract'
import { findOne, findPage, listOf, neighbours, type Handlers } from '../context'
import { BusinessError, FieldError } from '../errors'
import { articleDetail, articleSummary, html, image, num, str } from '../serialize'

type Doc = Record<string, unknown>

const major = (d: Doc) => ({
  id: num(d.id),
  name: str(d.name),
  code: str(d.code),
  level: d.level as MajorLevel,
  category_type: d.category_type as CategoryType,
  discipline: str(d.discipline),
  duration: str(d.duration),
  tuition: str(d.tuition),
  summary: str(d.summary),
  cover: image(d.cover),
})

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
  'enrolling.News/list': async (input, ctx) => {
    const where = input.category_type ? [{ category_type: { equals: input.category_type } }] : []
    const r = await findPage(ctx, { collection: 'enroll-news', drafts: true, ...input, where })
    return listOf(
      r,
      r.docs.map((d) => ({ ...articleSummary(d), category_type: d.category_type as CategoryType })),
    )
  },
  'enrolling.News/info': async (input, ctx) => {
    const d = await findOne(ctx, 'enroll-news', input.news_id, '招生信息', { drafts: true })
    const near = await neighbours(ctx, 'enroll-news', d, [
      { category_type: { equals: d.category_type as string } },
    ])
    return { ...articleDetail(d), category_type: d.category_type as CategoryType, ...near }
  },
  'enrolling.Major/list': async (input, ctx) => {
    const where: Where[] = [
      ...(input.level ? [{ level: { equals: input.level } }] : []),
      ...(input.category_type ? [{ category_type: { equals: input.category_type } }] : []),
    ]
    const r = await findPage(ctx, { collection: 'majors', ...input, keywordField: 'name', where })
    return listOf(r, r.docs.map(major))
  },
  'enrolling.Major/info': async (input, ctx) => {
    const d = await findOne(ctx, 'majors', input.major_id, '专业')
    const courses = Array.isArray(d.courses) ? (d.courses as Doc[]).map((c) => str(c.name)) : []
    return { ...major(d), content: html(d.content), courses }
  },
  'educational.School/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'learning-centers', ...input, keywordField: 'name' })
    return listOf(
      r,
      r.docs.map((d) => ({
        id: num(d.id),
        name: str(d.name),
        region: str(d.region),
        address: str(d.address),
        phone: str(d.phone),
      })),
    )
  },
  'enrolling.Enroll/add': async (input, ctx) => {
    const [m, school] = await Promise.all([
      ctx.payload.findByID({ collection: 'majors', id: input.major_id, depth: 0, disableErrors: true }),
      ctx.payload.findByID({
        collection: 'learning-centers',
        id: input.school_id,
        depth: 0,
        disableErrors: true,
      }),
    ])
    const errors: Record<string, string[]> = {}
    if (!m) errors.major_id = ['所选专业不存在，请重新选择']
    else if (m.category_type !== input.category_type) errors.major_id = ['所选专业不属于当前招生类别']
    else if (m.level !== input.level) errors.level = ['报读层次与所选专业不一致']
    if (!school) errors.school_id = ['所选学习中心不存在，请重新选择']
    if (Object.keys(errors).length) throw new FieldError(errors)

    const term = currentTerm()
    const duplicate = () =>
      new BusinessError('该身份证号本季已报名此专业，请勿重复提交；如需修改请联系招生办')
    const existing = await ctx.payload.count({
      collection: 'applications',
      where: {
        and: [
          { id_card: { equals: input.id_card } },
          { major: { equals: input.major_id } },
          { term: { equals: term } },
        ],
      },
    })
    if (existing.totalDocs > 0) throw duplicate()
    try {
      const doc = await ctx.payload.create({
        collection: 'applications',
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
      return { application_no: doc.application_no, status: 'submitted' }
    } catch (e) {
      // Two identical sign-ups racing past the check above: the unique index decides.
      if (isUniqueViolation(e)) throw duplicate()
      throw e
    }
  },
}
