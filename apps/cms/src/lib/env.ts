/** Runtime configuration of the cms, read once at start (see .env.example). */
const isProd = process.env.NODE_ENV === 'production'
// `next build` loads the config to collect routes; secrets are only needed once the server runs.
const isBuild = process.env.NEXT_PHASE === 'phase-production-build'

function secret(name: string, devDefault: string): string {
  const value = process.env[name]
  if (value) return value
  if (isProd && !isBuild && process.env.ALLOW_DEMO_SECRETS !== '1') {
    throw new Error(`${name} must be set in production (or ALLOW_DEMO_SECRETS=1 for the local demo)`)
  }
  return devDefault
}

export const env = {
  databaseUrl: process.env.DATABASE_URL ?? '',
  /** Where the public site listens, for cache revalidation calls. Empty disables them. */
  siteUrl: (process.env.SITE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
  /** Public origin of the cms, for absolute media URLs in API answers. */
  publicUrl: (process.env.CMS_PUBLIC_URL ?? 'http://127.0.0.1:3001').replace(/\/+$/, ''),
  payloadSecret: secret('PAYLOAD_SECRET', 'dev-payload-secret-change-me'),
  tokenSecret: secret('STUDENT_TOKEN_SECRET', 'dev-student-token-secret-change-me'),
  revalidateSecret: process.env.REVALIDATE_SECRET ?? 'dev-revalidate-secret',
  /** Comma-separated origins allowed to call the public API from a browser. */
  corsOrigins: (process.env.CORS_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  /** Outgoing mail. No host: messages are written to the log instead of sent. */
  smtp: {
    host: process.env.SMTP_HOST ?? '',
    port: Number(process.env.SMTP_PORT || 587),
    /** 1: TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    secure: process.env.SMTP_SECURE === '1',
    user: process.env.SMTP_USER ?? '',
    password: process.env.SMTP_PASSWORD ?? '',
    from: process.env.MAIL_FROM || 'noreply@localhost',
  },
}

export const isPostgres = /^postgres(ql)?:\/\//.test(env.databaseUrl)
