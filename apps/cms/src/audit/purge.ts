import { deleteCounted } from '@/lib/purge'
import { readSettings } from '@/lib/settings'
import { maintenanceTask } from '@/lib/tasks'
import { audit } from './record'

const DAY = 86_400_000

/**
 * Removes audit entries older than the retention period (console settings, at least 180 days).
 * Runs nightly on the `maintenance` queue; the purge itself is logged.
 */
export const purgeAuditLogTask = maintenanceTask<{
  input: object
  output: { deleted: number; before: string }
}>(
  '30 3 * * *',
  { deleted: 'number', before: 'text' },
  {
    slug: 'purgeAuditLog',
    label: '清理过期审计日志',
    retries: 2,
    handler: async ({ req }) => {
      const { payload } = req
      const { auditRetentionDays } = await readSettings(payload)
      const before = new Date(Date.now() - auditRetentionDays * DAY).toISOString()
      // Straight to the database: the collection's own hooks refuse every delete, by design.
      const totalDocs = await deleteCounted(payload, 'audit-logs', { createdAt: { less_than: before } })
      await audit(payload, {
        action: 'purge',
        summary: `按保留期 ${auditRetentionDays} 天清理了 ${totalDocs} 条 ${before.slice(0, 10)} 之前的日志`,
      })
      return { output: { deleted: totalDocs, before } }
    },
  },
)
