'use client'
import { useSearchParams } from 'next/navigation'
import { ExportLinks } from '../ExportLinks'
import '../admin.scss'

/** Export of the audit log as it is filtered in the list above (its `where` and `search`). */
export function AuditExport() {
  const params = useSearchParams()
  const href = (format: string) => {
    const q = new URLSearchParams({ format })
    for (const [k, v] of params.entries()) if (k === 'search' || k.startsWith('where')) q.append(k, v)
    return `/staff-api/export/audit-logs?${q}`
  }
  return (
    <section className="ou-import" aria-labelledby="ou-audit-export">
      <h2 id="ou-audit-export">导出审计日志</h2>
      <p className="ou-import__hint">按当前的搜索和筛选条件导出；日志只能查看和导出，不能修改或删除。</p>
      <div className="ou-import__row">
        <ExportLinks href={href} />
      </div>
    </section>
  )
}
