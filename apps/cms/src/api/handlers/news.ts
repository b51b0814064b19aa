import { findNewsCategory, PORTAL_SITE } from '@ou/contract'
import type { NewsCategory } from '@/payload-types'
import { articleAnswer, listAnswer } from '../answers'
import { findPage, readOne, siteOf, type Ctx, type Handlers } from '../context'
import { notFound } from '@/lib/errors'
import { newsTitleCounter } from '@/search/titleCounts'
import { ARTICLE_SUMMARY_SELECT, articleSummary, html, idOf, imagesOf, withUploads } from '../serialize'
import { siteNames } from '@/sites/scope'

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

/** An entry (信息报送 up, 下发 down) whose source article was withdrawn leaves its site with it. */
const SOURCE_LIVE = { source_withdrawn: { not_equals: true } } as const

/**
 * What an entry shows of its one source article (reports/fields.ts): the source's text and author,
 * its cover unless the entry's site chose one, and where it lives (the page's canonical address
 * and its 「来源」 link). Gone when the source is no longer published.
 */
async function sourceOf(ctx: Ctx, id: number) {
  const d = await readOne(ctx, 'news', id, {
    content: true,
    cover: true,
    author: true,
    category: true,
    site: true,
  })
  if (!d || d.site == null) throw notFound('新闻')
  const site = idOf(d.site)
  const [images, cats, names, slug] = await Promise.all([
    imagesOf(ctx, [d.cover]),
    findPage(ctx, {
      collection: 'news-categories',
      select: { path_name: true },
      where: [{ id: { equals: idOf(d.category) } }],
      page: 0,
      limit: 0,
    }),
    siteNames(ctx.payload),
    ctx.payload
      .findByID({
        collection: 'sites',
        id: site,
        depth: 0,
        select: { slug: true, domain: true, name: true },
        overrideAccess: true,
      })
      .catch(() => null),
    withUploads(ctx, [d.content]),
  ])
  const column = cats.docs[0]?.path_name
  if (!slug || !column) throw notFound('新闻')
  return {
    content: html(d.content),
    cover: images(d.cover),
    author: d.author ?? '',
    origin: {
      // 下发: the portal by its full name (来源：天府开放大学), a site by its short one (绵阳分校).
      site: (slug.slug === PORTAL_SITE ? slug.name : names.get(site)) ?? '',
      slug: slug.slug,
      domain: slug.domain ?? null,
      category: column,
      id,
    },
  }
}

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
          ? [{ category: { equals: categoryId } }, { site: { equals: site } }, SOURCE_LIVE]
          : [{ site: { equals: site } }, SOURCE_LIVE],
        count: newsTitleCounter(ctx.payload, input.keyword, categoryId, site),
      },
      (d, images) => ({ ...articleSummary(d, images), category: byId.get(idOf(d.category)) ?? null }),
    )
  },

  'news.News/info': async (input, ctx) => {
    const site = await siteOf(ctx, input.site)
    const [{ reported_from, sent_from, ...article }, cats] = await Promise.all([
      articleAnswer(
        ctx,
        {
          collection: 'news',
          id: input.news_id,
          what: '新闻',
          extra: { category: true, reported_from: true, sent_from: true },
          // Another site's article is not this site's to show.
          where: [{ site: { equals: site } }, SOURCE_LIVE],
        },
        {
          scope: (d) => [{ category: { equals: idOf(d.category) } }, SOURCE_LIVE],
          adds: (d) => ({
            category: idOf(d.category),
            reported_from: d.reported_from ? idOf(d.reported_from) : null,
            sent_from: d.sent_from ? idOf(d.sent_from) : null,
          }),
        },
      ),
      categories(ctx, site),
    ])
    const cat = cats.find((c) => c.id === article.category)
    // Reported up from a site, or sent down from the portal: the one source article's text.
    const from = reported_from ?? sent_from
    const source = from ? await sourceOf(ctx, from) : null
    return {
      ...article,
      ...(source && {
        content: source.content,
        cover: article.cover ?? source.cover,
        author: source.author,
      }),
      category: cat ? category(cat) : null,
      origin: source?.origin ?? null,
    }
  },
}
