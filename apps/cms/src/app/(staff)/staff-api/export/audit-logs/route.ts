import type { Where } from 'payload'
import { parse } from 'qs-esm'
import { AUDIT_ACTION_LABEL, type AuditAction } from '@/audit/actions'
import { clientAddress } from '@/lib/requestAddress'
import { audit } from '@/audit/record'
import { sheetResponse, writeSheet } from '@/imports/table'
import { staffOnly } from '@/app/(staff)/staff'

const HEADERS = ['时间', '操作', '操作人', '来源地址', '对象类型', '对象', '对象编号', '摘要']
const SEARCHED = ['actor', 'target_title', 'summary', 'ip']

/**
 * The audit log as .xlsx or .csv, for administrators, filtered as the console's list is: the
 * list's own `where` and `search` query parameters are passed through.
 */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(request)
  if (denied) return denied
  const query = parse(new URL(request.url).search.slice(1), { depth: 10 }) as {
    where?: Where
    search?: string
    format?: string
  }
  const and: Where[] = []
  if (query.where && typeof query.where === 'object') and.push(query.where)
  if (typeof query.search === 'string' && query.search.trim())
    and.push({ or: SEARCHED.map((f) => ({ [f]: { like: query.search!.trim() } })) })
  let docs
  try {
    docs = (
      await payload.find({
        collection: 'audit-logs',
        where: and.length ? { and } : undefined,
        sort: '-createdAt',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        user,
      })
    ).docs
  } catch {
    return Response.json({ message: '筛选条件无效' }, { status: 400 })
  }
  const format = query.format === 'csv' ? 'csv' : 'xlsx'
  const rows = docs.map((d) => [
    new Date(d.createdAt).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }),
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
