import { DEPARTMENT_GROUPS } from '@/collections/Departments'
import type { Department, Leader } from '@/payload-types'
import { findOne, findPage, listOf, neighbours, type Handlers } from '../context'
import {
  ARTICLE_DETAIL_SELECT,
  ARTICLE_SUMMARY_SELECT,
  articleDetail,
  articleSummary,
  html,
  type Images,
  imagesOf,
  withUploads,
} from '../serialize'

const STAFF_SELECT = { name: true, position: true, duties: true, photo: true } as const
const staff = (d: Pick<Leader, 'id' | 'name' | 'position' | 'duties' | 'photo'>, images: Images) => ({
  id: d.id,
  name: d.name,
  position: d.position,
  duties: d.duties ?? '',
  photo: images(d.photo),
})

const DEPARTMENT_SELECT = {
  name: true,
  group: true,
  summary: true,
  phone: true,
  location: true,
  cover: true,
} as const
const department = (
  d: Pick<Department, 'id' | 'name' | 'group' | 'summary' | 'phone' | 'location' | 'cover'>,
  images: Images,
) => ({
  id: d.id,
  name: d.name,
  group: d.group,
  summary: d.summary ?? '',
  phone: d.phone ?? '',
  location: d.location ?? '',
  cover: images(d.cover),
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
    const s = await ctx.payload.findGlobal({ slug: 'school-info', depth: 0 })
    const [images] = await Promise.all([imagesOf(ctx, [s.cover]), withUploads(ctx, [s.intro])])
    return {
      name: s.name,
      name_en: s.name_en ?? '',
      motto: s.motto ?? '',
      intro: html(s.intro),
      cover: images(s.cover),
      stats: (s.stats ?? []).map((x) => ({ label: x.label, value: x.value })),
    }
  },
  'school.Introduction/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'school-introductions',
      select: { title: true, content: true, image: true },
      ...input,
    })
    const [images] = await Promise.all([
      imagesOf(
        ctx,
        r.docs.map((d) => d.image),
      ),
      withUploads(
        ctx,
        r.docs.map((d) => d.content),
      ),
    ])
    return listOf(
      r,
      r.docs.map((d) => ({ id: d.id, title: d.title, content: html(d.content), image: images(d.image) })),
    )
  },
  'school.History/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'school-history',
      select: { year: true, title: true, content: true, image: true },
      ...input,
      sort: ['sort', 'year'],
    })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.image),
    )
    return listOf(
      r,
      r.docs.map((d) => ({
        id: d.id,
        year: d.year,
        title: d.title,
        content: d.content ?? '',
        image: images(d.image),
      })),
    )
  },
  'school.Campus/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'campus-culture', select: ARTICLE_SUMMARY_SELECT, ...input })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    return listOf(
      r,
      r.docs.map((d) => articleSummary(d, images)),
    )
  },
  'school.Campus/info': async (input, ctx) => {
    const d = await findOne(ctx, 'campus-culture', input.campus_id, '校园文化', ARTICLE_DETAIL_SELECT)
    const [images, near] = await Promise.all([
      imagesOf(ctx, [d.cover]),
      neighbours(ctx, 'campus-culture', d.published_at),
    ])
    await withUploads(ctx, [d.content])
    return { ...articleDetail(d, images), ...near }
  },
  'school.Staff/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'leaders',
      select: STAFF_SELECT,
      ...input,
      keywordField: 'name',
    })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.photo),
    )
    return listOf(
      r,
      r.docs.map((d) => staff(d, images)),
    )
  },
  'school.Staff/info': async (input, ctx) => {
    const d = await findOne(ctx, 'leaders', input.staff_id, '领导信息', { ...STAFF_SELECT, resume: true })
    await withUploads(ctx, [d.resume])
    return { ...staff(d, await imagesOf(ctx, [d.photo])), resume: html(d.resume) }
  },
  'school.Department/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'departments',
      select: DEPARTMENT_SELECT,
      ...input,
      keywordField: 'name',
      // An unknown kind matches nothing (comparing it with PostgreSQL's enum column would fail).
      where: !input.group
        ? []
        : DEPARTMENT_GROUPS.includes(input.group)
          ? [{ group: { equals: input.group } }]
          : [{ id: { equals: 0 } }],
    })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    return listOf(
      r,
      r.docs.map((d) => department(d, images)),
    )
  },
  'school.Department/info': async (input, ctx) => {
    const d = await findOne(ctx, 'departments', input.department_id, '机构', {
      ...DEPARTMENT_SELECT,
      content: true,
    })
    await withUploads(ctx, [d.content])
    return { ...department(d, await imagesOf(ctx, [d.cover])), content: html(d.content) }
  },
  'school.Affair/list': async (input, ctx) => {
    const r = await findPage(ctx, { collection: 'school-affairs', select: ARTICLE_SUMMARY_SELECT, ...input })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    return listOf(
      r,
      r.docs.map((d) => articleSummary(d, images)),
    )
  },
  'school.Affair/info': async (input, ctx) => {
    const d = await findOne(ctx, 'school-affairs', input.affair_id, '校务公开信息', ARTICLE_DETAIL_SELECT)
    const [images, near] = await Promise.all([
      imagesOf(ctx, [d.cover]),
      neighbours(ctx, 'school-affairs', d.published_at),
    ])
    await withUploads(ctx, [d.content])
    return { ...articleDetail(d, images), ...near }
  },
}
