/**
 * Cache-busting flood benchmark (issue 31; not part of `npm test`):
 *   npx tsx bench/flood.ts [--seconds=10] [--connections=20] [--port=4310]
 *                          [--site-root=DIR] [--nginx-conf=FILE] [--visitor-only]
 *
 * Seeds a fresh SQLite demo database, starts the built cms and site (`npm run build` first) and
 * nginx (deploy/nginx.conf) in front, as deployed (the site's micro-cache off behind nginx), then:
 *   1. the issue's table: autocannon from one address, `/news/1` (kept), `/news/1?r=<random>` and
 *      `/no-such-<random>`, through nginx and against the site alone (server.mjs, micro-cache
 *      on), each rate against the kept page's in the same run, with the answers by status;
 *   2. another visitor (from 127.0.0.2) reading kept pages one after another, unloaded and then
 *      during a flood of random queries and random paths from 127.0.0.1 (e2e/lib/flood.mjs, its
 *      own process): its p50 and p99, and the flood's answers by status.
 * A former version for comparison: --site-root, a checkout whose apps/site is built (the cms is
 * this one's), and --nginx-conf, its deploy/nginx.conf (`git show main:deploy/nginx.conf`).
 * Ports: --port for the site behind nginx, +1 the cms, +2 nginx, +4 the site alone, +5 nginx's
 * internal listener. Results: bench/results/flood-*.txt.
 */
import { waitFor } from './support'
import autocannon from 'autocannon'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SITE_HOST, startProxy } from '../e2e/lib/nginx'
import { productionEnv } from '../scripts/lib/env.mjs'

const args = process.argv.slice(2)
const str = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const opt = (name: string, fallback: number) => Number(str(name) ?? fallback)
const SECONDS = opt('seconds', 10)
const CONNECTIONS = opt('connections', 20)
const SITE_PORT = opt('port', 4310)
const CMS_PORT = SITE_PORT + 1
const PROXY_PORT = SITE_PORT + 2
const ALONE_PORT = SITE_PORT + 4
const root = path.resolve(import.meta.dirname, '..')
const siteRoot = path.resolve(str('site-root') ?? root)
const nginxConf = str('nginx-conf')
const cms = `http://127.0.0.1:${CMS_PORT}`

for (const dir of [path.join(root, 'apps/cms'), path.join(siteRoot, 'apps/site')])
  if (!existsSync(path.join(dir, '.next/BUILD_ID'))) throw new Error(`build first: ${dir}`)

const dir = mkdtempSync(path.join(tmpdir(), 'ou-bench-flood-'))
const env = {
  ...process.env,
  ...productionEnv(),
  SQLITE_FILE: path.join(dir, 'cms.db'),
  DATABASE_URL: '',
  MEDIA_DIR: path.join(dir, 'media'),
}

const children: ChildProcess[] = []
function start(cwd: string, port: number, extra: Record<string, string>) {
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    cwd,
    env: { ...env, ...extra },
    stdio: 'ignore',
    detached: true,
  })
  children.push(child)
}

const random = () => randomBytes(6).toString('hex')
interface Rate {
  rps: number
  status: string
}
/** Requests per second from one address, 20 connections as the issue's wrk, and the statuses. */
async function rate(base: string, makePath: () => string, headers: Record<string, string>): Promise<Rate> {
  const options = {
    url: base,
    headers: { 'accept-encoding': 'gzip', ...headers },
    requests: [{ setupRequest: (req: { path?: string }) => ({ ...req, path: makePath() }) }],
  }
  await autocannon({ ...options, connections: 5, duration: 1 }) // warm-up
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: SECONDS })
  const status = Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ')
  return { rps: r.requests.average, status: `${status}${r.errors ? ` errors×${r.errors}` : ''}` }
}

async function table(label: string, base: string, headers: Record<string, string>) {
  console.log(`\n${label}: autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row, one client address`)
  const kept = await rate(base, () => '/news/1', headers)
  const rows: [string, Rate][] = [
    ['/news/1, kept', kept],
    ['/news/1?r=<random>', await rate(base, () => `/news/1?r=${random()}`, headers)],
    ['/no-such-<random>', await rate(base, () => `/no-such-${random()}`, headers)],
  ]
  console.log('  | Request | Rate | Compared with the kept page | Answers |')
  console.log('  |---|---|---|---|')
  for (const [name, r] of rows) {
    const ratio = r.rps / kept.rps
    const vs = ratio >= 0.95 ? `${ratio.toFixed(2)}×` : `1/${(1 / ratio).toFixed(0)}`
    console.log(`  | \`${name}\` | ${r.rps.toFixed(0)} req/s | ${vs} | ${r.status} |`)
  }
}

