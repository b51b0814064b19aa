import { clampPaging, type CallData, type CallName, type CallParsedInput } from '@ou/contract'
import type { Payload, Where } from 'payload'
import { notFound } from './errors'

export interface Ctx {
  payload: Payload
  request: Request
  /** Client address, for rate limits. */
  ip: string
  /** Bearer token from the Authorization header, if any. */
  bearer: string | null
}

export type Handler<N extends CallName> = (input: CallParsedInput<N>, ctx: Ctx) => Promise<CallData<N>>
export type Handlers<K extends CallName> = { [N in K]: Handler<N> }

type Doc = Record<string, unknown>
type Slug = Parameters<Payload['find']>[0]['collection']

const PUBLISHED: Where = { _status: { equals: 'published' } }

interface ListArgs {
  collection: Slug
  where?: Where[]
  sort?: string | string[]
  page: number
  limit: number
  keyword?: string
  keywordField?: string
  /** The collection has drafts: only published documents are public. */
  drafts?: boolean
  depth?: number
}

/** One page of a collection as the contract's list data; `page 0 / limit 0` is everything. */
export async function findPage(ctx: Ctx, a: ListArgs) {
  const { all, page, limit } = clampPaging(a.page, a.limit)
  const and: Where[] = [...(a.where ?? [])]
  if (a.drafts) and.push(PUBLISHED)
  if (a.keyword) and.push({ [a.keywordField ?? 'title']: { like: a.keyword } })
  const res = await ctx.payload.find({
    collection: a.collection,
    where: and.length ? { and } : undefined,
    sort: a.sort ?? (a.drafts ? '-published_at' : 'sort'),
    depth: a.depth ?? 1,
    draft: false,
    ...(all ? { pagination: false } : { page, limit }),
  })
  return { docs: res.docs as unknown as Doc[], total: res.totalDocs, page, limit }
}

/** One public document by id, or a "not found" refusal naming what was asked for. */
export async function findOne(
  ctx: Ctx,
  collection: Slug,
  id: number,
  what: string,
  opts: { drafts?: boolean; where?: Where[]; depth?: number } = {},
): Promise<Doc> {
  const and: Where[] = [{ id: { equals: id } }, ...(opts.where ?? [])]
  if (opts.drafts) and.push(PUBLISHED)
  const res = await ctx.payload.find({
    collection,
    where: { and },
    limit: 1,
    depth: opts.depth ?? 1,
    draft: false,
    pagination: false,
  })
  const doc = res.docs[0] as unknown as Doc | undefined
  if (!doc) throw notFound(what)
  return doc
}

/** The newer and older neighbours of an article among the same published set. */
export async function neighbours(ctx: Ctx, collection: Slug, doc: Doc, where: Where[] = []) {
  const at = doc.published_at as string
  const pick = async (op: 'greater_than' | 'less_than', sort: string) => {
    const res = await ctx.payload.find({
      collection,
      where: { and: [...where, PUBLISHED, { published_at: { [op]: at } }] },
      sort,
      limit: 1,
      depth: 0,
      draft: false,
      pagination: false,
    })
    const n = res.docs[0] as unknown as Doc | undefined
    return n ? { id: Number(n.id), title: String(n.title ?? '') } : null
  }
  const [prev, next] = await Promise.all([
    pick('greater_than', 'published_at'),
    pick('less_than', '-published_at'),
  ])
  return { prev, next }
}

export const listOf = <T>(r: { total: number; page: number; limit: number }, list: T[]) => ({
  list,
  total: r.total,
  page: r.page,
  limit: r.limit,
})
