import type { Redirect } from '@ou/contract'
import { cmsDirect as api } from './cms-direct'

/**
 * The redirects kept in the console (跳转管理), applied by src/proxy.ts before any page renders.
 *
 * The table lives in this process: read when the server starts (instrumentation.ts), then again
 * from the cms once it is more than a second old (in the background: a request never waits), so
 * an editor's change
 * applies within 2 s like a publish, at most one small call a second while visitors come. Hits are
 * counted here and reported in batches every few seconds, never one call per visit.
 */
const FRESH_MS = 1000
const REPORT_MS = 3000

interface State {
  table: Map<string, Redirect>
  readAt: number
  loading: Promise<void> | null
  hits: Map<string, number>
  reporting: ReturnType<typeof setTimeout> | null
}

// One state per process, whichever bundle of the server loads this module.
const KEY = Symbol.for('ou.site.redirects')
const state: State = ((globalThis as Record<symbol, State | undefined>)[KEY] ??= {
  table: new Map(),
  readAt: 0,
  loading: null,
  hits: new Map(),
  reporting: null,
})

/** Reads the table now (at start-up); later reads happen on their own. */
export function loadRedirects(): Promise<void> {
  state.loading ??= api
    .request('setting.Redirect/list')
    .then((outcome) => {
      // A failed read keeps the previous table: the cms may be restarting.
      if (outcome.ok) state.table = new Map(outcome.data.list.map((r) => [r.from, r]))
    })
    .catch(() => undefined)
    .finally(() => {
      state.readAt = Date.now()
      state.loading = null
    })
  return state.loading
}

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
  if (!state.loading && Date.now() - state.readAt > FRESH_MS) void loadRedirects()
  for (const key of keysOf(pathname)) {
    const r = state.table.get(key)
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
