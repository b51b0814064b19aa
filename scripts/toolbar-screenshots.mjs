#!/usr/bin/env node
// Writes docs/screenshots/toolbar/: the 无障碍工具条's states on a news article at 1440 and 360 px
// (the window, not the whole page), and the score login's spoken-captcha button:
//   node scripts/toolbar-screenshots.mjs [--widths=1440,360]
// Needs the site and the API running: SITE_URL and CMS_URL as for scripts/screenshots.mjs.
// A screenshot holds no mouse pointer: for the cursor states the page's own cursor image is drawn
// where the pointer is, so the picture shows what the visitor sees.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { SITE_URL, firstNews, launchChromium, stayOnSite } from './lib/capture.mjs'

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots', 'toolbar')
mkdirSync(out, { recursive: true })
const widths = process.argv
  .find((a) => a.startsWith('--widths='))
  ?.slice(9)
  .split(',')
  .map(Number) ?? [1440, 360]
const { category, news } = await firstNews()
const article = `/news/${category.path_name}/${news.id}`

/** Each state: the settings stored before the page opens, and what to do on it before the shot. */
const STATES = [
  ['tools-open', {}, async (page) => page.keyboard.press('Alt+Shift+KeyA')],
  ['cursor-black', { cursor: 'black' }, drawCursor],
  ['cursor-white', { cursor: 'white' }, drawCursor],
  ['guide-line', { guide: 'line' }, pointAtText],
  ['guide-cross', { guide: 'cross' }, pointAtText],
  ['caption', { caption: true }, pointAtText],
  ['zoom-150', { zoom: 1.5 }, async () => {}],
  ['text-only', { text: true }, async () => {}],
  ['elder-contrast', { elder: 1, contrast: true }, async () => {}],
  ['shortcuts', {}, async (page) => page.keyboard.press('Alt+Shift+Slash')],
]

/** Moves the pointer onto the article's first paragraph. */
async function pointAtText(page) {
  const p = page.locator('main .prose p').first()
  await p.scrollIntoViewIfNeeded()
  const box = await p.boundingBox()
  if (box) await page.mouse.move(box.x + Math.min(120, box.width / 2), box.y + Math.min(14, box.height / 2))
  await page.waitForTimeout(200)
}

/** Draws the page's cursor image at the pointer (screenshots leave the pointer out). */
async function drawCursor(page) {
  await pointAtText(page)
  await page.evaluate(() => {
    const url = getComputedStyle(document.body).cursor.match(/url\("([^"]+)"\)/)?.[1]
    const p = document.querySelector('main .prose p')?.getBoundingClientRect()
    if (!url || !p) return
    const img = document.createElement('img')
    img.src = url
    img.style.cssText = `position:fixed;z-index:99;left:${p.left + Math.min(120, p.width / 2) - 5}px;top:${p.top + Math.min(14, p.height / 2) - 3}px;width:64px;height:64px;pointer-events:none`
    document.body.append(img)
  })
  await page.waitForTimeout(100)
}

const browser = await launchChromium()
try {
  for (const width of widths) {
    for (const [name, reading, act] of [
      ...STATES,
      [
        'captcha-audio',
        {},
        async (page) => page.getByTestId('captcha-audio').focus(),
        '/educationalFormat/openEducation/login',
      ],
    ]) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 780 } })
      await context.addInitScript((v) => localStorage.setItem('reading', v), JSON.stringify(reading))
      await stayOnSite(context, SITE_URL)
      const page = await context.newPage()
      const at = STATES.find((s) => s[0] === name) ? article : '/educationalFormat/openEducation/login'
      await page.goto(SITE_URL + at, { waitUntil: 'networkidle' })
      await act(page)
      await page.waitForTimeout(300)
      const file = path.join(out, `${name}-${width}.jpg`)
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 })
      console.log('wrote', path.relative(process.cwd(), file))
      await context.close()
    }
  }
} finally {
  await browser.close()
}
