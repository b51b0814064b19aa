import type { Redirect } from '@ou/contract'
import { cmsDirect as api } from './cms-direct'
import { refreshedTable } from './refreshed-table'

/**
 * The redirects kept in the console (跳转管理), applied by src/proxy.ts before any page renders.
 *
 * The table is kept in this process (lib/refreshed-table.ts: a request never waits for it), so an
 * editor's change applies within 2 s like a publish. Hits are counted here and reported in batches
 * every few seconds, never one call per visit.
 */
const REPORT_MS = 3000

const table = refreshedTable('redirects', new Map<string, Redirect>(), async () => {
  const outcome = await api.request('setting.Redirect/list')
  return outcome.ok ? new Map(outcome.data.list.map((r) => [r.from, r])) : null
})

/** Hits counted since the last report. One state per process, whichever bundle loads this module. */
interface Hits {
  hits: Map<string, number>
  reporting: ReturnType<typeof setTimeout> | null
}
const KEY = Symbol.for('ou.site.redirect-hits')
const state: Hits = ((globalThis as Record<symbol, Hits | undefined>)[KEY] ??= {
  hits: new Map(),
  reporting: null,
})

/** Reads the table now (at start-up); later reads happen on their own. */
export const loadRedirects = table.load

/** The spellings under which a request path may be stored: as sent, decoded, without a trailing slash. */
function keysOf(pathname: string): string[] {
  const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname
  let decoded = bare
  try {
    decoded = decodeURI(bare)
  } catch {
    // Malformed escapes: only the raw spelling can match.
  }
  return decoded === bare ? [bare] : [bare, decoded]
}

/** The redirect for this path, if the console has one. */
export function findRedirect(pathname: string): Redirect | null {
  const redirects = table.now()
  for (const key of keysOf(pathname)) {
    const r = redirects.get(key)
    if (r) return r
  }
  return null
}

function report() {
  state.reporting = null
  // One call per redirect used since the last report, with its count.
  const hits = [...state.hits].slice(0, 50)
  for (const [from, count] of hits) {
    state.hits.delete(from)
    void api.request('setting.Redirect/hit', { from, count }).catch(() => undefined)
  }
  if (state.hits.size) state.reporting = setTimeout(report, REPORT_MS)
}

/** Counts one use of a redirect; reported to the cms within a few seconds. */
export function countHit(from: string) {
  state.hits.set(from, (state.hits.get(from) ?? 0) + 1)
  state.reporting ??= setTimeout(report, REPORT_MS)
}
