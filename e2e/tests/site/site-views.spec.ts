import { expect, test, type Browser, type Page } from '@playwright/test'
import { DEMO_SITE_STAFF } from '../../../apps/cms/src/seed/data/sites'
import { data, staffAs } from '../../lib/api'
import { consoleSignIn, keepScreenshot, openInConsole, sideways } from '../../lib/browser'

/**
 * 站群 (issue 34): the console's work views per site, as people use them. The 绵阳分校 reviewer's
 * review queue and dashboard list and count 绵阳分校's articles only; the web office's reviewer
 * sees both sites' with each article's site named.
 */

const myReviewer = DEMO_SITE_STAFF.find((s) => s.email === 'my-shenhe@ou.edu.cn')!

/** One article waiting for review on 绵阳分校 and one on 德阳分校, made through REST by the web office. */
async function waitingOnTwoSites(request: Parameters<typeof staffAs>[0]) {
  const { list } = await data(request, 'setting.Site/list')
  const id = (slug: string) => list.find((s) => s.slug === slug)!.id
  const admin = await staffAs(request, 'admin')
  const stamp = Date.now()
  const titles = { mianyang: `绵阳分校待审稿件 ${stamp}`, deyang: `德阳分校待审稿件 ${stamp}` }
  const made: number[] = []
  for (const [slug, title] of Object.entries(titles)) {
    const cats = await admin.api.get(`/news-categories?where[site][equals]=${id(slug)}&limit=1&depth=0`)
    const category = ((await cats.json()) as { docs: { id: number }[] }).docs[0]!.id
    const res = await admin.api.post('/news?draft=true&depth=0', {
      title,
      site: id(slug),
      category,
      _status: 'draft',
    })
    expect(res.status(), await res.text()).toBe(201)
    const doc = ((await res.json()) as { doc: { id: number } }).doc
    made.push(doc.id)
    const pending = await admin.api.patch(`/news/${doc.id}?draft=true&depth=0`, { review_state: 'pending' })
    expect(pending.status(), await pending.text()).toBe(200)
  }
  // Deleted after the test: the console's lists of later tests stay as seeded.
  const remove = async () => {
    for (const doc of made) await admin.api.delete(`/news/${doc}?trash=true`)
  }
  return { titles, remove }
}

async function signedIn(browser: Browser, width: number, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 780 : 900 },
    timezoneId: 'Asia/Shanghai',
  })
  const page = await context.newPage()
  await consoleSignIn(page, email, password)
  return page
}

/** The queue's row carrying a title, or none. */
const rowOf = (page: Page, title: string) =>
  page.locator('table.ou-queue__table tbody tr').filter({ hasText: title })

for (const width of [1440, 360]) {
  test(`the 绵阳分校 reviewer’s review queue and dashboard show 绵阳分校’s articles only; the web office’s name each site (${width} px)`, async ({
    browser,
    request,
  }) => {
    const { titles, remove } = await waitingOnTwoSites(request)

    const reviewer = await signedIn(browser, width, myReviewer.email, myReviewer.password)
    try {
      await openInConsole(reviewer, `/admin`)
      const pendingCard = reviewer.locator('.ou-card').filter({ hasText: '待审核稿件' })
      await expect(pendingCard).toBeVisible()
      // The count is the queue's: what REST lets this reviewer read.
      const counted = Number((await pendingCard.locator('.ou-card__value').innerText()).replace(/\D+/g, ''))
      await pendingCard.getByRole('link').click()
      await expect(reviewer.getByRole('heading', { name: '审核队列' })).toBeVisible()
      const rows = reviewer.locator('table.ou-queue__table tbody tr')
      await expect(rows).toHaveCount(counted)
      await expect(rowOf(reviewer, titles.mianyang)).toHaveCount(1)
      await expect(rowOf(reviewer, titles.deyang)).toHaveCount(0)
      // One site only: the table does not name it, and every row is one of its articles.
      await expect(reviewer.locator('table.ou-queue__table thead th').first()).toHaveText('栏目')
      for (const label of await rows.locator('td:first-child').allInnerTexts())
        expect(['新闻', '栏目与页面']).toContain(label)
      // On a phone the table scrolls within itself; the page does not scroll sideways.
      const wide = await sideways(reviewer)
      expect(wide.scrollWidth, wide.culprits.join(', ')).toBeLessThanOrEqual(wide.width)
      await keepScreenshot(reviewer, `queue-mianyang-${width}.png`)

      const office = await signedIn(browser, width, 'shenhe@ou.edu.cn', 'Shenhe#2026')
      try {
        await openInConsole(office, `/admin/review`)
        await expect(office.locator('table.ou-queue__table thead th').first()).toHaveText('站点')
        await expect(rowOf(office, titles.mianyang).locator('td').first()).toHaveText('绵阳分校')
        await expect(rowOf(office, titles.deyang).locator('td').first()).toHaveText('德阳分校')
        const officeWide = await sideways(office)
        expect(officeWide.scrollWidth, officeWide.culprits.join(', ')).toBeLessThanOrEqual(officeWide.width)
        await keepScreenshot(office, `queue-office-${width}.png`)
        await openInConsole(office, `/admin`)
        const officeCount = Number(
          (
            await office
              .locator('.ou-card')
              .filter({ hasText: '待审核稿件' })
              .locator('.ou-card__value')
              .innerText()
          ).replace(/\D+/g, ''),
        )
        expect(officeCount).toBeGreaterThan(counted)
      } finally {
        await office.context().close()
      }
    } finally {
      await reviewer.context().close()
      await remove()
    }
  })
}

