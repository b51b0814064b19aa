import { notFound } from 'next/navigation'
import {
  ApiError,
  Code,
  createClient,
  parseCallName,
  type CallData,
  type CallInput,
  type CallName,
} from '@ou/contract'
import { serverApiBaseUrl } from './config'

/** Cache tags of a call: `api` plus `api:<module>.<Controller>` (the cms revalidates these). */
export function tagsFor(name: CallName): string[] {
  const parsed = parseCallName(name)
  return parsed ? ['api', `api:${parsed.module}.${parsed.controller}`] : ['api']
}

/**
 * The server-side client: public reads go through Next's data cache, tagged per controller, and
 * are revalidated by /api/revalidate when an editor publishes.
 */
export const serverApi = createClient({
  baseUrl: serverApiBaseUrl,
  init: (name) => ({ cache: 'force-cache', next: { tags: tagsFor(name) } }),
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

/** Reads `?page=N` (1-based). */
export function pageParam(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n > 0 && n < 100_000 ? n : 1
}

/** Route ids: positive integers only; anything else is a 404. */
export function idParam(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) notFound()
  return Number(value)
}

export type SearchParams = Promise<Record<string, string | string[] | undefined>>
