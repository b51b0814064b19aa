import { expect, test } from '@playwright/test'

/** Responsive images: every srcset names each rendition once (an image smaller than the breakpoints has fewer). */
test('no srcset lists the same rendition twice', async ({ page }) => {
  for (const path of ['/', '/platforms', '/schoolOverview/currentLeadership']) {
    await page.goto(path)
    const sets = await page
      .locator('img[srcset]')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('srcset')!))
    expect(sets.length, `${path} has responsive images`).toBeGreaterThan(0)
    for (const set of sets) {
      const candidates = set.split(',').map((c) => c.trim().split(/\s+/))
      const urls = candidates.map(([url]) => url)
      const widths = candidates.map(([, w]) => w)
      expect(new Set(urls).size, `${path}: ${set}`).toBe(urls.length)
      expect(new Set(widths).size, `${path}: ${set}`).toBe(widths.length)
    }
  }
})
