import { expect, test } from '@playwright/test'
import { CMS_URL, SITE_URL, staffAs } from '../../lib/api'
import { consoleAs, keepScreenshot, openInConsole } from '../../lib/browser'

/**
 * The console as a web-office clerk reads it (issue 32): the inspection's report, the trash's
 * dialogs, who submitted what, and the smaller things of a day's work. Through the UI only; REST
 * sets up and checks.
 */

const tag = () => `${Date.now() % 1_000_000}`

test('立即巡检: the report groups the findings, links the page on the site and opens its editor', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const n = tag()
  // A page of 栏目与页面 with a button to an address the site does not have: a broken link on a
  // page that is no article, whose last editor (the reviewer who published it) must be named.
  const broken = `/zz-report-broken-${n}`
  const created = await editor.api.post('/pages?draft=true&depth=0', {
    title: `巡检报告测试页 ${n}`,
    section: 'enrolling',
    slug: `report-${n}`,
    _status: 'draft',
    layout: [{ blockType: 'button', label: '报名须知', kind: 'route', route: broken }],
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id, path } = ((await created.json()) as { doc: { id: number; path: string } }).doc
  const admin = await consoleAs(browser, 'admin')
  try {
    expect((await reviewer.api.patch(`/pages/${id}?depth=0`, { _status: 'published' })).status()).toBe(200)
    await expect.poll(async () => (await request.get(`${SITE_URL}${path}`)).status()).toBe(200)

    await openInConsole(admin, `/admin/collections/inspection-runs`)
    const status = admin.locator('.ou-import [role=status]')
    // Another inspection (the API suite's) may be running: the clerk is told, and tries again.
    await expect(async () => {
      await admin.getByRole('button', { name: '立即巡检' }).click()
      await expect(status).toContainText('巡检进行中')
      await expect(status).toContainText(/巡检完成|正在进行/, { timeout: 200_000 })
      await expect(status).toContainText('巡检完成', { timeout: 1000 })
    }).toPass({ timeout: 280_000, intervals: [10_000] })
    await admin.getByRole('link', { name: '查看巡检报告' }).click()
    await admin.waitForURL(/\/admin\/collections\/inspection-runs\/\d+/)

    // A report, not a column of greyed-out fields.
    const report = admin.locator('.ou-report')
    await expect(report.getByRole('heading', { name: '巡检报告' })).toBeVisible()
    await expect(report.locator('.ou-report__facts')).toContainText('已完成')
    await expect(report.locator('.ou-report__facts')).toContainText('全面巡检')
    await expect(report.locator('.ou-report__facts')).toContainText('系统管理员')
    await expect(admin.locator('.field-type.number input:disabled')).toHaveCount(0)
    const links = report.getByRole('region', { name: '站内链接失效' })
    const row = links.locator('tr').filter({ hasText: broken })
    await expect(row).toHaveCount(1)
    // The page links to the site, in a new tab; the last editor is named.
    const onSite = row.getByRole('link', { name: path })
    await expect(onSite).toHaveAttribute('href', `${SITE_URL}${path}`)
    await expect(onSite).toHaveAttribute('target', '_blank')
    await expect(row).toContainText('宣传部审核员')
    await expect(row).toContainText('站内链接返回 HTTP 404')
    await keepScreenshot(admin, 'inspection-report-1440.png')

    // 编辑页面 opens the page's own editor, not the finding.
    await row.getByRole('link', { name: '编辑页面' }).click()
    await admin.waitForURL(`${CMS_URL}/admin/collections/pages/${id}`)
    await expect(admin.locator('#field-title')).toHaveValue(`巡检报告测试页 ${n}`)
  } finally {
    await admin.context().close()
    await (await staffAs(request, 'admin')).api.delete(`/pages/${id}`)
  }
})

