import { TOP_LEVEL } from '@ou/contract'
import { cmsDirect as api } from './cms-direct'
import { refreshedTable } from './refreshed-table'

/**
 * The first segments of the school's top-level columns (栏目树: `/about`, …), for src/proxy.ts:
 * any other unknown first segment is answered with the kept not-found page at once. When an
 * unknown segment arrives and the table is more than a second old, the request waits for that one
 * shared read, so a column published a moment ago is found, and a flood of made-up addresses costs
 * at most one call a second.
 */
const columns = refreshedTable('columns', new Set<string>(), async () => {
  const outcome = await api.request('setting.Page/tree')
  return outcome.ok
    ? new Set(outcome.data.list.filter((n) => n.section === TOP_LEVEL).map((n) => n.path.split('/')[1] ?? ''))
    : null
})

/** Reads the table now; a read already under way is shared. */
export const loadColumns = columns.load

/** Whether a first path segment is one of the school's top-level columns. */
export async function isTopColumn(segment: string): Promise<boolean> {
  return columns.get().has(segment) || (await columns.fresh()).has(segment)
}
