// Brings back a backup written by `npm run backup`: the database and the media directory.
//   npm run restore -- backups/ou-backup-20261122T101500.tar.gz
// Stop the cms first (every instance): it must not write while its database is replaced. Nothing
// is lost: the current database and media are first saved with `npm run backup`, then replaced.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { loadDotEnv, redact, store } from './lib/store.mjs'

loadDotEnv()
const file = process.argv.slice(2).find((a) => !a.startsWith('-'))
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- <backup .tar.gz written by npm run backup>')
  process.exit(2)
}
const s = store()
const work = mkdtempSync(path.join(tmpdir(), 'ou-restore-'))

/** Opens a client on the database, creating it first when it does not exist yet. */
async function connectCreating(url) {
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    return { client, created: false }
  } catch (e) {
    if (e?.code !== '3D000') throw e // 3D000: invalid_catalog_name, the database does not exist
  }
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const adminClient = new pg.Client({ connectionString: admin.toString() })
  await adminClient.connect()
  try {
    await adminClient.query(`create database "${name.replaceAll('"', '""')}"`)
  } finally {
    await adminClient.end()
  }
  const client2 = new pg.Client({ connectionString: url })
  await client2.connect()
  return { client: client2, created: true }
}

try {
  execFileSync('tar', ['-xzf', path.resolve(file), '-C', work], { stdio: 'inherit' })
  const manifest = JSON.parse(readFileSync(path.join(work, 'manifest.json'), 'utf8'))
  if (manifest.format !== 1) throw new Error(`Unknown backup format: ${manifest.format}`)
  if (manifest.kind !== s.kind) {
    throw new Error(`This backup holds a ${manifest.kind} database, but this installation uses ${s.kind}`)
  }

  // Keep what is there now, unless there is nothing to keep.
  let hasData = existsSync(s.mediaDir)
  if (s.kind === 'sqlite') hasData ||= existsSync(s.sqliteFile)
  let pgClient = null
  if (s.kind === 'postgres') {
    const { client, created } = await connectCreating(s.databaseUrl)
    pgClient = client
    if (!created) {
      const { rows } = await client.query(
        `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      )
      hasData ||= rows[0].n > 0
    }
  }
  if (hasData) {
    console.log('Saving the current data first:')
    execFileSync(process.execPath, [path.join(import.meta.dirname, 'backup.mjs')], { stdio: 'inherit' })
  }

  if (s.kind === 'sqlite') {
    mkdirSync(path.dirname(s.sqliteFile), { recursive: true })
    for (const suffix of ['-wal', '-shm']) rmSync(s.sqliteFile + suffix, { force: true })
    // Copy beside the target, then rename: the database file is never half-written.
    const next = `${s.sqliteFile}.restoring`
    cpSync(path.join(work, 'db.sqlite'), next)
    renameSync(next, s.sqliteFile)
  } else {
    // A clean schema, then the dump: tables, indexes, extensions and data exactly as backed up.
    await pgClient.query('drop schema if exists public cascade')
    await pgClient.query('create schema public')
    await pgClient.end()
    pgClient = null
    execFileSync(
      'pg_restore',
      ['--no-owner', '--exit-on-error', '--dbname', s.databaseUrl, path.join(work, 'db.pgdump')],
      { stdio: 'inherit' },
    )
  }
  await pgClient?.end()

  rmSync(s.mediaDir, { recursive: true, force: true })
  cpSync(path.join(work, 'media'), s.mediaDir, { recursive: true })
  const to = s.kind === 'sqlite' ? s.sqliteFile : redact(s.databaseUrl)
  console.log(`Restored ${manifest.kind} backup of ${manifest.created_at} into ${to} and ${s.mediaDir}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
