import { TOP_LEVEL } from '@ou/contract'
import { cmsDirect as api } from './cms-direct'

/**
 * The first segments of the school's top-level columns (栏目树: `/about`, …), for src/proxy.ts:
 * any other unknown first segment is answered with the kept not-found page at once. Read when the
 * server starts (instrumentation.ts), then again when an unknown segment arrives and the table is
 * more than a second old; the request waits for that one shared read, so a column published a
 * moment ago is found, and a flood of made-up addresses costs at most one call a second.
 */
const FRESH_MS = 1000

interface State {
  segments: Set<string>
  readAt: number
  loading: Promise<void> | null
}

const KEY = Symbol.for('ou.site.columns')
const state: State = ((globalThis as Record<symbol, State | undefined>)[KEY] ??= {
  segments: new Set(),
  readAt: 0,
  loading: null,
})

/** Reads the table now; a read already under way is shared. */
export function loadColumns(): Promise<void> {
  state.loading ??= api
    .request('setting.Page/tree')
    .then((outcome) => {
      if (outcome.ok)
        state.segments = new Set(
          outcome.data.list.filter((n) => n.section === TOP_LEVEL).map((n) => n.path.split('/')[1] ?? ''),
        )
    })
    .catch(() => undefined)
    .finally(() => {
      state.readAt = Date.now()
      state.loading = null
    })
  return state.loading
}

/** Whether a first path segment is one of the school's top-level columns. */
export async function isTopColumn(segment: string): Promise<boolean> {
  if (state.segments.has(segment)) return true
  if (Date.now() - state.readAt > FRESH_MS) await loadColumns()
  return state.segments.has(segment)
}
