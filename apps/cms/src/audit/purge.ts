import type { TaskConfig } from 'payload'
import { readSettings } from '@/lib/settings'
import { audit } from './record'

const DAY = 86_400_000

/**
 * Removes audit entries older than the retention period (console settings, at least 180 days).
 * Runs nightly on the `maintenance` queue; the purge itself is logged.
 */
export const purgeAuditLogTask: TaskConfig<{ input: object; output: { deleted: number; before: string } }> = {
  slug: 'purgeAuditLog',
  label: '清理过期审计日志',
  schedule: [{ cron: '30 3 * * *', queue: 'maintenance' }],
  retries: 2,
  outputSchema: [
    { name: 'deleted', type: 'number', required: true },
    { name: 'before', type: 'text', required: true },
  ],
  handler: async ({ req }) => {
    const { payload } = req
    const { auditRetentionDays } = await readSettings(payload)
    const before = new Date(Date.now() - auditRetentionDays * DAY).toISOString()
    const where = { createdAt: { less_than: before } }
    const { totalDocs } = await payload.count({ collection: 'audit-logs', where, overrideAccess: true })
    // Straight to the database: the collection's own hooks refuse every delete, by design.
    if (totalDocs) await payload.db.deleteMany({ collection: 'audit-logs', where })
    await audit(payload, {
      action: 'purge',
      summary: `按保留期 ${auditRetentionDays} 天清理了 ${totalDocs} 条 ${before.slice(0, 10)} 之前的日志`,
    })
    return { output: { deleted: totalDocs, before } }
  },
}
