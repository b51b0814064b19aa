// The whole test suite, as CI runs it (README: `npm test`):
//   lint and types, unit tests, then the API suite against the built apps on a fresh SQLite
//   database and, beside it, on a fresh PostgreSQL database; then the browser suites on SQLite;
//   then the database blip and the scale-out test (e2e/cluster), each alone.
// Flags: --skip-build (reuse .next builds), --skip-checks (no lint or unit tests: a focused local run),
//   --only=sqlite|postgres|dbdown|cluster, --project=api|site, --grep=<pattern>,
//   --fuzz=<requests> (the API fuzz suite's size per database; 2,000 by default),
//   --lanes=1|2 (2, the default: the suites in two lanes on stacks of their own; 1: one phase after
//   another, or TEST_LANES=1).
// It ends with a table of each phase's time and the slowest tests (also e2e/test-results/timings.json).
// Ports: TEST_CMS_PORT, TEST_SITE_PORT, TEST_PROXY_PORT, TEST_SMTP_PORT (default: the cms port + 3);
//   the PostgreSQL stack's and the second lane's are those + 10 and + 20 (TEST_PG_*, TEST_LANE_B_*).
import { spawn } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { buildCacheHome, restoreBuildCache, saveBuildCache } from './lib/build-cache.mjs'
import { dealSpecs } from './lib/lanes.mjs'
import { PG_ADMIN, pgAdmin, productionEnv } from './lib/env.mjs'
import { cmsDir, npmBin, root, serveApp, siteDir, stop, waitFor } from './lib/proc.mjs'

const args = process.argv.slice(2)
const flag = (name) =>
  args.find((a) => a.startsWith(`--${name}`))?.split('=')[1] ?? (args.includes(`--${name}`) || undefined)
const only = flag('only')
const grep = flag('grep')
// --project=api runs one Playwright project (and starts only the servers it needs).
const projectFilter = flag('project')
const CMS_PORT = Number(process.env.TEST_CMS_PORT ?? 3201)
const SITE_PORT = Number(process.env.TEST_SITE_PORT ?? 3200)
// nginx with deploy/nginx.conf in front of both (e2e/tests/site/proxy.spec.ts).
const PROXY_PORT = Number(process.env.TEST_PROXY_PORT ?? 3202)
// The mail tests start their own SMTP server on loopback here; the cms sends to it.
const SMTP_PORT = Number(process.env.TEST_SMTP_PORT ?? CMS_PORT + 3)
/**
 * Two lanes by default (--lanes=1 or TEST_LANES=1 for one, see lanes()): they fill the third of the
 * 2-core CI machine kind that one lane's browser specs leave idle. They became the default after
 * three fresh-clone runs of `.ci/run` in a row passed in them, each within 25 minutes (stop 48,
 * docs/development.md).
 */
const LANES = Number(flag('lanes') ?? process.env.TEST_LANES ?? 2)
// The PostgreSQL stack and the second SQLite lane's stack have ports of their own.
const PG_CMS_PORT = Number(process.env.TEST_PG_CMS_PORT ?? CMS_PORT + 10)
const PG_SMTP_PORT = Number(process.env.TEST_PG_SMTP_PORT ?? SMTP_PORT + 10)
const LANE_B_CMS_PORT = Number(process.env.TEST_LANE_B_CMS_PORT ?? CMS_PORT + 20)
const LANE_B_SITE_PORT = Number(process.env.TEST_LANE_B_SITE_PORT ?? SITE_PORT + 20)
const LANE_B_PROXY_PORT = Number(process.env.TEST_LANE_B_PROXY_PORT ?? PROXY_PORT + 20)
const LANE_B_SMTP_PORT = Number(process.env.TEST_LANE_B_SMTP_PORT ?? SMTP_PORT + 20)
const timings = {}
const results = { passed: 0, failed: 0, skipped: 0 }
/** Failures that are no Playwright test (a crashed run, the database blip), for the summary. */
const otherFailures = []
// Every Playwright test's time, from the phases' JSON reports, for the closing table.
const testTimes = []

