// Creates a migration for both database adapters from the current collections:
//   npm run migrate:create -w apps/cms -- <name>
// Needs the PostgreSQL server (DATABASE_URL_ADMIN, default postgres://postgres@127.0.0.1:5432/postgres).
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const name = process.argv[2] ?? 'change'
const admin = process.env.DATABASE_URL_ADMIN ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const scratch = `ou_migrate_${process.pid}`
const pg = (sql) => execFileSync('psql', [admin, '-qc', sql], { stdio: 'inherit' })
const run = (env) =>
  execFileSync('npx', ['payload', 'migrate:create', name], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })

const dirs = ['src/migrations/sqlite', 'src/migrations/postgres']
const before = new Set(dirs.flatMap((d) => readdirSync(d).map((f) => path.join(d, f))))
const sqliteFile = path.join(tmpdir(), `${scratch}.db`)
// Each adapter diffs against its own last snapshot; the scratch databases only satisfy the connection.
run({ SQLITE_FILE: sqliteFile, DATABASE_URL: '' })
pg(`create database ${scratch}`)
try {
  run({ DATABASE_URL: admin.replace(/\/[^/]*$/, `/${scratch}`) })
} finally {
  pg(`drop database if exists ${scratch}`)
  rmSync(sqliteFile, { force: true })
}

// Generated files are checked by running them, not by tsc: the two adapters ship separate copies
// of drizzle-orm whose private types do not unify. Hand-written migrations keep their types.
for (const dir of dirs) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const p = path.join(dir, file)
    if (before.has(p)) continue
    const text = readFileSync(p, 'utf8')
    if (!text.startsWith('// @ts-nocheck')) writeFileSync(p, `// @ts-nocheck generated migration\n${text}`)
  }
}
