'use client'
import { useAuth } from '@payloadcms/ui'
import { usePathname, useSearchParams } from 'next/navigation'
import { FINDING_KINDS } from '@/inspection/collections'
import '../admin.scss'

const MINE = 'where[editor][equals]'
const KIND = 'where[kind][equals]'

/** 「只看我的」 and one chip per kind above the findings list, plus the Excel export of what is shown. */
export function FindingsFilter() {
  const path = usePathname()
  const params = useSearchParams()
  const { user } = useAuth()
  const mine = params.get(MINE)
  const kind = params.get(KIND) ?? ''
  const link = (next: Record<string, string | null>) => {
    const q = new URLSearchParams()
    const merged = { [MINE]: mine, [KIND]: kind || null, ...next }
    for (const [k, v] of Object.entries(merged)) if (v) q.set(k, v)
    const s = q.toString()
    return s ? `${path}?${s}` : path
  }
  const exportQuery = new URLSearchParams()
  params.forEach((v, k) => {
    if (k.startsWith('where') || k === 'search') exportQuery.set(k, v)
  })
  return (
    <div>
      <nav className="ou-review-filter" aria-label="筛选巡检问题">
        <a
          href={link({ [MINE]: mine ? null : String(user?.id ?? '') })}
          aria-current={mine ? 'page' : undefined}
        >
          只看我的
        </a>
        <a href={link({ [KIND]: null })} aria-current={kind === '' ? 'page' : undefined}>
          全部类型
        </a>
        {FINDING_KINDS.map((k) => (
          <a
            key={k.value}
            href={link({ [KIND]: k.value })}
            aria-current={kind === k.value ? 'page' : undefined}
          >
            {k.label}
          </a>
        ))}
        <a href={`/staff-api/export/inspection-findings?${exportQuery}`}>导出 Excel</a>
      </nav>
    </div>
  )
}
