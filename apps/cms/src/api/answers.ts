import type { Image } from '@ou/contract'
import type { CollectionSlug, Where } from 'payload'
import {
  findOne,
  findPage,
  listOf,
  neighbours,
  type ArticleSlug,
  type Ctx,
  type ListArgs,
  type Row,
  type Select,
} from './context'
import {
  ARTICLE_DETAIL_SELECT,
  ARTICLE_SUMMARY_SELECT,
  articleDetail,
  articleSummary,
  html,
  imagesOf,
  withUploads,
  type Images,
  type RichText,
  type Upload,
} from './serialize'

/**
 * The answer fields of a kind of record, each named once: `value` as stored, `text` with '' for
 * none, `number` with 0 for none, `image` joined by `imagesOf`. Gives what to select and the answer
 * (its id first).
 */
export function shapeOf<
  const V extends string = never,
  const T extends string = never,
  const N extends string = never,
  const I extends string = never,
>(spec: { value?: readonly V[]; text?: readonly T[]; number?: readonly N[]; image?: readonly I[] }) {
  const kinds = (['value', 'text', 'number', 'image'] as const).flatMap((kind) =>
    (spec[kind] ?? []).map((name: string) => [name, kind] as const),
  )
  const select = Object.fromEntries(kinds.map(([name]) => [name, true])) as { [P in V | T | N | I]: true }
  const read = (v: unknown, kind: (typeof kinds)[number][1], images: Images) =>
    kind === 'text' ? (v ?? '') : kind === 'number' ? (v ?? 0) : kind === 'image' ? images(v as Upload) : v
  const answer = <D extends { id: number } & { [P in V]: unknown } & { [P in T | N | I]?: unknown }>(
    d: D,
    images: Images,
  ) =>
    Object.fromEntries([
      ['id', d.id],
      ...kinds.map(([name, kind]) => [name, read((d as Record<string, unknown>)[name], kind, images)]),
    ]) as { id: number } & { [P in V]: D[P] } & { [P in T]: string } & { [P in N]: number } & {
      [P in I]: Image | null
    }
  return { select, answer }
}

/**
 * What an answer joins besides the document: the images it shows (by default its `cover`) and
 * the rich text whose uploads it renders (by default its `content`, on details only).
 */
interface Joins<D> {
  images?: (d: D) => Upload | Upload[]
  richText?: (d: D) => RichText | RichText[] | undefined
}

const cover = (d: unknown) => (d as { cover?: Upload }).cover
const content = (d: unknown) => (d as { content?: RichText }).content
const asList = <T>(v: T | T[]) => (Array.isArray(v) ? v : [v])

/**
 * A list answer: one page of a collection, with the images its rows show read in one query, each
 * row in the contract's shape.
 */
export async function listAnswer<S extends CollectionSlug, Sel extends Select<S>, T>(
  ctx: Ctx,
  args: ListArgs<S, Sel>,
  answer: (d: Row<S, Sel>, images: Images) => T,
  joins: Joins<Row<S, Sel>> = {},
) {
  const r = await findPage(ctx, args)
  const [images] = await Promise.all([
    imagesOf(
      ctx,
      r.docs.flatMap((d) => asList((joins.images ?? cover)(d))),
    ),
    joins.richText
      ? withUploads(
          ctx,
          r.docs.flatMap((d) => asList(joins.richText!(d))),
        )
      : null,
  ])
  return listOf(
    r,
    r.docs.map((d) => answer(d, images)),
  )
}

/**
 * A detail answer: one public document by id (within `where`), with its images and the uploads
 * of its rich text joined, in the contract's shape; "not found" naming `what` otherwise.
 */
export async function detailAnswer<S extends CollectionSlug, Sel extends Select<S>, T>(
  ctx: Ctx,
  find: { collection: S; id: number; what: string; select: Sel; where?: Where[] },
  answer: (d: Row<S, Sel>, images: Images) => T,
  joins: Joins<Row<S, Sel>> = {},
): Promise<T> {
  const d = await findOne(ctx, find.collection, find.id, find.what, find.select, find.where)
  const [images] = await Promise.all([
    imagesOf(ctx, asList((joins.images ?? cover)(d))),
    withUploads(ctx, asList((joins.richText ?? content)(d))),
  ])
  return answer(d, images)
}

type ArticleRow<S extends ArticleSlug, X extends Select<S>> = Row<S, typeof ARTICLE_DETAIL_SELECT & X>

/**
 * An article page: the article (with the `extra` fields its answer `adds`), its images and rich
 * text, and its newer and older neighbours among the articles `scope` names beside it.
 */
export async function articleAnswer<S extends ArticleSlug, X extends Select<S>, A extends object = object>(
  ctx: Ctx,
  find: { collection: S; id: number; what: string; extra?: X; where?: Where[] },
  beside: { scope?: (d: ArticleRow<S, X>) => Where[]; adds?: (d: ArticleRow<S, X>) => A } = {},
) {
  const select = { ...ARTICLE_DETAIL_SELECT, ...find.extra } as typeof ARTICLE_DETAIL_SELECT & X
  const d = await findOne(ctx, find.collection, find.id, find.what, select, find.where)
  const article = d as unknown as Parameters<typeof articleDetail>[0]
  const [images, near] = await Promise.all([
    imagesOf(ctx, [article.cover]),
    neighbours(ctx, find.collection, article.published_at, beside.scope?.(d) ?? []),
    withUploads(ctx, [article.content]),
  ])
  return { ...articleDetail(article, images), ...(beside.adds?.(d) as A), ...near }
}

/** A page of article summaries: the list every news-like section answers with. */
export const articleList = <S extends ArticleSlug>(
  ctx: Ctx,
  args: Omit<ListArgs<S, typeof ARTICLE_SUMMARY_SELECT>, 'select'>,
) =>
  listAnswer(ctx, { ...args, select: ARTICLE_SUMMARY_SELECT as Select<S> }, (d, images) =>
    articleSummary(d as unknown as Parameters<typeof articleSummary>[0], images),
  )

/**
 * A record's own page answers as its list row plus one rich text field (`content`, say) as HTML:
 * `answer` extended by that field, for `detailAnswer`.
 */
export const withHtml =
  <const R extends string, D, A>(rich: R, answer: (d: D, images: Images) => A) =>
  (d: D & { [P in R]?: RichText }, images: Images) =>
    ({ ...answer(d, images), [rich]: html(d[rich]) }) as A & { [P in R]: string }
