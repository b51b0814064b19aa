import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { collections } from './collections'
import { FormatsOverview } from './globals/FormatsOverview'
import { SchoolInfo } from './globals/SchoolInfo'
import { SiteSettings } from './globals/SiteSettings'
import { env, isPostgres } from './lib/env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// Schema push only while developing; everywhere else the committed migrations define the schema.
const push = process.env.NODE_ENV === 'development' && process.env.DB_PUSH !== '0'
const sqliteFile = process.env.SQLITE_FILE || path.resolve(process.cwd(), 'data/cms.db')

if (!isPostgres) mkdirSync(path.dirname(sqliteFile), { recursive: true })

const db = isPostgres
  ? postgresAdapter({
      pool: { connectionString: env.databaseUrl, max: Number(process.env.DB_POOL_MAX ?? 10) },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push,
    })
  : sqliteAdapter({
      client: { url: `file:${sqliteFile}` },
      wal: { synchronous: 'NORMAL' },
      busyTimeout: 5000,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      prodMigrations: sqliteMigrations,
      push,
    })

export default buildConfig({
  serverURL: env.publicUrl,
  secret: env.payloadSecret,
  // The public API owns /api (docs/api.md); Payload's own REST API lives beside it.
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  admin: {
    user: 'users',
    // The built-in avatar: Gravatar would make every console page call an outside service.
    avatar: 'default',
    meta: { titleSuffix: ' - 内容管理平台' },
    importMap: { baseDir: dirname },
  },
  i18n: { supportedLanguages: { zh }, fallbackLanguage: 'zh' },
  collections,
  globals: [SiteSettings, SchoolInfo, FormatsOverview],
  editor: lexicalEditor(),
  db,
  sharp,
  // Scheduled publishing of articles runs from the jobs queue every minute.
  jobs: {
    autoRun: [{ cron: '* * * * *', limit: 50, queue: 'default' }],
    shouldAutoRun: () => process.env.JOBS_AUTORUN !== '0',
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