test('trash dialogs tell the truth: an editor is offered only what they may do; the list says 已删除', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const editorApi = await staffAs(request, 'editor')
  const reviewerApi = await staffAs(request, 'reviewer')
  const n = tag()
  const published = await editorApi.api.draftNews(`回收站对话框已发布 ${n}`)
  expect((await reviewerApi.api.patch(`/news/${published}?depth=0`, { _status: 'published' })).status()).toBe(
    200,
  )
  const category = (await reviewerApi.api.doc('news', published)).category as number
  const categoryName = (await reviewerApi.api.doc('news-categories', category)).name as string
  const trashed = await reviewerApi.api.patch(`/news?depth=0&where[id][equals]=${published}`, {
    deletedAt: new Date().toISOString(),
  })
  expect(trashed.status()).toBe(200)
  const draft = await editorApi.api.draftNews(`回收站对话框草稿 ${n}`)
  const editor = await consoleAs(browser, 'editor')
  const reviewer = await consoleAs(browser, 'reviewer')
  try {
    // The trash list: the published article is no longer 已发布, and its column is named.
    await openInConsole(editor, `/admin/collections/news/trash?search=${encodeURIComponent(`已发布 ${n}`)}`)
    const row = editor.locator('table tbody tr')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('已删除（删除前：已发布）')
    await expect(row.locator('.ou-state--published')).toHaveCount(0)
    await expect(row).toContainText(categoryName)
    await expect(row).not.toContainText('加载中')

    // Restoring: the editor is not offered 「恢复为已发布版本」 (their restore goes to review)...
    await editor.goto(`${CMS_URL}/admin/collections/news/trash/${published}`)
    await expect(editor.locator('.doc-controls')).toContainText('已删除（删除前已发布）')
    await editor.getByRole('button', { name: '恢复', exact: true }).first().click()
    const dialog = editor.locator('.confirmation-modal').filter({ hasText: '确认恢复' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('恢复为已发布版本')).toBeHidden()
    await dialog.getByRole('button', { name: '取消' }).click()
    // ...the reviewer is.
    await reviewer.goto(`${CMS_URL}/admin/collections/news/trash/${published}`)
    await reviewer.getByRole('button', { name: '恢复', exact: true }).first().click()
    const reviewerDialog = reviewer.locator('.confirmation-modal').filter({ hasText: '确认恢复' })
    await expect(reviewerDialog.getByText('恢复为已发布版本')).toBeVisible()
    await reviewerDialog.getByRole('button', { name: '取消' }).click()

    // Deleting the editor's own draft: to the trash only, never for good.
    await editor.goto(`${CMS_URL}/admin/collections/news/${draft}`)
    await editor.locator('.doc-controls__popup button.popup-button').click()
    await editor.getByRole('button', { name: '删除', exact: true }).click()
    const confirm = editor.locator('.confirmation-modal').filter({ hasText: '确认删除' })
    await expect(confirm).toBeVisible()
    await expect(confirm.getByText('跳过垃圾箱并永久删除')).toHaveCount(0)
    await confirm.getByRole('button', { name: '确认' }).click()
    // In the trash (deletedAt set), not gone: it can be restored.
    await expect.poll(() => editorApi.api.trashed('news', draft)).toBe(true)
    expect((await editorApi.api.get(`/news/${draft}?depth=0`)).status()).toBe(404)
  } finally {
    await Promise.all([editor.context().close(), reviewer.context().close()])
    const admin = await staffAs(request, 'admin')
    for (const id of [published, draft]) await admin.api.delete(`/news/${id}?trash=true`)
  }
})

