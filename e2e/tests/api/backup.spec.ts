import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import { CMS_URL, adminToken, data, retitleNews } from '../../lib/api'
import { freePort } from '../../lib/http'

const root = path.resolve(import.meta.dirname, '../../..')
const cmsDir = path.join(root, 'apps/cms')
const postgres = /^postgres/.test(process.env.DATABASE_URL ?? '')

function npm(script: string, args: string[], env: Record<string, string>) {
  const res = spawnSync('npm', ['run', script, '-w', 'apps/cms', '--', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  if (res.status !== 0) throw new Error(`npm run ${script} failed:\n${res.stdout}\n${res.stderr}`)
  return res.stdout
}

async function startCms(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(cmsDir, 'server.mjs'), '-p', String(port)], {
    cwd: cmsDir,
    env: { ...process.env, ...env, SITE_URL: 'none', JOBS_AUTORUN: '0' },
    stdio: 'ignore',
    detached: true,
  })
  const until = Date.now() + 90_000
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/system.Health/check`)
      if (res.ok) return child
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  process.kill(-child.pid!, 'SIGKILL')
  throw new Error('the restored cms did not come up')
}

test('a backup taken while the cms runs restores the data and media as they were', async ({ request }) => {
  test.setTimeout(180_000)
  const work = mkdtempSync(path.join(tmpdir(), 'ou-backup-test-'))
  const admin = await adminToken(request)
  const item = (await data(request, 'news.News/list', { page: 1, limit: 20 })).list.find((n) => n.cover)!
  expect(item, 'a published news item with a cover').toBeTruthy()
  const coverPath = new URL(item.cover!.url).pathname
  const original = item.title
  const patch = (title: string) => retitleNews(request, admin, item.id, title)

  const restoredDb = `${new URL(process.env.DATABASE_URL || 'postgres://x/ou').pathname.slice(1)}_restored`
  const target: Record<string, string> = postgres
    ? { DATABASE_URL: process.env.DATABASE_URL!.replace(/\/[^/]*$/, `/${restoredDb}`) }
    : { SQLITE_FILE: path.join(work, 'restored/cms.db') }
  target.MEDIA_DIR = path.join(work, 'restored/media')
  let server: ChildProcess | undefined
  try {
    npm('backup', ['--out', path.join(work, 'out')], {})
    const archive = path.join(work, 'out', readdirSync(path.join(work, 'out'))[0]!)

    // The live data moves on after the backup.
    const changed = `${original}（备份后修改）`
    expect((await patch(changed)).ok()).toBeTruthy()
    expect((await data(request, 'news.News/info', { news_id: item.id })).title).toBe(changed)

    npm('restore', [archive], { ...target, BACKUP_DIR: path.join(work, 'before-restore') })
    const port = await freePort()
    server = await startCms(port, { ...target, CMS_PUBLIC_URL: `http://127.0.0.1:${port}` })
    const restored = `http://127.0.0.1:${port}`

    const info = await (
      await fetch(`${restored}/api/news.News/info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ news_id: item.id }),
      })
    ).json()
    expect(info.data.title).toBe(original)
    const [live, back] = await Promise.all([
      fetch(`${CMS_URL}${coverPath}`),
      fetch(`${restored}${coverPath}`),
    ])
    expect(back.status).toBe(200)
    expect((await back.arrayBuffer()).byteLength).toBe((await live.arrayBuffer()).byteLength)
  } finally {
    if (server?.pid) process.kill(-server.pid, 'SIGKILL')
    await patch(original)
    if (postgres) {
      const client = new pg.Client({
        connectionString: process.env.DATABASE_URL!.replace(/\/[^/]*$/, '/postgres'),
      })
      await client.connect()
      await client.query(`drop database if exists ${restoredDb} with (force)`).catch(() => {})
      await client.end()
    }
    rmSync(work, { recursive: true, force: true })
  }
})
