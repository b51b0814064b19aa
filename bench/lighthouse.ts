/**
 * Lighthouse, mobile, on the pages a visitor lands on (not part of `npm test`):
 *   npx tsx bench/lighthouse.ts [--site=http://127.0.0.1:3000] [--runs=1]
 *
 * Needs the site and cms running with demo content (`npm run demo`, or a production start) and
 * Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Prints performance, accessibility,
 * best practices and SEO per page, and the median of --runs runs for performance.
 * Targets: performance ≥ 95, the other three 100.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const SITE = opt('site', 'http://127.0.0.1:3000').replace(/\/+$/, '')
const RUNS = Number(opt('runs', '1'))
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

async function firstNews(): Promise<{ list: string; detail: string }> {
  // The news list page links its articles; the first one is the detail we audit.
  const html = await (await fetch(`${SITE}/news/1`)).text()
  const detail = /href="(\/news\/[^/"]+\/\d+)"/.exec(html)?.[1]
  if (!detail) throw new Error(`no news article linked from ${SITE}/news/1`)
  return { list: '/news/1', detail }
}

const { list, detail } = await firstNews()
const pages = [
  ['home', '/'],
  ['news list', list],
  ['news detail', detail],
  ['score login', '/educationalFormat/openEducation/login'],
  ['sign-up form', '/enrolling/openEducation/paymentRegistration'],
] as const

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
})
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const score = (v: number | null | undefined) => Math.round((v ?? 0) * 100)
let missed = 0
try {
  console.log(`Lighthouse (mobile) on ${SITE}, ${RUNS} run(s) per page`)
  console.log(`  ${'page'.padEnd(14)} perf  a11y  best   seo  LCP ms  TBT ms`)
  for (const [label, path] of pages) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${SITE}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      })
      if (!result) throw new Error(`no result for ${path}`)
      runs.push(result.lhr)
    }
    const perf = median(runs.map((r) => score(r.categories.performance?.score)))
    const last = runs[runs.length - 1]!
    const [a11y, best, seo] = (['accessibility', 'best-practices', 'seo'] as const).map((c) =>
      score(last.categories[c]?.score),
    )
    const lcp = Math.round(Number(last.audits['largest-contentful-paint']?.numericValue ?? 0))
    const tbt = Math.round(Number(last.audits['total-blocking-time']?.numericValue ?? 0))
    const ok = perf >= 95 && a11y === 100 && best === 100 && seo === 100
    if (!ok) missed++
    console.log(
      `  ${label.padEnd(14)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${String(best).padStart(4)}  ${String(seo).padStart(4)}  ${String(lcp).padStart(6)}  ${String(tbt).padStart(6)}${ok ? '' : '  below target'}`,
    )
    for (const [id, audit] of Object.entries(last.audits))
      if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary' && !ok)
        console.log(`      ${id}: ${audit.title}`)
  }
} finally {
  chrome.kill()
}
process.exit(missed ? 1 : 0)
