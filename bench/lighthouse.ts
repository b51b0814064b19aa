/**
 * Lighthouse, mobile, on the pages a visitor lands on (not part of `npm test`):
 *   npx tsx bench/lighthouse.ts [--site=http://127.0.0.1:3000] [--runs=1] [path …]
 *
 * Needs the site and cms running with demo content (`npm run demo`, or a production start) and
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints performance, accessibility,
 * best practices and SEO per page, and the median of --runs runs for performance.
 * Targets: performance ≥ 95, the other three 100.
 *
 * The baseline, audited first in the same browser: a bare Next.js page (bench/bare: a heading and
 * a paragraph, built by this repository's Next.js and served by `next start`). What the machine
 * scores for a page that does nothing is the ceiling of every other; each page's LCP and TBT are
 * also given as multiples of the baseline's. `--no-bare` leaves it out.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const SITE = opt('site', 'http://127.0.0.1:3000').replace(/\/+$/, '')
const RUNS = Number(opt('runs', '1'))
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const BARE = !args.includes('--no-bare')
const BARE_PORT = Number(opt('bare-port', '3099'))

/** Builds (once) and serves bench/bare; the server to stop afterwards. */
async function startBare() {
  const dir = path.join(import.meta.dirname, 'bare')
  const next = path.join(import.meta.dirname, '..', 'node_modules', '.bin', 'next')
  if (!existsSync(path.join(dir, '.next', 'BUILD_ID')))
    if (spawnSync(next, ['build'], { cwd: dir, stdio: 'inherit' }).status !== 0)
      throw new Error('the bare page did not build')
  const server = spawn(next, ['start', '-p', String(BARE_PORT)], { cwd: dir, stdio: 'ignore' })
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${BARE_PORT}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server
    await new Promise((r) => setTimeout(r, 200))
  }
  server.kill()
  throw new Error('the bare page did not start')
}

async function firstNews(): Promise<{ list: string; detail: string }> {
  // The news list page links its articles; the first one is the detail we audit.
  const html = await (await fetch(`${SITE}/news/1`)).text()
  const detail = /href="(\/news\/[^/"]+\/\d+)"/.exec(html)?.[1]
  if (!detail) throw new Error(`no news article linked from ${SITE}/news/1`)
  return { list: '/news/1', detail }
}

// Paths given on the command line are audited instead of the landing pages (e.g. `/sites/mianyang`).
const given = args.filter((a) => a.startsWith('/'))
const pages: (readonly [string, string])[] = given.length
  ? given.map((p) => [p, p] as const)
  : await firstNews().then(({ list, detail }) => [
      ['home', '/'],
      ['news list', list],
      ['news detail', detail],
      ['score login', '/educationalFormat/openEducation/login'],
      ['sign-up form', '/enrolling/openEducation/paymentRegistration'],
    ])

const bare = BARE ? await startBare() : null
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const score = (v: number | null | undefined) => Math.round((v ?? 0) * 100)
let missed = 0
try {
  console.log(`Lighthouse (mobile) on ${SITE}, ${RUNS} run(s) per page`)
  console.log(`  ${'page'.padEnd(16)} perf  a11y  best   seo  LCP ms (× bare)  TBT ms (× bare)`)
  const audited: (readonly [string, string])[] = [
    ...(bare ? [['bare Next.js', `http://127.0.0.1:${BARE_PORT}/`] as const] : []),
    ...pages.map(([label, p]) => [label, `${SITE}${p}`] as const),
  ]
  let base: { lcp: number; tbt: number } | null = null
  for (const [label, url] of audited) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error(`no result for ${url}`)
      runs.push(result.lhr)
    }
    const perf = median(runs.map((r) => score(r.categories.performance?.score)))
    const last = runs[runs.length - 1]!
    const [a11y, best, seo] = (['accessibility', 'best-practices', 'seo'] as const).map((c) =>
      score(last.categories[c]?.score),
    )
    const lcp = Math.round(Number(last.audits['largest-contentful-paint']?.numericValue ?? 0))
    const tbt = Math.round(Number(last.audits['total-blocking-time']?.numericValue ?? 0))
    const isBase = bare !== null && base === null
    if (isBase) base = { lcp, tbt }
    const ok = isBase || (perf >= 95 && a11y === 100 && best === 100 && seo === 100)
    if (!ok) missed++
    const times = (v: number, b: number) => (isBase || !b ? '' : ` ${(v / b).toFixed(1)}×`.padStart(6))
    console.log(
      `  ${label.padEnd(16)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${String(best).padStart(4)}  ${String(seo).padStart(4)}  ${String(lcp).padStart(6)}${times(lcp, base?.lcp ?? 0)}  ${String(tbt).padStart(6)}${times(tbt, base?.tbt ?? 0)}${ok ? '' : '  below target'}`,
    )
    for (const [id, audit] of Object.entries(last.audits))
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary' && !ok)
        console.log(`      ${id}: ${audit.title}`)
  }
} finally {
  chrome.kill()
  bare?.kill()
}
process.exit(missed ? 1 : 0)