const common = {
  ...productionEnv(),
  // The API tests play a reverse proxy from this loopback address (e2e/lib/peer.ts); requests
  // from 127.0.0.1 are clients whose X-Forwarded-For is ignored.
  TRUSTED_PROXIES: '127.0.0.2',
}

async function pgAvailable() {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.end()
    return true
  } catch {
    return false
  }
}

/** Runs a command to completion without blocking this process; resolves to its exit code. */
function runAsync(cmd, args, opts, logTo) {
  return new Promise((resolve) => {
    const out = logTo ? openSync(logTo, 'a') : 'inherit'
    const child = spawn(cmd, args, {
      cwd: root,
      ...opts,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', out, out],
    })
    if (typeof out === 'number') closeSync(out)
    child.on('exit', (code) => resolve(code ?? 1))
    child.on('error', () => resolve(1))
  })
}

/**
 * The checks (lint, each workspace's unit tests), two at a time: each is one thread, and one after
 * another left a core idle. Each one's output goes to a file, printed when it ends; after a
 * failure no other starts, and the run stops with what failed.
 */
async function twoAtATime(jobs) {
  const queue = [...jobs]
  const failures = []
  const started = Date.now()
  const worker = async () => {
    for (let job = queue.shift(); job && !failures.length; job = queue.shift()) {
      const log = path.join(mkdtempSync(path.join(tmpdir(), 'ou-check-')), 'output.log')
      const t0 = Date.now()
      const code = await runAsync(job.cmd, job.args, {}, log)
      timings[job.label] = (Date.now() - t0) / 1000
      console.log(`\n== ${job.label} (${timings[job.label].toFixed(1)} s)\n${readFileSync(log, 'utf8')}`)
      if (code !== 0) failures.push(`${job.label} exited with ${code}`)
    }
  }
  await Promise.all([worker(), worker()])
  timings.checks = (Date.now() - started) / 1000
  if (failures.length) throw new Error(failures.join('; '))
}

/**
 * One Playwright run; returns its failed count. `logTo`: its output to that file, shown when it ends
 * (a run beside another would interleave its lines with the other's). `files`: only these spec files.
 */
async function playwright(projects, env, label, logTo, files = []) {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'ou-pw-')), 'report.json')
  const started = Date.now()
  let failed = 0
  const code = await runAsync(
    'npx',
    [
      'playwright',
      'test',
      // `--project=` (not `--project x`): the option takes several values, and would take the files too.
      ...projects.map((p) => `--project=${p}`),
      ...(grep ? ['--grep', grep, '--pass-with-no-tests'] : []),
      ...files,
    ],
    {
      cwd: path.join(root, 'e2e'),
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, PW_REPORTERS: 'list,json' },
    },
    logTo,
  )
  timings[label] = (Date.now() - started) / 1000
  if (logTo) {
    console.log(`\n== ${label}: the output of the run beside the other`)
    console.log(readFileSync(logTo, 'utf8'))
  }
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'))
    collectTimes(json.suites ?? [], label.split(':')[1])
    const stats = json.stats
    results.passed += stats.expected + stats.flaky
    results.skipped += stats.skipped
    failed = stats.unexpected
  } catch {
    failed = 1
  }
  // A run that failed with no failed test (a crash, a failed global setup) counts as one.
  if (code !== 0 && failed === 0) {
    failed = 1
    otherFailures.push(
      `${label}: Playwright ended with code ${code} and no failed test (a crash or its setup)`,
    )
  }
  return failed
}

/** The last failed try's error: up to five non-empty lines and the spec line that threw it. */
function failureOf(results) {
  const error = results.map((r) => r.error).findLast((e) => e?.message)
  if (!error) return ''
  const lines = error.message
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 5)
    .map((line) => line.slice(0, 200))
  const at = error.location ? `at ${path.relative(root, error.location.file)}:${error.location.line}` : ''
  return [...lines, at].filter(Boolean).join('\n      ')
}

/** Walks a Playwright JSON report's suites into testTimes (one row per test, its retries summed). */
function collectTimes(suites, db) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        testTimes.push({
          db,
          project: t.projectName,
          file: spec.file,
          title: spec.title,
          seconds: (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0) / 1000,
          status: t.status,
          // A failed test's error (its first lines: the matcher, expected and received) and where it
          // was thrown, for the summary CI shows the end of.
          error: t.status === 'unexpected' ? failureOf(t.results ?? []) : undefined,
        })
    collectTimes(suite.suites ?? [], db)
  }
}

