// The whole test suite, as CI runs it (README: `npm test`):
//   lint and types, unit tests, then the API and browser suites against the built apps on
//   a fresh SQLite database, then the API suite again on a fresh PostgreSQL database.
// Flags: --skip-build (reuse .next builds), --skip-checks (no lint or unit tests: a focused local run),
//   --only=sqlite|postgres|dbdown, --project=api|site, --grep=<pattern>,
//   --fuzz=<requests> (the API fuzz suite's size per database; 2,000 by default).
// Ports: TEST_CMS_PORT, TEST_SITE_PORT, TEST_PROXY_PORT, TEST_SMTP_PORT (default: the cms port + 3).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { PG_ADMIN, pgAdmin, productionEnv } from './lib/env.mjs'
import { npmBin, root, run, serveApp, siteDir, stop, waitFor } from './lib/proc.mjs'

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
const timings = {}
const results = { passed: 0, failed: 0, skipped: 0 }

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

function playwright(projects, env, label) {
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'ou-pw-')), 'report.json')
  const started = Date.now()
  let failedRun = false
  try {
    run(
      'npx',
      ['playwright', 'test', ...projects.flatMap((p) => ['--project', p]), ...(grep ? ['--grep', grep] : [])],
      {
        cwd: path.join(root, 'e2e'),
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: report, PW_REPORTERS: 'list,json' },
      },
    )
  } catch {
    failedRun = true
  }
  timings[label] = (Date.now() - started) / 1000
  try {
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats
    results.passed += stats.expected + stats.flaky
    results.failed += stats.unexpected
    results.skipped += stats.skipped
  } catch {
    results.failed += 1
  }
  if (failedRun && results.failed === 0) results.failed += 1
}

/** Fresh database, seed, servers, suites, teardown. */
async function phase(kind, allProjects) {
  const projects = projectFilter ? allProjects.filter((p) => p === projectFilter) : allProjects
  if (!projects.length) return
  const dir = mkdtempSync(path.join(tmpdir(), `ou-${kind}-`))
  const dbName = `ou_test_${process.pid}`
  const env = {
    ...common,
    MEDIA_DIR: path.join(dir, 'media'),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(SMTP_PORT),
    MAIL_FROM: 'noreply@ou.edu.cn',
  }
  if (kind === 'sqlite') {
    env.SQLITE_FILE = path.join(dir, 'cms.db')
    env.DATABASE_URL = ''
  } else {
    await pgAdmin(`drop database if exists ${dbName}`)
    await pgAdmin(`create database ${dbName}`)
    env.DATABASE_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${dbName}`)
  }
  const servers = []
  const failedBefore = results.failed
  // The site keeps fetched API answers on disk; answers from an earlier run's database must not leak in.
  rmSync(path.join(siteDir, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
  try {
    timings[`seed:${kind}`] = run(npmBin, ['run', 'seed', '-w', 'apps/cms'], { env })
    const cmsUrl = `http://127.0.0.1:${CMS_PORT}`
    const siteUrl = `http://127.0.0.1:${SITE_PORT}`
    // Three console addresses: the first (the one links name), the same server by its other
    // loopback name (e2e/tests/site/console-address.spec.ts), and the proxy's host name
    // (e2e/tests/site/proxy.spec.ts; nginx passes the host on without the port). The site is told
    // them too: they alone may frame its draft previews.
    const consoleUrls = [cmsUrl, `http://localhost:${CMS_PORT}`, 'http://cms.example.edu.cn'].join(',')
    // Logs to files: this process blocks while Playwright runs and would not read a pipe.
    const cms = serveApp('cms', 'cms', CMS_PORT, {
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
    if (projects.includes('site')) {
      const site = serveApp('site', 'site', SITE_PORT, {
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
    playwright(
      projects,
      {
        ...env,
        DB_KIND: kind,
        CMS_URL: cmsUrl,
        SITE_URL: siteUrl,
        TEST_PROXY_PORT: String(PROXY_PORT),
        ...(flag('fuzz') ? { FUZZ_RUNS: String(flag('fuzz')) } : {}),
      },
      `suites:${kind}`,
    )
  } finally {
    await Promise.all(servers.map(stop))
    // A failed run shows the end of the servers' logs before they are removed with the rest.
    if (results.failed > failedBefore)
      for (const [i, server] of servers.entries()) {
        const lines = server.tail.slice(-60)
        console.log(`\n--- the last ${lines.length} lines of the ${['cms', 'site'][i]}'s log (${kind}) ---`)
        console.log(lines.join('\n'))
      }
    if (kind === 'postgres') await pgAdmin(`drop database if exists ${dbName}`).catch(() => {})
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The database blip (e2e/dbdown/run.ts): a cms on a PostgreSQL cluster of the test's own (initdb,
 * its own port), stopped for 3 s under sign-ups. It makes its own cluster, so it runs wherever the
 * PostgreSQL binaries are, with or without the shared server; under CI it fails without them.
 */
function dbBlip() {
  const title = 'a database blip: 503 with Retry-After, then every sign-up stored once'
  if (grep && !new RegExp(grep).test(title)) return
  if (projectFilter === 'site') return
  console.log(`\n== ${title}`)
  try {
    timings.dbdown = run(path.join(root, 'node_modules/.bin/tsx'), ['e2e/dbdown/run.ts'], {
      env: {
        ...common,
        TEST_DBDOWN_CMS_PORT: String(CMS_PORT),
        TEST_DBDOWN_PG_PORT: String(process.env.TEST_DBDOWN_PG_PORT ?? CMS_PORT + 49),
      },
    })
    results.passed += 1
  } catch {
    results.failed += 1
  }
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
    timings.lint = run(npmBin, ['run', 'lint'])
    timings.unit = run(npmBin, [
      'test',
      '-w',
      'packages/contract',
      '-w',
      'packages/ops',
      '-w',
      'apps/cms',
      '-w',
      'apps/site',
    ])
    timings['unit:scripts'] = run(process.execPath, [
      '--test',
      'scripts/lib/secrets.test.mjs',
      'scripts/lib/layers.test.mjs',
      'apps/site/csp.test.mjs',
    ])
  }
  if (!flag('skip-build')) {
    timings['build:cms'] = run(npmBin, ['run', 'build', '-w', 'apps/cms'], {
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    })
    timings['build:site'] = run(npmBin, ['run', 'build', '-w', 'apps/site'], {
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    })
  }
  if (!only || only === 'sqlite') await phase('sqlite', ['api', 'site'])
  if (!only || only === 'postgres') {
    if (await pgAvailable()) await phase('postgres', ['api'])
    else if (process.env.CI) {
      console.error(`PostgreSQL is not reachable at ${PG_ADMIN}; CI must not skip the PostgreSQL suite.`)
      results.failed += 1
    } else {
      console.warn(`\n!! PostgreSQL is not reachable at ${PG_ADMIN}: skipping the PostgreSQL suite.\n`)
    }
  }
  if (!only || only === 'postgres' || only === 'dbdown') dbBlip()
} catch (e) {
  console.error(e instanceof Error ? e.message : e)
  results.failed += 1
}
console.log('\nTimings (s):', JSON.stringify(timings), `total ${((Date.now() - t0) / 1000).toFixed(0)}`)
console.log(`${results.passed} passed, ${results.failed} failed, ${results.skipped} skipped`)
process.exit(results.failed ? 1 : 0)
