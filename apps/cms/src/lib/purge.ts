import type { Payload, TaskConfig, Where } from 'payload'

const HOUR = 3_600_000
/** Failed-attempt rows older than this count towards no limit any more (the longest rule is a day). */
const ATTEMPT_KEEP_MS = 24 * HOUR

/**
 * Deletes what only served for a while: expired captchas, attempt records older than any rate
 * limit looks back, and expired student sessions. Hourly on the `maintenance` queue, so that
 * anonymous traffic cannot grow these tables without bound.
 */
export const purgeExpiredTask: TaskConfig<{
  input: object
  output: { captchas: number; attempts: number; sessions: number }
}> = {
  slug: 'purgeExpired',
  label: '清理过期验证码、登录尝试与学生会话',
  schedule: [{ cron: '17 * * * *', queue: 'maintenance' }],
  retries: 2,
  outputSchema: [
    { name: 'captchas', type: 'number', required: true },
    { name: 'attempts', type: 'number', required: true },
    { name: 'sessions', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await purgeExpired(req.payload) }),
}

export async function purgeExpired(payload: Payload) {
  const now = new Date().toISOString()
  const remove = async (collection: 'captchas' | 'attempts' | 'student-sessions', where: Where) => {
    const { totalDocs } = await payload.count({ collection, where, overrideAccess: true })
    if (totalDocs) await payload.db.deleteMany({ collection, where })
    return totalDocs
  }
  return {
    captchas: await remove('captchas', { expires_at: { less_than: now } }),
    attempts: await remove('attempts', {
      at: { less_than: new Date(Date.now() - ATTEMPT_KEEP_MS).toISOString() },
    }),
    sessions: await remove('student-sessions', { expires_at: { less_than: now } }),
  }
}
