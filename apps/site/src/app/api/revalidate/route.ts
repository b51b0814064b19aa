import { timingSafeEqual } from 'node:crypto'
import { revalidateTag } from 'next/cache'
import { SITE_SECRET_HEADER } from '@ou/contract/secrets'
import { isApiTag } from '@ou/contract/tags'
import { env } from '@/lib/env'

function secretMatches(given: string | null): boolean {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(env().REVALIDATE_SECRET)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Called by the cms when an editor publishes or unpublishes: expires the cached API answers of
 * the given tags (`api:<module>.<Controller>` or `api`), so the next request fetches fresh data.
 */
export async function POST(request: Request) {
  if (!secretMatches(request.headers.get(SITE_SECRET_HEADER))) {
    return Response.json({ code: 401, msg: '密钥错误' }, { status: 401 })
  }
  let tags: unknown
  try {
    tags = ((await request.json()) as { tags?: unknown }).tags
  } catch {
    tags = undefined
  }
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > 100 || !tags.every(isApiTag)) {
    return Response.json(
      { code: 422, msg: 'tags 必须是形如 api:news.News 的标签数组', errors: { tags: ['标签格式不正确'] } },
      { status: 422 },
    )
  }
  const revalidated = [...new Set(tags)]
  // Expire immediately: the next request blocks on fresh data instead of serving stale content.
  for (const tag of revalidated) revalidateTag(tag, { expire: 0 })
  return Response.json({ code: 200, msg: 'ok', data: { revalidated } })
}
