import { inflateRawSync } from 'node:zlib'

/**
 * Bounds of a spreadsheet import, checked before the spreadsheet is parsed (docs/security.md,
 * "Imports"): an .xlsx is a zip, and a small one can expand to gigabytes or hold a million rows.
 */
export const IMPORT_BOUNDS = {
  /** Data rows of one import (the 50,000-row score import of the tests fits twice). */
  maxRows: 100_000,
  /** What all entries of an .xlsx may expand to together. */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Entries of an .xlsx (a workbook from Excel has a few dozen). */
  maxEntries: 2_000,
}

export class BoundsError extends Error {}

const tooManyRows = () =>
  new BoundsError(
    `表格行数过多：一次最多导入 ${IMPORT_BOUNDS.maxRows.toLocaleString('en-US')} 行，请拆分后分批导入`,
  )
const tooLarge = () =>
  new BoundsError(
    `Excel 文件解压后过大（超过 ${IMPORT_BOUNDS.maxUnpackedBytes / 1024 / 1024} MB），请检查文件或拆分后导入`,
  )
const broken = () => new BoundsError('无法读取该 Excel 文件，请使用模板另存为 .xlsx 后重试')

/** Occurrences of `<row` followed by a space or `>` (a worksheet's rows). */
function countRows(xml: Buffer): number {
  let n = 0
  for (let i = xml.indexOf('<row'); i >= 0; i = xml.indexOf('<row', i + 4)) {
    const next = xml[i + 4]
    if (next === 0x20 || next === 0x3e || next === 0x09 || next === 0x0a || next === 0x0d) n++
  }
  return n
}

/**
 * Reads an .xlsx's zip directory and inflates every entry with an output cap, so neither the
 * declared sizes (which a crafted file can fake) nor the real ones can exceed the bounds; counts
 * the rows of each worksheet. Throws `BoundsError` with a message for the uploader.
 */
export function checkXlsxBounds(bytes: Uint8Array): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  // End of central directory: 22 bytes plus a comment of up to 65,535.
  let eocd = -1
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw broken()
  const entries = buf.readUInt16LE(eocd + 10)
  let at = buf.readUInt32LE(eocd + 16)
  if (entries === 0xffff || at === 0xffffffff) throw tooLarge() // zip64: never needed below 20 MB
  if (entries > IMPORT_BOUNDS.maxEntries) throw tooLarge()
  let unpacked = 0
  for (let e = 0; e < entries; e++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw broken()
    const method = buf.readUInt16LE(at + 10)
    const compressed = buf.readUInt32LE(at + 20)
    const nameLength = buf.readUInt16LE(at + 28)
    const extraLength = buf.readUInt16LE(at + 30)
    const commentLength = buf.readUInt16LE(at + 32)
    const local = buf.readUInt32LE(at + 42)
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    at += 46 + nameLength + extraLength + commentLength
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw broken()
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const data = buf.subarray(start, start + compressed)
    if (data.length !== compressed) throw broken()
    const budget = IMPORT_BOUNDS.maxUnpackedBytes - unpacked
    let content: Buffer
    if (method === 0) content = data
    else if (method === 8) {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, budget) })
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError)
          throw tooLarge()
        throw broken()
      }
    } else throw broken()
    unpacked += content.length
    if (unpacked > IMPORT_BOUNDS.maxUnpackedBytes) throw tooLarge()
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(name) && countRows(content) > IMPORT_BOUNDS.maxRows + 1)
      throw tooManyRows()
  }
}

/** Lines of a CSV text, counted before it is split into cells. */
export function checkCsvBounds(text: string): void {
  let lines = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
    if (++lines > IMPORT_BOUNDS.maxRows + 1) throw tooManyRows()
}
