import { findOne, findPage, listOf, type Handlers } from '../context'
import { html, image, num, str } from '../serialize'

type Doc = Record<string, unknown>

const course = (d: Doc) => ({
  id: num(d.id),
  name: str(d.name),
  category: str(d.category),
  teacher: str(d.teacher),
  schedule: str(d.schedule),
  location: str(d.location),
  term: str(d.term),
  capacity: num(d.capacity),
  cover: image(d.cover),
  summary: str(d.summary),
})

export const oldEducationHandlers: Handlers<'oldEducation.Course/list' | 'oldEducation.Course/info'> = {
  'oldEducation.Course/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'courses',
      ...input,
      keywordField: 'name',
      where: input.category ? [{ category: { equals: input.category } }] : [],
    })
    return listOf(r, r.docs.map(course))
  },
  'oldEducation.Course/info': async (input, ctx) => {
    const d = await findOne(ctx, 'courses', input.course_id, '课程')
    return { ...course(d), content: html(d.content) }
  },
}
