import assert from 'node:assert/strict'
import { test } from 'node:test'
import { crc32, deflateRawSync } from 'node:zlib'
import { BoundsError, checkCsvBounds, checkXlsxBounds, IMPORT_BOUNDS } from './bounds'

/** A one-entry zip (deflated), as the smallest .xlsx-like file. */
function zipOf(name: string, content: Buffer, declaredSize = content.length) {
  const deflated = deflateRawSync(content)
  const n = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(crc32(content) >>> 0, 14)
  local.writeUInt32LE(deflated.length, 18)
  local.writeUInt32LE(declaredSize, 22)
  local.writeUInt16LE(n.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(deflated.length, 20)
  central.writeUInt32LE(declaredSize, 24)
  central.writeUInt16LE(n.length, 28)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(46 + n.length, 12)
  end.writeUInt32LE(30 + n.length + deflated.length, 16)
  return Buffer.concat([local, n, deflated, central, n, end])
}

test('an entry that inflates past the cap is refused, whatever the directory declares', () => {
  const saved = IMPORT_BOUNDS.maxUnpackedBytes
  IMPORT_BOUNDS.maxUnpackedBytes = 1024 * 1024
  try {
    const bomb = zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(4 * 1024 * 1024, ' '), 10)
    assert.throws(
      () => checkXlsxBounds(bomb),
      (e) => e instanceof BoundsError && /解压后过大/.test(e.message),
    )
    checkXlsxBounds(zipOf('xl/worksheets/sheet1.xml', Buffer.alloc(1000, ' ')))
  } finally {
    IMPORT_BOUNDS.maxUnpackedBytes = saved
  }
})

test('worksheet rows and CSV lines are counted before parsing', () => {
  const rows = (n: number) => Buffer.from(`<sheetData>${'<row r="1"><c/></row>'.repeat(n)}</sheetData>`)
  checkXlsxBounds(zipOf('xl/worksheets/sheet1.xml', rows(IMPORT_BOUNDS.maxRows)))
  assert.throws(
    () => checkXlsxBounds(zipOf('xl/worksheets/sheet1.xml', rows(IMPORT_BOUNDS.maxRows + 2))),
    /行数过多/,
  )
  checkCsvBounds('a\n'.repeat(IMPORT_BOUNDS.maxRows))
  assert.throws(() => checkCsvBounds('a\n'.repeat(IMPORT_BOUNDS.maxRows + 2)), /行数过多/)
  assert.throws(() => checkXlsxBounds(Buffer.from('not a zip')), /无法读取/)
})
