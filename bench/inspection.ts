/**
 * Site inspection benchmark (issue 22; not part of `npm test`):
 *   npx tsx bench/inspection.ts [--changed=100] [--cms-port=3351] [--site-port=3350] [--dir=/tmp/ou-bench-inspection]
 *
 * Needs both apps built. In one run, on SQLite:
 *   1. the demo site: a whole inspection (the baseline: every page of the sitemap read);
 *   2. the demo site plus 100,000 news and 20,000 open/adult-education articles (bench/api.ts
 *      --fill-only): a previous run is recorded, `--changed` published articles are edited after
 *      it, and the nightly (incremental) run is timed. It reads the pages that are not one
 *      article's and the changed articles; the others are checked by the links in their content.
 * Both runs go through POST /staff-api/inspection/run as an administrator starts one. --reuse
 * keeps the filled database of an earlier run (--dir) and times the incremental run again.
 */
import { waitFor } from './support'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import path from 'node:path'
import { DEMO_STAFF } from '../apps/cms/src/seed/accounts'
import { productionEnv } from '../scripts/lib/env.mjs'
import { openSqlite } from './db'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const CHANGED = Number(opt('changed', '100'))
const CMS_PORT = Number(opt('cms-port', '3351'))
const SITE_PORT = Number(opt('site-port', '3350'))
const DIR = path.resolve(opt('dir', '/tmp/ou-bench-inspection'))
const REUSE = args.includes('--reuse')
const root = path.resolve(import.meta.dirname, '..')
const cms = `http://127.0.0.1:${CMS_PORT}`
const site = `http://127.0.0.1:${SITE_PORT}`

const children: ChildProcess[] = []
function start(app: 'cms' | 'site', env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['server.mjs', '-p', String(app === 'cms' ? CMS_PORT : SITE_PORT)], {
    cwd: path.join(root, 'apps', app),
    env,
    stdio: 'ignore',
    detached: true,
  })
  children.push(child)
}
function stopAll() {
  for (const c of children.splice(0))
    try {
      process.kill(-c.pid!, 'SIGTERM')
    } catch {
      /* gone */
    }
}

type Run = {
  id: number
  mode: string
  duration_ms: number
  pages: number
  links: number
  total: number
  notes: string
}

