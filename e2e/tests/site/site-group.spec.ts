import { expect, test, type Page } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { data, siteIds, staffAs } from '../../lib/api'
import { atWidth, expectAccessible, keepScreenshot, sideways } from '../../lib/browser'

/**
 * 站群 (issue 35, part 3), as a visitor sees it: on the portal's search page 全部站点 finds the
 * sites' articles too, each tagged with its site and opening on it; the 站群导航 (the portal's
 * footer row and its page /sites) links every live site and none other. At 1440 and 360 px.
 */

const mianyang = DEMO_SITES.find((s) => s.slug === 'mianyang')!
const live = DEMO_SITES.map((s) => s.slug)

async function fits(page: Page) {
  const { scrollWidth, width, culprits } = await sideways(page)
  expect(scrollWidth, culprits.join(', ')).toBeLessThanOrEqual(width)
}

for (const width of [1440, 360]) {
  test(`a visitor searches all sites from the portal and follows a hit to its site (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const admin = await staffAs(request, 'admin')
    const ids = await siteIds(request)
    // A made-up word only this test's article has, on 绵阳分校.
    const word = `kz${width}${Date.now().toString(36)}`
    const title = `跨站检索 ${word} 分校动态`
    const column = (
      (await (
        await admin.api.get(`/news-categories?where[site][equals]=${ids.mianyang}&limit=1&depth=0`)
      ).json()) as { docs: { id: number; path_name: string }[] }
    ).docs[0]!
    const res = await admin.api.post('/news?depth=0', {
      title,
      category: column.id,
      site: ids.mianyang,
      _status: 'published',
    })
    expect(res.status(), await res.text()).toBe(201)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    const { context, page } = await atWidth(browser, width)
    try {
      // The portal's search is its own (本站) by default: not there.
      await page.goto(`/search?keyword=${word}`)
      const scope = page.getByRole('navigation', { name: '搜索范围' })
      await expect(scope.getByRole('link', { name: '本站' })).toHaveAttribute('aria-current', 'true')
      await expect(page.getByTestId('search-empty')).toBeVisible()

      // 全部站点: the site's article, tagged with its site.
      await scope.getByRole('link', { name: '全部站点' }).click()
      await page.waitForURL(`**/search?keyword=${word}&scope=all`)
      await expect(scope.getByRole('link', { name: '全部站点' })).toHaveAttribute('aria-current', 'true')
      await expect(page.getByTestId('search-total')).toHaveText('1')
      const hit = page.getByTestId('search-hit')
      await expect(hit.getByTestId('hit-site')).toHaveText(mianyang.short_name)
      const link = hit.getByRole('link', { name: title })
      await expect(link).toHaveAttribute('href', `/sites/mianyang/news/${column.path_name}/${id}`)
      if (width === 1440) await expectAccessible(page, '/search?scope=all')
      else await fits(page)
      // Full length at 360 px; at 1440 px the window (a full-page capture after the axe run
      // stalled headless Chromium's frames on the loaded test machine).
      await keepScreenshot(page, `search-across-${width}.png`, width === 360)

      // A new search from the page's box stays across sites.
      const box = page.locator('#search-page-input')
      const again = `跨站检索 ${word}`
      await box.fill(again)
      await box.press('Enter')
      await page.waitForURL(
        (url) => url.searchParams.get('keyword') === again && url.searchParams.get('scope') === 'all',
      )
      await expect(page.getByTestId('search-total')).toHaveText('1')
      await expect(hit.getByTestId('hit-site')).toHaveText(mianyang.short_name)

      // The hit opens on its own site, in its frame.
      await link.click()
      await page.waitForURL(`**/sites/mianyang/news/${column.path_name}/${id}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.locator('.site-frame')).toHaveAttribute('data-site', 'mianyang')
    } finally {
      await context.close()
      await admin.api.delete(`/news/${id}`)
    }
  })
}

for (const width of [1440, 360]) {
  test(`the 站群导航 links every live site and none being built (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const admin = await staffAs(request, 'admin')
    const laonian = DEMO_SITES.find((s) => s.slug === 'laonian')!
    const laonianId = await admin.api.idWhere('sites', 'slug', laonian.slug)
    const { list } = await data(request, 'setting.Site/list')
    expect(list.filter((s) => s.status === 'live' && s.slug !== 'portal').map((s) => s.slug)).toEqual(live)
    const { context, page } = await atWidth(browser, width)
    const footerLinks = async () => {
      const nav = page.getByRole('navigation', { name: '站群导航' })
      return nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    }
    try {
      // The portal's footer: each live site by its short name, then the page of them all.
      await page.goto('/')
      const nav = page.getByRole('navigation', { name: '站群导航' })
      // Each named “绵阳分校网站” (its visible name and a hidden 网站 for screen readers).
      await expect(nav.getByRole('link')).toHaveText([
        ...DEMO_SITES.map((s) => `${s.short_name}网站`),
        '全部站点 ›',
      ])
      await expect(
        nav.getByRole('link', { name: new RegExp(`^${mianyang.short_name}\\s*网站$`) }),
      ).toBeVisible()
      expect(await footerLinks()).toEqual([...live.map((s) => `/sites/${s}`), '/sites'])
      await nav.getByRole('link', { name: '全部站点 ›' }).click()
      await page.waitForURL('**/sites')

      // /sites: a card for each, by kind, linked at its address.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^站群导航/)
      const cards = page.getByTestId('group-site')
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(DEMO_SITES.map((s) => s.name))
      expect(
        await cards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
      ).toEqual(live.map((s) => `/sites/${s}`))
      await expect(page.getByRole('heading', { level: 2 })).toContainText(['分校（2）', '学院（1）'])
      if (width === 1440) await expectAccessible(page, '/sites')
      else await fits(page)
      await keepScreenshot(page, `site-group-${width}.png`, width === 360)

      // 老年大学 being built (建设中): on neither; live again, back on both.
      expect((await admin.api.patch(`/sites/${laonianId}`, { status: 'building' })).status()).toBe(200)
      await expect(async () => {
        await page.goto('/sites')
        await expect(cards.getByRole('link')).toHaveCount(live.length - 1, { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })
      await expect(cards.getByRole('heading', { level: 3 })).not.toContainText([laonian.name])
      await expect(page.getByRole('heading', { level: 2, name: /学院/ })).toHaveCount(0)
      expect(await footerLinks()).toEqual([
        ...live.filter((s) => s !== laonian.slug).map((s) => `/sites/${s}`),
        '/sites',
      ])
      expect((await admin.api.patch(`/sites/${laonianId}`, { status: 'live' })).status()).toBe(200)
      await expect(async () => {
        await page.goto('/sites')
        await expect(cards.getByRole('link')).toHaveCount(live.length, { timeout: 1_000 })
      }).toPass({ timeout: 20_000 })

      // A card opens its site.
      await cards.getByRole('link', { name: mianyang.name }).click()
      await page.waitForURL('**/sites/mianyang')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mianyang.name)
    } finally {
      await admin.api.patch(`/sites/${laonianId}`, { status: 'live' })
      await context.close()
    }
  })
}
