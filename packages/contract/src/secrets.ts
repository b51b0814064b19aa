/**
 * Secrets shared by the cms and the site, and the rule both apply at start: in production every
 * secret must be set, at least 32 bytes long, and not a value published anywhere (such as the
 * development values below, which this repository shows to everyone).
 */

/** Used outside production when a secret is unset (or empty: both apps read empty as unset). */
export const DEV_SECRETS = {
  PAYLOAD_SECRET: 'dev-payload-secret-change-me',
  STUDENT_TOKEN_SECRET: 'dev-student-token-secret-change-me',
  REVALIDATE_SECRET: 'dev-revalidate-secret',
} as const
export type SecretName = keyof typeof DEV_SECRETS

export const MIN_SECRET_BYTES = 32

const PUBLISHED = new Set<string>([
  ...Object.values(DEV_SECRETS),
  'test-payload-secret',
  'test-student-token-secret',
  'test-revalidate-secret',
  'bench-payload-secret',
  'bench-student-token-secret',
  'bench-student-secret',
  'bench-revalidate-secret',
  'YOUR_SECRET_HERE',
  'secret',
])

/** Why a value may not serve as a production secret, or null when it may. */
export function secretProblem(value: string | undefined): string | null {
  if (!value) return 'is not set'
  if (PUBLISHED.has(value) || /change-?me|your[-_ ]?secret/i.test(value)) return 'is a published default'
  if (new TextEncoder().encode(value).length < MIN_SECRET_BYTES) {
    return `is shorter than ${MIN_SECRET_BYTES} bytes`
  }
  return null
}

/**
 * The header that carries REVALIDATE_SECRET between the two apps: the cms's revalidation calls to
 * the site, and the site's reports to the cms that only the site may make (redirect hits).
 */
export const SITE_SECRET_HEADER = 'x-revalidate-secret'