const myAdmin = DEMO_SITE_STAFF.find((s) => s.email === 'my-admin@ou.edu.cn')!

for (const width of [1440, 360]) {
  test(`绵阳分校’s administrator inspects their own site from 巡检记录 and reads its report (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000)
    const admin = await staffAs(request, 'admin')
    const page = await signedIn(browser, width, myAdmin.email, myAdmin.password)
    let runId = 0
    try {
      await openInConsole(page, `/admin/collections/inspection-runs`)
      const panel = page.locator('.ou-import')
      // One site of theirs: the scope is stated, not offered as a choice.
      await expect(panel).toContainText('巡检范围：绵阳分校')
      await expect(panel.getByRole('button', { name: '增量巡检' })).toHaveCount(0)
      const status = panel.getByRole('status')
      // Another inspection (an API spec's) may be running: the clerk is told, and tries again.
      await expect(async () => {
        await panel.getByRole('button', { name: '巡检本站点' }).click()
        await expect(status).toContainText(/巡检完成|正在进行/, { timeout: 200_000 })
        await expect(status).toContainText('巡检完成', { timeout: 1000 })
      }).toPass({ timeout: 280_000, intervals: [10_000] })
      await keepScreenshot(page, `inspect-own-site-done-${width}.png`)
      await status.getByRole('link', { name: '查看巡检报告' }).click()
      await page.waitForURL(/\/admin\/collections\/inspection-runs\/\d+/)
      runId = Number(page.url().match(/inspection-runs\/(\d+)/)![1])

      const facts = page.locator('.ou-report__facts')
      await expect(facts).toContainText('绵阳分校')
      await expect(facts).toContainText('已完成')
      await expect(facts).toContainText(myAdmin.name)
      // The report counts what REST holds for the run: 绵阳分校's findings alone.
      const held = await admin.api.get(`/inspection-findings?where[run][equals]=${runId}&limit=1000&depth=0`)
      const found = ((await held.json()) as { docs: { site: number; url: string }[] }).docs
      await expect(facts).toContainText(`${found.length} 个`)
      for (const f of found) expect(f.url, 'a finding of another site').toContain('/sites/mianyang')
      await keepScreenshot(page, `inspect-own-site-report-${width}.png`)
      await keepScreenshot(page, `inspect-own-site-report-top-${width}.png`, false)
      const wide = await sideways(page)
      expect(wide.scrollWidth, wide.culprits.join(', ')).toBeLessThanOrEqual(wide.width)

      // 巡检记录 lists 绵阳分校's own runs only.
      await openInConsole(page, `/admin/collections/inspection-runs`)
      const rows = page.locator('table tbody tr')
      await expect(rows.first()).toBeVisible()
      const titles = await rows.locator('td.cell-title').allInnerTexts()
      expect(titles.length).toBeGreaterThan(0)
      for (const title of titles) expect(title).toContain('绵阳分校')
    } finally {
      await page.context().close()
      if (runId) {
        await admin.api.delete(`/inspection-findings?where[run][equals]=${runId}`)
        await admin.api.delete(`/inspection-runs/${runId}`)
      }
    }
  })
}