/**
 * Prints each phase's time and the slowest tests, and writes them to e2e/test-results/timings.json.
 * Written after the last phase: Playwright empties e2e/test-results/ when a run starts.
 */
function timingTable(total) {
  const slowest = [...testTimes].sort((a, b) => b.seconds - a.seconds).slice(0, 15)
  const bySpec = {}
  for (const t of testTimes) {
    const key = `${t.db} ${t.project} ${t.file}`
    bySpec[key] = (bySpec[key] ?? 0) + t.seconds
  }
  const slowestSpecs = Object.entries(bySpec)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([spec, seconds]) => ({ spec, seconds: Math.round(seconds * 10) / 10 }))
  const ran = testTimes.filter((t) => t.status !== 'skipped').length
  console.log('\nPhase                    seconds')
  for (const [name, seconds] of Object.entries(timings))
    console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)}`)
  console.log(`  ${'total'.padEnd(22)} ${total.toFixed(1).padStart(7)}`)
  if (slowest.length) {
    console.log('\nThe 15 slowest tests                                                     seconds')
    for (const t of slowest) {
      const name = `${t.db} ${t.project} ${t.file} › ${t.title}`
      console.log(
        `  ${(name.length > 76 ? `${name.slice(0, 75)}…` : name).padEnd(76)} ${t.seconds.toFixed(1).padStart(7)}`,
      )
    }
    console.log('\nThe 15 slowest spec files                                                seconds')
    for (const s of slowestSpecs) console.log(`  ${s.spec.padEnd(76)} ${s.seconds.toFixed(1).padStart(7)}`)
  }
  console.log(`\nPlaywright tests run: ${ran} (of ${testTimes.length} listed, the rest skipped)`)
  // Last, so that the end of CI's output (all it keeps) names what failed.
  const failedTests = testTimes.filter((t) => t.status === 'unexpected')
  if (failedTests.length || otherFailures.length) {
    console.log('\nFailed')
    for (const t of failedTests)
      console.log(`  ${t.db} ${t.project} ${t.file} › ${t.title}\n      ${t.error ?? ''}`)
    for (const f of otherFailures) console.log(`  ${f}`)
  }
  const out = path.join(root, 'e2e', 'test-results')
  mkdirSync(out, { recursive: true })
  writeFileSync(
    path.join(out, 'timings.json'),
    `${JSON.stringify(
      {
        finished: new Date().toISOString(),
        total: Math.round(total * 10) / 10,
        phases: timings,
        testsRun: ran,
        testsListed: testTimes.length,
        results,
        slowestTests: slowest,
        slowestSpecs,
        // Every spec's seconds, for scripts/lib/lanes.mjs's SPEC_SECONDS.
        specs: Object.fromEntries(
          Object.entries(bySpec)
            .sort((a, b) => b[1] - a[1])
            .map(([spec, seconds]) => [spec, Math.round(seconds * 10) / 10]),
        ),
      },
      null,
      2,
    )}\n`,
  )
}

/** Each stack's ports: the cms, the site, nginx in front (proxy) and the SMTP server the mail tests start. */
const PORTS = {
  sqlite: { cms: CMS_PORT, site: SITE_PORT, proxy: PROXY_PORT, smtp: SMTP_PORT },
  // The PostgreSQL stack serves the API suite only: its site address is one where nothing answers
  // (tests that need a site skip), never lane A's site, which shows another database.
  postgres: { cms: PG_CMS_PORT, site: SITE_PORT + 10, proxy: PROXY_PORT + 10, smtp: PG_SMTP_PORT },
  // The second SQLite stack of --lanes=2.
  'sqlite-b': {
    cms: LANE_B_CMS_PORT,
    site: LANE_B_SITE_PORT,
    proxy: LANE_B_PROXY_PORT,
    smtp: LANE_B_SMTP_PORT,
  },
}

/**
 * A stack's database, seeded: a folder of its own, a fresh database and the seed. The seed runs the
 * cms's source, not its build, so CI starts it while the apps build (its output to a file, shown if
 * it fails). Resolves to what stack() serves; on failure it removes what it made.
 */
async function seeded(name) {
  const kind = name.startsWith('postgres') ? 'postgres' : 'sqlite'
  const ports = PORTS[name]
  const dir = mkdtempSync(path.join(tmpdir(), `ou-${name}-`))
  const dbName = `ou_test_${process.pid}_${name.replace(/\W/g, '_')}`
  const env = {
    ...common,
    MEDIA_DIR: path.join(dir, 'media'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    MAIL_FROM: 'noreply@ou.edu.cn',
  }
  const cleanUp = async () => {
    if (kind === 'postgres') await pgAdmin(`drop database if exists ${dbName}`).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    if (kind === 'sqlite') {
      env.SQLITE_FILE = path.join(dir, 'cms.db')
      env.DATABASE_URL = ''
    } else {
      await pgAdmin(`drop database if exists ${dbName}`)
      await pgAdmin(`create database ${dbName}`)
      env.DATABASE_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${dbName}`)
    }
    const seedStarted = Date.now()
    const seedLog = path.join(dir, 'seed.log')
    if ((await runAsync(npmBin, ['run', 'seed', '-w', 'apps/cms'], { env }, seedLog)) !== 0) {
      console.log(readFileSync(seedLog, 'utf8'))
      throw new Error(`the ${name} seed failed`)
    }
    timings[`seed:${name}`] = (Date.now() - seedStarted) / 1000
    if (kind === 'postgres') await dumpForBlip(env)
    return { kind, dir, dbName, env, cleanUp }
  } catch (e) {
    await cleanUp()
    throw e
  }
}

