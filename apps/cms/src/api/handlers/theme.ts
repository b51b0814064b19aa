import type { Where } from 'payload'
import { findOne, findPage, listOf, neighbours, type Handlers } from '../context'
import {
  ARTICLE_DETAIL_SELECT,
  ARTICLE_SUMMARY_SELECT,
  articleDetail,
  articleSummary,
  idOf,
  imagesOf,
  withUploads,
} from '../serialize'

/** Theme colours are stored as the select's string values '0'…'3'. */
const color = (c: '0' | '1' | '2' | '3') => Number(c) as 0 | 1 | 2 | 3

export const themeHandlers: Handlers<'theme.Theme/info' | 'theme.Article/list' | 'theme.Article/info'> = {
  'theme.Theme/info': async (input, ctx) => {
    const d = await findOne(ctx, 'themes', input.theme_id, '专题', {
      title: true,
      subtitle: true,
      color: true,
      banner: true,
      intro: true,
    })
    const images = await imagesOf(ctx, [d.banner])
    return {
      id: d.id,
      title: d.title,
      subtitle: d.subtitle ?? '',
      color: color(d.color),
      banner: images(d.banner),
      intro: d.intro ?? '',
    }
  },
  'theme.Article/list': async (input, ctx) => {
    await findOne(ctx, 'themes', input.theme_id, '专题', { title: true })
    const where: Where[] = [
      { theme: { equals: input.theme_id } },
      ...(input.section ? [{ section: { equals: input.section } }] : []),
    ]
    const r = await findPage(ctx, {
      collection: 'theme-articles',
      select: { ...ARTICLE_SUMMARY_SELECT, theme: true, section: true },
      ...input,
      where,
    })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    return listOf(
      r,
      r.docs.map((d) => ({ ...articleSummary(d, images), theme_id: idOf(d.theme), section: d.section })),
    )
  },
  'theme.Article/info': async (input, ctx) => {
    const d = await findOne(ctx, 'theme-articles', input.article_id, '专题文章', {
      ...ARTICLE_DETAIL_SELECT,
      theme: true,
      section: true,
    })
    const themeId = idOf(d.theme)
    const [images, near] = await Promise.all([
      imagesOf(ctx, [d.cover]),
      neighbours(ctx, 'theme-articles', d.published_at, [
        { theme: { equals: themeId } },
        { section: { equals: d.section } },
      ]),
    ])
    await withUploads(ctx, [d.content])
    return { ...articleDetail(d, images), theme_id: themeId, section: d.section, ...near }
  },
}
