import type { EduType } from '@ou/contract'
import type { Where } from 'payload'
import type { EduSchool } from '@/payload-types'
import { findOne, findPage, listOf, neighbours, type Handler, type Handlers } from '../context'
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
  const news: Handler<'openEducation.News/list'> = async (input, ctx) => {
    const where: Where[] = [own, ...(input.type ? [{ type: { equals: input.type } }] : [])]
    const r = await findPage(ctx, { collection: 'edu-news', select: ARTICLE_SUMMARY_SELECT, ...input, where })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    return listOf(
      r,
      r.docs.map((d) => articleSummary(d, images)),
    )
  }
  const article: Handler<'openEducation.News/info'> = async (input, ctx) => {
    const d = await findOne(
      ctx,
      'edu-news',
      input.news_id,
      '文章',
      { ...ARTICLE_DETAIL_SELECT, type: true },
      [own],
    )
    const [images, near] = await Promise.all([
      imagesOf(ctx, [d.cover]),
      neighbours(ctx, 'edu-news', d.published_at, [own, { type: { equals: d.type } }]),
    ])
    await withUploads(ctx, [d.content])
    return { ...articleDetail(d, images), ...near }
  }
  const schools: Handler<'openEducation.School/list'> = async (input, ctx) => {
    const where: Where[] = [own, ...(input.type ? [{ type: { equals: input.type } }] : [])]
    const r = await findPage(ctx, {
      collection: 'edu-schools',
      select: SCHOOL_SELECT,
      ...input,
      keywordField: 'name',
      where,
    })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    return listOf(
      r,
      r.docs.map((d) => school(d, images)),
    )
  }
  const schoolInfo: Handler<'openEducation.School/info'> = async (input, ctx) => {
    const d = await findOne(
      ctx,
      'edu-schools',
      input.school_id,
      '学校',
      { ...SCHOOL_SELECT, content: true },
      [own],
    )
    await withUploads(ctx, [d.content])
    return { ...school(d, await imagesOf(ctx, [d.cover])), content: html(d.content) }
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
