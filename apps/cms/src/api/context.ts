import { clampPaging, type CallData, type CallName, type CallParsedInput } from '@ou/contract'
import type {
  CollectionSlug,
  DataFromCollectionSlug,
  GlobalSlug,
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
import { siteIdOf } from '@/sites/scope'

export interface Ctx {
  payload: Payload
  /** Client address, for rate limits. */
  ip: string
  /** Bearer token from the Authorization header, if any. */
  bearer: string | null
  /** The student a call behind a login was proven to come from (checked before validation). */
  student?: number
  /** Whether `page 0 / limit 0` may list everything for this call (LIST_ALL_CALLS). */
  listAll?: boolean
  /** Whether the call carries REVALIDATE_SECRET: it comes from the site itself, not a visitor. */
  fromSite?: boolean
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
  /** See `ListArgs.overrideAccess`. */
  overrideAccess?: true
}

/**
 * Payload's find at depth 0, without its own count, typed by collection and selection (its
 * generic signature is too wide for TypeScript to check against a generic collection here).
 *
 * It reads as the visitor: no user and `overrideAccess: false`, so the collection's read access
 * (`readableBy` in access/roles.ts) decides what is public: published documents where the
 * collection has drafts, nothing of a staff-only collection. No handler adds that by hand.
 */
async function query<S extends CollectionSlug, Sel extends Select<S>>(
  payload: Payload,
  q: Query<S, Sel>,
): Promise<Row<S, Sel>[]> {
  const options = {
    ...q,
    overrideAccess: q.overrideAccess ?? false,
    depth: 0,
    draft: false,
    pagination: false,
  }
  const res = await payload.find(options as Parameters<Payload['find']>[0])
  return res.docs as Row<S, Sel>[]
}

const configOf = (payload: Payload, slug: CollectionSlug) => payload.collections[slug].config

export interface ListArgs<S extends CollectionSlug, Sel extends Select<S>> {
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
  /**
   * Reads past the collection's access: only for a staff-only collection whose public part the
   * handler's own `where` states (answered public letters).
   */
  overrideAccess?: true
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
  const { collection, overrideAccess } = a
  const and: Where[] = [...(a.where ?? [])]
  if (a.keyword) and.push({ [a.keywordField ?? 'title']: { like: a.keyword } })
  const where = and.length ? { and } : undefined
  const count =
    a.count ??
    (async () => (await ctx.payload.count({ collection, where, overrideAccess: !!overrideAccess })).totalDocs)
  const [docs, total] = await Promise.all([
    query(ctx.payload, {
      collection,
      select: a.select,
      where,
      sort: a.sort,
      page: all ? undefined : page,
      limit,
      overrideAccess,
    }),
    // The total comes from `countOf` (cached until the collection changes) where the collection allows.
    all
      ? null
      : hasCachedTotals(configOf(ctx.payload, collection))
        ? countOf(ctx.payload, collection, where, count)
        : count(),
  ])
  return { docs, total: total ?? docs.length, page, limit }
}

/**
 * Uploads by id for an answer, past their access: visitors never list the media library or the
 * attachments (lib/uploads.ts), but they see each file that a document they may read shows, and
 * only the ids of those are asked for. No count, no paging: one query.
 */
export async function uploadsById<S extends 'media' | 'files', Sel extends Select<S>>(
  ctx: Ctx,
  collection: S,
  ids: number[],
  select: Sel,
): Promise<Row<S, Sel>[]> {
  if (!ids.length) return []
  return query(ctx.payload, {
    collection,
    select,
    where: { id: { in: ids } },
    limit: ids.length,
    overrideAccess: true,
  })
}

/** The public document with this id (or the first matching `where`), or null. */
export async function readOne<S extends CollectionSlug, Sel extends Select<S>>(
  ctx: Ctx,
  collection: S,
  where: number | Where,
  select: Sel,
): Promise<Row<S, Sel> | null> {
  const [doc] = await query(ctx.payload, {
    collection,
    select,
    where: typeof where === 'number' ? { id: { equals: where } } : where,
    limit: 1,
  })
  return doc ?? null
}

/** One public document by id (or condition), or a "not found" refusal naming what was asked for. */
export async function findOne<S extends CollectionSlug, Sel extends Select<S>>(
  ctx: Ctx,
  collection: S,
  id: number | Where,
  what: string,
  select: Sel,
  where: Where[] = [],
): Promise<Row<S, Sel>> {
  const own = typeof id === 'number' ? { id: { equals: id } } : id
  const doc = await readOne(ctx, collection, { and: [own, ...where] }, select)
  if (!doc) throw notFound(what)
  return doc
}

/**
 * A global as the public API shows it. Globals have no drafts and each answer picks its public
 * fields, while their REST reads stay with the staff: the API reads them past that access.
 */
export const readGlobal = <G extends GlobalSlug>(ctx: Ctx, slug: G) =>
  ctx.payload.findGlobal({ slug, depth: 0, overrideAccess: true })

type Neighbour = { id: number; title: string } | null
/** Collections of dated, titled articles. */
export type ArticleSlug = {
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
        and: [...where, { published_at: { [op]: publishedAt } }],
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

/** The site a call names (the portal without one); "not found" for a slug no site has. */
export async function siteOf(ctx: Ctx, slug: string | undefined): Promise<number> {
  const id = await siteIdOf(ctx.payload, slug)
  if (id === null) throw notFound('站点')
  return id
}