/**
 * The database blip's start (e2e/dbdown/run.ts): a dump of the PostgreSQL seed, taken before any
 * test changes it, and its media. The blip restores them into its own cluster in seconds where
 * seeding again took half a minute of the run's serial end. Without pg_dump it seeds as before.
 */
let blipSeed
async function dumpForBlip(env) {
  if (blipSeed || (only && only !== 'postgres') || projectFilter === 'site') return
  const dir = mkdtempSync(path.join(tmpdir(), 'ou-blip-seed-'))
  // Read by the blip's cluster, which runs as `postgres` when the suite runs as root.
  chmodSync(dir, 0o755)
  const file = path.join(dir, 'seed.dump')
  const code = await runAsync(
    'pg_dump',
    ['-Fc', '--no-owner', '-f', file, env.DATABASE_URL],
    {},
    path.join(dir, 'pg_dump.log'),
  )
  if (code !== 0) return rmSync(dir, { recursive: true, force: true })
  chmodSync(file, 0o644)
  if (existsSync(env.MEDIA_DIR)) cpSync(env.MEDIA_DIR, path.join(dir, 'media'), { recursive: true })
  blipSeed = { dir, file, media: path.join(dir, 'media') }
}

/**
 * A second SQLite stack with the same seeded database as `from` (--lanes=2's lane B): its database
 * file and media copied into a folder of its own, before either stack's cms starts. The seed is the
 * same for every stack, so a copy saves running it again (about 100 CPU-seconds).
 */
function copySeeded(from, name) {
  const ports = PORTS[name]
  const dir = mkdtempSync(path.join(tmpdir(), `ou-${name}-`))
  for (const entry of readdirSync(from.dir))
    if (entry.startsWith('cms.db') || entry === 'media')
      cpSync(path.join(from.dir, entry), path.join(dir, entry), { recursive: true })
  const env = {
    ...from.env,
    MEDIA_DIR: path.join(dir, 'media'),
    SQLITE_FILE: path.join(dir, 'cms.db'),
    SMTP_PORT: String(ports.smtp),
  }
  const cleanUp = async () => rmSync(dir, { recursive: true, force: true })
  return { kind: 'sqlite', dir, dbName: '', env, cleanUp }
}

/**
 * One back end's servers for Playwright runs: its seeded database (`prepared`, started earlier, or
 * seeded now), the cms (and the site when `withSite`), then `body(suiteEnv)` (which returns its
 * failed count), then teardown. `name` picks the ports (PORTS) and labels timings; `beside`: it runs
 * beside another stack (its own output folder).
 */