/** Both apps on one database; an inspection as the administrator starts it. */
async function inspect(env: NodeJS.ProcessEnv, mode: 'full' | 'incremental', before?: () => Promise<void>) {
  start('cms', { ...env, SITE_URL: site, CMS_PUBLIC_URL: cms, CORS_ORIGINS: site })
  await waitFor(`${cms}/api/system.Health/check`, 480)
  start('site', { ...env, API_BASE_URL: cms, PUBLIC_API_BASE_URL: cms, SITE_ORIGIN: site })
  await waitFor(`${site}/logo.svg`, 480)
  try {
    await before?.()
    const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
    const login = await fetch(`${cms}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
    const { token } = (await login.json()) as { token: string }
    const t0 = Date.now()
    // node:http, not fetch: a run at scale may take longer than fetch's 5-minute header timeout.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        `${cms}/staff-api/inspection/run${mode === 'incremental' ? '?mode=incremental' : ''}`,
        { method: 'POST', headers: { authorization: `JWT ${token}` } },
        (res) => {
          let body = ''
          res.setEncoding('utf8')
          res.on('data', (c: string) => (body += c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      req.on('error', reject)
      req.end()
    })
    if (answer.status !== 200) throw new Error(`inspection: HTTP ${answer.status} ${answer.body}`)
    const { run } = JSON.parse(answer.body) as { run: Run }
    return { ...run, wallMs: Date.now() - t0 }
  } finally {
    stopAll()
    await new Promise((r) => setTimeout(r, 1000))
  }
}

process.on('exit', stopAll)
const env = (dir: string) => ({
  ...process.env,
  ...productionEnv(),
  SQLITE_FILE: path.join(dir, 'bench.db'),
  DATABASE_URL: '',
  MEDIA_DIR: path.join(dir, 'media'),
  INSPECTION_EXTERNAL: '0',
})

if (!REUSE) rmSync(DIR, { recursive: true, force: true })
mkdirSync(DIR, { recursive: true })
try {
  console.log('Site inspection benchmark (SQLite; external checks off: this machine has no internet)')

  // 1. The demo site, whole.
  const demoDir = path.join(DIR, 'demo')
  mkdirSync(demoDir, { recursive: true })
  const seed = spawnSync('npm', ['run', 'seed', '-w', 'apps/cms'], {
    cwd: root,
    env: env(demoDir),
    stdio: 'ignore',
  })
  if (seed.status !== 0) throw new Error('seeding failed')
  const demo = await inspect(env(demoDir), 'full')
  console.log(
    `  demo site, full run:        ${(demo.duration_ms / 1000).toFixed(1).padStart(6)} s  ${demo.pages} pages read, ${demo.links} links, ${demo.total} findings`,
  )

  // 2. 120,000 articles more; a previous run, then `CHANGED` edits.
  if (!REUSE) {
    const fill = spawnSync(
      'npx',
      ['tsx', 'bench/api.ts', '--db=sqlite', '--fill-only', '--keep', `--dir=${path.join(DIR, 'big')}`],
      { cwd: root, env: process.env, stdio: ['ignore', 'inherit', 'inherit'] },
    )
    if (fill.status !== 0) throw new Error('filling failed')
  }
  const bigDir = path.join(DIR, 'big', 'sqlite')
  if (REUSE) {
    // The seed applies migrations newer than the kept database (and adds no content to it).
    const migrate = spawnSync('npm', ['run', 'seed', '-w', 'apps/cms'], {
      cwd: root,
      env: env(bigDir),
      stdio: 'ignore',
    })
    if (migrate.status !== 0) throw new Error('migrating the kept database failed')
  }
  const db = await openSqlite(path.join(bigDir, 'bench.db'))
  const articles = Number(
    (await db.query(`SELECT count(*) AS n FROM news WHERE _status = 'published'`))[0]!.n,
  )
  const previousAt = new Date(Date.now() - 3_600_000).toISOString()
  await db.query(`DELETE FROM inspection_runs`)
  await db.query(
    `INSERT INTO inspection_runs (title, status, trigger, mode, started_at, finished_at, total, updated_at, created_at)
     VALUES ('上次巡检（基准）', 'done', 'nightly', 'full', ?, ?, 0, ?, ?)`,
    [previousAt, previousAt, previousAt, previousAt],
  )
  const now = new Date().toISOString()
  await db.query(
    `UPDATE news SET updated_at = ? WHERE id IN (SELECT id FROM news WHERE _status = 'published' ORDER BY id DESC LIMIT ?)`,
    [now, CHANGED],
  )
  await db.close()
  const big = await inspect(env(bigDir), 'incremental')
  const read = Number(/读取 (\d+) 个页面/.exec(big.notes)?.[1] ?? NaN)
  console.log(
    `  ${articles.toLocaleString('en')} published news, incremental: ${(big.duration_ms / 1000).toFixed(1).padStart(6)} s  ${read} of ${big.pages.toLocaleString('en')} pages read, ${big.links.toLocaleString('en')} links, ${big.total} findings`,
  )
  const perPage = demo.duration_ms / demo.pages
  console.log(
    `  notes: ${big.notes.replace(/\n/g, ' ')}\n` +
      `  incremental at scale / demo full run: ${(big.duration_ms / demo.duration_ms).toFixed(2)}×; ` +
      `a full run at scale would read ${big.pages.toLocaleString('en')} pages: ≈ ${((perPage * big.pages) / 60_000).toFixed(0)} min at the demo's ${perPage.toFixed(0)} ms per page`,
  )
} finally {
  stopAll()
}
