import { SITE_SECRET_HEADER, createClient } from '@ou/contract'
import { env } from './env'

/**
 * The site's own uncached, signed client to the cms, for tables the proxy keeps in this process
 * (redirects, top-level columns): never Next's fetch cache, at most 2 s a call.
 */
export const cmsDirect = createClient({
  baseUrl: () => env().API_BASE_URL,
  init: () => ({
    cache: 'no-store',
    signal: AbortSignal.timeout(2000),
    headers: { [SITE_SECRET_HEADER]: env().REVALIDATE_SECRET },
  }),
})