async function stack(name, { withSite, beside = false }, body, prepared) {
  const ports = PORTS[name]
  const { kind, dir, env, cleanUp } = await (prepared ?? seeded(name))
  const servers = []
  let failed = 0
  try {
    const cmsUrl = `http://127.0.0.1:${ports.cms}`
    const siteUrl = `http://127.0.0.1:${ports.site}`
    // Three console addresses: the first (the one links name), the same server by its other
    // loopback name (e2e/tests/site/console-address.spec.ts), and the proxy's host name
    // (e2e/tests/site/proxy.spec.ts; nginx passes the host on without the port). The site is told
    // them too: they alone may frame its draft previews.
    const consoleUrls = [cmsUrl, `http://localhost:${ports.cms}`, 'http://cms.example.edu.cn'].join(',')
    // Logs to files, whose end a failed run shows (a pipe would need reading all along).
    const cms = serveApp('cms', 'cms', ports.cms, {
      quiet: true,
      logTo: path.join(dir, 'cms.log'),
      env: {
        ...env,
        SITE_URL: siteUrl,
        CMS_PUBLIC_URL: consoleUrls,
        CORS_ORIGINS: siteUrl,
        // The inspection test's "external" site is a local server (e2e/tests/api/inspection.spec.ts).
        INSPECTION_ALLOW_ADDRESSES: '127.0.0.3',
      },
    })
    servers.push(cms)
    await waitFor(`${cmsUrl}/api/system.Health/check`, cms)
    if (withSite) {
      const site = serveApp('site', 'site', ports.site, {
        quiet: true,
        logTo: path.join(dir, 'site.log'),
        env: {
          ...env,
          API_BASE_URL: cmsUrl,
          PUBLIC_API_BASE_URL: cmsUrl,
          CMS_PUBLIC_URL: consoleUrls,
          SITE_ORIGIN: siteUrl,
          MOBILE_SITE_URL: 'http://m.example.test/',
          ASSISTANT_URL: 'http://assistant.example.test/share/demo',
        },
      })
      servers.push(site)
      await waitFor(`${siteUrl}/`, site)
    }
    failed = await body({
      ...env,
      DB_KIND: kind,
      CMS_URL: cmsUrl,
      SITE_URL: siteUrl,
      TEST_PROXY_PORT: String(ports.proxy),
      ...(flag('fuzz') ? { FUZZ_RUNS: String(flag('fuzz')) } : {}),
      // Playwright empties its output folder as it starts: a run beside another keeps its own.
      ...(beside ? { PW_OUTPUT_DIR: `test-results-${name}` } : {}),
    })
  } finally {
    await Promise.all(servers.map(stop))
    // A failed run shows the end of the servers' logs before they are removed with the rest.
    if (failed)
      for (const [i, server] of servers.entries()) {
        const lines = server.tail.slice(-60)
        console.log(`\n--- the last ${lines.length} lines of the ${['cms', 'site'][i]}'s log (${name}) ---`)
        console.log(lines.join('\n'))
      }
    await cleanUp()
  }
  return failed
}

/** One database's phase, alone: its stack and its Playwright projects in one run. */
async function phase(kind, allProjects) {
  const projects = projectFilter ? allProjects.filter((p) => p === projectFilter) : allProjects
  if (!projects.length) return
  results.failed += await stack(kind, { withSite: projects.includes('site') }, (env) =>
    playwright(projects, env, `suites:${kind}`),
  )
}

/**
 * One lane (the default). The SQLite stack's API suite and the
 * PostgreSQL stack (its seed and API suite) run side by side: each is one server's single thread
 * and its caller, so alone one leaves a core idle. Then the browser specs, with nothing beside
 * them (they leave about a third of the 2-core machine idle, which two lanes fill).
 */
