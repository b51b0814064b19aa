import { detailAnswer, listAnswer, shapeOf, withHtml } from '../answers'
import type { Handlers } from '../context'

const COURSE = shapeOf({
  value: ['name', 'category'],
  text: ['teacher', 'schedule', 'location', 'term', 'summary'],
  number: ['capacity'],
  image: ['cover'],
})

export const oldEducationHandlers: Handlers<'oldEducation.Course/list' | 'oldEducation.Course/info'> = {
  'oldEducation.Course/list': (input, ctx) =>
    listAnswer(
      ctx,
      {
        collection: 'courses',
        select: COURSE.select,
        ...input,
        keywordField: 'name',
        where: input.category ? [{ category: { equals: input.category } }] : [],
      },
      COURSE.answer,
    ),
  'oldEducation.Course/info': (input, ctx) =>
    detailAnswer(
      ctx,
      {
        collection: 'courses',
        id: input.course_id,
        what: '课程',
        select: { ...COURSE.select, content: true },
      },
      withHtml('content', COURSE.answer),
    ),
}
