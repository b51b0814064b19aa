import { expect, test, type Page } from '@playwright/test'
import { DEMO_SITES, DEMO_SITE_STAFF } from '../../../apps/cms/src/seed/data/sites'
import { data, siteIds, staffAs } from '../../lib/api'
import {
  consoleSignIn,
  expectAccessible,
  keepScreenshot,
  openInConsole,
  phone,
  sideways,
} from '../../lib/browser'

/**
 * 站群 (issue 34): a site's own search, in its frame. A visitor searches from the site's header and
 * sees the site's own articles and pages only, linked at the site's addresses, on a desktop and on
 * a phone. And in the console, a site's editor finds only its site's images in the media library.
 */

const WORD = '分校'
const titlesOf = (slug: string) =>
  DEMO_SITES.find((s) => s.slug === slug)!
    .news.flat()
    .map((n) => n.title)

/** Searches from the site's header box and checks the results are the site's own. */
async function searchOnSite(page: Page, slug: string, expected: number) {
  const header = page.locator('header.site-header')
  const box = header.getByRole('searchbox', { name: '站内搜索' })
  await box.fill(WORD)
  await box.press('Enter')
  await page.waitForURL(`**/sites/${slug}/search?keyword=${encodeURIComponent(WORD)}`)
  await expect(page.getByTestId('search-total')).toHaveText(String(expected))
  const hits = page.getByTestId('search-hit')
  await expect(hits).toHaveCount(Math.min(expected, 10))
  const titles = (await hits.getByRole('heading').allTextContents()).map((t) => t.trim())
  const own = titlesOf(slug)
  const others = DEMO_SITES.filter((s) => s.slug !== slug).flatMap((s) => titlesOf(s.slug))
  for (const t of own.filter((t) => t.includes(WORD)).slice(0, 10)) expect(titles).toContain(t)
  for (const t of titles) expect(others).not.toContain(t)
  // Every hit links within the site, and the breadcrumbs start at its home.
  for (const link of await hits.getByRole('link').all())
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^/sites/${slug}/`))
  await expect(page.locator('#search-page-input')).toHaveValue(WORD)
}

test('a visitor searches a site from its header at 1440 px: only the site’s own articles and pages', async ({
  page,
  request,
}) => {
  // Search, accessibility check, screenshot and an article: slow on a loaded machine.
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const expected = await data(request, 'search.Search/list', {
    keyword: WORD,
    page: 1,
    limit: 10,
    site: 'mianyang',
  })
  expect(expected.total).toBeGreaterThan(0)
  await page.goto('/sites/mianyang')
  await searchOnSite(page, 'mianyang', expected.total)
  await expect(page.getByRole('navigation', { name: '当前位置' }).getByRole('link').first()).toHaveAttribute(
    'href',
    '/sites/mianyang',
  )
  await expectAccessible(page, '/sites/mianyang/search')

  // A hit opens the site's article in the site's frame.
  const first = page.getByTestId('search-hit').locator('a[href*="/news/"]').first()
  const title = (await first.textContent())!.trim()
  await first.click()
  await page.waitForURL(/\/sites\/mianyang\/news\//)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.locator('.site-frame')).toHaveAttribute('data-site', 'mianyang')
})

test('a visitor searches a site on a 360 px phone: the site’s results, nothing sideways', async ({
  browser,
  request,
}) => {
  const expected = await data(request, 'search.Search/list', {
    keyword: WORD,
    page: 1,
    limit: 10,
    site: 'deyang',
  })
  const { context, page } = await phone(browser)
  try {
    await page.goto('/sites/deyang')
    await searchOnSite(page, 'deyang', expected.total)
    const { scrollWidth, width, culprits } = await sideways(page)
    expect(scrollWidth, culprits.join(', ')).toBeLessThanOrEqual(width)
    await keepScreenshot(page, 'site-search-360.png')
  } finally {
    await context.close()
  }
})

test('a site’s editor finds only its site’s images in the console’s media library', async ({
  browser,
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const listed = async (query: string) =>
    (
      (await (await admin.api.get(`/media?${query}&limit=0&depth=0`)).json()) as { docs: { id: number }[] }
    ).docs.map((d) => String(d.id))
  const own = await listed(`where[site][equals]=${ids.mianyang}`)
  expect(own.length).toBeGreaterThan(0)
  expect((await listed('')).length).toBeGreaterThan(own.length)
  const staff = DEMO_SITE_STAFF.find((s) => s.email === 'my-editor@ou.edu.cn')!
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  try {
    await consoleSignIn(page, staff.email, staff.password)
    await openInConsole(page, `/admin/collections/media?limit=100`)
    // Exactly the site's images: the rows are the documents whose 所属站点 is 绵阳分校.
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(own.length)
    const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id') ?? ''))
    expect(shown.sort()).toEqual([...own].sort())
  } finally {
    await context.close()
  }
})
