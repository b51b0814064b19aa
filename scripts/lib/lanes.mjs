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
 * machine kind (stop 51: e2e/test-results/timings.json's `specs`, both lanes busy; refresh them when
 * a spec's time changes much). Walk, elder-measure, console-chinese and reading are from stop 53's
 * runs of them alone, once they opened pages through the router. A spec not listed counts as
 * DEFAULT_SECONDS. They only balance the lanes: a wrong figure costs time, not a check.
 */
export const SPEC_SECONDS = {
  'walk.spec.ts': 185,
  'elder-measure.spec.ts': 170,
  'console-chinese.spec.ts': 70,
  'sites.spec.ts': 118,
  'reading.spec.ts': 95,
  'console-report.spec.ts': 77,
  'console.spec.ts': 56,
  'scores.spec.ts': 50,
  'routes.spec.ts': 44,
  'width.spec.ts': 42,
  'report-up.spec.ts': 36,
  'column-tree.spec.ts': 28,
  'site-views.spec.ts': 28,
  'console-daily.spec.ts': 27,
  'shell.spec.ts': 27,
  'notice.spec.ts': 25,
  'content.spec.ts': 21,
  'busy-retry.spec.ts': 21,
  'html-valid.spec.ts': 21,
  'seo.spec.ts': 20,
  'site-group.spec.ts': 18,
  'a11y.spec.ts': 17,
  'site-pages.spec.ts': 17,
  'send-down.spec.ts': 17,
  'navigation.spec.ts': 16,
  'keyboard.spec.ts': 16,
  'site-roles.spec.ts': 15,
  'flood.spec.ts': 12,
  'trash.spec.ts': 12,
  'stats.spec.ts': 10,
  'toolbar.spec.ts': 10,
  'mailbox.spec.ts': 10,
  'console-preview.spec.ts': 9,
  'site-search.spec.ts': 8,
  'console-address.spec.ts': 8,
  'assistant.spec.ts': 8,
  'proxy.spec.ts': 8,
  'audio-captcha.spec.ts': 8,
  'enrolment.spec.ts': 7,
  'disclosure.spec.ts': 7,
  'route-map.spec.ts': 6,
  'search.spec.ts': 6,
  'pagination.spec.ts': 5,
  'hant.spec.ts': 5,
  'server.spec.ts': 5,
  'redirects.spec.ts': 4,
  'admin-smoke.spec.ts': 3,
  'header.spec.ts': 3,
  'previews.spec.ts': 3,
  'revalidate.spec.ts': 3,
  'tabs.spec.ts': 3,
  'site-cache.spec.ts': 2,
  'read-aloud.spec.ts': 2,
  'spacing.spec.ts': 2,
  'hydration.spec.ts': 2,
  'images.spec.ts': 1,
  'titles.spec.ts': 1,
  'revalidate-secret.spec.ts': 0,
  'malformed.spec.ts': 0,
}
export const DEFAULT_SECONDS = 10

/**
 * What each lane runs besides its share of the browser specs, in the same seconds (the same run):
 * lane A the SQLite API suite; lane B the PostgreSQL API suite (the seeds run beside the builds).
 */
export const LANE_A_FIXED = 527
export const LANE_B_FIXED = 506

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
