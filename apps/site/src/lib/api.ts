import { notFound } from 'next/navigation'
import {
  ApiError,
  Code,
  createClient,
  parseId,
  tagsOf,
  type CallData,
  type CallInput,
  type CallName,
} from '@ou/contract'
import { pageNumber } from '@ou/contract/paging'
import { traceparent } from '@ou/ops/context'
import { env, isBuildPhase } from './env'

/**
 * `next build` runs without a cms: every read answers "not found" (or nothing, for optional
 * blocks), so the build succeeds and writes placeholder pages. The page cache (cache-handler.mjs)
 * never serves those: the first request for a page renders it with real data.
 */
const building = isBuildPhase()

/**
 * The server-side client: public reads go through Next's data cache, tagged with the contract's
 * cache tags, and are expired by /api/revalidate when an editor publishes; so are the pages
 * rendered from them.
 */
const serverApi = createClient({
  baseUrl: () => env().API_BASE_URL,
  // The request id reaches the cms's log in `traceparent`, which Next leaves out of cache keys.
  init: (name, input) => {
    const tp = traceparent()
    return {
      cache: 'force-cache',
      next: { tags: tagsOf(name, input) },
      headers: tp ? { traceparent: tp } : undefined,
    }
  },
  onFailure: (name, failure) => {
    if (failure.code !== Code.NOT_FOUND) console.error(`[api] ${name}: ${failure.status} ${failure.message}`)
  },
})

/** Fetches a call for rendering; a "not found" answer renders the 404 page, other failures the error page. */
export async function load<N extends CallName>(name: N, input?: CallInput<N>): Promise<CallData<N>> {
  if (building) notFound()
  const outcome = await serverApi.request(name, input)
  if (outcome.ok) return outcome.data
  if (outcome.code === Code.NOT_FOUND || outcome.status === 404) notFound()
  throw new ApiError(name, outcome)
}

/** Like load, but a failure yields null, for secondary blocks a page can show without. */
export async function loadOptional<N extends CallName>(
  name: N,
  input?: CallInput<N>,
): Promise<CallData<N> | null> {
  if (building) return null
  const outcome = await serverApi.request(name, input)
  return outcome.ok ? outcome.data : null
}

/**
 * Previews of drafts: never through Next's data cache (no tags, `no-store`), so a draft never
 * lands in a cache a published page could be served from.
 */
const uncachedApi = createClient({
  baseUrl: () => env().API_BASE_URL,
  init: () => ({ cache: 'no-store' }),
})

/** A token of the console's live preview (the cms's lib/previewToken.ts), not a shared link's. */
export const isLivePreviewToken = (token: string) => token.startsWith('lp.')

/**
 * The console's live preview: the draft with the editor's unsaved values over it, uncached; null
 * when the cms does not show it (an expired token, say).
 */
export async function loadDraftPreview(token: string, draft: Record<string, unknown>) {
  if (building) return null
  const outcome = await uncachedApi.request('setting.Preview/info', { token, draft })
  return outcome.ok ? outcome.data : null
}

/** Like load, uncached: for the preview page only. */
export async function loadUncached<N extends CallName>(name: N, input?: CallInput<N>): Promise<CallData<N>> {
  if (building) notFound()
  const outcome = await uncachedApi.request(name, input)
  if (outcome.ok) return outcome.data
  if (outcome.code === Code.NOT_FOUND || outcome.status === 404) notFound()
  throw new ApiError(name, outcome)
}

/** A route's id segment; anything but an id is a 404. */
export function idParam(value: string): number {
  return parseId(value) ?? notFound()
}

/** A route segment that names one of a known set (`is`); anything else is a 404. */
export async function knownParam<K extends string, T extends string>(
  params: Promise<Record<K, string>>,
  key: K,
  is: (value: string) => value is T,
): Promise<T> {
  const value = (await params)[key]
  return is(value) ? value : notFound()
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The page of a paginated list. Lists are linked as `?page=N`; src/proxy.ts serves those from the
 * list's `page/[n]` route, so that the list never reads the query and stays cacheable.
 */
export async function listPage(params: Promise<{ n?: string }>): Promise<number> {
  return pageNumber((await params).n)
}

/** One page of a paginated list, read by `fetch`; a page past the end is a 404 (see pageInRange). */
export async function loadListPage<T extends { total: number }>(
  params: Promise<{ n?: string }>,
  limit: number,
  fetch: (page: number) => Promise<T>,
): Promise<{ page: number; data: T }> {
  const page = await listPage(params)
  const data = await fetch(page)
  pageInRange(page, data.total, limit)
  return { page, data }
}

/**
 * A page past the end of its list is not a page (a pager would offer 上一页 to page 98): a 404,
 * like any other address that names nothing. Page 1 of an empty list stays, with its empty state.
 */
export function pageInRange(page: number, total: number, limit: number): void {
  if (page > 1 && page > Math.ceil(total / limit)) notFound()
}
