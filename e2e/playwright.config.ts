import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'

// Servers are started by scripts/test.mjs (build, fresh database, seed), not here:
// the same suite then runs against SQLite and PostgreSQL back ends.
const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:3000'
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:3001'
// Debian's headless shell (package chromium-headless-shell, what Playwright itself runs headless)
// where it is installed: the same Blink as Debian's chromium without the full browser's UI and
// compositor, about a quarter less CPU a page on the 2-core CI machine. Else Debian's chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // scripts/test.mjs gives a run beside another (--lanes) a folder of its own (Playwright empties it).
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  // scripts/test.mjs adds a JSON report to count results across database phases.
  reporter: process.env.PW_REPORTERS ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: SITE_URL,
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // A failed test keeps its trace (e2e/test-results/, not committed): open it with `npx playwright show-trace`.
    // It lists each step with its time, the console and the network; no screencast (it JPEG-encodes
    // every frame an animated page draws) and no DOM snapshots (a copy of the page's DOM before and
    // after every step: measured, width.spec's 360 px pass 47.0 s with them, 27.2 s without, the same
    // as no trace at all; the editor's console walk 148 s against 114 s). PW_TRACE_SNAPSHOTS=1 adds
    // them back for a failure that needs them. Not under CI (CI=true), which keeps only the run's
    // output: recording every test's trace cost the test process a fifth of its CPU for nobody
    // (routes.spec 14.0 → 11.2 s, stop 52); PW_TRACE=on records them there too, PW_TRACE=off nowhere.
    trace: {
      mode:
        process.env.PW_TRACE === 'off' || (process.env.CI && process.env.PW_TRACE !== 'on')
          ? 'off'
          : 'retain-on-failure',
      screenshots: false,
      snapshots: Boolean(process.env.PW_TRACE_SNAPSHOTS),
      sources: true,
    },
  },
  projects: [
    { name: 'api', testDir: './tests/api', use: { baseURL: CMS_URL } },
    { name: 'site', testDir: './tests/site', use: { baseURL: SITE_URL } },
  ],
})