test('提交审核 says it was submitted, the header shows 待审核, and the queue names who submitted', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const editorApi = await staffAs(request, 'editor')
  const title = `提交人测试 ${tag()}`
  const id = await editorApi.api.draftNews(title)
  const editor = await consoleAs(browser, 'editor')
  const reviewer = await consoleAs(browser, 'reviewer')
  try {
    await editor.goto(`${CMS_URL}/admin/collections/news/${id}`)
    const header = editor.locator('.doc-controls')
    await expect(header).toContainText('状态: 草稿')
    await editor.getByRole('button', { name: '提交审核' }).click()
    await expect(editor.getByText('已提交审核，等待审核员发布。')).toBeVisible()
    await expect(editor.getByText('草稿成功保存')).toHaveCount(0)
    await expect(header).toContainText('状态: 待审核')
    await expect(editor.getByRole('button', { name: '已提交审核' })).toBeDisabled()
    const saved = await editorApi.api.get(`/news/${id}?draft=true&depth=0`)
    expect(((await saved.json()) as { review_state: string }).review_state).toBe('pending')

    await openInConsole(reviewer, `/admin/review`)
    const table = reviewer.locator('.ou-queue__table')
    await expect(table.locator('thead')).toContainText('提交人')
    const row = table.locator('tr').filter({ hasText: title })
    await expect(row).toContainText(editorApi.name)
  } finally {
    await Promise.all([editor.context().close(), reviewer.context().close()])
    await (await staffAs(request, 'admin')).api.delete(`/news/${id}?trash=true`)
  }
})

test('lists open as the offices read them: the catalogue by 清单序号, letters with 答复期限, the menu folded', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const office = await consoleAs(browser, 'disclosure')
  const mailbox = await consoleAs(browser, 'mailbox')
  const editor = await consoleAs(browser, 'editor')
  try {
    await openInConsole(office, `/admin/collections/disclosure-items`)
    const numbers = office.locator('table tbody tr td.cell-number')
    await expect(numbers.first()).toHaveText('1')
    const shown = (await numbers.allTextContents()).map(Number).filter((v) => v > 0)
    expect(shown.length).toBeGreaterThan(5)
    expect(shown).toEqual([...shown].sort((a, b) => a - b))

    await openInConsole(mailbox, `/admin/collections/letters`)
    await expect(mailbox.locator('table thead')).toContainText('答复期限')

    // The navigation: every row folded, named by its item, opened where it is changed.
    await editor.goto(`${CMS_URL}/admin/globals/navigation`)
    const rows = editor.locator('#field-header > .array-field__draggable-rows > div > .array-field__row')
    await expect(rows.first()).toBeVisible()
    expect(await rows.count()).toBeGreaterThan(3)
    await expect(rows.first().locator('input[name="header.0.label"]')).toBeHidden()
    await expect(rows.first()).toHaveClass(/collapsible--collapsed/)
    await expect(rows.first().locator('.array-field__row-header')).toHaveText('首页')
    await rows.first().locator('.collapsible__toggle').click()
    await expect(rows.first().locator('input[name="header.0.label"]')).toBeVisible()
  } finally {
    await Promise.all([office.context().close(), mailbox.context().close(), editor.context().close()])
  }
})

test('the search page hydrates without a React error, whatever was searched before', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(e.message))
  // The page is one cached copy for every query: another visitor's search comes first, then a
  // visitor with another keyword, one with none, and one typing a new search on the page.
  const other = await page.context().newPage()
  await other.goto('/search?keyword=%E5%AD%A6%E6%A0%A1')
  await expect(other.getByTestId('search-total')).toBeVisible()
  await other.close()
  await page.goto('/search?keyword=%E6%8B%9B%E7%94%9F')
  await expect(page.getByTestId('search-total')).toBeVisible()
  await expect(page.locator('.search-summary')).toContainText('招生')
  await page.goto('/search')
  await expect(page.getByText('请输入关键词，搜索全站')).toBeVisible()
  await page.locator('#search-page-input').fill('开放教育')
  await page.locator('#search-page-input').press('Enter')
  await expect(page.locator('.search-summary')).toContainText('开放教育')
  expect(errors.filter((e) => /#418|#423|#425|hydrat/i.test(e))).toEqual([])
  expect(errors).toEqual([])
})
