import { expect, test } from '@playwright/test'

// The school's introduction appeared twice: at the top and again under 学校简介, with the same image.
test('the about page says each paragraph once and shows each picture once', async ({ page }) => {
  await page.goto('/schoolOverview/aboutSchool')
  const paragraphs = (await page.locator('main p').allTextContents())
    .map((t) => t.trim())
    .filter((t) => t.length > 20)
  expect(paragraphs.length).toBeGreaterThan(0)
  expect(paragraphs.filter((t, i) => paragraphs.indexOf(t) !== i)).toEqual([])
  const pictures = await page
    .locator('main img')
    .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src') ?? '').filter(Boolean))
  expect(pictures.filter((p, i) => pictures.indexOf(p) !== i)).toEqual([])
})
