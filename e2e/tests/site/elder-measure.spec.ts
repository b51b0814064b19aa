import { expect, test, type Browser, type Page } from '@playwright/test'
import { accessibilityFailures, gotoSettled } from '../../lib/browser'
import { rememberReading, stayOnSite } from '../../lib/reading'
import { loadSiteData } from './fixtures'
import { samplePaths } from './route-samples'

/**
 * One pass over every route of the route map, one visit each: 长者模式 against the numbers of
 * the age-friendly specification (issue 24), all measurements in one evaluate, and axe on the same
 * page (for one sample of each entry of the route map, per part). The first sample of each entry
 * is also opened in the standard mode, in a tab of its own beside it, and axe checks it there (the
 * sweep that was a11y.spec.ts's): the two visits overlap, so each route costs one visit's wait.
 * Each tab loads its first page whole and opens the next through the site's router, as a visitor's
 * link does (`gotoSettled`'s `inApp`); `walk.spec.ts` loads every page whole.
 * - running text (paragraphs, and the lists, tables and definitions of article bodies) ≥ 24 px (18 pt);
 * - line height ≥ 1.3 × the text size;
 * - paragraph spacing ≥ 1.3 × the line spacing (from one paragraph's last line to the next's first);
 * - contrast of every piece of text with a plain background ≥ 4.5:1;
 * - everything clickable ≥ 60 × 60 px, except links inside running text (WCAG's inline exception).
 */

export interface Measured {
  failures: string[]
  counted: { text: number; paragraphs: number; contrast: number; targets: number }
}

