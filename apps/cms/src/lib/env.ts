import path from 'node:path'
import { DEV_SECRETS, secretProblem, type SecretName } from '@ou/contract/secrets'
import { z } from 'zod'
import { DEFAULT_CONSOLE_URLS } from '../../console-address.mjs'
import { parseTrustedProxies, type TrustedProxies } from './clientAddress'

/**
 * Runtime configuration of the cms: the only reader of `process.env` in this app (ESLint enforces
 * it). Checked once when the module loads; a malformed value stops the server with a message
 * naming the variable. An empty value means the same as an unset one. docs/configuration.md and
 * .env.example describe each variable; docs/security.md the secrets.
 */

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
/** An optional variable: unset and empty mean the same. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional())
const url = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .transform((s) => s.replace(/\/+$/, ''))
const flag = z.enum(['0', '1'], { error: 'must be 0 or 1' })
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

const schema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  /** Set by `next build` while it loads the config to collect routes. */
  NEXT_PHASE: optional(z.string()),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  SQLITE_FILE: optional(z.string()),
  DB_POOL_MAX: optional(int(1, 1000)),
  DB_PUSH: optional(flag),
  MEDIA_DIR: optional(z.string()),
  /** Largest image an upload may be, in megapixels (width × height × frames), checked before decoding. */
  MAX_IMAGE_MEGAPIXELS: optional(int(1, 1000)),
  /**
   * Every site instance, comma-separated: each is told when content changes. `none` disables
   * revalidation calls (the seed runs so).
   */
  SITE_URL: optional(
    z.union([
      z.literal('none'),
      z
        .string()
        .transform((s) =>
          s
            .split(',')
            .map((u) => u.trim())
            .filter(Boolean),
        )
        .pipe(z.array(url).min(1, 'must list at least one URL')),
    ]),
  ),
  /**
   * Every address the console is opened at, comma-separated; the first is the one links in mails
   * and absolute media URLs use.
   */
  CMS_PUBLIC_URL: optional(
    z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((u) => u.trim())
          .filter(Boolean),
      )
      .pipe(z.array(url).min(1, 'must list at least one URL')),
  ),
  PAYLOAD_SECRET: optional(z.string()),
  STUDENT_TOKEN_SECRET: optional(z.string()),
  REVALIDATE_SECRET: optional(z.string()),
  CORS_ORIGINS: optional(z.string()),
  TRUSTED_PROXIES: optional(z.string()),
  COOKIE_SECURE: optional(flag),
  JOBS_AUTORUN: optional(flag),
  /** Media in S3-compatible storage when S3_BUCKET is set (docs/deploy.md). */
  S3_BUCKET: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_ENDPOINT: optional(url),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: optional(flag),
  S3_PREFIX: optional(z.string()),
  SMTP_HOST: optional(z.string()),
  SMTP_PORT: optional(int(1, 65535)),
  SMTP_SECURE: optional(flag),
  SMTP_USER: optional(z.string()),
  SMTP_PASSWORD: optional(z.string()),
  MAIL_FROM: optional(z.string()),
  /** Students' password hash cost, log2 of scrypt's N (docs/security.md). */
  PASSWORD_SCRYPT_LOG_N: optional(int(10, 20)),
  /** Password checks at a time (worker threads); default: one per core. */
  PASSWORD_POOL_SIZE: optional(int(1, 256)),
  /** A login that would wait longer than this for a password check gets 503 with Retry-After. */
  PASSWORD_QUEUE_MS: optional(int(100, 60_000)),
  /** Scheduling priority (nice) of the password workers; 5 by default, 0 to compete evenly. */
  PASSWORD_POOL_NICE: optional(int(0, 19)),
  /**
   * Private or loopback addresses the site inspection may reach for external links, comma-separated
   * IPv4/IPv6 addresses or IPv4 CIDRs (tests: 127.0.0.1). Unset: none.
   */
  INSPECTION_ALLOW_ADDRESSES: optional(z.string()),
  /** 0 switches the inspection's external link checks off on this instance, whatever the console says. */
  INSPECTION_EXTERNAL: optional(flag),
  /** Time limit of one external request of the inspection, in ms (15 s). */
  INSPECTION_TIMEOUT_MS: optional(int(100, 120_000)),
  /**
   * The school's own host names, comma-separated (`ou.edu.cn` covers its subdomains too): a redirect
   * to any other host needs the right to publish. The hosts of SITE_URL and CMS_PUBLIC_URL count too.
   */
  SCHOOL_HOSTS: optional(z.string()),
})
type Raw = z.output<typeof schema>

