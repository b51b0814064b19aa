#!/usr/bin/env node
// Regenerates docs/screenshots: the main pages at 1920 and 390 px, or at the widths given:
//   node scripts/screenshots.mjs [--widths=1440,360] [--pages=home,news-detail]
// With --modes, the pages in reading modes instead (JPEG, docs/screenshots/reading/):
//   node scripts/screenshots.mjs --modes=elder-1.25,elder-1.5,contrast,hant --widths=1920,1280,390
// Needs the site and the API running: SITE_URL (default http://127.0.0.1:3000) and
// CMS_URL (default http://127.0.0.1:3001). Uses Debian's chromium (CHROMIUM_PATH).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SITE_URL, api, firstNews, launchChromium, loadLazyImages, stayOnSite } from './lib/capture.mjs'

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots')
mkdirSync(out, { recursive: true })

const { category, news } = await firstNews()
const [major] = (await api('enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' })).list
const allPages = [
  ['home', '/'],
  ['news-list', `/news/${category.path_name}`],
  ['news-detail', `/news/${category.path_name}/${news.id}`],
  ['sign-up', '/enrolling/openEducation/paymentRegistration'],
  ['score-login', '/educationalFormat/openEducation/login'],
  ['featured', '/featured'],
  ['history', '/schoolOverview/history'],
  ['leadership', '/schoolOverview/currentLeadership'],
  ['campus-culture', '/schoolOverview/campusCulture'],
  ['timetable', '/educationalFormat/elderlyEducation/timetable'],
  ['majors', '/educationalFormat/openEducation/directlyFaculty/major/index'],
  ['teaching-plan', `/educationalFormat/openEducation/teachingPlan/major/${major.id}`],
  // A column three levels deep in the 栏目树 (the demo tree).
  ['column-nested', '/about/contact-us/map'],
]
const arg = (name) =>
  process.argv
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(',')
const widths = arg('widths')?.map(Number) ?? [1920, 390]
const pages = allPages.filter(([name]) => (arg('pages') ?? allPages.map((p) => p[0])).includes(name))
/** Reading modes (apps/site/src/lib/reading.ts) as stored in localStorage `reading`. */
const MODES = {
  'elder-1.25': { elder: 1 },
  'elder-1.5': { elder: 2 },
  contrast: { contrast: true },
  hant: { hant: true },
}
const modes = arg('modes') ?? [null]
for (const m of modes)
  if (m && !MODES[m]) throw new Error(`unknown mode ${m}: ${Object.keys(MODES).join(', ')}`)
const modeOut = path.join(out, 'reading')
if (modes[0]) mkdirSync(modeOut, { recursive: true })

const browser = await launchChromium()
try {
  for (const mode of modes)
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width > 500 ? (width > 1500 ? 1080 : 900) : width < 380 ? 780 : 844 },
        deviceScaleFactor: 1,
      })
      if (mode)
        await context.addInitScript((v) => localStorage.setItem('reading', v), JSON.stringify(MODES[mode]))
      await stayOnSite(context, SITE_URL)
      const page = await context.newPage()
      for (const [name, url] of pages) {
        await page.goto(SITE_URL + url, { waitUntil: 'networkidle' })
        if (name === 'featured') {
          // The theme_id rule redirects in the browser (a soft navigation).
          for (let i = 0; i < 50 && !/theme_id=\d+/.test(page.url()); i++) await page.waitForTimeout(100)
        }
        await loadLazyImages(page)
        // Traditional characters are drawn once the browser is idle (the OpenCC tables load then).
        await page.waitForTimeout(mode === 'hant' ? 1500 : 400)
        const file = mode
          ? path.join(modeOut, `${name}-${mode}-${width}.jpg`)
          : path.join(out, `${name}-${width}.png`)
        await page.screenshot(
          mode ? { path: file, fullPage: true, type: 'jpeg', quality: 60 } : { path: file, fullPage: true },
        )
        console.log('wrote', path.relative(process.cwd(), file))
      }
      await context.close()
    }
} finally {
  await browser.close()
}