async function oneLane(early) {
  const runSite = !projectFilter || projectFilter === 'site'
  const runApi = !projectFilter || projectFilter === 'api'
  const pgLane = early.postgres
    ? stack(
        'postgres',
        { withSite: false, beside: true },
        (env) =>
          playwright(
            ['api'],
            env,
            'suites:postgres',
            path.join(mkdtempSync(path.join(tmpdir(), 'ou-lane-pg-')), 'playwright.log'),
          ),
        early.postgres,
      )
    : undefined
  const sqliteLane = stack(
    'sqlite',
    { withSite: runSite },
    async (env) => {
      let failed = 0
      // Its own output folder: the browser run after it empties e2e/test-results (a failure's trace).
      if (runApi)
        failed += await playwright(
          ['api'],
          { ...env, PW_OUTPUT_DIR: 'test-results-api' },
          'suites:sqlite:api',
        )
      // The database blip fills the core the SQLite API suite leaves while the PostgreSQL one ends.
      await Promise.all([...(only ? [] : [dbBlip({ beside: true })]), pgLane?.catch(() => {})])
      if (runSite) failed += await playwright(['site'], env, 'suites:sqlite:site')
      return failed
    },
    early.sqlite,
  )
  const settled = await Promise.allSettled(pgLane ? [sqliteLane, pgLane] : [sqliteLane])
  for (const r of settled) if (r.status === 'fulfilled') results.failed += r.value
  const error = settled.find((r) => r.status === 'rejected')
  if (error) throw error.reason
}

/**
 * --lanes=2: the same suites in two lanes on two SQLite stacks, filling the cores one Playwright
 * worker leaves idle. The database blip runs after them, alone: beside lane A's API suite its seed
 * overloaded the machine and lane A's cms shed load (503) mid-test.
 * Lane A: the API suite, then its share of the browser specs. Lane B: the rest of the browser specs
 * on a second stack (a database, cms and site of its own), then the PostgreSQL API phase. Then, on
 * lane A's stack with nothing beside it, the specs that measure timing against an unloaded
 * baseline (SOLO_SPECS). Specs are dealt to the lanes by their measured time (scripts/lib/lanes.mjs).
 */
async function lanes(postgres, early) {
  const runSite = !projectFilter || projectFilter === 'site'
  const runApi = !projectFilter || projectFilter === 'api'
  const { a, b, solo } = dealSpecs(path.join(root, 'e2e', 'tests', 'site'))
  let laneBDone
  const laneBFinished = new Promise((resolve) => (laneBDone = resolve))
  const laneB = (async () => {
    let failed = 0
    try {
      if (runSite && b.length) {
        const log = path.join(mkdtempSync(path.join(tmpdir(), 'ou-lane-b-')), 'playwright.log')
        failed += await stack(
          'sqlite-b',
          { withSite: true, beside: true },
          (env) => playwright(['site'], env, 'suites:sqlite:site-b', log, b),
          early.sqliteB,
        )
      }
      if (postgres && runApi) {
        const log = path.join(mkdtempSync(path.join(tmpdir(), 'ou-lane-pg-')), 'playwright.log')
        failed += await stack(
          'postgres',
          { withSite: false, beside: true },
          (env) => playwright(['api'], env, 'suites:postgres', log),
          early.postgres,
        )
      }
    } finally {
      laneBDone()
    }
    return failed
  })()
  const laneA = stack(
    'sqlite',
    { withSite: runSite },
    async (env) => {
      let failed = 0
      if (runApi) failed += await playwright(['api'], env, 'suites:sqlite:api')
      if (runSite && a.length) failed += await playwright(['site'], env, 'suites:sqlite:site-a', undefined, a)
      await laneBFinished
      if (runSite && solo.length)
        failed += await playwright(['site'], env, 'suites:sqlite:site-solo', undefined, solo)
      return failed
    },
    early.sqlite,
  )
  const settled = await Promise.allSettled([laneA, laneB])
  for (const r of settled) if (r.status === 'fulfilled') results.failed += r.value
  const error = settled.find((r) => r.status === 'rejected')
  if (error) throw error.reason
}

/**
 * The database blip (e2e/dbdown/run.ts): a cms on a PostgreSQL cluster of the test's own (initdb,
 * its own port), stopped for 3 s under sign-ups. It makes its own cluster, so it runs wherever the
 * PostgreSQL binaries are, with or without the shared server; under CI it fails without them.
 * `beside`: it runs beside the API suites (its cms on a port of its own, its output shown at the end).
 */
