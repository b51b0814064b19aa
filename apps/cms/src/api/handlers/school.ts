import { DEPARTMENT_GROUPS } from '@/collections/Departments'
import { articleAnswer, articleList, detailAnswer, listAnswer, shapeOf, withHtml } from '../answers'
import { readGlobal, type Handlers } from '../context'
import { html, imagesOf, withUploads } from '../serialize'

const STAFF = shapeOf({ value: ['name', 'position'], text: ['duties'], image: ['photo'] })
const DEPARTMENT = shapeOf({
  value: ['name', 'group'],
  text: ['summary', 'phone', 'location'],
  image: ['cover'],
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
    // Globals have no drafts; their REST reads stay with the staff, and the answer shows the public part.
    const s = await readGlobal(ctx, 'school-info')
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
  'school.Introduction/list': (input, ctx) =>
    listAnswer(
      ctx,
      { collection: 'school-introductions', select: { title: true, content: true, image: true }, ...input },
      (d, images) => ({ id: d.id, title: d.title, content: html(d.content), image: images(d.image) }),
      { images: (d) => d.image, richText: (d) => d.content },
    ),
  'school.History/list': (input, ctx) =>
    listAnswer(
      ctx,
      {
        collection: 'school-history',
        select: { year: true, title: true, content: true, image: true },
        ...input,
        sort: ['sort', 'year'],
      },
      (d, images) => ({
        id: d.id,
        year: d.year,
        title: d.title,
        content: d.content ?? '',
        image: images(d.image),
      }),
      { images: (d) => d.image },
    ),
  'school.Campus/list': (input, ctx) => articleList(ctx, { collection: 'campus-culture', ...input }),
  'school.Campus/info': (input, ctx) =>
    articleAnswer(ctx, { collection: 'campus-culture', id: input.campus_id, what: '校园文化' }),
  'school.Staff/list': (input, ctx) =>
    listAnswer(
      ctx,
      { collection: 'leaders', select: STAFF.select, ...input, keywordField: 'name' },
      STAFF.answer,
      {
        images: (d) => d.photo,
      },
    ),
  'school.Staff/info': (input, ctx) =>
    detailAnswer(
      ctx,
      {
        collection: 'leaders',
        id: input.staff_id,
        what: '领导信息',
        select: { ...STAFF.select, resume: true },
      },
      withHtml('resume', STAFF.answer),
      { images: (d) => d.photo, richText: (d) => d.resume },
    ),
  'school.Department/list': (input, ctx) =>
    listAnswer(
      ctx,
      {
        collection: 'departments',
        select: DEPARTMENT.select,
        ...input,
        keywordField: 'name',
        // An unknown kind matches nothing (comparing it with PostgreSQL's enum column would fail).
        where: !input.group
          ? []
          : DEPARTMENT_GROUPS.includes(input.group)
            ? [{ group: { equals: input.group } }]
            : [{ id: { equals: 0 } }],
      },
      DEPARTMENT.answer,
    ),
  'school.Department/info': (input, ctx) =>
    detailAnswer(
      ctx,
      {
        collection: 'departments',
        id: input.department_id,
        what: '机构',
        select: { ...DEPARTMENT.select, content: true },
      },
      withHtml('content', DEPARTMENT.answer),
    ),
  'school.Affair/list': (input, ctx) => articleList(ctx, { collection: 'school-affairs', ...input }),
  'school.Affair/info': (input, ctx) =>
    articleAnswer(ctx, { collection: 'school-affairs', id: input.affair_id, what: '校务公开信息' }),
}
