import { COLUMNS, IMPORT_KINDS, IMPORT_LABEL, type ImportKind } from '@/imports/run'
import { sheetResponse, writeSheet } from '@/imports/table'
import { IMPORTERS } from '@/imports/access'
import { staffOnly } from '@/app/(staff)/staff'

type Params = { params: Promise<{ kind: string }> }

export async function GET(request: Request, { params }: Params) {
  const { kind } = await params
  if (!IMPORT_KINDS.includes(kind as ImportKind))
    return Response.json({ message: '未知的导入类型' }, { status: 404 })
  const { denied } = await staffOnly(request, ...IMPORTERS[kind as ImportKind])
  if (denied) return denied
  const format = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'xlsx'
  const columns = COLUMNS[kind as ImportKind]
  const rows = columns[0]!.example.map((_, i) => columns.map((c) => c.example[i] ?? ''))
  const body = await writeSheet(
    format,
    columns.map((c) => c.name),
    rows,
  )
  return sheetResponse(format, `${IMPORT_LABEL[kind as ImportKind]}导入模板`, body)
}
