import { expect, test } from '@playwright/test'
import { gotoSettled, sideways } from '../../lib/browser'
import { loadSiteData } from './fixtures'
import { samplePaths } from './route-samples'
import { MODES, rememberReading } from '../../lib/reading'

// A phone never scrolls sideways: every page of the route map, with real records, fits 360 px,
// and fits 390 px in 长者模式's largest step (text 1.5×, so the layout is as narrow as 260 px).
for (const { width, reading, label } of [
  { width: 360, reading: null, label: '' },
  { width: 390, reading: MODES['elder-1.5']!, label: ' in 长者模式 at 1.5×' },
])
  test(`every page fits a ${width} px wide screen without sideways scrolling${label}`, async ({
    page,
    context,
  }) => {
    test.setTimeout(600_000)
    await page.setViewportSize({ width, height: 780 })
    if (reading) await rememberReading(context, reading)
    const paths = samplePaths(await loadSiteData())
    const wide: string[] = []
    // The test site sends windows under 500 px to its configured mobile site (shell.spec.ts); this
    // test is about the pages themselves, as a school without a mobile site serves them. CSS still
    // sees the real 360 px viewport.
    await page.addInitScript(() => Object.defineProperty(window, 'innerWidth', { get: () => 1024 }))
    // The first page loads whole; the others open through the site's router, as a link opens them.
    for (const { name, path } of paths) {
      await gotoSettled(page, path, 0, { inApp: true })
      const { scrollWidth, culprits } = await sideways(page)
      if (scrollWidth > width) wide.push(`${name} ${path}: ${scrollWidth}px (${culprits.join(', ')})`)
    }
    expect(paths.length).toBeGreaterThan(50)
    expect(wide, wide.join('\n')).toEqual([])
  })
