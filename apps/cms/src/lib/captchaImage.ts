import { randomInt } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/**
 * Captcha images, cheap enough for score-release day (well under 1 ms of CPU each): the glyphs
 * are rasterised once per process (one SVG of every character at several angles, one sharp call),
 * then each image is composed from them in a pixel buffer with random colours, offsets, dots and
 * lines, and encoded as a small PNG with zlib at a fast level. A PNG, not SVG: SVG markup would
 * carry the answer.
 */

export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const W = 120
const H = 40
const CELL_W = 34
const CELL_H = 38
const ANGLES = [-18, -12, -6, 0, 6, 12, 18]
const SIZES = [22, 25, 27]

interface Atlas {
  mask: Buffer
  width: number
}

let atlas: Promise<Atlas> | undefined

/** Every character × angle × size as an alpha mask, in one greyscale strip of cells. */
function loadAtlas(): Promise<Atlas> {
  atlas ??= (async () => {
    const cells: string[] = []
    let i = 0
    for (const ch of CAPTCHA_ALPHABET)
      for (const angle of ANGLES)
        for (const size of SIZES) {
          const x = i * CELL_W + 8
          const y = 28
          cells.push(
            `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#000" transform="rotate(${angle} ${x + 8} ${y - 9})">${ch}</text>`,
          )
          i++
        }
    const width = i * CELL_W
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${CELL_H}">${cells.join('')}</svg>`
    const mask = await sharp(Buffer.from(svg)).extractChannel(3).raw().toBuffer()
    return { mask, width }
  })()
  return atlas
}

const rnd = (min: number, max: number) => randomInt(min, max + 1)

/** HSL (degrees, percent, percent) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const sat = s / 100
  const light = l / 100
  const k = (n: number) => (n + h / 30) % 12
  const a = sat * Math.min(light, 1 - light)
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)))
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)]
}

function blend(px: Buffer, x: number, y: number, [r, g, b]: [number, number, number], alpha: number) {
  if (x < 0 || y < 0 || x >= W || y >= H || alpha <= 0) return
  const o = (y * W + x) * 3
  const a = alpha / 255
  px[o] = Math.round(px[o]! * (1 - a) + r * a)
  px[o + 1] = Math.round(px[o + 1]! * (1 - a) + g * a)
  px[o + 2] = Math.round(px[o + 2]! * (1 - a) + b * a)
}

function line(
  px: Buffer,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  c: [number, number, number],
  width: number,
) {
  const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1)
  for (let s = 0; s <= steps; s++) {
    const x = Math.round(x0 + ((x1 - x0) * s) / steps)
    const y = Math.round(y0 + ((y1 - y0) * s) / steps)
    blend(px, x, y, c, 200)
    if (width > 1) blend(px, x, y + 1, c, 140)
  }
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body) >>> 0)
  return Buffer.concat([len, body, crc])
}

function png(px: Buffer) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(W, 0)
  ihdr.writeUInt32BE(H, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  const raw = Buffer.alloc((W * 3 + 1) * H)
  for (let y = 0; y < H; y++) px.copy(raw, y * (W * 3 + 1) + 1, y * W * 3, (y + 1) * W * 3)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The code on a noisy background, as a PNG data URL. */
export async function renderCaptcha(code: string): Promise<string> {
  const { mask, width } = await loadAtlas()
  const px = Buffer.alloc(W * H * 3)
  for (let i = 0; i < W * H; i++) {
    px[i * 3] = 0xf1
    px[i * 3 + 1] = 0xf5
    px[i * 3 + 2] = 0xfb
  }
  for (let d = 0; d < 40; d++) {
    const c = hsl(rnd(0, 360), 40, 60)
    const x = rnd(0, W - 2)
    const y = rnd(0, H - 2)
    blend(px, x, y, c, 255)
    blend(px, x + 1, y, c, 160)
    blend(px, x, y + 1, c, 160)
  }
  ;[...code].forEach((ch, i) => {
    const cell =
      (CAPTCHA_ALPHABET.indexOf(ch) * ANGLES.length + randomInt(ANGLES.length)) * SIZES.length +
      randomInt(SIZES.length)
    const colour = hsl(rnd(200, 260), 55, rnd(22, 35))
    const ox = 4 + i * 26 + rnd(-3, 3) - 8
    const oy = rnd(-3, 3)
    for (let y = 0; y < CELL_H; y++)
      for (let x = 0; x < CELL_W; x++) {
        const a = mask[y * width + cell * CELL_W + x]!
        if (a) blend(px, ox + x + 8, oy + y, colour, a)
      }
  })
  for (let l = 0; l < 5; l++)
    line(px, rnd(0, W), rnd(0, H), rnd(0, W), rnd(0, H), hsl(rnd(0, 360), 45, 55), rnd(1, 2))
  return `data:image/png;base64,${png(px).toString('base64')}`
}
