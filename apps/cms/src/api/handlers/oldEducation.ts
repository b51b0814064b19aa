import type { Course } from '@/payload-types'
import { detailAnswer, listAnswer } from '../answers'
import type { Handlers } from '../context'
import { html, type Images } from '../serialize'

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
  'oldEducation.Course/list': (input, ctx) =>
    listAnswer(
      ctx,
      {
        collection: 'courses',
        select: COURSE_SELECT,
        ...input,
        keywordField: 'name',
        where: input.category ? [{ category: { equals: input.category } }] : [],
      },
      course,
    ),
  'oldEducation.Course/info': (input, ctx) =>
    detailAnswer(
      ctx,
      {
        collection: 'courses',
        id: input.course_id,
        what: '课程',
        select: { ...COURSE_SELECT, content: true },
      },
      (d, images) => ({ ...course(d, images), content: html(d.content) }),
    ),
}
