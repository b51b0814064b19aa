import { expect, test } from '@playwright/test'
import { CMS_URL, SITE_URL, staffAs } from '../../lib/api'
import { consoleLogin, keepScreenshot } from '../../lib/browser'

/**
 * 实时预览 as a clerk uses it (issue 32): the site's preview page in a frame beside the editor,
 * following what they type before anything is saved, and the saved draft after 保存草稿.
 */
test('实时预览 shows the draft in the frame and follows a title as it is typed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const editorApi = await staffAs(request, 'editor')
  const admin = await staffAs(request, 'admin')
  const title = `实时预览测试${Date.now() % 1_000_000}`
  const savedTitle = async () =>
    ((await (await admin.api.get(`/news/${id}?draft=true&depth=0`)).json()) as { title: string }).title
  const id = await editorApi.api.draftNews(title)
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  try {
    await consoleLogin(page, 'editor')
    await page.goto(`${CMS_URL}/admin/collections/news/${id}`)
    await page.getByRole('button', { name: '实时预览', exact: true }).click()
    const frameElement = page.locator('#live-preview-iframe')
    await expect(frameElement).toHaveAttribute('src', new RegExp(`^${SITE_URL}/preview/lp\\.news\\.${id}\\.`))
    const frame = page.frameLocator('#live-preview-iframe')
    // The site's page, in the frame: not a blocked pane.
    await expect(frame.locator('.preview-banner')).toContainText('此为未发布的草稿')
    await expect(frame.locator('h1')).toHaveText(title)
    await expect(page.getByText('Responsive', { exact: true })).toHaveCount(0)

    // Typed, not saved: the frame follows.
    const typed = `${title}（已修改）`
    await page.locator('#field-title').fill(typed)
    await expect(frame.locator('h1')).toHaveText(typed)
    await expect(frame.locator('[data-live-preview]')).toHaveAttribute('data-live-preview', 'draft')
    expect(await savedTitle()).toBe(title)

    // Saved: the page shows the saved draft itself.
    await page.getByRole('button', { name: '保存草稿' }).click()
    await expect.poll(savedTitle).toBe(typed)
    await expect(frame.locator('[data-live-preview]')).toHaveAttribute('data-live-preview', 'saved')
    await expect(frame.locator('h1')).toHaveText(typed)
    await keepScreenshot(page, 'live-preview-1440.png', false)
  } finally {
    await context.close()
    await admin.api.delete(`/news/${id}`)
  }
})
