import { expect, test } from '@playwright/test'
import { lexical } from '../../../apps/cms/src/seed/lexical'
import { data, passesWithin, staffAs } from '../../lib/api'
import { atWidth, consoleSignIn, keepScreenshot, openDocument } from '../../lib/browser'

/**
 * 下发 in the console (issue 35), as the web office does it, at 1440 and 360 px: the portal's
 * reviewer opens a published notice, chooses 绵阳分校 and 德阳分校 and their 通知公告 in the sidebar's
 * 下发到分站 and sends it; the receipts list both as 已展示; the two sites' 通知公告 show it, 来源
 * linking to the portal, and 老年大学's does not. (Refusals, read-only entries, corrections and
 * withdrawal: api/send-down.spec.ts.)
 */
for (const width of [1440, 360]) {
  test(`the web office sends a notice down to two chosen sites in the console; they show it and a third does not, at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const stamp = Date.now()
    const title = `下发测试通知 ${width} ${stamp}`
    const body = `下发测试正文 ${stamp}`
    const editor = await staffAs(request, 'editor')
    const reviewer = await staffAs(request, 'reviewer')
    const admin = await staffAs(request, 'admin')
    const columns = await data(request, 'news.News/category')
    const column = columns[columns.length - 1]!
    // A published notice of the portal (set up through REST: writing it is console.spec's).
    const made = await editor.api.post('/news?draft=true&depth=0', {
      title,
      category: column.id,
      content: lexical([body]),
      _status: 'draft',
    })
    expect(made.status(), await made.text()).toBe(201)
    const source = ((await made.json()) as { doc: { id: number } }).doc.id
    expect((await reviewer.api.patch(`/news/${source}?depth=0`, { _status: 'published' })).status()).toBe(200)

    const { context, page } = await atWidth(browser, width, { timezoneId: 'Asia/Shanghai' })
    const visitor = await atWidth(browser, width)
    try {
      await consoleSignIn(page, 'shenhe@ou.edu.cn', 'Shenhe#2026')
      await openDocument(page, `/admin/collections/news/${source}`)
      const panel = page.getByRole('region', { name: '下发到分站' })
      const choice = panel.getByLabel('站点栏目')
      await expect(choice).toBeDisabled()
      const sites = panel.getByRole('group', { name: '接收站点' })
      await sites.getByLabel('绵阳分校').check()
      await sites.getByLabel('德阳分校').check()
      await choice.selectOption({ label: '通知公告（notice）' })
      await panel.getByRole('button', { name: '下发' }).click()
      await expect(panel.getByRole('status')).toHaveText('已下发到 绵阳分校、德阳分校')
      const receipts = panel.getByRole('table', { name: '下发回执' })
      for (const site of ['绵阳分校', '德阳分校'])
        await expect(receipts.getByRole('row', { name: new RegExp(site) })).toContainText('已展示')
      await expect(receipts.getByRole('row')).toHaveCount(3)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await panel.scrollIntoViewIfNeeded()
      await keepScreenshot(page, `send-panel-${width}.png`, false)

      // The two sites' 通知公告 list it; its page says 来源：天府开放大学, linked to the portal's page.
      const v = visitor.page
      for (const site of ['mianyang', 'deyang']) {
        await passesWithin(5_000, [200, 500], async () => {
          await v.goto(`/sites/${site}/news/notice`)
          await expect(v.getByRole('link', { name: title })).toBeVisible({ timeout: 1000 })
        })
      }
      await v.getByRole('link', { name: title }).click()
      await expect(v.locator('.article-view')).toContainText(body)
      const origin = v.locator('.article-view').getByRole('link', { name: '天府开放大学', exact: true })
      await expect(origin).toHaveAttribute('href', new RegExp(`/news/${column.path_name}/${source}$`))
      expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await keepScreenshot(v, `sent-entry-${width}.png`)
      // 老年大学 was not chosen: its 课程通知 does not list it.
      await v.goto('/sites/laonian/news/notice')
      await expect(v.locator('main')).toBeVisible()
      await expect(v.getByRole('link', { name: title })).toHaveCount(0)
    } finally {
      await Promise.all([context.close(), visitor.context.close()])
      // The source deleted takes its entries off the sites; then they go too.
      await admin.api.delete(`/news/${source}`)
      const left = await admin.api.get(`/news?trash=true&depth=0&limit=10&where[sent_from][equals]=${source}`)
      for (const e of ((await left.json()) as { docs: { id: number }[] }).docs)
        await admin.api.delete(`/news/${e.id}`)
    }
  })
}
