import { constants, crc32, deflateRawSync, createDeflateRaw } from 'node:zlib'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, staffLogin } from '../../lib/api'

/**
 * Spreadsheet imports are bounded (docs/security.md, "Imports"): a zip bomb or a million rows is
 * refused with a message before the cms parses it.
 */
const academic = DEMO_STAFF.find((s) => s.roles.includes('academic'))!

/** A zip of the given entries (already deflated), as an .xlsx is one. */
function zip(entries: { name: string; deflated: Buffer; size: number; crc: number }[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name)
    // Both headers carry, from the compression method on, the same fields in the same layout.
    const header = (size: number, signature: number, method: number) => {
      const h = Buffer.alloc(size)
      h.writeUInt32LE(signature, 0)
      h.writeUInt16LE(20, 4) // version needed (central: version made by)
      h.writeUInt16LE(8, method) // deflate
      h.writeUInt32LE(e.crc >>> 0, method + 6)
      h.writeUInt32LE(e.deflated.length, method + 10)
      h.writeUInt32LE(e.size >>> 0, method + 14)
      h.writeUInt16LE(name.length, method + 18)
      return h
    }
    const local = header(30, 0x04034b50, 8)
    const central = header(46, 0x02014b50, 10)
    central.writeUInt16LE(20, 6)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, e.deflated)
    centrals.push(central, name)
    offset += 30 + name.length + e.deflated.length
  }
  const cd = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(cd.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, cd, end])
}

const entry = (name: string, text: string) => {
  const data = Buffer.from(text)
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) }
}

/** Deflates `total` bytes made of `chunk` repeated, without holding them in memory. */
async function deflateRepeated(chunk: Buffer, total: number): Promise<{ deflated: Buffer; crc: number }> {
  const out: Buffer[] = []
  const z = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION })
  z.on('data', (c: Buffer) => out.push(c))
  const done = new Promise((resolve) => z.on('end', resolve))
  let crc = 0
  for (let written = 0; written < total; written += chunk.length) {
    crc = crc32(chunk, crc)
    if (!z.write(chunk)) await new Promise((r) => z.once('drain', r))
  }
  z.end()
  await done
  return { deflated: Buffer.concat(out), crc }
}

const SKELETON = [
  entry(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/></Types>',
  ),
  entry(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets><sheet name="Sheet1" sheetId="1"/></sheets></workbook>',
  ),
]

async function upload(request: APIRequestContext, token: string, name: string, body: Buffer) {
  const res = await request.post(`${CMS_URL}/staff-api/import/scores`, {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name, mimeType: 'application/octet-stream', buffer: body },
      edu_type: 'adultEducation',
      dry_run: '1',
    },
    timeout: 60_000,
  })
  return { status: res.status(), body: (await res.json()) as { message?: string } }
}

test('a zip bomb and a million rows are refused before parsing', async ({ request }) => {
  test.setTimeout(120_000)
  const token = await staffLogin(request, academic.email, academic.password)

  // 1 GiB of one repeated row, packed into about a megabyte.
  const GiB = 1024 * 1024 * 1024
  const filler = Buffer.alloc(1024 * 1024, ' ')
  const bomb = await deflateRepeated(filler, GiB)
  expect(bomb.deflated.length).toBeLessThan(5 * 1024 * 1024)
  const started = Date.now()
  const bombed = await upload(
    request,
    token,
    'bomb.xlsx',
    zip([
      ...SKELETON,
      { name: 'xl/worksheets/sheet1.xml', deflated: bomb.deflated, size: GiB, crc: bomb.crc },
    ]),
  )
  expect(bombed.status).toBe(422)
  expect(bombed.body.message).toContain('解压后过大')
  expect(Date.now() - started).toBeLessThan(30_000)

  // A million rows in a small .xlsx.
  const rows: string[] = []
  for (let i = 1; i <= 1_000_000; i++) rows.push(`<row r="${i}"><c r="A${i}"><v>${i}</v></c></row>`)
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join('')}</sheetData></worksheet>`
  const manyXlsx = await upload(
    request,
    token,
    'rows.xlsx',
    zip([...SKELETON, entry('xl/worksheets/sheet1.xml', sheet)]),
  )
  expect(manyXlsx.status).toBe(422)
  expect(manyXlsx.body.message).toContain('行数过多')

  // A million rows of CSV.
  const csv = Buffer.from(`学号,学年\n${'1,2026\n'.repeat(1_000_000)}`)
  const manyCsv = await upload(request, token, 'rows.csv', csv)
  expect(manyCsv.status).toBe(422)
  expect(manyCsv.body.message).toContain('行数过多')

  // The cms is still answering.
  expect((await request.get(`${CMS_URL}/api/system.Health/check`)).status()).toBeLessThan(500)
})
