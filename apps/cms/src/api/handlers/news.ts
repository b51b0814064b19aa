import { findNewsCategory } from '@ou/contract'
import type { Where } from 'payload'
import { findOne, findPage, listOf, neighbours, type Ctx, type Handlers } from '../context'
import { notFound } from '../errors'
import { articleDetail, articleSummary, num, rel, str } from '../serialize'

type Doc = Record<string, unknown>

const category = (v: unknown) => {
  const c = rel(v)
  return c ? { id: num(c.id), name: str(c.name), name_en: str(c.name_en), path_name: str(c.path_name) } : null
}

async function categories(ctx: Ctx) {
  const r = await findPage(ctx, { collection: 'news-categories', page: 0, limit: 0 })
  return r.docs
}

/** The category a `path_name` filter names, as the site's `/news/{pathName}` reads it. */
async function categoryWhere(ctx: Ctx, pathName?: string, categoryId?: number): Promise<Where[]> {
  if (categoryId) return [{ category: { equals: categoryId } }]
  if (!pathName) return []
  const cats = (await categories(ctx)).map((c) => ({ ...c, id: num(c.id), path_name: str(c.path_name) }))
  const found = findNewsCategory(cats, pathName)
  if (!found) throw notFound('新闻栏目')
  return [{ category: { equals: found.id as number } }]
}

export const newsHandlers: Handlers<'news.News/category' | 'news.News/list' | 'news.News/info'> = {
  'news.News/category': async (_input, ctx) => (await categories(ctx)).map((c) => category(c)!),

  'news.News/list': async (input, ctx) => {
    const where = await categoryWhere(ctx, input.path_name, input.category_id)
    const r = await findPage(ctx, { collection: 'news', drafts: true, ...input, where })
    return listOf(
      r,
      r.docs.map((d: Doc) => ({ ...articleSummary(d), category: category(d.category) })),
    )
  },

  'news.News/info': async (input, ctx) => {
    const d = await findOne(ctx, 'news', input.news_id, '新闻', { drafts: true })
    const cat = category(d.category)
    const near = await neighbours(ctx, 'news', d, cat ? [{ category: { equals: cat.id } }] : [])
    return { ...articleDetail(d), category: cat, ...near }
  },
}
