import { COLUMNS, type ImportKind } from '@/imports/run'
import { sheetResponse, writeSheet } from '@/imports/table'
import { staffOnly } from '@/lib/staff'

type Params = { params: Promise<{ kind: string }> }
const NAMES: Record<ImportKind, string> = { scores: '成绩导入模板', students: '学生导入模板' }

export async function GET(request: Request, { params }: Params) {
  const { kind } = await params
  if (kind !== 'scores' && kind !== 'students')
    return Response.json({ message: '未知的导入类型' }, { status: 404 })
  const { denied } = await staffOnly(request, 'academic')
  if (denied) return denied
  const format = new URL(request.url).searchParams.get('format') === 'csv' ? 'csv' : 'xlsx'
  const columns = COLUMNS[kind]
  const rows = columns[0]!.example.map((_, i) => columns.map((c) => c.example[i] ?? ''))
  const body = await writeSheet(
    format,
    columns.map((c) => c.name),
    rows,
  )
  return sheetResponse(format, NAMES[kind], body)
}
