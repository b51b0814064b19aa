import { expect, test, type Page } from '@playwright/test'
import { CMS_URL, staffAs, type Staff } from '../../lib/api'
import { consoleAs, openInConsole } from '../../lib/browser'

/**
 * A web-office clerk's daily tasks in the console, through the UI only (issue 32): bulk publishing
 * from a list (the inspection started from its button: console-report.spec.ts). REST only sets up
 * and checks.
 */

/** Two news drafts written by the editor, titled `<prefix><n>-1` and `-2`: the tag and their ids. */
async function twoDrafts(editorApi: Staff, prefix: string) {
  const tag = `${prefix}${Date.now() % 1_000_000}`
  const ids: number[] = []
  for (const n of [1, 2]) ids.push(await editorApi.api.draftNews(`${tag}-${n}`))
  return { tag, ids }
}

/** Finds the two drafts in the news list, selects both and clicks the selection's `action`. */
async function bulk(page: Page, tag: string, action: '发布' | '删除') {
  await openInConsole(page, `/admin/collections/news?search=${encodeURIComponent(tag)}`)
  await expect(page.locator('table tbody tr')).toHaveCount(2)
  await page.locator('table thead input[type=checkbox]').check()
  await page.locator('.list-selection').getByRole('button', { name: action, exact: true }).click()
}

test('bulk publish from the list: the reviewer publishes two drafts; the editor is told why not', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const editorApi = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const { tag, ids } = await twoDrafts(editorApi, '批量发布界面测试')
  const selectAndPublish = async (page: Page) => {
    await bulk(page, tag, '发布')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('您确定吗')
    await dialog.getByRole('button', { name: '确认' }).click()
  }
  const editor = await consoleAs(browser, 'editor')
  const reviewer = await consoleAs(browser, 'reviewer')
  try {
    // The editor may not publish: the reason is shown, in Chinese, and nothing is published.
    await selectAndPublish(editor)
    await expect(editor.getByText(/发布须经审核/).first()).toBeVisible()
    for (const id of ids) expect((await admin.api.doc('news', id))._status).toBe('draft')

    // The reviewer publishes both at once.
    await selectAndPublish(reviewer)
    await expect(reviewer.getByText('发生了一个未知的错误')).toHaveCount(0)
    await expect
      .poll(async () => Promise.all(ids.map(async (id) => (await admin.api.doc('news', id))._status)))
      .toEqual(['published', 'published'])
  } finally {
    await Promise.all([editor.context().close(), reviewer.context().close()])
    for (const id of ids) await admin.api.delete(`/news/${id}`)
  }
})

test('bulk trash from the list: the reviewer moves two drafts to the trash, not deleted for good', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const editorApi = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const { tag, ids } = await twoDrafts(editorApi, '批量删除界面测试')
  const reviewer = await consoleAs(browser, 'reviewer')
  try {
    await bulk(reviewer, tag, '删除')
    const dialog = reviewer.locator('.confirmation-modal').filter({ hasText: '确认删除' })
    await expect(dialog).toBeVisible()
    // Permanent deletion is the administrator's alone: not offered here.
    await expect(dialog.getByText('跳过垃圾箱并永久删除')).toHaveCount(0)
    await dialog.getByRole('button', { name: '确认' }).click()
    await expect(reviewer.getByText('发生了一个未知的错误')).toHaveCount(0)
    await expect(reviewer.locator('table tbody tr', { hasText: tag })).toHaveCount(0)
    // In the trash (deletedAt set), not gone.
    await expect.poll(() => Promise.all(ids.map((id) => admin.api.trashed('news', id)))).toEqual([true, true])
  } finally {
    await reviewer.context().close()
    for (const id of ids) await admin.api.delete(`/news/${id}?trash=true`)
  }
})

// 立即巡检 and its report: console-report.spec.ts.

test('a preview link made in the console is named by the draft it shows, in the list and on its page', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const editorApi = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const title = `预览链接命名测试${Date.now() % 1_000_000}`
  const id = await editorApi.api.draftNews(title)
  const editor = await consoleAs(browser, 'editor')
  try {
    await editor.goto(`${CMS_URL}/admin/collections/preview-links/create`)
    const field = editor.locator('#field-doc')
    await field.locator('.rs__control').click()
    await editor.keyboard.type(title)
    await editor.locator('.rs__option', { hasText: title }).first().click()
    await editor.getByRole('button', { name: '保存', exact: true }).click()
    await expect(editor).toHaveURL(/\/preview-links\/\d+/)
    // The document's header names it; no 「ID: n」 anywhere.
    const named = `「${title}」的预览`
    await expect(editor.locator('h1')).toHaveText(named)
    await expect(editor.getByText(/^ID: \d+$/)).toHaveCount(0)
    // Stored, so that it stays the name when the draft is retitled or deleted.
    const linkId = Number(editor.url().match(/\/preview-links\/(\d+)/)![1])
    expect((await admin.api.doc('preview-links', linkId)).title).toBe(named)
    await openInConsole(editor, `/admin/collections/preview-links`)
    await expect(editor.locator('table tbody tr', { hasText: named })).toHaveCount(1)
  } finally {
    await editor.context().close()
    const links = (await (await admin.api.get('/preview-links?limit=1000&depth=0')).json()) as {
      docs: { id: number; doc: { value: number } }[]
    }
    for (const l of links.docs.filter((l) => l.doc?.value === id))
      await admin.api.delete(`/preview-links/${l.id}`)
    await admin.api.delete(`/news/${id}`)
  }
})
