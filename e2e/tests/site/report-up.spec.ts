import { expect, test, type BrowserContext } from '@playwright/test'
import { lexical } from '../../../apps/cms/src/seed/lexical'
import { data, passesWithin, siteStaffAs, staffAs } from '../../lib/api'
import { atWidth, consoleSignIn, keepScreenshot, openDocument, openInConsole } from '../../lib/browser'

/**
 * 信息报送 in the console (issue 35), as the clerks do it, at 1440 and 360 px: 绵阳分校's editor
 * reports a published article to a portal column from its sidebar; the portal's reviewer finds it
 * in the review queue with its source and publishes it; the portal's page shows it 「来源：绵阳分校」
 * with a link to the site; a correction on the source shows there too. (The API's side, refusals
 * and withdrawal included: api/report-up.spec.ts.)
 */
for (const width of [1440, 360]) {
  test(`a site's editor reports an article up in the console, the portal's reviewer accepts it, and it shows on the portal with its source at ${width} px`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000)
    const stamp = Date.now()
    const title = `绵阳分校报送测试 ${width} ${stamp}`
    const body = `报送测试正文 ${stamp}`
    const siteEditor = await siteStaffAs(request, 'my-editor@ou.edu.cn')
    const siteReviewer = await siteStaffAs(request, 'my-shenhe@ou.edu.cn')
    const admin = await staffAs(request, 'admin')
    const [siteColumn] = await data(request, 'news.News/category', { site: 'mianyang' })
    const columns = await data(request, 'news.News/category')
    const column = columns[columns.length - 1]!
    // A published article of 绵阳分校 (set up through REST: writing it is console.spec's).
    const made = await siteEditor.api.post('/news?draft=true&depth=0', {
      title,
      category: siteColumn!.id,
      content: lexical([body]),
      _status: 'draft',
    })
    expect(made.status(), await made.text()).toBe(201)
    const source = ((await made.json()) as { doc: { id: number } }).doc.id
    expect((await siteReviewer.api.patch(`/news/${source}?depth=0`, { _status: 'published' })).status()).toBe(
      200,
    )

    const contexts: BrowserContext[] = []
    const open = async (email: string, password: string) => {
      const { context, page } = await atWidth(browser, width, { timezoneId: 'Asia/Shanghai' })
      contexts.push(context)
      await consoleSignIn(page, email, password)
      return page
    }
    let entry: number | null = null
    try {
      // The site's editor: 报送到门户 in the article's sidebar.
      const editor = await open('my-editor@ou.edu.cn', 'Mianyang#2026')
      await openDocument(editor, `/admin/collections/news/${source}`)
      const panel = editor.getByRole('region', { name: '报送到门户' })
      await panel.getByLabel('门户栏目').selectOption({ label: column.name })
      await panel.getByLabel('报送说明（选填）').fill('请门户采用')
      await panel.getByRole('button', { name: '报送' }).click()
      await expect(panel.getByRole('status')).toHaveText('已报送，等待门户审核')
      await expect(panel.getByRole('list', { name: '报送记录' })).toContainText(`${column.name}：待门户审核`)
      expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await panel.scrollIntoViewIfNeeded()
      await keepScreenshot(editor, `report-panel-${width}.png`, false)

      // The portal's reviewer: the queue lists it; its edit view names the source; publishing accepts it.
      const reviewer = await open('shenhe@ou.edu.cn', 'Shenhe#2026')
      await openInConsole(reviewer, `/admin/review`)
      await expect(reviewer.locator('tr', { hasText: title })).toContainText('（绵阳分校报送）')
      await reviewer.getByRole('link', { name: title }).click()
      await reviewer.waitForURL(/\/admin\/collections\/news\/\d+/)
      entry = Number(/\/news\/(\d+)/.exec(reviewer.url())![1])
      await expect(reviewer.getByLabel('来源', { exact: true })).toHaveValue('绵阳分校')
      await expect(reviewer.getByLabel('报送说明')).toHaveValue('请门户采用')
      await reviewer.getByRole('button', { name: '发布修改' }).click()
      await expect(reviewer.getByRole('button', { name: '发布修改' })).toBeDisabled()

      // The editor sees it accepted.
      await editor.reload()
      await expect(editor.getByRole('list', { name: '报送记录' })).toContainText(`${column.name}：已采用`)

      // On the portal: the source's text, 来源 linking to the site's article.
      const { context, page } = await atWidth(browser, width)
      contexts.push(context)
      const at = `/news/${column.path_name}/${entry}`
      await passesWithin(5_000, [200, 500], async () => {
        await page.goto(at)
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 1000 })
      })
      await expect(page.locator('.article-view')).toContainText(body)
      const origin = page.getByRole('link', { name: '绵阳分校', exact: true })
      await expect(origin).toHaveAttribute(
        'href',
        new RegExp(`/sites/mianyang/news/${siteColumn!.path_name}/${source}$`),
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await keepScreenshot(page, `portal-entry-${width}.png`)

      // A correction published on the site shows on the portal's page.
      const corrected = `报送测试更正后的正文 ${stamp}`
      expect(
        (await siteReviewer.api.patch(`/news/${source}?depth=0`, { content: lexical([corrected]) })).status(),
      ).toBe(200)
      // (Within 2 s through the API, api/report-up.spec.ts; a page load here adds its own time.)
      await passesWithin(5_000, [100, 200], async () => {
        await page.goto(at)
        await expect(page.locator('.article-view')).toContainText(corrected, { timeout: 300 })
      })
      // Following the link reaches the article on its site.
      await origin.click()
      await expect(page).toHaveURL(new RegExp(`/sites/mianyang/news/${siteColumn!.path_name}/${source}$`))
      await expect(page.locator('.article-view')).toContainText(corrected)
    } finally {
      await Promise.all(contexts.map((c) => c.close()))
      for (const id of [entry, source]) if (id) await admin.api.delete(`/news/${id}`)
    }
  })
}