let blipRan = false
async function dbBlip({ beside = false } = {}) {
  const title = 'a database blip: 503 with Retry-After, then every sign-up stored once'
  if (blipRan || (grep && !new RegExp(grep).test(title))) return
  if (projectFilter === 'site') return
  blipRan = true
  const log = beside ? path.join(mkdtempSync(path.join(tmpdir(), 'ou-dbdown-')), 'dbdown.log') : undefined
  if (!beside) console.log(`\n== ${title}`)
  const started = Date.now()
  const code = await runAsync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['e2e/dbdown/run.ts'],
    {
      env: {
        ...common,
        TEST_DBDOWN_CMS_PORT: String(beside ? CMS_PORT + 30 : CMS_PORT),
        TEST_DBDOWN_PG_PORT: String(process.env.TEST_DBDOWN_PG_PORT ?? CMS_PORT + 49),
        ...(blipSeed ? { DBDOWN_SEED_DUMP: blipSeed.file, DBDOWN_SEED_MEDIA: blipSeed.media } : {}),
      },
    },
    log,
  )
  timings.dbdown = (Date.now() - started) / 1000
  if (log) console.log(`\n== ${title} (beside the API suites)\n${readFileSync(log, 'utf8')}`)
  if (code === 0) results.passed += 1
  else {
    results.failed += 1
    otherFailures.push(title)
  }
}

/**
 * The scale-out test (e2e/cluster/run.ts; alone: `npm run test:cluster`): nginx in front of two
 * site and two cms instances on PostgreSQL and Redis, killed halfway through 1,000 sign-ups. Last,
 * alone: it times a publish through nginx. It restores the blip's dump of the PostgreSQL seed
 * instead of seeding again (40 s of the run's serial end), so it runs before that dump is removed.
 */
async function clusterTest() {
  const title = 'the scale-out test: two site and two cms instances behind nginx, killed under sign-ups'
  if ((only && only !== 'cluster') || projectFilter || (grep && !new RegExp(grep).test(title))) return
  const missing = !(await pgAvailable())
    ? `PostgreSQL at ${PG_ADMIN}`
    : !(await reachable(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'))
      ? 'Redis'
      : null
  if (missing) {
    if (process.env.CI) {
      console.error(`${missing} is not reachable; CI must not skip the scale-out test.`)
      results.failed += 1
      otherFailures.push(`${missing} was not reachable for the scale-out test`)
    } else console.warn(`\n!! ${missing} is not reachable: skipping the scale-out test.\n`)
    return
  }
  console.log(`\n== ${title}`)
  const started = Date.now()
  const code = await runAsync(path.join(root, 'node_modules/.bin/tsx'), ['e2e/cluster/run.ts'], {
    env: {
      ...common,
      ...(blipSeed ? { CLUSTER_SEED_DUMP: blipSeed.file, CLUSTER_SEED_MEDIA: blipSeed.media } : {}),
    },
  })
  timings.cluster = (Date.now() - started) / 1000
  if (code === 0) results.passed += 1
  else {
    results.failed += 1
    otherFailures.push(title)
  }
}

/** Whether a TCP server answers at `address`'s host and port (a redis:// address here). */
function reachable(address) {
  const { hostname, port } = new URL(address)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) || 6379 })
    socket.setTimeout(3000, () => socket.destroy())
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('close', () => resolve(false))
    socket.once('error', () => resolve(false))
  })
}

