import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import {
  EXPERIMENTAL_TableFeature,
  FixedToolbarFeature,
  lexicalEditor,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig, type PayloadLogger } from 'payload'
import sharp from 'sharp'
import { hasRole } from '@/access/roles'
import { AuditLogs } from '@/audit/collection'
import { withAudit, withGlobalAudit } from '@/audit/hooks'
import { BUSY_TEXT, DB_RETRY_AFTER_S, databaseAnswers, isDatabaseUnavailable } from '@/lib/dbDown'
import { purgeAuditLogTask } from '@/audit/purge'
import { collections } from '@/collections'
import { InspectionFindings, InspectionRuns, UptimeProbes, WordingRules } from '@/inspection/collections'
import { inspectionTask } from '@/inspection/run'
import { uptimeProbeTask } from '@/inspection/uptime'
import { ConsoleSettings } from '@/globals/ConsoleSettings'
import { FormatsOverview } from '@/globals/FormatsOverview'
import { Navigation } from '@/globals/Navigation'
import { Notice } from '@/globals/Notice'
import { SchoolInfo } from '@/globals/SchoolInfo'
import { SiteSettings } from '@/globals/SiteSettings'
import { OfficeSettings } from '@/globals/OfficeSettings'
import { deadlineRemindersTask } from '@/offices/reminders'
import { env, isPostgres } from '@/lib/env'
import { isJobsLeader } from '@/lib/jobsLeader'
import { sqlOf } from '@/lib/sql'
import { applySiteRules } from '@/sites/scope'
import { withQueryGuard } from '@/lib/restGuards'
import { withRowLabels } from '@/fields/common'
import { labelStorageFields, withAdminApiTab, zhOverrides } from '@/admin/chinese'
import { purgeExpiredTask } from '@/lib/purge'
import { purgeTrashTask } from '@/review/trash'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'
import { emailAdapter } from '@/notify/mailer'
import { notifyDigestTask } from '@/notify/notices'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// Running jobs by hand (Payload's /payload-jobs/run endpoint) is for administrators only.
const staffAdmin = ({ req }: { req: Parameters<typeof hasRole>[0] }) => hasRole(req)
const push = env.dbPush
const sqliteFile = env.sqliteFile

if (!isPostgres) mkdirSync(path.dirname(sqliteFile), { recursive: true })

