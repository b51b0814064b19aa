#!/usr/bin/env node
// Visual regression check for style changes: captures the main pages at 1920 and 390 px, then
// compares two captures pixel by pixel.
//   node scripts/visual.mjs capture <dir>          needs the site and the API running (SITE_URL, CMS_URL)
//   node scripts/visual.mjs compare <before> <after> <diff-dir>
// Run both captures against the same database (same seed), so content cannot differ. Captchas
// are random by design and are masked.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { SITE_URL, firstNews, launchChromium, loadLazyImages, stayOnSite } from './lib/capture.mjs'

const [command, ...dirs] = process.argv.slice(2)
const WIDTHS = [1920, 390]

async function pages() {
  const { category, news } = await firstNews()
  return [
    ['home', '/'],
    ['news-list', `/news/${category.path_name}`],
    ['news-detail', `/news/${category.path_name}/${news.id}`],
    ['school-overview', '/schoolOverview/aboutSchool'],
    ['format', '/educationalFormat/openEducation'],
    ['featured', '/featured'],
    ['majors', '/enrolling/openEducation/major'],
    ['sign-up', '/enrolling/openEducation/paymentRegistration'],
    ['score-login', '/educationalFormat/openEducation/login'],
    ['mailbox', '/mailbox'],
    ['search', `/search?keyword=${encodeURIComponent('开放教育')}`],
  ]
}

async function capture(out) {
  mkdirSync(out, { recursive: true })
  const list = await pages()
  const browser = await launchChromium(['--font-render-hinting=none'])
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width > 500 ? 1080 : 844 },
        deviceScaleFactor: 1,
        // The carousel does not advance on its own under reduced motion.
        reducedMotion: 'reduce',
      })
      await stayOnSite(context, SITE_URL)
      const page = await context.newPage()
      for (const [name, url] of list) {
        await page.goto(SITE_URL + url, { waitUntil: 'networkidle' })
        if (name === 'featured') await page.waitForURL(/theme_id=\d+/)
        if (name === 'search') await page.getByTestId('search-total').waitFor()
        await loadLazyImages(page)
        // Every image decoded, so that a slow one cannot pass for a change.
        await page
          .waitForFunction(() => [...document.images].every((i) => i.complete && i.naturalWidth > 0), null, {
            timeout: 15_000,
          })
          .catch(() => console.warn(`${name}-${width}: some images did not load`))
        await page.waitForTimeout(400)
        const file = path.join(out, `${name}-${width}.png`)
        await page.screenshot({
          path: file,
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: [page.getByAltText('验证码图片')],
        })
        console.log('captured', file)
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

function compare(before, after, out) {
  mkdirSync(out, { recursive: true })
  let changed = 0
  for (const file of readdirSync(before).filter((f) => f.endsWith('.png'))) {
    const a = PNG.sync.read(readFileSync(path.join(before, file)))
    let b
    try {
      b = PNG.sync.read(readFileSync(path.join(after, file)))
    } catch {
      console.log(`${file}: missing in ${after}`)
      changed++
      continue
    }
    if (a.width !== b.width || a.height !== b.height) {
      console.log(`${file}: size ${a.width}×${a.height} → ${b.width}×${b.height}`)
      changed++
      continue
    }
    const diff = new PNG({ width: a.width, height: a.height })
    const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0 })
    if (pixels > 0) {
      writeFileSync(path.join(out, file), PNG.sync.write(diff))
      changed++
    }
    console.log(`${file}: ${pixels} pixels differ`)
  }
  console.log(changed ? `${changed} screenshot(s) differ` : 'no visual change')
  process.exitCode = changed ? 1 : 0
}

if (command === 'capture' && dirs[0]) await capture(dirs[0])
else if (command === 'compare' && dirs.length === 3) compare(dirs[0], dirs[1], dirs[2])
else {
  console.error('usage: visual.mjs capture <dir> | compare <before> <after> <diff-dir>')
  process.exitCode = 2
}