const t0 = Date.now()
// The project runs on Node.js 24 LTS: `npm test` finds the `node` dev dependency first on its PATH.
console.log(`Node.js ${process.version}`)
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    'The suite runs on Node.js 24 or later: run it as `npm test`, which uses node_modules/.bin/node.',
  )
  if (process.env.CI) process.exit(1)
}
try {
  if (!flag('skip-checks')) {
    // The longest first, so that the two at a time end together.
    const unit = (ws) => ({ label: `unit:${ws.split('/')[1]}`, cmd: npmBin, args: ['test', '-w', ws] })
    await twoAtATime([
      unit('apps/cms'),
      unit('apps/site'),
      { label: 'lint', cmd: npmBin, args: ['run', 'lint'] },
      // The apps' types are checked by their builds; the suites' own only here.
      { label: 'types:e2e', cmd: npmBin, args: ['run', 'typecheck', '-w', 'e2e'] },
      unit('packages/contract'),
      unit('packages/ops'),
      {
        label: 'unit:scripts',
        cmd: process.execPath,
        args: [
          '--test',
          'scripts/lib/secrets.test.mjs',
          'scripts/lib/layers.test.mjs',
          'apps/site/csp.test.mjs',
          'apps/site/cache-handler.test.mjs',
        ],
      },
    ])
  }
  const sqlite = !only || only === 'sqlite'
  const postgres = (!only || only === 'postgres') && (await pgAvailable())
  // One lane's seeds start now and run while the apps build: they need no build, and the builds
  // left 20–40 % of the machine idle. Each is awaited by its stack.
  const early = {}
  if (sqlite) {
    if (LANES > 1 && (!projectFilter || projectFilter === 'site')) {
      // Lane B's stack starts from a copy of lane A's seeded database, made before either serves.
      const both = seeded('sqlite').then((a) => [a, copySeeded(a, 'sqlite-b')])
      early.sqlite = both.then(([a]) => a)
      early.sqliteB = both.then(([, b]) => b)
    } else early.sqlite = seeded('sqlite')
    if (postgres && (!projectFilter || projectFilter === 'api')) early.postgres = seeded('postgres')
    // Handled where awaited; a rejection meanwhile must not end the process.
    for (const p of Object.values(early)) p.catch(() => {})
  }
  if (!flag('skip-build')) {
    // Once per run: the phases, the database blip and `npm run test:cluster` (CI's next step) all
    // serve these builds. The compilers' caches are kept between runs (scripts/lib/build-cache.mjs).
    for (const [app, dir] of [
      ['cms', cmsDir],
      ['site', siteDir],
    ]) {
      const restored = restoreBuildCache(dir, app)
      if (restored.length)
        console.log(`${app}: the kept build cache (${restored.join(', ')}) from ${buildCacheHome()}`)
      const started = Date.now()
      // Not spawnSync: the seeds' stacks need this process's event loop meanwhile.
      const code = await runAsync(npmBin, ['run', 'build', '-w', `apps/${app}`], {
        env: { NEXT_TELEMETRY_DISABLED: '1' },
      })
      if (code !== 0) {
        // The seeds started for nothing: their databases and folders go.
        for (const r of await Promise.allSettled(Object.values(early)))
          if (r.status === 'fulfilled') await r.value.cleanUp()
        throw new Error(`the ${app} build exited with ${code}`)
      }
      timings[`build:${app}`] = (Date.now() - started) / 1000
      saveBuildCache(dir, app)
    }
  }
  // The site keeps fetched API answers on disk; answers from an earlier run's database must not leak in.
  rmSync(path.join(siteDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  if (sqlite && LANES > 1) await lanes(postgres, early)
  else if (sqlite) await oneLane(early)
  else if (postgres) await phase('postgres', ['api'])
  if ((!only || only === 'postgres') && !postgres) {
    if (process.env.CI) {
      console.error(`PostgreSQL is not reachable at ${PG_ADMIN}; CI must not skip the PostgreSQL suite.`)
      results.failed += 1
      otherFailures.push('PostgreSQL was not reachable')
    } else {
      console.warn(`\n!! PostgreSQL is not reachable at ${PG_ADMIN}: skipping the PostgreSQL suite.\n`)
    }
  }
  if (!only || only === 'postgres' || only === 'dbdown') await dbBlip()
  await clusterTest()
} catch (e) {
  console.error(e instanceof Error ? e.message : e)
  results.failed += 1
  otherFailures.push(String(e instanceof Error ? e.message : e).slice(0, 200))
}
// The PostgreSQL seed's dump, kept for the database blip and the scale-out test.
if (blipSeed) rmSync(blipSeed.dir, { recursive: true, force: true })
timingTable((Date.now() - t0) / 1000)
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`)
process.exit(results.failed ? 1 : 0)
