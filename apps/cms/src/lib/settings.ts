import type { Payload, PayloadRequest } from 'payload'

/** How a new letter or sign-up reaches its office. */
export type NoticeMode = 'immediate' | 'digest' | 'off'

/** Retention of audit entries: the level-protection rules ask for at least 180 days. */
export const MIN_AUDIT_RETENTION_DAYS = 180

export const NOTICE_DEFAULTS = {
  // Letters are few and each one waits for an answer; sign-ups come in bulk during enrolment.
  lettersMode: 'immediate' as NoticeMode,
  signupsMode: 'digest' as NoticeMode,
  digestHour: 8,
}

/** The console settings (global `console-settings`) as the rest of the cms uses them. */
export interface Settings {
  /** Collections whose documents only a reviewer may publish. */
  reviewRequired: string[]
  sensitiveWords: string[]
  letters: { mode: NoticeMode; recipients: string[] }
  signups: { mode: NoticeMode; recipients: string[] }
  digestHour: number
  digestSentAt: string | null
  auditRetentionDays: number
}

/** Words or addresses typed one per line, or separated by commas, 顿号 or spaces. */
const splitList = (v: unknown): string[] =>
  typeof v === 'string'
    ? [
        ...new Set(
          v
            .split(/[\s,，、;；]+/)
            .map((s) => s.trim())
            .filter(Boolean),
        ),
      ]
    : []

type Stored = Record<string, unknown> & {
  letters_notice?: { mode?: NoticeMode | null; recipients?: string | null } | null
  signups_notice?: { mode?: NoticeMode | null; recipients?: string | null } | null
}

const draftsCollections = (payload: Payload) =>
  payload.config.collections.filter((c) => c.versions && c.versions.drafts).map((c) => c.slug)

/** Read at each use, never cached: several cms instances share one database. */
export async function readSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<Settings> {
  const g = (await payload.findGlobal({
    slug: 'console-settings',
    depth: 0,
    overrideAccess: true,
    ...(req?.transactionID ? { req } : {}),
  })) as unknown as Stored
  const retention = typeof g.audit_retention_days === 'number' ? g.audit_retention_days : 0
  return {
    reviewRequired: Array.isArray(g.review_required)
      ? (g.review_required as string[])
      : draftsCollections(payload),
    sensitiveWords: splitList(g.sensitive_words),
    letters: {
      mode: g.letters_notice?.mode ?? NOTICE_DEFAULTS.lettersMode,
      recipients: splitList(g.letters_notice?.recipients),
    },
    signups: {
      mode: g.signups_notice?.mode ?? NOTICE_DEFAULTS.signupsMode,
      recipients: splitList(g.signups_notice?.recipients),
    },
    digestHour: typeof g.digest_hour === 'number' ? g.digest_hour : NOTICE_DEFAULTS.digestHour,
    digestSentAt: typeof g.digest_sent_at === 'string' ? g.digest_sent_at : null,
    auditRetentionDays: Math.max(MIN_AUDIT_RETENTION_DAYS, retention),
  }
}
