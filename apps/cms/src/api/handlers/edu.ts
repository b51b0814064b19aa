import type { EduType } from '@ou/contract'
import type { Where } from 'payload'
import type { EduSchool } from '@/payload-types'
import { articleAnswer, detailAnswer, listAnswer } from '../answers'
import type { Handler, Handlers } from '../context'
import { ARTICLE_SUMMARY_SELECT, articleSummary, html, type Images } from '../serialize'

const SCHOOL_SELECT = {
  name: true,
  type: true,
  region: true,
  address: true,
  phone: true,
  summary: true,
  cover: true,
} as const

const school = (
  d: Pick<EduSchool, 'id' | 'name' | 'type' | 'region' | 'address' | 'phone' | 'summary' | 'cover'>,
  images: Images,
) => ({
  id: d.id,
  name: d.name,
  type: d.type,
  region: d.region ?? '',
  address: d.address ?? '',
  phone: d.phone ?? '',
  summary: d.summary ?? '',
  cover: images(d.cover),
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
    listAnswer(
      ctx,
      { collection: 'edu-news', select: ARTICLE_SUMMARY_SELECT, ...input, where: ofKind(input.type) },
      articleSummary,
    )
  const article: Handler<'openEducation.News/info'> = (input, ctx) =>
    articleAnswer(
      ctx,
      { collection: 'edu-news', id: input.news_id, what: '文章', extra: { type: true }, where: [own] },
      { scope: (d) => ofKind(d.type) },
    )
  const schools: Handler<'openEducation.School/list'> = (input, ctx) =>
    listAnswer(
      ctx,
      {
        collection: 'edu-schools',
        select: SCHOOL_SELECT,
        ...input,
        keywordField: 'name',
        where: ofKind(input.type),
      },
      school,
    )
  const schoolInfo: Handler<'openEducation.School/info'> = (input, ctx) =>
    detailAnswer(
      ctx,
      {
        collection: 'edu-schools',
        id: input.school_id,
        what: '学校',
        select: { ...SCHOOL_SELECT, content: true },
        where: [own],
      },
      (d, images) => ({ ...school(d, images), content: html(d.content) }),
    )
  // Template-literal keys cannot be checked against the contract's names per type; the shapes are.
  return {
    [`${type}.News/list`]: news,
    [`${type}.News/info`]: article,
    [`${type}.School/list`]: schools,
    [`${type}.School/info`]: schoolInfo,
  } as Handlers<Names<T>>
}

export const eduContentHandlers = { ...eduHandlers('openEducation'), ...eduHandlers('adultEducation') }
