import ExcelJS from 'exceljs'
import { BoundsError, checkCsvBounds, checkXlsxBounds } from './bounds'

/** A spreadsheet as header-keyed rows; `line` is the row number a person sees in Excel. */
export interface Sheet {
  headers: string[]
  rows: { line: number; values: Record<string, string> }[]
}

export class SheetError extends Error {}

/** Spreadsheets saved by Excel in China are often GBK, not UTF-8; try UTF-8 strictly first. */
function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    return new TextDecoder('gbk').decode(bytes)
  }
}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += ch
  }
  if (field || row.length) {
    row.push(field)
    rows.push(row)
  }
  return rows
}

async function parseXlsx(bytes: Uint8Array): Promise<string[][]> {
  const book = new ExcelJS.Workbook()
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new SheetError('无法读取该 Excel 文件，请使用模板另存为 .xlsx 后重试')
  }
  const sheet = book.worksheets[0]
  if (!sheet) throw new SheetError('文件中没有工作表')
  const out: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1)
    out.push(
      values.map((v) => {
        if (v == null) return ''
        if (typeof v === 'object' && 'text' in (v as object)) return String((v as { text: unknown }).text)
        if (typeof v === 'object' && 'result' in (v as object))
          return String((v as { result: unknown }).result)
        return String(v)
      }),
    )
  })
  return out
}

/** Bounds first (imports/bounds.ts): a zip bomb or a million rows is refused before parsing. */
function bounded<T>(check: () => T): T {
  try {
    return check()
  } catch (e) {
    if (e instanceof BoundsError) throw new SheetError(e.message)
    throw e
  }
}

export async function readSheet(name: string, bytes: Uint8Array): Promise<Sheet> {
  const lower = name.toLowerCase()
  let grid: string[][]
  if (lower.endsWith('.xlsx')) {
    bounded(() => checkXlsxBounds(bytes))
    grid = await parseXlsx(bytes)
  } else if (lower.endsWith('.csv')) {
    const text = decode(bytes)
    bounded(() => checkCsvBounds(text))
    grid = parseCsv(text)
  } else throw new SheetError('只支持 .xlsx 或 .csv 文件')
  const [head, ...body] = grid
  if (!head) throw new SheetError('文件是空的')
  const headers = head.map((h) => h.trim())
  const rows = body
    .map((cells, i) => ({
      line: i + 2,
      values: Object.fromEntries(headers.map((h, j) => [h, (cells[j] ?? '').trim()])),
    }))
    .filter((r) => Object.values(r.values).some(Boolean))
  return { headers, rows }
}

/** A template with the given headers and example rows, as .xlsx or .csv (UTF-8 with BOM for Excel). */
/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, or a tab or CR before one)
 * gets a leading apostrophe: free text a visitor typed must stay text in the office's spreadsheet.
 */
export const neutralizeCell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s)

export async function writeSheet(
  format: 'xlsx' | 'csv',
  headers: string[],
  cells: string[][],
): Promise<Uint8Array> {
  const rows = cells.map((r) => r.map(neutralizeCell))
  if (format === 'csv') {
    const esc = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s)
    const text = [headers, ...rows].map((r) => r.map(esc).join(',')).join('\r\n')
    return new TextEncoder().encode(`\uFEFF${text}\r\n`)
  }
  const book = new ExcelJS.Workbook()
  const sheet = book.addWorksheet('Sheet1')
  sheet.addRow(headers).font = { bold: true }
  for (const r of rows) sheet.addRow(r)
  sheet.columns.forEach((c) => (c.width = 16))
  return new Uint8Array(await book.xlsx.writeBuffer())
}

/** A spreadsheet as a download named `name` (Chinese names survive through RFC 5987 encoding). */
export function sheetResponse(format: 'xlsx' | 'csv', name: string, body: Uint8Array): Response {
  return new Response(body as BodyInit, {
    headers: {
      'content-type':
        format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}.${format}`,
      'cache-control': 'no-store',
    },
  })
}
