import type { CollectionSlug, Payload, Where } from 'payload'
import { parse } from 'qs-esm'

/** Wall-clock time in Beijing, as staff read it in every exported sheet. */
export const shanghaiTime = (iso: string) =>
  new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false })

/**
 * The rows a console list shows, for export: the list's own `where` and `search` query parameters
 * are passed through (search is a `like` over `searched`), read with the caller's own access.
 * A filter Payload rejects answers 400 instead of throwing. Without `limit`, every row is read.
 */
export async function findListed<S extends CollectionSlug>(
  request: Request,
  payload: Payload,
  user: Parameters<Payload['find']>[0]['user'],
  options: { collection: S; searched: string[]; depth: number; limit?: number },
) {
  const query = parse(new URL(request.url).search.slice(1), { depth: 10 }) as {
    where?: Where
    search?: string
    format?: string
  }
  const and: Where[] = []
  if (query.where && typeof query.where === 'object') and.push(query.where)
  if (typeof query.search === 'string' && query.search.trim())
    and.push({ or: options.searched.map((f) => ({ [f]: { like: query.search!.trim() } })) })
  const format: 'csv' | 'xlsx' = query.format === 'csv' ? 'csv' : 'xlsx'
  try {
    const { docs } = await payload.find({
      collection: options.collection,
      where: and.length ? { and } : undefined,
      sort: '-createdAt',
      ...(options.limit === undefined ? { pagination: false } : { limit: options.limit }),
      depth: options.depth,
      overrideAccess: false,
      user,
    })
    return { docs, format, invalid: null }
  } catch {
    return {
      docs: [],
      format,
      invalid: Response.json({ message: '筛选条件无效' }, { status: 400 }),
    }
  }
}
