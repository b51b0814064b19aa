import type { Where } from 'payload'
import { articleAnswer, detailAnswer, listAnswer } from '../answers'
import { findOne, type Handlers } from '../context'
import { ARTICLE_SUMMARY_SELECT, articleSummary, idOf } from '../serialize'

/** Theme colours are stored as the select's string values '0'…'3'. */
const color = (c: '0' | '1' | '2' | '3') => Number(c) as 0 | 1 | 2 | 3

export const themeHandlers: Handlers<'theme.Theme/info' | 'theme.Article/list' | 'theme.Article/info'> = {
  'theme.Theme/info': (input, ctx) =>
    detailAnswer(
      ctx,
      {
        collection: 'themes',
        id: input.theme_id,
        what: '专题',
        select: { title: true, subtitle: true, color: true, banner: true, intro: true },
      },
      (d, images) => ({
        id: d.id,
        title: d.title,
        subtitle: d.subtitle ?? '',
        color: color(d.color),
        banner: images(d.banner),
        intro: d.intro ?? '',
      }),
      { images: (d) => d.banner },
    ),
  'theme.Article/list': async (input, ctx) => {
    await findOne(ctx, 'themes', input.theme_id, '专题', { title: true })
    const where: Where[] = [
      { theme: { equals: input.theme_id } },
      ...(input.section ? [{ section: { equals: input.section } }] : []),
    ]
    return listAnswer(
      ctx,
      {
        collection: 'theme-articles',
        select: { ...ARTICLE_SUMMARY_SELECT, theme: true, section: true },
        ...input,
        where,
      },
      (d, images) => ({ ...articleSummary(d, images), theme_id: idOf(d.theme), section: d.section }),
    )
  },
  'theme.Article/info': (input, ctx) =>
    articleAnswer(
      ctx,
      {
        collection: 'theme-articles',
        id: input.article_id,
        what: '专题文章',
        extra: { theme: true, section: true },
      },
      {
        scope: (d): Where[] => [{ theme: { equals: idOf(d.theme) } }, { section: { equals: d.section } }],
        adds: (d) => ({ theme_id: idOf(d.theme), section: d.section }),
      },
    ),
}
