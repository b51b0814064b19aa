import { clampPaging, type CallData, type CallName, type CallParsedInput } from '@ou/contract'
import type {
  CollectionSlug,
  DataFromCollectionSlug,
  Payload,
  SelectType,
  Sort,
  TransformCollectionWithSelect,
  TypedCollectionSelect,
  Where,
} from 'payload'
import { hasCachedTotals } from '@/collections/factory'
import { countOf } from '@/lib/counts'
import { notFound } from '@/lib/errors'

export interface Ctx {
  payload: Payload
  request: Request
  /** Client address, for rate limits. */
  ip: string
  /** Bearer token from the Authorization header, if any. */
  bearer: string | null
  /** The student a call behind a login was proven to come from (checked before validation). */
  student?: number
  /** Whether `page 0 / limit 0` may list everything for this call (LIST_ALL_CALLS). */
  listAll?: boolean
}

export type Handler<N extends CallName> = (input: CallParsedInput<N>, ctx: Ctx) => Promise<CallData<N>>
export type Handlers<K extends CallName> = { [N in K]: Handler<N> }

/** The fields a call reads from a collection; nothing else leaves the database. */
export type Select<S extends CollectionSlug> = TypedCollectionSelect[S] & SelectType
/** A document with only the selected fields, as Payload's generated types describe it. */
export type Row<S extends CollectionSlug, Sel extends Select<S>> = TransformCollectionWithSelect<S, Sel>

interface Query<S extends CollectionSlug, Sel extends Select<S>> {
  collection: S
  select: Sel
  where?: Where
  sort?: Sort
  page?: number
  limit: number
}

/**
 * Payload's find at depth 0, without its own count, typed by collection and selection (its
 * generic signature is too wide for TypeScript to check against a generic collection here).
 */
async function query<S extends CollectionSlug, Sel extends Select<S>>(
  payload: Payload,
  q: Query<S, Sel>,
): Promise<Row<S, Sel>[]> {
  const options = { ...q, depth: 0, draft: false, pagination: false }
  const res = await payload.find(options as Parameters<Payload['find']>[0])
  return res.docs as Row<S, Sel>[]
}

const configOf = (payload: Payload, slug: CollectionSlug) => payload.collections[slug].config

/**
 * What the public may see of a collection: where its config turns drafts on, only published
 * documents. Every query below applies it, so no handler has to remember it.
 */
function publicOnly(payload: Payload, slug: CollectionSlug): Where[] {
  return configOf(payload, slug).versions?.drafts ? [{ _status: { equals: 'published' } }] : []
}

interface ListArgs<S extends CollectionSlug, Sel extends Select<S>> {
  collection: S
  select: Sel
  where?: Where[]
  /** Defaults to the collection's own order (its config's `defaultSort`). */
  sort?: Sort
  page: number
  limit: number
  keyword?: string
  keywordField?: string
  /** Counts the same rows as the query through a better index (search/titleCounts.ts); cached alike. */
  count?: () => Promise<number>
}

/**
 * One page of a collection as the contract's list data; `page 0 / limit 0` is everything.
 * Relationships stay ids (depth 0): handlers join what they show (see `imagesOf`).
 */
export async function findPage<S extends CollectionSlug, Sel extends Select<S>>(
  ctx: Ctx,
  a: ListArgs<S, Sel>,
): Promise<{ docs: Row<S, Sel>[]; total: number; page: number; limit: number }> {
  const { all, page, limit } = clampPaging(a.page, a.limit, ctx.listAll)
  const and: Where[] = [...(a.where ?? []), ...publicOnly(ctx.payload, a.collection)]
  if (a.keyword) and.push({ [a.keywordField ?? 'title']: { like: a.keyword } })
  const where = and.length ? { and } : undefined
  const [docs, total] = await Promise.all([
    query(ctx.payload, {
      collection: a.collection,
      select: a.select,
      where,
      sort: a.sort,
      page: all ? undefined : page,
      limit,
    }),
    // The total comes from `countOf` (cached until the collection changes) where the collection allows.
    all
      ? null
      : hasCachedTotals(configOf(ctx.payload, a.collection))
        ? countOf(ctx.payload, a.collection, where, a.count)
        : ctx.payload.count({ collection: a.collection, where }).then((r) => r.totalDocs),
  ])
  return { docs, total: total ?? docs.length, page, limit }
}

/** One public document by id, or a "not found" refusal naming what was asked for. */
export async function findOne<S extends CollectionSlug, Sel extends Select<S>>(
  ctx: Ctx,
  collection: S,
  id: number,
  what: string,
  select: Sel,
  where: Where[] = [],
): Promise<Row<S, Sel>> {
  const [doc] = await query(ctx.payload, {
    collection,
    select,
    where: { and: [{ id: { equals: id } }, ...where, ...publicOnly(ctx.payload, collection)] },
    limit: 1,
  })
  if (!doc) throw notFound(what)
  return doc
}

type Neighbour = { id: number; title: string } | null
/** Collections of dated, titled articles. */
type ArticleSlug = {
  [S in CollectionSlug]: DataFromCollectionSlug<S> extends { title: string; published_at: string } ? S : never
}[CollectionSlug]

/**
 * The newer and older neighbours of an article among the same public set, each one step of the
 * index the list itself is read from (`listedBy` in the collection factory).
 */
export async function neighbours(
  ctx: Ctx,
  collection: ArticleSlug,
  publishedAt: string,
  where: Where[] = [],
): Promise<{ prev: Neighbour; next: Neighbour }> {
  const pick = async (op: 'greater_than' | 'less_than', sort: string[]): Promise<Neighbour> => {
    const [n] = await query(ctx.payload, {
      collection,
      select: { title: true },
      where: {
        and: [...where, ...publicOnly(ctx.payload, collection), { published_at: { [op]: publishedAt } }],
      },
      sort,
      limit: 1,
    })
    return n ? { id: n.id, title: n.title } : null
  }
  const [prev, next] = await Promise.all([
    pick('greater_than', ['published_at', 'createdAt']),
    pick('less_than', ['-published_at', '-createdAt']),
  ])
  return { prev, next }
}

export const listOf = <T>(r: { total: number; page: number; limit: number }, list: T[]) => ({
  list,
  total: r.total,
  page: r.page,
  limit: r.limit,
})
