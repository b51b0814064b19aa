import type { ThemeSection } from '@ou/contract'
import type { Where } from 'payload'
import { findOne, findPage, listOf, neighbours, type Handlers } from '../context'
import { articleDetail, articleSummary, image, num, rel, str } from '../serialize'

type Doc = Record<string, unknown>

const themeFields = (d: Doc) => ({
  theme_id: num(rel(d.theme)?.id ?? d.theme),
  section: d.section as ThemeSection,
})

export const themeHandlers: Handlers<'theme.Theme/info' | 'theme.Article/list' | 'theme.Article/info'> = {
  'theme.Theme/info': async (input, ctx) => {
    const d = await findOne(ctx, 'themes', input.theme_id, '专题')
    return {
      id: num(d.id),
      title: str(d.title),
      subtitle: str(d.subtitle),
      color: Number(d.color ?? 0) as 0 | 1 | 2 | 3,
      banner: image(d.banner),
      intro: str(d.intro),
    }
  },
  'theme.Article/list': async (input, ctx) => {
    await findOne(ctx, 'themes', input.theme_id, '专题', { depth: 0 })
    const where: Where[] = [
      { theme: { equals: input.theme_id } },
      ...(input.section ? [{ section: { equals: input.section } }] : []),
    ]
    const r = await findPage(ctx, { collection: 'theme-articles', drafts: true, ...input, where })
    return listOf(
      r,
      r.docs.map((d) => ({ ...articleSummary(d), ...themeFields(d) })),
    )
  },
  'theme.Article/info': async (input, ctx) => {
    const d = await findOne(ctx, 'theme-articles', input.article_id, '专题文章', { drafts: true })
    const t = themeFields(d)
    const near = await neighbours(ctx, 'theme-articles', d, [
      { theme: { equals: t.theme_id } },
      { section: { equals: t.section } },
    ])
    return { ...articleDetail(d), ...t, ...near }
  },
}
