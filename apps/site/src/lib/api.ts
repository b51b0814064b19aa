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
import { env } from './env'

/**
 * The server-side client: public reads go through Next's data cache, tagged with the contract's
 * cache tags, and are expired by /api/revalidate when an editor publishes.
 */
export const serverApi = createClient({
  baseUrl: () => env().API_BASE_URL,
  init: (name) => ({ cache: 'force-cache', next: { tags: tagsOf(name) } }),
  onFailure: (name, failure) => {
    if (failure.code !== Code.NOT_FOUND) console.error(`[api] ${name}: ${failure.status} ${failure.message}`)
  },
})

/** Fetches a call for rendering; a "not found" answer renders the 404 page, other failures the error page. */
export async function load<N extends CallName>(name: N, input?: CallInput<N>): Promise<CallData<N>> {
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
  const outcome = await serverApi.request(name, input)
  return outcome.ok ? outcome.data : null
}

/** A route's id segment; anything but an id is a 404. */
export function idParam(value: string): number {
  return parseId(value) ?? notFound()
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>
