import type { Course } from '@/payload-types'
import { findOne, findPage, listOf, type Handlers } from '../context'
import { html, type Images, imagesOf, withUploads } from '../serialize'

const COURSE_SELECT = {
  name: true,
  category: true,
  teacher: true,
  schedule: true,
  location: true,
  term: true,
  capacity: true,
  cover: true,
  summary: true,
} as const

const course = (d: Omit<Course, 'content' | 'sort' | 'updatedAt' | 'createdAt'>, images: Images) => ({
  id: d.id,
  name: d.name,
  category: d.category,
  teacher: d.teacher ?? '',
  schedule: d.schedule ?? '',
  location: d.location ?? '',
  term: d.term ?? '',
  capacity: d.capacity ?? 0,
  cover: images(d.cover),
  summary: d.summary ?? '',
})

export const oldEducationHandlers: Handlers<'oldEducation.Course/list' | 'oldEducation.Course/info'> = {
  'oldEducation.Course/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'courses',
      select: COURSE_SELECT,
      ...input,
      keywordField: 'name',
      where: input.category ? [{ category: { equals: input.category } }] : [],
    })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    return listOf(
      r,
      r.docs.map((d) => course(d, images)),
    )
  },
  'oldEducation.Course/info': async (input, ctx) => {
    const d = await findOne(ctx, 'courses', input.course_id, '课程', { ...COURSE_SELECT, content: true })
    await withUploads(ctx, [d.content])
    return { ...course(d, await imagesOf(ctx, [d.cover])), content: html(d.content) }
  },
}
