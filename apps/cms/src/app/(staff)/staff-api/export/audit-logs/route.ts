import { AUDIT_ACTION_LABEL, type AuditAction } from '@/audit/actions'
import { clientAddress } from '@/lib/requestAddress'
import { audit } from '@/audit/record'
import { sheetResponse, writeSheet } from '@/imports/table'
import { staffOnly } from '@/app/(staff)/staff'
import { findListed, shanghaiTime } from '@/app/(staff)/listExport'

const HEADERS = ['时间', '操作', '操作人', '来源地址', '对象类型', '对象', '对象编号', '摘要']
const SEARCHED = ['actor', 'target_title', 'summary', 'ip']

/**
 * The audit log as .xlsx or .csv, for administrators, filtered as the console's list is: the
 * list's own `where` and `search` query parameters are passed through.
 */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(request)
  if (denied) return denied
  const { docs, format, invalid } = await findListed(request, payload, user, {
    collection: 'audit-logs',
    searched: SEARCHED,
    depth: 0,
  })
  if (invalid) return invalid
  const rows = docs.map((d) => [
    shanghaiTime(d.createdAt),
    AUDIT_ACTION_LABEL[d.action as AuditAction] ?? d.action,
    d.actor ?? '',
    d.ip ?? '',
    d.target_label ?? '',
    d.target_title ?? '',
    d.target_id ?? '',
    d.summary ?? '',
  ])
  const body = await writeSheet(format, HEADERS, rows)
  await audit(payload, {
    action: 'export',
    user,
    ip: clientAddress(request.headers),
    target: { collection: 'audit-logs', label: '审计日志' },
    summary: `导出审计日志 ${rows.length} 条（${format.toUpperCase()}）`,
  })
  return sheetResponse(format, `审计日志-${new Date().toISOString().slice(0, 10)}`, body)
}
