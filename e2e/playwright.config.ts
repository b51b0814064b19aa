import { defineConfig } from '@playwright/test'

// Servers are started by scripts/test.mjs (build, fresh database, seed), not here:
// the same suite then runs against SQLite and PostgreSQL back ends.
const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:3000'
const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:3001'

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
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'api', testDir: './tests/api', use: { baseURL: CMS_URL } },
    { name: 'site', testDir: './tests/site', use: { baseURL: SITE_URL } },
  ],
})