const db = isPostgres
  ? postgresAdapter({
      pool: { connectionString: env.databaseUrl, max: env.dbPoolMax },
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
  // The console works at every address in CMS_PUBLIC_URL (server.mjs answers any other with a page
  // naming the right one): its calls and file URLs stay relative to the address it was opened at,
  // and a session's cookie counts from each of them. Links in mails name env.publicUrl, the first.
  serverURL: '',
  csrf: env.consoleOrigins,
  secret: env.payloadSecret,
  // The public API owns /api (docs/api.md); Payload's own REST API lives beside it.
  routes: { api: '/cms-api', admin: '/admin' },
  graphQL: { disable: true },
  admin: {
    user: 'users',
    // The built-in avatar: Gravatar would make every console page call an outside service.
    avatar: 'default',
    dateFormat: 'yyyy-MM-dd HH:mm',
    // The school's name replaces this in each page title (app/(payload)/admin/…/page.tsx).
    meta: { titleSuffix: ' - 内容管理平台' },
    importMap: { baseDir: dirname },
    components: {
      graphics: {
        Logo: '/components/admin/brand/Logo#Logo',
        Icon: '/components/admin/brand/Icon#Icon',
      },
      beforeNavLinks: [
        '/components/admin/brand/NavBrand#NavBrand',
        '/components/admin/review/ReviewNavLink#ReviewNavLink',
        '/components/admin/stats/StatsNavLink#StatsNavLink',
      ],
      beforeDashboard: ['/components/admin/dashboard/Workbench#Workbench'],
      afterLogin: ['/components/admin/LoginCaptcha#LoginCaptcha'],
      providers: ['/components/admin/ChineseText#ChineseText'],
      views: {
        reviewQueue: { Component: '/components/admin/review/ReviewQueue#ReviewQueue', path: '/review' },
        // 发稿统计 (stats/): the web office's and sites' administrators' figures and the 通报.
        stats: { Component: '/components/admin/stats/StatsView#StatsView', path: '/stats' },
      },
    },
  },
  i18n: { supportedLanguages: { zh }, fallbackLanguage: 'zh', translations: { zh: zhOverrides } },
  // 站群: staff confined to sites reach only their sites' content (sites/scope.ts).
  collections: applySiteRules(
    [...collections, AuditLogs, InspectionRuns, InspectionFindings, WordingRules, UptimeProbes],
    ['read', 'create', 'update', 'delete', 'readVersions'],
  )
    .map(withAudit)
    .map(withQueryGuard)
    .map(withRowLabels)
    .map(withAdminApiTab),
  globals: applySiteRules(
    [SiteSettings, Notice, Navigation, SchoolInfo, FormatsOverview, ConsoleSettings, OfficeSettings],
    ['read', 'update', 'readVersions'],
  )
    .map(withGlobalAudit)
    .map(withRowLabels)
    .map(withAdminApiTab),
  editor: lexicalEditor({
    // What news editors use: headings, lists, links, tables, images with captions and attachments.
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((f) => f.key !== 'upload' && f.key !== 'relationship'),
      FixedToolbarFeature(),
      EXPERIMENTAL_TableFeature(),
      UploadFeature({
        collections: {
          media: { fields: [{ name: 'caption', label: '图片说明', type: 'text', maxLength: 200 }] },
        },
      }),
    ],
  }),
  email: emailAdapter(),
  db,
  hooks: {
    // The console's REST API while the database is away for a moment: 503, Retry-After and the
    // busy sentence, as the public API answers (lib/dbDown.ts), instead of "Something went wrong".
    afterError: [
      async ({ error, req }) => {
        // A 500 of an unknown shape counts too when the database does not answer (router.ts).
        const status = (error as { status?: number }).status ?? 500
        const away =
          isDatabaseUnavailable(error) ||
          (status >= 500 && !(await databaseAnswers(() => sqlOf(req.payload).execute('SELECT 1'))))
        if (!away) return
        const headers = new Headers(req.responseHeaders)
        headers.set('retry-after', String(DB_RETRY_AFTER_S))
        req.responseHeaders = headers
        return { status: 503, response: { errors: [{ message: BUSY_TEXT }] } }
      },
    ],
  },
  sharp,
  // In production server.mjs makes the process's JSON logger (with request ids); scripts keep Payload's.
  logger: (globalThis as Record<symbol, unknown>)[Symbol.for('ou.log')] as PayloadLogger | undefined,
  plugins: [
    // With S3 settings, uploads go to the bucket and are served through the cms at the same URLs;
    // without, to MEDIA_DIR (a shared volume when several instances run). alwaysInsertFields keeps
    // one database schema for both.
    s3Storage({
      enabled: env.s3 !== null,
      alwaysInsertFields: true,
      collections: {
        media: env.s3?.prefix ? { prefix: env.s3.prefix } : true,
        files: { prefix: env.s3?.prefix ? `${env.s3.prefix}/files` : 'files' },
      },
      bucket: env.s3?.bucket ?? '',
      config: {
        region: env.s3?.region,
        endpoint: env.s3?.endpoint,
        forcePathStyle: env.s3?.forcePathStyle,
        // Checksums only where S3 requires them: many S3-compatible services reject the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: env.s3
          ? { accessKeyId: env.s3.accessKeyId, secretAccessKey: env.s3.secretAccessKey }
          : undefined,
      },
    }),
    labelStorageFields,
  ],
  jobs: {
    tasks: [
      notifyDigestTask,
      purgeAuditLogTask,
      purgeExpiredTask,
      purgeTrashTask,
      inspectionTask,
      uptimeProbeTask,
      deadlineRemindersTask,
    ],
    // Scheduled publishing (default queue) every minute; digests and purges (maintenance queue)
    // are queued by their own schedules and picked up within a minute.
    autoRun: [
      { cron: '* * * * *', limit: 50, queue: 'default' },
      { cron: '* * * * *', limit: 5, queue: 'maintenance' },
    ],
    // Every instance may run the queue's timer; only the leader (lib/jobsLeader.ts) runs jobs.
    shouldAutoRun: () => isJobsLeader(),
    access: { run: staffAdmin, queue: staffAdmin, cancel: staffAdmin },
  },
  // Competes for the job queue's lock as soon as the instance is up, not at the first cron tick.
  onInit: async () => {
    await isJobsLeader()
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
})
