import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

/**
 * A PNG of the given size, built without an image library: 8-bit greyscale of one `shade` (its
 * first pixel `mark`, so two files can differ), or RGB noise.
 */
export function png(
  width: number,
  height: number,
  { noise = false, shade = 0, mark }: { noise?: boolean; shade?: number; mark?: number } = {},
): Buffer {
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(body.length)
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed) >>> 0)
    return Buffer.concat([len, typed, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = noise ? 2 : 0
  const rowBytes = 1 + width * (noise ? 3 : 1)
  const raw = noise ? randomBytes(rowBytes * height) : Buffer.alloc(rowBytes * height, shade)
  // Filter type 0 (none) at the start of every row.
  for (let row = 0; row < height; row++) raw[row * rowBytes] = 0
  if (!noise) raw[1] = mark ?? shade
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

let made = 0
/** A small PNG no other call of this run has made (so each upload is its own file). */
export const uniquePng = () => {
  const n = Date.now() + ++made * 7919
  return png(8, 8, { shade: n % 256, mark: Math.floor(n / 256) % 256 })
}
