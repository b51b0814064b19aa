/**
 * `npm run seed -w apps/cms`: applies the migrations, then fills an empty database with the demo
 * site. A database that already has staff accounts is left alone, so running it again is harmless.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Migration } from 'payload'

// Before the config is loaded: seeding must not try to revalidate a site that is not running,
// nor push a development schema over the one the migrations define.
// (A command-line entry point: it sets the variables the env module then reads.)
process.env.SITE_URL = 'none'
// The seed is no server: it never runs (or competes to run) the job queue.
process.env.JOBS_AUTORUN = '0'
process.env.DB_PUSH ??= '0'

const started = Date.now()
const { getPayload } = await import('payload')
const { env, isPostgres } = await import('@/lib/env')
if (!isPostgres) mkdirSync(path.dirname(env.sqliteFile), { recursive: true })
const { default: config } = await import('@/payload.config')
const { migrations } = isPostgres
  ? await import('@/migrations/postgres')
  : await import('@/migrations/sqlite')
const { seed } = await import('./seed')

try {
  const payload = await getPayload({ config })
  // Already-applied migrations are skipped, as at a production start.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })

  const { totalDocs: users } = await payload.count({ collection: 'users' })
  if (users > 0) {
    console.log(`already seeded (${users} staff accounts); nothing to do`)
    process.exit(0)
  }

  console.log(`Seeding the demo site into ${isPostgres ? 'PostgreSQL' : 'SQLite'}…`)
  const counts = await seed(payload, (line) => console.log(line))
  const { totalDocs: indexed } = await payload.count({ collection: 'search-docs' })

  console.log('\nDocuments per collection:')
  for (const [collection, n] of Object.entries(counts)) console.log(`  ${collection.padEnd(22)} ${n}`)
  console.log(`  ${'search-docs'.padEnd(22)} ${indexed}`)
  console.log(`  globals: site-settings, school-info, formats-overview`)
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)}s`)
  // Payload keeps database handles open; the work is done.
  process.exit(0)
} catch (error) {
  console.error('Seeding failed:', error)
  process.exit(1)
}
