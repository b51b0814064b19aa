import { findNewsCategory } from '@ou/contract'
import type { NewsCategory } from '@/payload-types'
import { articleAnswer, listAnswer } from '../answers'
import { findPage, type Ctx, type Handlers } from '../context'
import { notFound } from '@/lib/errors'
import { newsTitleCounter } from '@/search/titleCounts'
import { ARTICLE_SUMMARY_SELECT, articleSummary, idOf } from '../serialize'

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
    const byId = new Map(cats.map((c) => [c.id, category(c)]))
    return listAnswer(
      ctx,
      {
        collection: 'news',
        select: NEWS_SUMMARY_SELECT,
        ...input,
        where: categoryId ? [{ category: { equals: categoryId } }] : [],
        count: newsTitleCounter(ctx.payload, input.keyword, categoryId),
      },
      (d, images) => ({ ...articleSummary(d, images), category: byId.get(idOf(d.category)) ?? null }),
    )
  },

  'news.News/info': async (input, ctx) => {
    const [article, cats] = await Promise.all([
      articleAnswer(
        ctx,
        { collection: 'news', id: input.news_id, what: '新闻', extra: { category: true } },
        {
          scope: (d) => [{ category: { equals: idOf(d.category) } }],
          adds: (d) => ({ category: idOf(d.category) }),
        },
      ),
      categories(ctx),
    ])
    const cat = cats.find((c) => c.id === article.category)
    return { ...article, category: cat ? category(cat) : null }
  },
}