const originOf = (url: string) => {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

const SECRET_NAMES = Object.keys(DEV_SECRETS) as SecretName[]

/** Thrown when the configuration is unusable; the message names every variable at fault. */
export class ConfigError extends Error {}

function load(source: Record<string, string | undefined>) {
  const parsed = schema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')
    throw new ConfigError(`Invalid cms configuration: ${problems}`)
  }
  const raw: Raw = parsed.data
  const production = raw.NODE_ENV === 'production'
  // `next build` loads the config to collect routes; secrets are only needed once a server runs.
  const building = raw.NEXT_PHASE === 'phase-production-build'
  let trustedProxies: TrustedProxies
  try {
    trustedProxies = parseTrustedProxies(raw.TRUSTED_PROXIES ?? '')
  } catch (e) {
    throw new ConfigError(`Invalid cms configuration: TRUSTED_PROXIES ${(e as Error).message}`)
  }
  const secrets = {} as Record<SecretName, string>
  const bad: string[] = []
  for (const name of SECRET_NAMES) {
    const value = raw[name]
    const problem = secretProblem(value)
    if (production && !building && problem) bad.push(`${name} ${problem}`)
    secrets[name] = value ?? DEV_SECRETS[name]
  }
  if (bad.length) {
    throw new ConfigError(
      `The cms refuses to start in production: ${bad.join('; ')}. ` +
        'Set each to a random value of at least 32 bytes (npm run demo writes them to .env).',
    )
  }
  const databaseUrl = raw.DATABASE_URL ?? ''
  const publicUrls = raw.CMS_PUBLIC_URL ?? DEFAULT_CONSOLE_URLS
  return {
    production,
    building,
    databaseUrl,
    isPostgres: databaseUrl !== '',
    sqliteFile: raw.SQLITE_FILE ?? path.resolve(process.cwd(), 'data/cms.db'),
    dbPoolMax: raw.DB_POOL_MAX ?? 10,
    /** Schema push only while developing; everywhere else the committed migrations define it. */
    dbPush: raw.NODE_ENV === 'development' && raw.DB_PUSH !== '0',
    mediaDir: raw.MEDIA_DIR ?? path.resolve(process.cwd(), 'media'),
    maxImagePixels: (raw.MAX_IMAGE_MEGAPIXELS ?? 40) * 1_000_000,
    /** Where each instance of the public site listens, for cache revalidation calls. Empty disables them. */
    siteUrls: raw.SITE_URL === 'none' ? [] : (raw.SITE_URL ?? ['http://127.0.0.1:3000']),
    /**
     * The cms's first public address: links in mails and findings, absolute media URLs in API
     * answers. One address, whichever the console was opened at.
     */
    publicUrl: publicUrls[0]!,
    /** Every origin the console may be opened at (CMS_PUBLIC_URL); any other gets a page naming the first. */
    consoleOrigins: [...new Set(publicUrls.map(originOf))],
    payloadSecret: secrets.PAYLOAD_SECRET,
    tokenSecret: secrets.STUDENT_TOKEN_SECRET,
    revalidateSecret: secrets.REVALIDATE_SECRET,
    /** Origins allowed to call the public API from a browser. */
    corsOrigins: (raw.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    /** Which peers may state the client's address in X-Forwarded-For. */
    trustedProxies,
    /** The console's session cookie is Secure unless turned off (plain-HTTP development). */
    cookieSecure: raw.COOKIE_SECURE ? raw.COOKIE_SECURE === '1' : production,
    passwordScryptLogN: raw.PASSWORD_SCRYPT_LOG_N ?? 15,
    passwordPoolSize: raw.PASSWORD_POOL_SIZE,
    passwordQueueMs: raw.PASSWORD_QUEUE_MS ?? 3000,
    passwordPoolNice: raw.PASSWORD_POOL_NICE ?? 5,
    /** Site inspection (src/inspection): reachable private addresses, external checks, time limit. */
    inspection: {
      allowAddresses: (raw.INSPECTION_ALLOW_ADDRESSES ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      external: raw.INSPECTION_EXTERNAL !== '0',
      timeoutMs: raw.INSPECTION_TIMEOUT_MS ?? 15_000,
    },
    /** Where redirects may lead without review: SCHOOL_HOSTS (and subdomains), the site's and the cms's origins. */
    school: {
      hosts: (raw.SCHOOL_HOSTS ?? '')
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\*?\./, ''),
        )
        .filter(Boolean),
      origins: [
        ...(raw.SITE_URL === 'none' ? [] : (raw.SITE_URL ?? ['http://127.0.0.1:3000'])),
        ...publicUrls,
      ].map(originOf),
    },
    /** 0 disables the in-process job runner on this instance. */
    jobsAutorun: raw.JOBS_AUTORUN !== '0',
    /** S3-compatible media storage; null keeps media in mediaDir (which may be a shared volume). */
    s3: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          region: raw.S3_REGION ?? 'us-east-1',
          endpoint: raw.S3_ENDPOINT,
          accessKeyId: raw.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: raw.S3_FORCE_PATH_STYLE === '1',
          prefix: raw.S3_PREFIX ?? '',
        }
      : null,
    /** Outgoing mail. No host: messages are written to the log instead of sent. */
    smtp: {
      host: raw.SMTP_HOST ?? '',
      port: raw.SMTP_PORT ?? 587,
      /** 1: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
      secure: raw.SMTP_SECURE === '1',
      user: raw.SMTP_USER ?? '',
      password: raw.SMTP_PASSWORD ?? '',
      from: raw.MAIL_FROM ?? 'noreply@localhost',
    },
  }
}
export type Env = ReturnType<typeof load>

/** Parses a configuration; exported for the unit tests. */
export const loadEnv = (source: Record<string, string | undefined>): Env => load(source)

export const env: Env = load(process.env)
export const isPostgres = env.isPostgres
