import type { Where } from 'payload'
import { parse } from 'qs-esm'
import { FINDING_KINDS } from '@/inspection/collections'
import { sheetResponse, writeSheet } from '@/imports/table'
import { staffOnly } from '@/app/(staff)/staff'

const HEADERS = ['类型', '程度', '问题', '页面', '对象', '位置', '最后编辑人', '首次发现', '巡检']
const KIND_LABEL = Object.fromEntries(FINDING_KINDS.map((k) => [k.value, k.label]))
const when = (iso?: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : ''

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
  const query = parse(new URL(request.url).search.slice(1), { depth: 10 }) as {
    where?: Where
    search?: string
    format?: string
  }
  const and: Where[] = []
  if (query.where && typeof query.where === 'object') and.push(query.where)
  if (typeof query.search === 'string' && query.search.trim())
    and.push({ or: ['message', 'url', 'target'].map((f) => ({ [f]: { like: query.search!.trim() } })) })
  let docs
  try {
    docs = (
      await payload.find({
        collection: 'inspection-findings',
        where: and.length ? { and } : undefined,
        sort: '-createdAt',
        limit: 20_000,
        depth: 1,
        overrideAccess: false,
        user,
      })
    ).docs
  } catch {
    return Response.json({ message: '筛选条件无效' }, { status: 400 })
  }
  const format = query.format === 'csv' ? 'csv' : 'xlsx'
  const rows = docs.map((d) => {
    const editor = d.editor && typeof d.editor === 'object' ? (d.editor.name ?? d.editor.email) : ''
    const run = d.run && typeof d.run === 'object' ? (d.run.title ?? '') : String(d.run ?? '')
    return [
      KIND_LABEL[d.kind] ?? d.kind,
      d.severity === 'serious' ? '严重' : d.severity === 'normal' ? '一般' : '',
      d.message,
      d.url ?? '',
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
