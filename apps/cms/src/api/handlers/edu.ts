import type { EduType } from '@ou/contract'
import type { Where } from 'payload'
import { findOne, findPage, listOf, neighbours, type Handler, type Handlers } from '../context'
import { articleDetail, articleSummary, html, image, num, str } from '../serialize'

type Doc = Record<string, unknown>

const school = (d: Doc) => ({
  id: num(d.id),
  name: str(d.name),
  type: d.type as 'branch' | 'site',
  region: str(d.region),
  address: str(d.address),
  phone: str(d.phone),
  summary: str(d.summary),
  cover: image(d.cover),
})

type Names<T extends EduType> = `${T}.News/list` | `${T}.News/info` | `${T}.School/list` | `${T}.School/info`

/**
 * News and branch schools of one education type; the type scopes every query. Both types share
 * one contract shape, so the open-education handler type stands for either.
 */
function eduHandlers<T extends EduType>(type: T) {
  const own: Where = { edu_type: { equals: type } }
  return {
    [`${type}.News/list`]: (async (input, ctx) => {
      const where: Where[] = [own, ...(input.type ? [{ type: { equals: input.type } }] : [])]
      const r = await findPage(ctx, { collection: 'edu-news', drafts: true, ...input, where })
      return listOf(r, r.docs.map(articleSummary))
    }) satisfies Handler<'openEducation.News/list'>,
    [`${type}.News/info`]: (async (input, ctx) => {
      const d = await findOne(ctx, 'edu-news', input.news_id, '文章', { drafts: true, where: [own] })
      const near = await neighbours(ctx, 'edu-news', d, [own, { type: { equals: d.type as string } }])
      return { ...articleDetail(d), ...near }
    }) satisfies Handler<'openEducation.News/info'>,
    [`${type}.School/list`]: (async (input, ctx) => {
      const where: Where[] = [own, ...(input.type ? [{ type: { equals: input.type } }] : [])]
      const r = await findPage(ctx, { collection: 'edu-schools', ...input, keywordField: 'name', where })
      return listOf(r, r.docs.map(school))
    }) satisfies Handler<'openEducation.School/list'>,
    [`${type}.School/info`]: (async (input, ctx) => {
      const d = await findOne(ctx, 'edu-schools', input.school_id, '学校', { where: [own] })
      return { ...school(d), content: html(d.content) }
    }) satisfies Handler<'openEducation.School/info'>,
  } as unknown as Handlers<Names<T>>
}

export const eduContentHandlers = { ...eduHandlers('openEducation'), ...eduHandlers('adultEducation') }