/** One GET from `from`, its time in ms. */
function timedGet(agent: Agent, pathname: string): Promise<{ ms: number; status: string }> {
  const t0 = process.hrtime.bigint()
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: PROXY_PORT,
        path: pathname,
        agent,
        headers: { host: SITE_HOST, 'accept-encoding': 'gzip' },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({
            ms: Number(process.hrtime.bigint() - t0) / 1e6,
            status: `${res.statusCode} ${res.headers['x-cache'] ?? ''}`,
          }),
        )
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

/** A visitor from 127.0.0.2 reading kept pages one after another for `ms`. */
async function visitor(pages: string[], ms: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.2' })
  const times: number[] = []
  const statuses: Record<string, number> = {}
  const until = Date.now() + ms
  for (let i = 0; Date.now() < until; i++) {
    const { ms: t, status } = await timedGet(agent, pages[i % pages.length]!)
    times.push(t)
    statuses[status] = (statuses[status] ?? 0) + 1
    await new Promise((r) => setTimeout(r, 5))
  }
  agent.destroy()
  times.sort((a, b) => a - b)
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!
  return { n: times.length, p50: q(0.5), p99: q(0.99), statuses }
}

try {
  console.log(
    `Flood benchmark${siteRoot !== root ? ` (site from ${siteRoot})` : ''}${nginxConf ? ` (nginx.conf ${nginxConf})` : ''}`,
  )
  const seed = spawnSync('npm', ['run', 'seed', '-w', 'apps/cms'], { cwd: root, env, stdio: 'ignore' })
  if (seed.status !== 0) throw new Error('seeding failed')
  const behind = `http://127.0.0.1:${SITE_PORT}`
  const alone = `http://127.0.0.1:${ALONE_PORT}`
  start(path.join(root, 'apps/cms'), CMS_PORT, {
    SITE_URL: behind,
    CMS_PUBLIC_URL: cms,
    CORS_ORIGINS: behind,
  })
  await waitFor(`${cms}/api/system.Health/check`)
  const siteEnv = { API_BASE_URL: cms, PUBLIC_API_BASE_URL: cms, SITE_ORIGIN: behind }
  start(path.join(siteRoot, 'apps/site'), SITE_PORT, { ...siteEnv, PAGE_MICROCACHE_ENTRIES: '0' })
  start(path.join(siteRoot, 'apps/site'), ALONE_PORT, siteEnv)
  await waitFor(`${behind}/logo.svg`)
  await waitFor(`${alone}/logo.svg`)
  const proxy = await startProxy(PROXY_PORT, behind, cms, {
    internalPort: SITE_PORT + 5,
    config: nginxConf,
  })
  try {
    const viaNginx = `http://127.0.0.1:${PROXY_PORT}`
    for (const p of ['/', '/news/1', '/no-such-warm']) {
      await fetch(`${viaNginx}${p}`, { headers: { host: SITE_HOST } })
      await fetch(`${alone}${p}`)
    }
    if (!args.includes('--visitor-only')) {
      await table('through nginx', viaNginx, { host: SITE_HOST })
      await table('the site alone (server.mjs, micro-cache on)', alone, {})
      // Let the limiter's bucket of 127.0.0.1 refill before the visitor's run.
      await new Promise((r) => setTimeout(r, 12_000))
    }
    const pages = ['/', '/news/1']
    const quiet = await visitor(pages, 5000)
    const flood = spawn(
      process.execPath,
      [
        path.join(root, 'e2e/lib/flood.mjs'),
        String(PROXY_PORT),
        SITE_HOST,
        String(CONNECTIONS),
        String(SECONDS + 2),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    let floodOut = ''
    flood.stdout!.on('data', (c) => (floodOut += String(c)))
    const floodDone = new Promise((r) => flood.once('exit', r))
    await new Promise((r) => setTimeout(r, 1000))
    const loaded = await visitor(pages, SECONDS * 1000)
    await floodDone
    const f = JSON.parse(floodOut) as { requests: number; seconds: number; status: Record<string, number> }
    console.log(
      `\nanother visitor (127.0.0.2) reading kept pages (${pages.join(', ')}) one after another, through nginx:`,
    )
    const row = (label: string, v: typeof quiet) =>
      console.log(
        `  ${label.padEnd(44)} ${String(v.n).padStart(5)} requests  p50 ${v.p50.toFixed(2)} ms  p99 ${v.p99.toFixed(2)} ms  ${JSON.stringify(v.statuses)}`,
      )
    row('unloaded', quiet)
    row(`during a flood from 127.0.0.1 (${CONNECTIONS} connections)`, loaded)
    console.log(
      `  p99 under flood / unloaded: ${(loaded.p99 / quiet.p99).toFixed(2)}× (target ≤ 2×)` +
        `\n  the flood: ${(f.requests / f.seconds).toFixed(0)} req/s, answers ${JSON.stringify(f.status)}`,
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