/** Runs in the page: every measurement, as lines naming what fails. */
export function measureElder(): Measured {
  // Measure the styles as they settle, not halfway through a transition (a button that has just
  // become enabled fades from its disabled colour for 0.15 s).
  for (const animation of document.getAnimations()) {
    try {
      animation.finish()
    } catch {
      // An endless animation has no end to jump to.
    }
  }
  const failures: string[] = []
  const counted = { text: 0, paragraphs: 0, contrast: 0, targets: 0 }
  const name = (el: Element) => {
    const id = el.id ? `#${el.id}` : ''
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
    const text = ((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 20)
    return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`
  }
  const shown = (el: Element) => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
    if (el.closest('[aria-hidden="true"], .sr-only, [inert]')) return false
    const r = el.getBoundingClientRect()
    return r.width > 0 && r.height > 0 && r.right > 0 && r.left < document.documentElement.clientWidth + 1
  }
  const px = (v: string) => parseFloat(v)

  // Running text.
  const running = [...document.querySelectorAll('main :is(p, .prose li, .prose td, .prose dd)')].filter(
    (el) => shown(el) && ((el as HTMLElement).innerText ?? '').trim().length > 0,
  )
  for (const el of running) {
    counted.text++
    const s = getComputedStyle(el)
    const size = px(s.fontSize)
    if (size < 23.99) failures.push(`text ${size.toFixed(1)} px < 24: ${name(el)}`)
    const lh = s.lineHeight === 'normal' ? size * 1.2 : px(s.lineHeight)
    if (lh / size < 1.3 - 0.005) failures.push(`line height ${(lh / size).toFixed(2)} < 1.3: ${name(el)}`)
    const next = el.nextElementSibling
    if (el.tagName === 'P' && next?.tagName === 'P' && shown(next)) {
      counted.paragraphs++
      const gap = next.getBoundingClientRect().top - el.getBoundingClientRect().bottom
      if (gap + lh < 1.3 * lh - 0.5)
        failures.push(`paragraph spacing ${((gap + lh) / lh).toFixed(2)} < 1.3 × line: ${name(el)}`)
    }
  }

  // Contrast of every element with its own text, against the first solid background behind it.
  type RGBA = [number, number, number, number]
  const rgba = (c: string): RGBA | null => {
    const m = c.match(/rgba?\(([^)]+)\)/)
    if (!m) return null
    const p = m[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return [p[0]!, p[1]!, p[2]!, p[3] ?? 1]
  }
  const lum = ([r, g, b]: RGBA) => {
    const f = (v: number) => {
      const c = v / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
  }
  const over = (top: RGBA, below: RGBA): RGBA => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
    1,
  ]
  /** The background behind an element, or null where an image or gradient makes it unknowable. */
  const background = (el: Element): RGBA | null => {
    const layers: RGBA[] = []
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e)
      if (s.backgroundImage !== 'none') return null
      const c = rgba(s.backgroundColor)
      if (c && c[3] > 0) {
        layers.push(c)
        if (c[3] >= 1) break
      }
    }
    let bg: RGBA = [255, 255, 255, 1]
    for (const l of layers.reverse()) bg = over(l, bg)
    return bg
  }
  for (const el of document.body.querySelectorAll('*')) {
    // Inactive controls are exempt (as in WCAG 1.4.3); text over images cannot be measured here (axe
    // reports those for review).
    if (!shown(el) || el.closest('svg, .carousel, .reading-caption, :disabled, [aria-disabled="true"]'))
      continue
    const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim())
    if (!own) continue
    const bg = background(el)
    if (!bg) continue
    const s = getComputedStyle(el)
    const fg = rgba(s.color)
    if (!fg) continue
    counted.contrast++
    const [a, b] = [lum(over(fg, bg)), lum(bg)]
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
    if (ratio < 4.5) failures.push(`contrast ${ratio.toFixed(2)} < 4.5: ${name(el)}`)
  }

  // Targets.
  const clickable = document.querySelectorAll(
    'a[href], button, select, textarea, summary, [role="tab"], input:not([type="hidden"])',
  )
  for (const raw of clickable) {
    // Links inside running text are exempt, as in the styles (and WCAG 2.5.8's inline exception).
    if (raw.tagName === 'A' && raw.closest('p, .prose, td')) continue
    const input = raw as HTMLInputElement
    // A checkbox or radio button is clicked through its label.
    const el =
      raw.tagName === 'INPUT' && /^(checkbox|radio)$/.test(input.type) ? (input.closest('label') ?? raw) : raw
    if (!shown(el) || el.classList.contains('skip-link')) continue
    counted.targets++
    const r = el.getBoundingClientRect()
    if (r.width < 59.5 || r.height < 59.5)
      failures.push(`target ${Math.round(r.width)}×${Math.round(r.height)} < 60×60: ${name(el)}`)
  }
  return { failures, counted }
}

/**
 * Runs in the page: animations that keep moving past 5 s, which WCAG 2.2.2 allows only with a way
 * to stop them (the carousel has its pause button and is driven by a timer, not listed here). The
 * loading placeholder's shimmer lasts only while its content loads.
 */
export function endlessAnimations(): string[] {
  return document
    .getAnimations()
    .filter((a) => {
      const name = (a as CSSAnimation).animationName ?? ''
      return name !== 'shimmer' && !(Number(a.effect?.getComputedTiming().endTime) <= 5000)
    })
    .map((a) => {
      const el = (a.effect as KeyframeEffect | null)?.target
      return `animation ${(a as CSSAnimation).animationName ?? '?'} moves past 5 s: ${el?.tagName.toLowerCase() ?? '?'}${el?.className ? `.${String(el.className).trim().split(/\s+/).join('.')}` : ''}`
    })
}

/**
 * The pages axe checks: in 长者模式, the first sample of each entry of the route map in each sixth of
 * the samples (i % 6; the measure ran in six parts, each checking its own first samples); in the
 * standard mode, the first sample of each entry. Axe takes seconds a page, and the other samples
 * of an entry share its template.
 */
function axePaths(all: { name: string; path: string }[]) {
  const elder = new Set<string>()
  for (let sixth = 0; sixth < 6; sixth++) {
    const seen = new Set<string>()
    for (const [i, { name, path }] of all.entries())
      if (i % 6 === sixth && !seen.has(name)) {
        seen.add(name)
        elder.add(path)
      }
  }
  const seen = new Set<string>()
  const standard = new Set(all.filter(({ name }) => !seen.has(name) && seen.add(name)).map((p) => p.path))
  return { elder, standard }
}

/**
 * Measures every path in 长者模式, with axe on the paths of `axe.elder`; the paths of `axe.standard`
 * are loaded at the same time in `plain`, a tab in the standard mode, and axe checks them there.
 */
async function measureRoutes(
  page: Page,
  plain: Page,
  paths: { name: string; path: string }[],
  axe: { elder: Set<string>; standard: Set<string> },
) {
  const failures: string[] = []
  const totals = { text: 0, paragraphs: 0, contrast: 0, targets: 0 }
  const standard = axe.standard
  // The two tabs run in renderers of their own: their loads, and their axe runs, overlap.
  const inPlain = async (path: string) => {
    await gotoSettled(plain, path, undefined, { inApp: true })
    return [
      ...(await accessibilityFailures(plain, path)),
      ...(await plain.evaluate(endlessAnimations)).map((f) => `${path}: ${f}`),
    ]
  }
  const inElder = async (path: string) => {
    await gotoSettled(page, path, undefined, { inApp: true })
    const m = await page.evaluate(measureElder)
    for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += m.counted[k]
    return [
      ...[...new Set(m.failures)].map((f) => `${path}: ${f}`),
      ...(axe.elder.has(path) ? await accessibilityFailures(page, `${path} (长者模式)`) : []),
    ]
  }
  for (const { path } of paths) {
    const found = await Promise.all([inElder(path), ...(standard.has(path) ? [inPlain(path)] : [])])
    failures.push(...found.flat())
  }
  return { failures, totals }
}

/** A tab in the standard mode, as a visitor's first visit: the browser's default window, no settings. */
async function standardTab(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  return { context, page: await context.newPage() }
}

/**
 * The routes are measured in parts, so that each test stays short and says where it failed: eight,
 * for the six of 长者模式 and the standard-mode sweep (one test before they shared page loads) to
 * keep each part's work, and its time limit, what it was.
 */
const PARTS = 8

for (let part = 0; part < PARTS; part++)
  test(`长者模式 meets the numbers on every route of the route map, and axe finds nothing serious there or in the standard mode (part ${part + 1}/${PARTS})`, async ({
    browser,
  }) => {
    // A part took 3.9 minutes on a machine shared with the browser's own software rendering: the
    // limit leaves room for a slower CI machine without hiding a page that hangs.
    test.setTimeout(600_000)
    const all = samplePaths(await loadSiteData())
    const paths = all.filter((_, i) => i % PARTS === part)
    const axe = axePaths(all)
    if (process.env.ELDER_MEASURE_NO_AXE) axe.elder.clear()
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await rememberReading(context, { elder: 1 })
    await stayOnSite(context)
    const page = await context.newPage()
    const plain = await standardTab(browser)
    const { failures, totals } = await measureRoutes(page, plain.page, paths, axe)
    const axed = (set: Set<string>) => paths.filter((p) => set.has(p.path)).length
    console.log(
      `part ${part + 1}/${PARTS}: ${paths.length} routes; axe on ${axed(axe.elder)} in 长者模式, ${axed(axe.standard)} in the standard mode`,
    )
    await context.close()
    await plain.context.close()
    // Every kind of measurement met real content.
    expect(totals.text).toBeGreaterThan(paths.length / 2)
    expect(totals.targets).toBeGreaterThan(paths.length * 10)
    expect(failures).toEqual([])
  })
