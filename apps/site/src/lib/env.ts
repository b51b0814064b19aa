import { DEV_SECRETS, secretProblem } from '@ou/contract/secrets'
import { z } from 'zod'

/**
 * Runtime configuration of the site: the only reader of `process.env` in this app. Read when the
 * server first needs it, never at build time, and checked, so a malformed value stops the server
 * with a message naming the variable. docs/configuration.md describes each variable.
 */

/** An optional variable: unset and empty mean the same. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional())
const httpUrl = z
  .url({ protocol: /^https?$/, error: '应为 http(s) 地址' })
  .transform((s) => s.replace(/\/+$/, ''))

const schema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
  /** Base URL of the API as this server reaches it. */
  API_BASE_URL: optional(httpUrl).transform((v) => v ?? 'http://127.0.0.1:3001'),
  /** Base URL of the API as browsers reach it; the server's when unset. */
  PUBLIC_API_BASE_URL: optional(httpUrl),
  /** Mobile site for windows under 500 px; no redirect when unset. */
  MOBILE_SITE_URL: optional(z.string().trim()).transform((v) => v ?? ''),
  /** AI assistant share page, opened from the floating assistant image; unset, the site shows no assistant. */
  ASSISTANT_URL: optional(httpUrl).transform((v) => v ?? ''),
  /**
   * The console's addresses, comma-separated (the cms's CMS_PUBLIC_URL): they alone may frame a
   * draft preview and send it unsaved changes. Unset: the API's public origin.
   */
  CMS_PUBLIC_URL: optional(z.string()),
  /** Public origin of this site, for canonical links. */
  SITE_ORIGIN: optional(httpUrl).transform((v) => v ?? 'http://localhost:3000'),
  /** 1 on a staging copy: robots.txt then disallows every crawler. */
  SITE_STAGING: optional(z.enum(['0', '1'])).transform((v) => v === '1'),
  /** Shared with the cms, which sends it when content changes. */
  REVALIDATE_SECRET: optional(z.string()),
})
export type Env = Omit<z.output<typeof schema>, 'REVALIDATE_SECRET'> & { REVALIDATE_SECRET: string }

let cached: Env | undefined

/** The checked configuration; throws on the first use if a variable is malformed. */
export function env(): Env {
  if (cached) return cached
  const parsed = schema.safeParse(process.env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid site configuration: ${problems}`)
  }
  const secret = parsed.data.REVALIDATE_SECRET
  // In production the secret must be a real one (the same rule as the cms's); elsewhere an unset
  // one is the development value, which the cms uses too.
  const problem = parsed.data.NODE_ENV === 'production' && !isBuildPhase() ? secretProblem(secret) : null
  if (problem) {
    throw new Error(
      `The site refuses to start in production: REVALIDATE_SECRET ${problem}. ` +
        'Set it to the value the cms has (at least 32 random bytes; npm run demo writes one to .env).',
    )
  }
  cached = { ...parsed.data, REVALIDATE_SECRET: secret ?? DEV_SECRETS.REVALIDATE_SECRET }
  return cached
}

/** Configuration the browser needs, handed to it by the root layout. */
export interface PublicConfig {
  /** Base URL the browser uses for API calls. */
  apiBaseUrl: string
  /** Mobile site address; empty means no mobile redirect. */
  mobileSiteUrl: string
  /** AI assistant share page, opened from the floating assistant image; '' means no assistant. */
  assistantUrl: string
  /** Public origin of this site, for canonical links. */
  siteOrigin: string
}

export function publicConfig(): PublicConfig {
  const e = env()
  return {
    apiBaseUrl: e.PUBLIC_API_BASE_URL ?? e.API_BASE_URL,
    mobileSiteUrl: e.MOBILE_SITE_URL,
    assistantUrl: e.ASSISTANT_URL,
    siteOrigin: e.SITE_ORIGIN,
  }
}

/** True while `next build` prerenders: no cms is needed then, and none is asked. */
export const isBuildPhase = () => process.env.NEXT_PHASE === 'phase-production-build'
