import { expect, test } from '@playwright/test'
import { phone } from '../../lib/browser'
import { data } from '../../lib/api'
import { loadSiteData } from './fixtures'

// The school's introduction appeared twice: at the top and again under 学校简介, with the same image.
test('the about page says each paragraph once and shows each picture once', async ({ page }) => {
  await page.goto('/schoolOverview/aboutSchool')
  // Read once the text is there (it was read before it showed, once, on a loaded machine).
  await expect(page.locator('main p', { hasText: /\S{21}/ }).first()).toBeVisible()
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
  const { context, page } = await phone(browser)
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
  const { context, page } = await phone(browser)
  await page.goto('/educationalFormat/elderlyEducation/timetable')
  // The page's own table (the header holds the toolbar's shortcuts table, in a closed dialog).
  const row = page.locator('main table tbody tr').first()
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

// A major's lead box repeated its first paragraph; a leader's 分工 line was printed twice.
test('a major’s summary and a leader’s duties are each said once', async ({ page, request }) => {
  const squash = (t: string) => t.replace(/[\s…]+/g, '')
  const majors = await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' })
  for (const m of majors.list.slice(0, 4)) {
    await page.goto(`/educationalFormat/openEducation/directlyFaculty/major/${m.id}`)
    const first = squash((await page.locator('article .prose p').allTextContents())[0] ?? '')
    const lead = page.locator('.article-lead')
    if (await lead.count()) expect(first.startsWith(squash((await lead.textContent()) ?? ''))).toBe(false)
  }
  const leaders = await data(request, 'school.Staff/list', { page: 1, limit: 10 })
  for (const l of leaders.list.slice(0, 3)) {
    const leader = await data(request, 'school.Staff/info', { staff_id: l.id })
    await page.goto(`/schoolOverview/currentLeadership/${l.id}`)
    const text = squash((await page.locator('main article').textContent()) ?? '')
    expect(text.split(squash(leader.duties)).length - 1, `${leader.name}’s duties`).toBe(1)
  }
})

// Every leader had the same grey silhouette.
test('the leaders’ portraits are distinct pictures', async ({ page }) => {
  await page.goto('/schoolOverview/currentLeadership')
  const photos = page.locator('main img')
  await expect(photos.first()).toBeVisible()
  const sources = await photos.evaluateAll((imgs) =>
    imgs.map((i) => new URL((i as HTMLImageElement).currentSrc || (i as HTMLImageElement).src).pathname),
  )
  // Six drawings for the demo's seven leaders: the first six are six different people.
  const firstSix = sources.slice(0, 6)
  expect(firstSix.length).toBe(6)
  expect(new Set(firstSix).size, firstSix.join(' ')).toBe(6)
})

// Card thumbnails were 4:3 boxes over 16:9 pictures, cutting off what the picture shows.
test('card and list thumbnails show the whole picture, in its own ratio', async ({ page }) => {
  for (const path of ['/', '/news/1', '/schoolOverview/campusCulture', '/featured']) {
    await page.goto(path)
    // /featured goes on to a topic in the browser: measure the topic's page, not the race to it.
    if (path === '/featured') await page.waitForURL(/theme_id=\d+/)
    await page.waitForLoadState('load')
    const crops = await page.locator('main img').evaluateAll((imgs) =>
      imgs.flatMap((el) => {
        const img = el as HTMLImageElement
        const box = img.getBoundingClientRect()
        // The carousel and a page's banner are strips: their pictures are meant to fill them.
        if (img.closest('.carousel, .page-banner')) return []
        if (!img.naturalWidth || box.width < 40 || getComputedStyle(img).objectFit !== 'cover') return []
        const natural = img.naturalWidth / img.naturalHeight
        const shown = box.width / box.height
        return Math.abs(shown - natural) / natural > 0.03
          ? [`${img.alt}: box ${shown.toFixed(2)}, picture ${natural.toFixed(2)}`]
          : []
      }),
    )
    expect(crops, path).toEqual([])
  }
})

// The majors page of the directly-run college lacked the 学院简介/专业设置 switch its introduction has.
test('both pages of the directly-run college carry the 学院简介/专业设置 switch', async ({ page }) => {
  for (const [path, current] of [
    ['/educationalFormat/openEducation/directlyFaculty/introduction', '学院简介'],
    ['/educationalFormat/openEducation/directlyFaculty/major/index', '专业设置'],
  ] as const) {
    await page.goto(path)
    const tabs = page.getByRole('navigation', { name: '直属学院' })
    await expect(tabs.getByRole('link')).toHaveText(['学院简介', '专业设置'])
    await expect(tabs.locator('[aria-current="page"]')).toHaveText(current)
  }
  await page.getByRole('navigation', { name: '直属学院' }).getByRole('link', { name: '学院简介' }).click()
  await expect(page).toHaveURL(/directlyFaculty\/introduction$/)
})

// teachingPlan/major/{id} repeated the major's introduction: there was no teaching plan.
test('a major’s teaching plan is a table per semester whose credits add up', async ({ page, request }) => {
  const majors = await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' })
  const major = majors.list[0]!
  const plan = (await data(request, 'enrolling.Major/info', { major_id: major.id })).teaching_plan
  await page.goto(`/educationalFormat/openEducation/teachingPlan/major/${major.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${major.name}专业教学计划`)
  const semesters = new Set(plan.map((c) => c.semester))
  await expect(page.locator('.plan-semester')).toHaveCount(semesters.size)
  await expect(page.getByRole('heading', { level: 2, name: '第一学期' })).toBeVisible()
  const firstTable = page.locator('.plan-semester').first().getByRole('table')
  await expect(firstTable.locator('tbody tr')).toHaveCount(plan.filter((c) => c.semester === 1).length)
  const subtotals = (await page.getByTestId('semester-total').allTextContents()).map((t) =>
    Number(/合计 ([\d.]+) 学分/.exec(t)?.[1]),
  )
  const total = Number(await page.getByTestId('plan-total').textContent())
  const expected = plan.reduce((t, c) => t + c.credits, 0)
  expect(total).toBeCloseTo(expected, 5)
  expect(subtotals.reduce((a, b) => a + b, 0)).toBeCloseTo(expected, 5)
})
