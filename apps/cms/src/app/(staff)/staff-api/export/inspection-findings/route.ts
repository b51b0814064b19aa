import { FINDING_KINDS, SEVERITIES } from '@/inspection/collections'
import { labelMap } from '@/lib/labels'
import { sheetResponse, writeSheet } from '@/imports/table'
import { staffOnly } from '@/app/(staff)/staff'
import { findListed, shanghaiTime } from '@/app/(staff)/listExport'

const HEADERS = ['类型', '程度', '问题', '页面', '站点', '对象', '位置', '最后编辑人', '首次发现', '巡检']
const KIND_LABEL: Record<string, string> = labelMap(FINDING_KINDS)
const SEVERITY_LABEL: Record<string, string> = labelMap(SEVERITIES)
const when = (iso?: string | null) => (iso ? shanghaiTime(iso) : '')

/** The inspection findings as .xlsx (or .csv), filtered as the console's list is (`where`, `search`). */
export async function GET(request: Request) {
  const { payload, user, denied } = await staffOnly(
    request,
    'editor',
    'reviewer',
    'admissions',
    'academic',
    'mailbox',
  )
  if (denied) return denied
  const { docs, format, invalid } = await findListed(request, payload, user, {
    collection: 'inspection-findings',
    searched: ['message', 'url', 'target'],
    depth: 1,
    limit: 20_000,
  })
  if (invalid) return invalid
  const rows = docs.map((d) => {
    const editor = d.editor && typeof d.editor === 'object' ? (d.editor.name ?? d.editor.email) : ''
    const run = d.run && typeof d.run === 'object' ? (d.run.title ?? '') : String(d.run ?? '')
    const site = d.site && typeof d.site === 'object' ? d.site.short_name || d.site.name : ''
    return [
      KIND_LABEL[d.kind] ?? d.kind,
      (d.severity && SEVERITY_LABEL[d.severity]) ?? '',
      d.message,
      d.url ?? '',
      site ?? '',
      d.target ?? '',
      d.element ?? '',
      editor ?? '',
      when(d.first_seen),
      run,
    ]
  })
  const body = await writeSheet(format, HEADERS, rows)
  return sheetResponse(format, `巡检问题-${new Date().toISOString().slice(0, 10)}`, body)
}
