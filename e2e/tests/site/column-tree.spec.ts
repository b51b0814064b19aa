import { expect, test, type Page } from '@playwright/test'
import { CMS_URL, data, staffAs } from '../../lib/api'
import { consoleAs, keepScreenshot, openDocument, openInConsole } from '../../lib/browser'

/**
 * 栏目树 as the web office uses it (issue 32, item 7), through the console only (REST to check and
 * clean up): an editor builds three nested columns, a reviewer publishes them, the site shows the
 * third with its parents in the breadcrumbs and the side navigation; then the reviewer drags a
 * column before its sibling in the tree and the side navigation follows.
 */

/** Picks an option of a Payload select or relationship field by its visible text. */
async function choose(page: Page, field: string, option: string) {
  await page.locator(`#field-${field}`).click()
  await page.keyboard.type(option)
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A new column, written and submitted for review by the editor; its id. */
async function submitColumn(
  page: Page,
  c: { title: string; slug: string; parent?: string; section?: string },
) {
  await page.goto(`${CMS_URL}/admin/collections/pages/create`)
  await page.getByLabel('标题').fill(c.title)
  if (c.parent) await choose(page, 'parent', c.parent)
  if (c.section) await choose(page, 'section', c.section)
  await page.locator('#field-slug').fill(c.slug)
  await page.getByRole('button', { name: '提交审核' }).click()
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  await expect(page.getByRole('button', { name: '已提交审核' })).toBeDisabled()
  return Number(page.url().match(/pages\/(\d+)/)![1])
}

test('an editor builds three nested columns, a reviewer publishes them, the site nests them; a drag reorders', async ({
  browser,
  request,
}) => {
  // Eight console pages, each a full Payload render: minutes on a loaded two-core machine.
  test.setTimeout(600_000)
  const admin = await staffAs(request, 'admin')
  const slug = `zx${Date.now().toString(36)}`
  const ids: number[] = []
  const editor = await consoleAs(browser, 'editor')
  const reviewer = await consoleAs(browser, 'reviewer')
  try {
    ids.push(
      await submitColumn(editor, { title: '招生咨询', slug, section: '顶级栏目（网址直接在域名之后）' }),
    )
    ids.push(await submitColumn(editor, { title: '常见问题', slug: 'faq', parent: '招生咨询' }))
    ids.push(await submitColumn(editor, { title: '报名问题', slug: 'signup', parent: '常见问题' }))
    const paths = await Promise.all(ids.map(async (id) => (await admin.api.doc('pages', id)).path))
    expect(paths).toEqual([`/${slug}`, `/${slug}/faq`, `/${slug}/faq/signup`])

    // The reviewer publishes each from its edit view.
    for (const id of ids) {
      await openDocument(reviewer, `/admin/collections/pages/${id}`)
      await reviewer.getByRole('button', { name: '发布修改' }).click()
      await expect.poll(async () => (await admin.api.doc('pages', id))._status).toBe('published')
    }

    // The site: the third level, its parents in the breadcrumbs, the branch in the side navigation.
    const site = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await expect(async () => {
      const res = await site.goto(`/${slug}/faq/signup`)
      expect(res?.status()).toBe(200)
    }).toPass({ timeout: 20_000 })
    await expect(site.getByTestId('page-title-zh')).toHaveText('招生咨询')
    const crumbs = site.getByRole('navigation', { name: /面包屑|当前位置/ })
    await expect(crumbs.getByRole('link', { name: '招生咨询' })).toHaveAttribute('href', `/${slug}`)
    await expect(crumbs.getByRole('link', { name: '常见问题' })).toHaveAttribute('href', `/${slug}/faq`)
    const side = site.locator('nav.side-nav')
    await expect(side.getByRole('link', { name: '常见问题' })).toBeVisible()
    await expect(side.getByRole('link', { name: '报名问题' })).toHaveAttribute('aria-current', 'page')
    await keepScreenshot(site, 'column-tree-site-1440.png')

    // A sibling of 常见问题, published; the reviewer drags it before 常见问题 in the tree.
    const sibling = await admin.api.post('/pages?depth=0', {
      title: '联系招生办',
      parent: ids[0],
      slug: 'contact',
      _status: 'published',
      layout: [{ blockType: 'contact', name: '招生办公室', phone: '028-80000000' }],
    })
    expect(sibling.status(), await sibling.text()).toBe(201)
    ids.push(((await sibling.json()) as { doc: { id: number } }).doc.id)
    const order = async () =>
      (await data(request, 'setting.Page/tree')).list
        .filter((n) => n.parent_id === ids[0])
        .map((n) => n.title)
    expect(await order()).toEqual(['常见问题', '联系招生办'])

    await openInConsole(reviewer, `/admin/collections/pages`)
    const tree = reviewer.locator('.ou-tree')
    await expect(tree.getByRole('heading', { name: '栏目树' })).toBeVisible()
    const row = (title: string) => tree.locator('.ou-tree__row', { hasText: title })
    await row('联系招生办').dragTo(row('常见问题'))
    await expect(tree.getByRole('status')).toContainText('已将“联系招生办”移到“常见问题”之前')
    await expect.poll(order).toEqual(['联系招生办', '常见问题'])
    await keepScreenshot(reviewer, 'column-tree-console-1440.png')

    // And back with the keyboard's button.
    await tree.getByRole('button', { name: '下移 联系招生办' }).click()
    await expect.poll(order).toEqual(['常见问题', '联系招生办'])

    await expect(async () => {
      await site.goto(`/${slug}/faq`)
      await expect(side.getByRole('link').nth(1)).toHaveText('常见问题', { timeout: 2000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    await Promise.all([editor.context().close(), reviewer.context().close()])
    for (const id of ids.reverse()) await admin.api.delete(`/pages/${id}`)
  }
})
