// How `npm test --lanes=2` deals the browser specs to its two lanes (scripts/test.mjs, lanes()).
import { readdirSync } from 'node:fs'

/**
 * Specs that compare a timing with one measured unloaded in the same test (the flood's p99 beside
 * an idle visitor's), or time a path that adds nginx's second-long copy to the site's render (an
 * edit seen through the proxy within 2 s: stop 51's fresh clone missed it once, with both lanes
 * at 100 % CPU): they run last, on lane A's stack, with nothing beside them.
 */
export const SOLO_SPECS = ['flood.spec.ts', 'proxy.spec.ts']

/**
 * Seconds each browser spec took in a two-lane run of `.ci/run` on a fresh clone on the 2-core
 * machine kind (stop 54's first: e2e/test-results/timings.json's `specs`, both lanes busy; refresh
 * them when a spec's time changes much). A spec not listed counts as
 * DEFAULT_SECONDS. They only balance the lanes: a wrong figure costs time, not a check.
 */
export const SPEC_SECONDS = {
  'elder-measure.spec.ts': 294,
  'sites.spec.ts': 261,
  'walk.spec.ts': 240,
  'console-report.spec.ts': 130,
  'reading.spec.ts': 120,
  'console-chinese.spec.ts': 117,
  'console.spec.ts': 96,
  'scores.spec.ts': 62,
  'routes.spec.ts': 54,
  'console-daily.spec.ts': 52,
  'site-views.spec.ts': 48,
  'report-up.spec.ts': 46,
  'shell.spec.ts': 42,
  'column-tree.spec.ts': 36,
  'width.spec.ts': 36,
  'stats.spec.ts': 32,
  'content.spec.ts': 30,
  'site-roles.spec.ts': 29,
  'site-pages.spec.ts': 28,
  'send-down.spec.ts': 26,
  'site-group.spec.ts': 24,
  'busy-retry.spec.ts': 23,
  'seo.spec.ts': 23,
  'a11y.spec.ts': 21,
  'navigation.spec.ts': 20,
  'console-address.spec.ts': 19,
  'keyboard.spec.ts': 19,
  'enrolment.spec.ts': 17,
  'mailbox.spec.ts': 17,
  'trash.spec.ts': 16,
  'assistant.spec.ts': 15,
  'notice.spec.ts': 15,
  'html-valid.spec.ts': 14,
  'site-search.spec.ts': 14,
  'flood.spec.ts': 13,
  'audio-captcha.spec.ts': 12,
  'search.spec.ts': 11,
  'toolbar.spec.ts': 11,
  'admin-smoke.spec.ts': 9,
  'console-preview.spec.ts': 9,
  'disclosure.spec.ts': 8,
  'hant.spec.ts': 8,
  'proxy.spec.ts': 8,
  'route-map.spec.ts': 8,
  'spacing.spec.ts': 8,
  'header.spec.ts': 6,
  'server.spec.ts': 6,
  'tabs.spec.ts': 6,
  'pagination.spec.ts': 4,
  'previews.spec.ts': 4,
  'read-aloud.spec.ts': 4,
  'redirects.spec.ts': 4,
  'hydration.spec.ts': 3,
  'images.spec.ts': 3,
  'revalidate.spec.ts': 3,
  'site-cache.spec.ts': 3,
  'titles.spec.ts': 1,
  'malformed.spec.ts': 0,
  'revalidate-secret.spec.ts': 0,
}
export const DEFAULT_SECONDS = 10

/**
 * What each lane runs besides its share of the browser specs, in the same seconds (the same run):
 * lane A the SQLite API suite; lane B the PostgreSQL API suite (the seeds run beside the builds).
 */
export const LANE_A_FIXED = 529
export const LANE_B_FIXED = 472

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
