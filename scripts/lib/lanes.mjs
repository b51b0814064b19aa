// How `npm test --lanes=2` deals the browser specs to its two lanes (scripts/test.mjs, lanes()).
import { readdirSync } from 'node:fs'

/**
 * Specs that compare a timing with one measured unloaded in the same test (the flood's p99 beside
 * an idle visitor's): they run last, on lane A's stack, with nothing beside them.
 */
export const SOLO_SPECS = ['flood.spec.ts']

/**
 * Seconds each browser spec took in a full two-lane run on the 2-core machine kind (from
 * e2e/test-results/timings.json's `specs`; refresh them when a spec's time changes much). A spec
 * not listed counts as DEFAULT_SECONDS. They only balance the lanes: a wrong figure costs time, not
 * a check.
 */
export const SPEC_SECONDS = {
  'elder-measure.spec.ts': 464,
  'walk.spec.ts': 394,
  'reading.spec.ts': 389,
  'console-chinese.spec.ts': 310,
  'scores.spec.ts': 151,
  'routes.spec.ts': 135,
  'console-report.spec.ts': 118,
  'shell.spec.ts': 76,
  'width.spec.ts': 72,
  'console.spec.ts': 68,
  'column-tree.spec.ts': 59,
  'keyboard.spec.ts': 59,
  'content.spec.ts': 52,
  'sites.spec.ts': 48,
  'enrolment.spec.ts': 33,
  'busy-retry.spec.ts': 32,
  'seo.spec.ts': 28,
  'console-daily.spec.ts': 28,
  'toolbar.spec.ts': 27,
  'navigation.spec.ts': 26,
  'trash.spec.ts': 25,
  'mailbox.spec.ts': 25,
  'notice.spec.ts': 23,
  'a11y.spec.ts': 20,
  'html-valid.spec.ts': 20,
  'hant.spec.ts': 19,
  'console-preview.spec.ts': 18,
  'assistant.spec.ts': 17,
  'search.spec.ts': 17,
  'disclosure.spec.ts': 16,
  'console-address.spec.ts': 15,
  'route-map.spec.ts': 14,
  'audio-captcha.spec.ts': 14,
  'tabs.spec.ts': 13,
  'read-aloud.spec.ts': 10,
  'header.spec.ts': 10,
  'hydration.spec.ts': 10,
  'pagination.spec.ts': 9,
  'previews.spec.ts': 8,
  'server.spec.ts': 8,
  'spacing.spec.ts': 8,
  'redirects.spec.ts': 6,
  'revalidate.spec.ts': 5,
  'admin-smoke.spec.ts': 4,
  'images.spec.ts': 4,
  'titles.spec.ts': 3,
  'proxy.spec.ts': 2,
}
export const DEFAULT_SECONDS = 20

/**
 * What each lane runs besides its share of the browser specs, in the same seconds (the same run):
 * lane A the SQLite API suite; lane B a second seed and the PostgreSQL stack (seed and API suite).
 */
export const LANE_A_FIXED = 400
export const LANE_B_FIXED = 560

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
