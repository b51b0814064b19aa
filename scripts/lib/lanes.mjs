// How `npm test --lanes=2` deals the browser specs to its two lanes (scripts/test.mjs, lanes()).
import { readdirSync } from 'node:fs'

/**
 * Specs that compare a timing with one measured unloaded in the same test (the flood's p99 beside
 * an idle visitor's): they run last, on lane A's stack, with nothing beside them.
 */
export const SOLO_SPECS = ['flood.spec.ts']

/**
 * Seconds each browser spec took in a full one-lane run on the 2-core machine kind (from
 * e2e/test-results/timings.json's `specs`; refresh them when a spec's time changes much). A spec
 * not listed counts as DEFAULT_SECONDS. They only balance the lanes: a wrong figure costs time, not
 * a check.
 */
export const SPEC_SECONDS = {
  'elder-measure.spec.ts': 253,
  'walk.spec.ts': 248,
  'reading.spec.ts': 159,
  'console-chinese.spec.ts': 121,
  'console.spec.ts': 110,
  'console-report.spec.ts': 45,
  'content.spec.ts': 30,
  'column-tree.spec.ts': 25,
  'busy-retry.spec.ts': 20,
  'a11y.spec.ts': 20,
}
export const DEFAULT_SECONDS = 15

/**
 * What each lane runs besides its share of the browser specs, in the same seconds: lane A the
 * SQLite API suite; lane B a second seed and the PostgreSQL stack (seed and API suite).
 */
export const LANE_A_FIXED = 300
export const LANE_B_FIXED = 240

/**
 * The spec files of `dir` dealt to lane A, lane B and the solo run: longest first, each to the lane
 * that would finish sooner. Returned as Playwright file filters (`tests/site/<file>`, anchored).
 */
export function dealSpecs(dir) {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .sort()
  const solo = files.filter((f) => SOLO_SPECS.includes(f))
  const rest = files
    .filter((f) => !SOLO_SPECS.includes(f))
    .sort((x, y) => seconds(y) - seconds(x) || x.localeCompare(y))
  const lanes = { a: { total: LANE_A_FIXED, files: [] }, b: { total: LANE_B_FIXED, files: [] } }
  for (const f of rest) {
    const lane = lanes.a.total <= lanes.b.total ? lanes.a : lanes.b
    lane.files.push(f)
    lane.total += seconds(f)
  }
  // Each lane runs its files in name order, as one run would.
  const filters = (list) => [...list].sort().map((f) => `tests/site/${f.replaceAll('.', '\\.')}$`)
  return { a: filters(lanes.a.files), b: filters(lanes.b.files), solo: filters(solo) }
}

const seconds = (file) => SPEC_SECONDS[file] ?? DEFAULT_SECONDS
