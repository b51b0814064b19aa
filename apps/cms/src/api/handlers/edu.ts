import type { EduType } from '@ou/contract'
import type { Where } from 'payload'
import { articleAnswer, articleList, detailAnswer, listAnswer, shapeOf, withHtml } from '../answers'
import type { Handler, Handlers } from '../context'
import { liveSitesByName } from '@/sites/scope'

const SCHOOL = shapeOf({
  value: ['name', 'type'],
  text: ['region', 'address', 'phone', 'summary'],
  image: ['cover'],
})

type Names<T extends EduType> = `${T}.News/list` | `${T}.News/info` | `${T}.School/list` | `${T}.School/info`

/**
 * News and branch schools of one education type; the type scopes every query. Both types share
 * one contract shape, so the open-education handler type stands for either.
 */
function eduHandlers<T extends EduType>(type: T) {
  const own: Where = { edu_type: { equals: type } }
  const ofKind = (kind?: string): Where[] => [own, ...(kind ? [{ type: { equals: kind } }] : [])]
  const news: Handler<'openEducation.News/list'> = (input, ctx) =>
    articleList(ctx, { collection: 'edu-news', ...input, where: ofKind(input.type) })
  const article: Handler<'openEducation.News/info'> = (input, ctx) =>
    articleAnswer(
      ctx,
      { collection: 'edu-news', id: input.news_id, what: '文章', extra: { type: true }, where: [own] },
      { scope: (d) => ofKind(d.type), adds: (d) => ({ type: d.type }) },
    )
  // Each school with a live site of its name links it (站群).
  const schools: Handler<'openEducation.School/list'> = async (input, ctx) => {
    const [r, sites] = await Promise.all([
      listAnswer(
        ctx,
        {
          collection: 'edu-schools',
          select: SCHOOL.select,
          ...input,
          keywordField: 'name',
          where: ofKind(input.type),
        },
        SCHOOL.answer,
      ),
      liveSitesByName(ctx.payload),
    ])
    return { ...r, list: r.list.map((s) => ({ ...s, site: sites.get(s.name) ?? null })) }
  }
  const schoolInfo: Handler<'openEducation.School/info'> = async (input, ctx) => {
    const [s, sites] = await Promise.all([
      detailAnswer(
        ctx,
        {
          collection: 'edu-schools',
          id: input.school_id,
          what: '学校',
          select: { ...SCHOOL.select, content: true },
          where: [own],
        },
        withHtml('content', SCHOOL.answer),
      ),
      liveSitesByName(ctx.payload),
    ])
    return { ...s, site: sites.get(s.name) ?? null }
  }
  // Template-literal keys cannot be checked against the contract's names per type; the shapes are.
  return {
    [`${type}.News/list`]: news,
    [`${type}.News/info`]: article,
    [`${type}.School/list`]: schools,
    [`${type}.School/info`]: schoolInfo,
  } as Handlers<Names<T>>
}

export const eduContentHandlers = { ...eduHandlers('openEducation'), ...eduHandlers('adultEducation') }
