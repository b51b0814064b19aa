import { expect, test } from '@playwright/test'

// Section headings stand clear of the block above them (they touched it, 14 px apart, where each
// heading opened its own section).
for (const path of [
  '/schoolOverview/internalOrganization',
  '/educationalFormat/familyEducation',
  '/educationalFormat/communityEducation',
]) {
  test(`section headings on ${path} keep their distance from the block above`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('main .block-title').first()).toBeVisible()
    const gaps = await page.locator('main .block-title').evaluateAll((hs) =>
      hs.flatMap((h) => {
        const prev = h.previousElementSibling ?? h.parentElement?.previousElementSibling
        if (!prev || prev.getBoundingClientRect().height === 0) return []
        return [Math.round(h.getBoundingClientRect().top - prev.getBoundingClientRect().bottom)]
      }),
    )
    expect(gaps.length, 'headings after a block').toBeGreaterThan(0)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(20)
  })
}
