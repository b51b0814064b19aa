import { findNewsCategory } from '@ou/contract'
import type { NewsCategory } from '@/payload-types'
import { articleAnswer, listAnswer } from '../answers'
import { findPage, siteOf, type Ctx, type Handlers } from '../context'
import { notFound } from '@/lib/errors'
import { newsTitleCounter } from '@/search/titleCounts'
import { ARTICLE_SUMMARY_SELECT, articleSummary, idOf } from '../serialize'

const CATEGORY_SELECT = { name: true, name_en: true, path_name: true } as const
type Category = Pick<NewsCategory, 'id' | 'name' | 'name_en' | 'path_name'>

const category = (c: Category) => ({ id: c.id, name: c.name, name_en: c.name_en, path_name: c.path_name })

/**
 * A site's categories in their order: a handful of rows, read once per call instead of joined per
 * article.
 */
async function categories(ctx: Ctx, site: number): Promise<Category[]> {
  const r = await findPage(ctx, {
    collection: 'news-categories',
    select: CATEGORY_SELECT,
    where: [{ site: { equals: site } }],
    page: 0,
    limit: 0,
  })
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
  'news.News/category': async (input, ctx) =>
    (await categories(ctx, await siteOf(ctx, input.site))).map(category),

  'news.News/list': async ({ site: slug, ...input }, ctx) => {
    const site = await siteOf(ctx, slug)
    const cats = await categories(ctx, site)
    const categoryId = categoryOf(cats, input.path_name, input.category_id)
    const byId = new Map(cats.map((c) => [c.id, category(c)]))
    return listAnswer(
      ctx,
      {
        collection: 'news',
        select: NEWS_SUMMARY_SELECT,
        ...input,
        // A category names its site; the site alone lists all of its news.
        where: categoryId
          ? [{ category: { equals: categoryId } }, { site: { equals: site } }]
          : [{ site: { equals: site } }],
        count: newsTitleCounter(ctx.payload, input.keyword, categoryId, site),
      },
      (d, images) => ({ ...articleSummary(d, images), category: byId.get(idOf(d.category)) ?? null }),
    )
  },

  'news.News/info': async (input, ctx) => {
    const site = await siteOf(ctx, input.site)
    const [article, cats] = await Promise.all([
      articleAnswer(
        ctx,
        {
          collection: 'news',
          id: input.news_id,
          what: '新闻',
          extra: { category: true },
          // Another site's article is not this site's to show.
          where: [{ site: { equals: site } }],
        },
        {
          scope: (d) => [{ category: { equals: idOf(d.category) } }],
          adds: (d) => ({ category: idOf(d.category) }),
        },
      ),
      categories(ctx, site),
    ])
    const cat = cats.find((c) => c.id === article.category)
    return { ...article, category: cat ? category(cat) : null }
  },
}
