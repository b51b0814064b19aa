/**
 * JavaScript of a first load (not part of `npm test`):
 *   npx tsx bench/js-size.ts [--site=http://127.0.0.1:3000] [path …]
 *
 * Needs the site and cms running (`npm run demo`, or a production start). Opens each page in
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with an empty cache, waits until the
 * network is quiet, and sums the scripts the page loaded as they came over the wire (gzip) and
 * unpacked. Lists the largest, and whether a zod chunk was among them. Target for `/`: ≤ 190 KB
 * gzip.
 */
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const SITE = (args.find((a) => a.startsWith('--site='))?.slice(7) ?? 'http://127.0.0.1:3000').replace(
  /\/+$/,
  '',
)
const paths = args.filter((a) => !a.startsWith('--'))
const TARGET_KB = 190

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
let missed = false
try {
  for (const path of paths.length ? paths : ['/', '/news/1', '/educationalFormat/openEducation/login']) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const scripts: { url: string; wire: number; raw: number; zod: boolean }[] = []
    const pending: Promise<void>[] = []
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return
      pending.push(
        (async () => {
          const [sizes, body] = await Promise.all([res.request().sizes(), res.body()])
          const text = body.toString('utf8')
          scripts.push({
            url: new URL(res.url()).pathname,
            wire: sizes.responseBodySize,
            raw: body.length,
            // zod's own error text and its JIT probe, which survive minification.
            zod: text.includes('Invalid input') && text.includes('jitless'),
          })
        })(),
      )
    })
    await page.goto(`${SITE}${path}`, { waitUntil: 'load', timeout: 120_000 })
    // Then whatever the page fetches once loaded (hydration, prefetches of its links).
    await page.waitForLoadState('networkidle', { timeout: 120_000 })
    await Promise.all(pending)
    const wire = scripts.reduce((s, x) => s + x.wire, 0)
    const raw = scripts.reduce((s, x) => s + x.raw, 0)
    const zod = scripts.filter((s) => s.zod)
    const over = path === '/' && wire > TARGET_KB * 1024
    if (over) missed = true
    console.log(
      `${path}: ${scripts.length} scripts, ${kb(wire)} gzip (${kb(raw)} unpacked)` +
        (path === '/' ? (over ? `  > ${TARGET_KB} KB MISSED` : `  ≤ ${TARGET_KB} KB ok`) : '') +
        (zod.length ? `  zod in ${zod.map((z) => z.url).join(', ')}` : '  no zod'),
    )
    for (const s of scripts.sort((a, b) => b.wire - a.wire).slice(0, 6))
      console.log(`    ${kb(s.wire).padStart(9)}  ${s.url}`)
    await context.close()
  }
} finally {
  await browser.close()
}
process.exitCode = missed ? 1 : 0
