import { findOne, findPage, listOf, neighbours, type Handlers } from '../context'
import { articleDetail, articleSummary, html, image, num, str } from '../serialize'

type Doc = Record<string, unknown>

const staff = (d: Doc) => ({
  id: num(d.id),
  name: str(d.name),
  position: str(d.position),
  duties: str(d.duties),
  photo: image(d.photo),
})
const department = (d: Doc) => ({
  id: num(d.id),
  name: str(d.name),
  group: str(d.group),
  summary: str(d.summary),
  phone: str(d.phone),
  location: str(d.location),
  cover: image(d.cover),
})

type Names =
  | 'school.Setting/info'
  | 'school.Introduction/list'
  | 'school.History/list'
  | 'school.Campus/list'
  | 'school.Campus/info'
  | 'school.Staff/list'
  | 'school.Staff/info'
  | 'school.Department/list'
  | 'school.Department/info'
  | 'school.Affair/list'
  | 'school.Affair/info'

export const schoolHandlers: Handlers<Names> = {
  'school.Setting/info': async (_input, ctx) => {
    const s = (await ctx.payload.findGlobal({ slug: 'school-info', depth: 1 })) as unknown as Doc
    const stats = Array.isArray(s.stats) ? (s.stats as Doc[]) : []
    return {
      name: str(s.name),
      name_en: str(s.name_en),
      motto: str(s.motto),
      intro: html(s.intro),
      cover: image(s.cover),
      stats: stats.map((x) => ({ label: str(x.label), value: str(x.value) })),
    }
  },
  'school.Introduction/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'school-introductions', ...input })
    return listOf(
      r,
      r.docs.map((d) => ({
        id: num(d.id),
        title: str(d.title),
        content: html(d.content),
        image: image(d.image),
      })),
    )
  },
  'school.History/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'school-history', ...input, sort: ['sort', 'year'] })
    return listOf(
      r,
      r.docs.map((d) => ({
        id: num(d.id),
        year: str(d.year),
        title: str(d.title),
        content: str(d.content),
        image: image(d.image),
      })),
    )
  },
  'school.Campus/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'campus-culture', drafts: true, ...input })
    return listOf(r, r.docs.map(articleSummary))
  },
  'school.Campus/info': async (input, ctx) => {
    const d = await findOne(ctx, 'campus-culture', input.campus_id, '校园文化', { drafts: true })
    return { ...articleDetail(d), ...(await neighbours(ctx, 'campus-culture', d)) }
  },
  'school.Staff/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'leaders', ...input, keywordField: 'name' })
    return listOf(r, r.docs.map(staff))
  },
  'school.Staff/info': async (input, ctx) => {
    const d = await findOne(ctx, 'leaders', input.staff_id, '领导信息')
    return { ...staff(d), resume: html(d.resume) }
  },
  'school.Department/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'departments',
      ...input,
      keywordField: 'name',
      where: input.group ? [{ group: { equals: input.group } }] : [],
    })
    return listOf(r, r.docs.map(department))
  },
  'school.Department/info': async (input, ctx) => {
    const d = await findOne(ctx, 'departments', input.department_id, '机构')
    return { ...department(d), content: html(d.content) }
  },
  'school.Affair/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'school-affairs', drafts: true, ...input })
    return listOf(r, r.docs.map(articleSummary))
  },
  'school.Affair/info': async (input, ctx) => {
    const d = await findOne(ctx, 'school-affairs', input.affair_id, '校务公开信息', { drafts: true })
    return { ...articleDetail(d), ...(await neighbours(ctx, 'school-affairs', d)) }
  },
}
