// How `npm test --lanes=2` deals the browser specs to its two lanes (scripts/test.mjs, lanes()).
import { readdirSync } from 'node:fs'

/**
 * Specs that compare a timing with one measured unloaded in the same test (the flood's p99 beside
 * an idle visitor's): they run last, on lane A's stack, with nothing beside them.
 */
export const SOLO_SPECS = ['flood.spec.ts']

/**
 * Seconds each browser spec took in a two-lane run of `.ci/run` on a fresh clone on the 2-core
 * machine kind (stop 50: e2e/test-results/timings.json's `specs`, both lanes busy; refresh them when
 * a spec's time changes much). A spec not listed counts as DEFAULT_SECONDS. They only balance the
 * lanes: a wrong figure costs time, not a check.
 */
export const SPEC_SECONDS = {
  'elder-measure.spec.ts': 256,
  'walk.spec.ts': 241,
  'console-chinese.spec.ts': 146,
  'reading.spec.ts': 142,
  'sites.spec.ts': 125,
  'console-report.spec.ts': 95,
  'console.spec.ts': 68,
  'width.spec.ts': 66,
  'scores.spec.ts': 66,
  'routes.spec.ts': 57,
  // With a site administrator's own inspection at two widths (stop 50): about 15 s more.
  'site-views.spec.ts': 39,
  'seo.spec.ts': 39,
  'report-up.spec.ts': 32,
  'column-tree.spec.ts': 31,
  'shell.spec.ts': 28,
  'html-valid.spec.ts': 26,
  'site-roles.spec.ts': 25,
  'busy-retry.spec.ts': 25,
  'content.spec.ts': 24,
  'site-group.spec.ts': 24,
  'console-daily.spec.ts': 23,
  'site-pages.spec.ts': 21,
  'send-down.spec.ts': 20,
  'navigation.spec.ts': 19,
  'keyboard.spec.ts': 18,
  'trash.spec.ts': 17,
  'notice.spec.ts': 17,
  'a11y.spec.ts': 16,
  'console-preview.spec.ts': 13,
  'assistant.spec.ts': 13,
  'flood.spec.ts': 13,
  'audio-captcha.spec.ts': 12,
  'enrolment.spec.ts': 12,
  'route-map.spec.ts': 11,
  'stats.spec.ts': 11,
  'toolbar.spec.ts': 11,
  'mailbox.spec.ts': 10,
  'search.spec.ts': 10,
  'proxy.spec.ts': 10,
  'site-search.spec.ts': 10,
  'console-address.spec.ts': 9,
  'disclosure.spec.ts': 9,
  'admin-smoke.spec.ts': 6,
  'pagination.spec.ts': 6,
  'hant.spec.ts': 6,
  'header.spec.ts': 5,
  'redirects.spec.ts': 5,
  'server.spec.ts': 5,
  'spacing.spec.ts': 4,
  'previews.spec.ts': 4,
  'tabs.spec.ts': 4,
  'site-cache.spec.ts': 4,
  'read-aloud.spec.ts': 3,
  'revalidate.spec.ts': 3,
  'hydration.spec.ts': 2,
  'images.spec.ts': 2,
  'titles.spec.ts': 1,
  'revalidate-secret.spec.ts': 1,
  'malformed.spec.ts': 1,
}
export const DEFAULT_SECONDS = 10

/**
 * What each lane runs besides its share of the browser specs, in the same seconds (the same run):
 * lane A the SQLite API suite; lane B the PostgreSQL API suite (the seeds run beside the builds).
 */
// Stop 51: the API suites took 0.82× their time once a staff login was kept per account (e2e/lib/api.ts).
export const LANE_A_FIXED = 635
export const LANE_B_FIXED = 700

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
