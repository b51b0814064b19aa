import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { staffAs } from '../../lib/api'
import { atWidth, consoleSignIn, sideways } from '../../lib/browser'
import { publishedOn, statsSite } from '../../lib/stats'

/**
 * 发稿统计 in the console (issue 35), as the web office uses it, at 1440 and 360 px: from the nav
 * it opens the view (this quarter by default), picks a period, reads a site's figures and the
 * ranking's rule, drills down into the site's columns, reads the chart's data, and downloads the
 * 通报. (The figures themselves, access and bad periods: api/stats.spec.ts.)
 */
for (const width of [1440, 360]) {
  test(`the web office opens 发稿统计, picks a period, sees a site's figures and downloads the 通报 at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const admin = await staffAs(request, 'admin')
    const stamp = Date.now()
    const site = await statsSite(admin.api, stamp)
    // A year of the test's own: two articles in May, one in June 2004, one outside the period.
    await publishedOn(
      admin.api,
      site.id,
      site.news.id,
      `浏览器统计一 ${stamp}`,
      '2004-05-10T02:00:00.000Z',
      4,
    )
    await publishedOn(
      admin.api,
      site.id,
      site.news.id,
      `浏览器统计二 ${stamp}`,
      '2004-05-20T02:00:00.000Z',
      6,
    )
    await publishedOn(
      admin.api,
      site.id,
      site.notice.id,
      `浏览器统计三 ${stamp}`,
      '2004-06-02T02:00:00.000Z',
      1,
    )
    await publishedOn(
      admin.api,
      site.id,
      site.notice.id,
      `浏览器统计四 ${stamp}`,
      '2004-07-02T02:00:00.000Z',
      50,
    )

    const { context, page } = await atWidth(browser, width, {
      timezoneId: 'Asia/Shanghai',
      acceptDownloads: true,
    })
    try {
      await consoleSignIn(page, admin.email, admin.password)
      // From the nav, opened with its menu button when it is closed.
      // (On a phone the header's own menu button is the one shown.)
      const menu = (name: string) => page.getByRole('button', { name }).filter({ visible: true }).first()
      await expect(menu('打开 菜单').or(menu('关闭 菜单'))).toBeVisible()
      if (await menu('打开 菜单').isVisible()) await menu('打开 菜单').click()
      await page.getByRole('link', { name: '发稿统计' }).click()
      await expect(page).toHaveURL(/\/admin\/stats$/)
      await expect(page.getByRole('heading', { name: '发稿统计', level: 1 })).toBeVisible()
      // This quarter by default.
      await expect(page.getByRole('link', { name: '本季度' })).toHaveAttribute('aria-current', 'page')

      await page.getByLabel('开始日期').fill('2004-04-01')
      await page.getByLabel('结束日期').fill('2004-06-30')
      await page.getByRole('button', { name: '查询' }).click()
      await expect(page).toHaveURL(/from=2004-04-01&to=2004-06-30/)
      await expect(page.getByText('统计时段：2004-04-01 至 2004-06-30（91 天）')).toBeVisible()
      await expect(page.getByTestId('stats-rule')).toContainText('得分 = 发稿数')
      const row = page.getByTestId('stats-sites').getByRole('row', { name: new RegExp(site.name) })
      // After the site's name: 排名, 发稿, 报送, 采用, 退回, 中位时长, 浏览量, 过期栏目, 未整改问题, 得分
      await expect(row.getByRole('cell').nth(1)).toHaveText('3')
      await expect(row.getByRole('cell').nth(6)).toHaveText('11')
      // The chart, and its figures in a table behind it: May 2, June 1.
      await expect(page.getByTestId('stats-chart')).toHaveAttribute('aria-label', /每月发稿数折线图/)
      await page.getByText('图表数据').click()
      await expect(page.locator('.ou-stats__chartdata')).toContainText('2004-05')

      // Drill down: the site's columns and editors.
      await row.getByRole('link', { name: site.name }).click()
      await expect(page).toHaveURL(new RegExp(`site=${site.id}`))
      await expect(page.getByRole('heading', { name: `${site.name}明细` })).toBeVisible()
      const columns = page.getByTestId('stats-columns')
      await expect(
        columns
          .getByRole('row', { name: /工作动态/ })
          .getByRole('cell')
          .first(),
      ).toHaveText('2')
      await expect(
        columns
          .getByRole('row', { name: /通知公告/ })
          .getByRole('cell')
          .first(),
      ).toHaveText('1')
      await expect(page.getByTestId('stats-editors')).toContainText(admin.name)
      const { scrollWidth, culprits } = await sideways(page)
      expect(scrollWidth, culprits.join(', ')).toBeLessThanOrEqual(width)

      // The 通报 for the chosen site and period.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: '下载通报（Excel）' }).click(),
      ])
      expect(download.suggestedFilename()).toBe('发稿统计通报-2004-04-01至2004-06-30.xlsx')
      const book = new ExcelJS.Workbook()
      await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer)
      const sheet = book.getWorksheet('通报')!
      expect(String(sheet.getCell('A1').value)).toBe('站群发稿情况通报（2004-04-01 至 2004-06-30）')
      expect(sheet.getRow(5).getCell(2).value).toBe(site.name)
      expect(sheet.getRow(5).getCell(3).value).toBe(3)
      expect(sheet.getRow(5).getCell(10).value).toBe(11)
    } finally {
      await context.close()
      // Closed again: the test's own site is no live site of the group for the specs after it.
      await admin.api.patch(`/sites/${site.id}`, { status: 'closed' })
    }
  })
}
