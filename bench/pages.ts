/**
 * Page benchmark (not part of `npm test`):
 *   npx tsx bench/pages.ts [--seconds=10] [--connections=50] [--port=3310]
 *
 * Seeds a fresh SQLite demo database, starts the built cms and site (`npm run build` first) and
 * measures requests per second with autocannon, each against a baseline from the same run:
 *   - `/`, `/news/1` and a news detail against a file from apps/site/public on the same server
 *     (apps/site/server.mjs), and `/` with the micro-cache off (as behind nginx) against the same file;
 *   - `/` through nginx (deploy/nginx.conf, Debian's nginx) against nginx serving the same bytes
 *     as a static file.
 * Ports: --port for the site, +1 the cms, +2 nginx, +3 nginx's static baseline, +4 the site on
 * server.mjs with its micro-cache off, as behind nginx (for comparison); +5 nginx's internal listener.
 */
import autocannon from 'autocannon'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SITE_HOST, startProxy } from '../e2e/lib/nginx'
import { productionEnv } from '../scripts/lib/env.mjs'
import { waitFor } from './support'

const args = process.argv.slice(2)
const opt = (name: string, fallback: number) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const SECONDS = opt('seconds', 10)
const CONNECTIONS = opt('connections', 50)
const SITE_PORT = opt('port', 3310)
const CMS_PORT = SITE_PORT + 1
const PROXY_PORT = SITE_PORT + 2
const STATIC_PORT = SITE_PORT + 3
const PLAIN_PORT = SITE_PORT + 4
const root = path.resolve(import.meta.dirname, '..')
const site = `http://127.0.0.1:${SITE_PORT}`
const cms = `http://127.0.0.1:${CMS_PORT}`

for (const app of ['cms', 'site'])
  if (!existsSync(path.join(root, `apps/${app}/.next/BUILD_ID`)))
    throw new Error(`build first: npm run build`)

const dir = mkdtempSync(path.join(tmpdir(), 'ou-bench-pages-'))
const env = {
  ...process.env,
  ...productionEnv(),
  SQLITE_FILE: path.join(dir, 'cms.db'),
  DATABASE_URL: '',
  MEDIA_DIR: path.join(dir, 'media'),
}

const children: ChildProcess[] = []
/** The cms or the site, each with its server.mjs. */
function start(app: 'cms' | 'site', port: number, extra: Record<string, string>) {
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    cwd: path.join(root, app === 'cms' ? 'apps/cms' : 'apps/site'),
    env: { ...env, ...extra },
    stdio: 'ignore',
    detached: true,
  })
  children.push(child)
}

async function rate(url: string, headers: Record<string, string> = {}) {
  await fetch(url, { headers }) // renders the page once, if it is not cached yet
  await autocannon({ url, connections: 10, duration: 2, headers }) // warm-up
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
  // A loaded machine may time out a few sockets; a page that fails is another matter.
  if (r.non2xx || r.errors > r.requests.average * SECONDS * 0.01)
    throw new Error(`${url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`)
  return { rps: r.requests.average, p99: r.latency.p99 }
}

const line = (label: string, r: { rps: number; p99: number }, base?: { rps: number }, target?: number) =>
  console.log(
    `  ${label.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms` +
      (base
        ? `  ${(r.rps / base.rps).toFixed(2)}× baseline${target ? (r.rps / base.rps >= target ? `  ≥ ${target} ok` : `  < ${target} MISSED`) : ''}`
        : ''),
  )

try {
  console.log(`Page benchmark: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per URL`)
  const seed = spawnSync('npm', ['run', 'seed', '-w', 'apps/cms'], { cwd: root, env, stdio: 'ignore' })
  if (seed.status !== 0) throw new Error('seeding failed')
  start('cms', CMS_PORT, { SITE_URL: site, CMS_PUBLIC_URL: cms, CORS_ORIGINS: site })
  await waitFor(`${cms}/api/system.Health/check`)
  start('site', SITE_PORT, { API_BASE_URL: cms, PUBLIC_API_BASE_URL: cms, SITE_ORIGIN: site })
  await waitFor(`${site}/logo.svg`)

  const detail = await (async () => {
    const cats = (await (await fetch(`${cms}/api/news.News/category`)).json()).data as { path_name: string }[]
    const list = await (
      await fetch(`${cms}/api/news.News/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path_name: cats[0]!.path_name, page: 1, limit: 1 }),
      })
    ).json()
    return `/news/${cats[0]!.path_name}/${list.data.list[0].id}`
  })()

  console.log('\nthe site (server.mjs), against a file from apps/site/public on the same server:')
  const file = await rate(`${site}/logo.svg`)
  line('/logo.svg (baseline)', file)
  for (const page of ['/', '/news/1', detail]) line(page, await rate(`${site}${page}`), file, 0.4)

  start('site', PLAIN_PORT, {
    API_BASE_URL: cms,
    PUBLIC_API_BASE_URL: cms,
    SITE_ORIGIN: site,
    PAGE_MICROCACHE_ENTRIES: '0',
  })
  await waitFor(`http://127.0.0.1:${PLAIN_PORT}/logo.svg`)
  console.log(
    "\nthe site as behind nginx (micro-cache off: every request from Next's cache), against its own static file:",
  )
  const plainFile = await rate(`http://127.0.0.1:${PLAIN_PORT}/logo.svg`)
  line('/logo.svg (baseline)', plainFile)
  line('/', await rate(`http://127.0.0.1:${PLAIN_PORT}/`), plainFile)

  console.log('\nnginx (deploy/nginx.conf), against nginx serving the same bytes as a static file:')
  const html = await (await fetch(`${site}/`)).text()
  writeFileSync(path.join(dir, 'index.html'), html)
  const proxy = await startProxy(PROXY_PORT, site, cms, {
    // nginx's internal listener (site → cms) would otherwise take PROXY_PORT + 1, the baseline's port.
    internalPort: SITE_PORT + 5,
    extraServer: `server { listen 127.0.0.1:${STATIC_PORT}; root ${dir}; location = / { try_files /index.html =404; } }`,
  })
  try {
    const still = await rate(`http://127.0.0.1:${STATIC_PORT}/`)
    line('same bytes as a file (baseline)', still)
    line(
      '/ through the proxy',
      await rate(`http://127.0.0.1:${PROXY_PORT}/`, { host: SITE_HOST }),
      still,
      0.9,
    )
  } finally {
    await proxy.stop()
  }
} finally {
  for (const c of children)
    try {
      process.kill(-c.pid!, 'SIGTERM')
    } catch {
      /* gone */
    }
  rmSync(dir, { recursive: true, force: true })
}
