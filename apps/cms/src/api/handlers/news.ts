import { findNewsCategory } from '@ou/contract'
import type { Where } from 'payload'
import type { NewsCategory } from '@/payload-types'
import { findOne, findPage, listOf, neighbours, type Ctx, type Handlers } from '../context'
import { notFound } from '@/lib/errors'
import { newsTitleCounter } from '@/search/titleCounts'
import {
  ARTICLE_DETAIL_SELECT,
  ARTICLE_SUMMARY_SELECT,
  articleDetail,
  articleSummary,
  idOf,
  imagesOf,
  withUploads,
} from '../serialize'

const CATEGORY_SELECT = { name: true, name_en: true, path_name: true } as const
type Category = Pick<NewsCategory, 'id' | 'name' | 'name_en' | 'path_name'>

const category = (c: Category) => ({ id: c.id, name: c.name, name_en: c.name_en, path_name: c.path_name })

/** Every category in its order: a handful of rows, read once per call instead of joined per article. */
async function categories(ctx: Ctx): Promise<Category[]> {
  const r = await findPage(ctx, { collection: 'news-categories', select: CATEGORY_SELECT, page: 0, limit: 0 })
  return r.docs
}

/** The category a `path_name` (as the site's `/news/{pathName}` reads it) or an id names. */
function categoryOf(cats: Category[], pathName?: string, categoryId?: number): number | undefined {
  if (categoryId) return categoryId
  if (!pathName) return undefined
  const found = findNewsCategory(cats, pathName)
  if (!found) throw notFound('新闻栏目')
  return found.id
}

const NEWS_SUMMARY_SELECT = { ...ARTICLE_SUMMARY_SELECT, category: true } as const

export const newsHandlers: Handlers<'news.News/category' | 'news.News/list' | 'news.News/info'> = {
  'news.News/category': async (_input, ctx) => (await categories(ctx)).map(category),

  'news.News/list': async (input, ctx) => {
    const cats = await categories(ctx)
    const categoryId = categoryOf(cats, input.path_name, input.category_id)
    const where: Where[] = categoryId ? [{ category: { equals: categoryId } }] : []
    const r = await findPage(ctx, {
      collection: 'news',
      select: NEWS_SUMMARY_SELECT,
      ...input,
      where,
      count: newsTitleCounter(ctx.payload, input.keyword, categoryId),
    })
    const images = await imagesOf(
      ctx,
      r.docs.map((d) => d.cover),
    )
    const byId = new Map(cats.map((c) => [c.id, category(c)]))
    return listOf(
      r,
      r.docs.map((d) => ({
        ...articleSummary(d, images),
        category: byId.get(idOf(d.category)) ?? null,
      })),
    )
  },

  'news.News/info': async (input, ctx) => {
    const [d, cats] = await Promise.all([
      findOne(ctx, 'news', input.news_id, '新闻', { ...ARTICLE_DETAIL_SELECT, category: true }),
      categories(ctx),
    ])
    const categoryId = idOf(d.category)
    const [images, near] = await Promise.all([
      imagesOf(ctx, [d.cover]),
      neighbours(ctx, 'news', d.published_at, [{ category: { equals: categoryId } }]),
    ])
    const cat = cats.find((c) => c.id === categoryId)
    await withUploads(ctx, [d.content])
    return { ...articleDetail(d, images), category: cat ? category(cat) : null, ...near }
  },
}
