import { expect, test } from '@playwright/test'
import { data } from '../../lib/api'
import { loadSiteData } from './fixtures'

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

// A lead box that repeats the first paragraph word for word only doubles it.
test('an article shows its summary only where it adds to the text', async ({ page, request }) => {
  const [category] = await data(request, 'news.News/category', {})
  const list = await data(request, 'news.News/list', { path_name: category!.path_name, page: 1, limit: 12 })
  const squash = (t: string) => t.replace(/[\s…]+/g, '')
  let repeating = 0
  for (const item of list.list) {
    await page.goto(`/news/${category!.path_name}/${item.id}`)
    // Articles made by other tests may open with a table or a picture: no waiting for a paragraph.
    const first = squash((await page.locator('article .prose p').allTextContents())[0] ?? '')
    if (item.summary && first.startsWith(squash(item.summary))) repeating++
    const lead = page.locator('.article-lead')
    if (await lead.count()) expect(first.startsWith(squash((await lead.textContent()) ?? ''))).toBe(false)
  }
  expect(repeating, 'articles whose summary opens their text').toBeGreaterThan(0)
})

test('on a phone no heading leaves one character alone on its last line', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  await context.addInitScript(() => Object.defineProperty(window, 'innerWidth', { get: () => 1024 }))
  const page = await context.newPage()
  await page.goto('/educationalFormat/aldultEducation/login')
  const lonely = await page.locator('main h1, main h2').evaluateAll((hs) =>
    hs.flatMap((h) => {
      const range = document.createRange()
      range.selectNodeContents(h)
      const lines = new Map<number, number>()
      for (const r of range.getClientRects())
        lines.set(Math.round(r.top), (lines.get(Math.round(r.top)) ?? 0) + r.width)
      const widths = [...lines.values()]
      const size = parseFloat(getComputedStyle(h).fontSize)
      return widths.length > 1 && widths[widths.length - 1]! < size * 1.5 ? [h.textContent] : []
    }),
  )
  expect(lonely).toEqual([])
  await context.close()
})

test('on a phone the timetable is a card per course, every column in view', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } })
  await context.addInitScript(() => Object.defineProperty(window, 'innerWidth', { get: () => 1024 }))
  const page = await context.newPage()
  await page.goto('/educationalFormat/elderlyEducation/timetable')
  const row = page.locator('table tbody tr').first()
  const name = (await row.locator('th').boundingBox())!
  expect(name.width, 'course name has the card width').toBeGreaterThan(250)
  for (const label of ['类别', '授课教师', '上课时间', '地点', '学期', '名额']) {
    const cell = row.locator(`td[data-label="${label}"]`)
    await expect(cell).toBeVisible()
    const box = (await cell.boundingBox())!
    expect(box.x + box.width, label).toBeLessThanOrEqual(360)
  }
  await context.close()
})

test('a featured article’s back button wears its topic’s colour', async ({ page }) => {
  const d = await loadSiteData()
  await page.goto(`/featured/news/${d.themeArticles.news.id}`)
  const back = page.getByRole('link', { name: /← 返回/ })
  const [button, theme] = await back.evaluate((el) => {
    const probe = document.createElement('span')
    probe.style.color = 'var(--theme)'
    el.parentElement!.appendChild(probe)
    const colours = [getComputedStyle(el).color, getComputedStyle(probe).color]
    probe.remove()
    return colours
  })
  expect(button).toBe(theme)
})
