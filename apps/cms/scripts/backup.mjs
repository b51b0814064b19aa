// Writes one archive with a consistent copy of the database and the media:
//   npm run backup                      -> backups/ou-backup-<time>.tar.gz
//   npm run backup -- --out /srv/backups
// Safe while the cms runs. SQLite is copied with `VACUUM INTO`, which reads one transaction-
// consistent snapshot (WAL included) without blocking writers; PostgreSQL with `pg_dump`, which
// does the same inside one repeatable-read transaction. The database is copied first, then the
// media: a file uploaded in between is extra in the archive, never missing from it.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { loadDotEnv, redact, rootDir, store } from './lib/store.mjs'

loadDotEnv()
const args = process.argv.slice(2)
const outIndex = args.indexOf('--out')
const outDir = path.resolve(
  outIndex >= 0 ? args[outIndex + 1] : process.env.BACKUP_DIR || path.join(rootDir, 'backups'),
)
const s = store()
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')
const work = mkdtempSync(path.join(tmpdir(), 'ou-backup-'))
const archive = path.join(outDir, `ou-backup-${stamp}.tar.gz`)

try {
  if (s.kind === 'sqlite') {
    if (!existsSync(s.sqliteFile)) throw new Error(`SQLite database not found: ${s.sqliteFile}`)
    const client = createClient({ url: `file:${s.sqliteFile}` })
    try {
      await client.execute('PRAGMA busy_timeout = 10000')
      await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(work, 'db.sqlite')] })
    } finally {
      client.close()
    }
  } else {
    execFileSync(
      'pg_dump',
      ['--format=custom', '--no-owner', '--file', path.join(work, 'db.pgdump'), s.databaseUrl],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
  }
  if (existsSync(s.mediaDir)) cpSync(s.mediaDir, path.join(work, 'media'), { recursive: true })
  else mkdirSync(path.join(work, 'media'))
  writeFileSync(
    path.join(work, 'manifest.json'),
    JSON.stringify({ format: 1, kind: s.kind, created_at: new Date().toISOString() }, null, 2),
  )
  mkdirSync(outDir, { recursive: true })
  execFileSync('tar', ['-czf', archive, '-C', work, '.'], { stdio: 'inherit' })
  const size = (statSync(archive).size / 1024 / 1024).toFixed(1)
  const from = s.kind === 'sqlite' ? s.sqliteFile : redact(s.databaseUrl)
  console.log(`Backed up ${s.kind} (${from}) and ${s.mediaDir} to ${archive} (${size} MB)`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
