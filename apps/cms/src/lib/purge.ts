import type { CollectionSlug, Payload, Where } from 'payload'
import { maintenanceTask } from './tasks'

const HOUR = 3_600_000
/** Failed-attempt rows older than this count towards no limit any more (the longest rule is a day). */
const ATTEMPT_KEEP_MS = 24 * HOUR

/**
 * Deletes what only served for a while: expired captchas, attempt records older than any rate
 * limit looks back, and expired student sessions. Hourly on the `maintenance` queue, so that
 * anonymous traffic cannot grow these tables without bound.
 */
export const purgeExpiredTask = maintenanceTask<{
  input: object
  output: { captchas: number; attempts: number; sessions: number }
}>(
  '17 * * * *',
  { captchas: 'number', attempts: 'number', sessions: 'number' },
  {
    slug: 'purgeExpired',
    label: '清理过期验证码、登录尝试与学生会话',
    retries: 2,
    handler: async ({ req }) => ({ output: await purgeExpired(req.payload) }),
  },
)

/**
 * Deletes the matching rows straight in the database (no hooks, no access: server housekeeping)
 * and answers how many there were.
 */
export async function deleteCounted(payload: Payload, collection: CollectionSlug, where: Where) {
  const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
  if (totalDocs) await payload.db.deleteMany({ collection, where })
  return totalDocs
}

export async function purgeExpired(payload: Payload) {
  const now = new Date().toISOString()
  const remove = (collection: 'captchas' | 'attempts' | 'student-sessions', where: Where) =>
    deleteCounted(payload, collection, where)
  return {
    captchas: await remove('captchas', { expires_at: { less_than: now } }),
    attempts: await remove('attempts', {
      at: { less_than: new Date(Date.now() - ATTEMPT_KEEP_MS).toISOString() },
    }),
    sessions: await remove('student-sessions', { expires_at: { less_than: now } }),
  }
}
