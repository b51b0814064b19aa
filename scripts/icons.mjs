// Renders the site's icons from apps/site/public/logo.svg: favicon.ico, the apple-touch icon and
// the web manifest's icons. Run after changing the logo: node scripts/icons.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
// sharp is a dependency of the cms workspace.
const sharp = createRequire(import.meta.url)('sharp')
process.chdir(path.join(import.meta.dirname, '../apps/site'))
const svg = readFileSync('public/logo.svg')
const png = (size) => sharp(svg, { density: 384 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer()
writeFileSync('src/app/apple-icon.png', await png(180))
writeFileSync('public/icon-192.png', await png(192))
writeFileSync('public/icon-512.png', await png(512))
// favicon.ico: one 32×32 PNG inside an ICO container (ICONDIR + ICONDIRENTRY + image).
const img = await png(32)
const head = Buffer.alloc(22)
head.writeUInt16LE(0, 0)
head.writeUInt16LE(1, 2)
head.writeUInt16LE(1, 4)
head.writeUInt8(32, 6)
head.writeUInt8(32, 7)
head.writeUInt8(0, 8)
head.writeUInt8(0, 9)
head.writeUInt16LE(1, 10)
head.writeUInt16LE(32, 12)
head.writeUInt32LE(img.length, 14)
head.writeUInt32LE(22, 18)
writeFileSync('src/app/favicon.ico', Buffer.concat([head, img]))
