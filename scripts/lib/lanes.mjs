// How `npm test --lanes=2` deals the browser specs to its two lanes (scripts/test.mjs, lanes()).
import { readdirSync } from 'node:fs'

/**
 * Specs that compare a timing with one measured unloaded in the same test (the flood's p99 beside
 * an idle visitor's): they run last, on lane A's stack, with nothing beside them.
 */
export const SOLO_SPECS = ['flood.spec.ts']

/**
 * Seconds each browser spec took in a full one-lane run of `.ci/run` on a fresh clone on the 2-core
 * machine kind (from e2e/test-results/timings.json's `specs`; refresh them when a spec's time
 * changes much). A spec
 * not listed counts as DEFAULT_SECONDS. They only balance the lanes: a wrong figure costs time, not
 * a check.
 */
export const SPEC_SECONDS = {
  // Not yet in a fresh-clone run's timings: 34 s alone in a one-lane run (issue 35, part 3).
  'site-group.spec.ts': 34,
  // Not yet in a fresh-clone run's timings: its two widths took 19 s alone (stop 48).
  'report-up.spec.ts': 25,
  // 下发 at its two widths: 32 s alone (stop 49).
  'send-down.spec.ts': 35,
  // 发稿统计 at 1440 and 360 px, not yet in a fresh-clone run's timings: 8.2 + 6.4 s alone.
  'stats.spec.ts': 15,
  'walk.spec.ts': 152,
  'elder-measure.spec.ts': 107,
  'reading.spec.ts': 72,
  'console-chinese.spec.ts': 70,
  'sites.spec.ts': 44,
  'scores.spec.ts': 39,
  'console-report.spec.ts': 37,
  'width.spec.ts': 26,
  'console.spec.ts': 25,
  'routes.spec.ts': 20,
  'busy-retry.spec.ts': 18,
  'shell.spec.ts': 16,
  'notice.spec.ts': 14,
  'column-tree.spec.ts': 14,
  'flood.spec.ts': 12,
  'console-daily.spec.ts': 12,
  'content.spec.ts': 11,
  'seo.spec.ts': 11,
  'site-pages.spec.ts': 10,
  'site-roles.spec.ts': 9,
  'trash.spec.ts': 9,
  'site-views.spec.ts': 9,
  'proxy.spec.ts': 8,
  'keyboard.spec.ts': 7,
  'navigation.spec.ts': 7,
  'a11y.spec.ts': 7,
  'toolbar.spec.ts': 6,
  'mailbox.spec.ts': 5,
  'html-valid.spec.ts': 5,
  'enrolment.spec.ts': 5,
  'redirects.spec.ts': 5,
  'console-address.spec.ts': 4,
  'console-preview.spec.ts': 4,
  'audio-captcha.spec.ts': 4,
  'site-search.spec.ts': 4,
  'assistant.spec.ts': 4,
  'disclosure.spec.ts': 3,
  'search.spec.ts': 3,
  'route-map.spec.ts': 3,
  'server.spec.ts': 3,
  'hant.spec.ts': 2,
  'pagination.spec.ts': 2,
  'site-cache.spec.ts': 2,
  'admin-smoke.spec.ts': 2,
  'read-aloud.spec.ts': 2,
  'header.spec.ts': 2,
  'previews.spec.ts': 2,
  'tabs.spec.ts': 2,
  'revalidate.spec.ts': 1,
  'hydration.spec.ts': 1,
  'spacing.spec.ts': 1,
  'images.spec.ts': 1,
  'titles.spec.ts': 1,
  'revalidate-secret.spec.ts': 1,
  'malformed.spec.ts': 1,
}
export const DEFAULT_SECONDS = 10

/**
 * What each lane runs besides its share of the browser specs, in the same seconds (the same run):
 * lane A the SQLite API suite; lane B the PostgreSQL API suite (the seeds run beside the builds).
 */
export const LANE_A_FIXED = 355
export const LANE_B_FIXED = 350

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
