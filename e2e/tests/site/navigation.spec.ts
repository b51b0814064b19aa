import { expect, test, type Page } from '@playwright/test'
import { GUIDE_PAGE } from '../../../apps/cms/src/seed/markers'
import { CMS_URL, passesWithin, staffAs } from '../../lib/api'
import { consoleLogin, expectAccessible, openInConsole, phone, sideways } from '../../lib/browser'

/**
 * Issue 21, items 1 and 2, as the web office and a visitor see them: an editor adds a menu item
 * and a page built from three blocks; once a reviewer publishes the page, both are on the site.
 */

const paragraph = (text: string) => ({
  type: 'paragraph',
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
})
const richText = (text: string) => ({
  root: { type: 'root', version: 1, format: '', indent: 0, direction: 'ltr', children: [paragraph(text)] },
})

/** The header menu link named `name`, on a wide screen or inside the phone's opened menu. */
const menuLink = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: '主导航' })
    // An external link's name ends with a note for screen readers.
    .getByRole('link', { name: new RegExp(`^${name}(\\s*（在新标签页打开）)?$`) })

async function expectPage(page: Page, path: string, title: string) {
  await expect(page).toHaveURL((u) => u.pathname === path)
  await expect(page.getByTestId('page-title-zh')).toHaveText(title)
  const blocks = page.getByTestId('page-blocks')
  await expect(blocks.locator('.prose')).toContainText('寒假期间各学习中心照常开放')
  await expect(blocks.locator('table')).toContainText('行政管理')
  await expect(blocks.getByRole('link', { name: '在线报名' })).toHaveAttribute(
    'href',
    '/enrolling/openEducation/paymentRegistration',
  )
  // Breadcrumbs name the section and the page.
  const crumbs = page.getByRole('navigation', { name: '当前位置' })
  await expect(crumbs.getByRole('link', { name: '招生服务' })).toHaveAttribute('href', '/enrolling')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title)
}

test('an editor adds a menu item and a page with three blocks; after review both are on the site', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const slug = `guide${Date.now().toString(36)}`
  const path = `/enrolling/${slug}`
  const title = '2027 年招生简章'
  const label = '招生简章'
  const saved = (await (await editor.api.get('/globals/navigation?depth=0')).json()) as {
    header: Record<string, unknown>[]
  }
  let id: number | undefined
  // Warm a light page: a menu edit then re-renders it, as it does every page. The browser's
  // prefetches of the page's links are let finish first: each is a render on the site, and the
  // timed steps below measure how soon a change is served, not this test's own browsing.
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/platforms')
  await page.waitForLoadState('networkidle')
  try {
    // The editor writes the page (a draft) and submits it for review.
    const created = await editor.api.post('/pages?draft=true&depth=0', {
      title,
      section: 'enrolling',
      slug,
      _status: 'draft',
      layout: [
        { blockType: 'richText', content: richText('寒假期间各学习中心照常开放，欢迎咨询报名。') },
        { blockType: 'table', caption: '招生专业', data: '专业 | 层次\n行政管理 | 专科\n汉语言文学 | 本科' },
        {
          blockType: 'button',
          label: '在线报名',
          kind: 'route',
          route: '/enrolling/openEducation/paymentRegistration',
        },
      ],
    })
    expect(created.status()).toBe(201)
    id = ((await created.json()) as { doc: { id: number } }).doc.id
    await editor.api.patch(`/pages/${id}?draft=true&depth=0`, { review_state: 'pending' })

    // …and adds it to the header menu, after 招生服务, with an external link beside it.
    const header: Record<string, unknown>[] = [...saved.header]
    const at = header.findIndex((i) => i.label === '招生服务') + 1
    header.splice(
      at,
      0,
      { label, kind: 'page', page: id },
      { label: '国家开放大学', kind: 'url', url: 'https://www.ouchn.edu.cn/index.htm' },
    )
    const updated = await editor.api.post('/globals/navigation?depth=0', { header })
    expect(updated.status()).toBe(200)

    // Before review: the page answers 404 and the menu leaves its item out.
    // Timed on the served page (the browser's own loading is not the site's delay).
    await passesWithin(2000, [100, 200, 300], async () => {
      expect(await (await request.get('/platforms')).text()).toContain(
        'href="https://www.ouchn.edu.cn/index.htm"',
      )
    })
    await page.goto('/platforms')
    await expect(menuLink(page, '国家开放大学')).toHaveAttribute('target', '_blank')
    await expect(menuLink(page, '国家开放大学')).toHaveAttribute('rel', /noopener/)
    await expect(menuLink(page, label)).toHaveCount(0)
    expect((await page.goto(path))!.status()).toBe(404)
    await page.waitForLoadState('networkidle')

    // The reviewer publishes; within 2 s the menu item and the page are on the site.
    const published = await reviewer.api.patch(`/pages/${id}?depth=0`, { _status: 'published' })
    expect(published.status()).toBe(200)
    await passesWithin(2000, [100, 200, 300], async () => {
      expect(await (await request.get('/platforms')).text()).toContain(`href="${path}"`)
    })
    await page.goto('/platforms')
    await menuLink(page, label).click()
    await expectPage(page, path, title)
    // The section's side navigation (from the console) is beside it, and the new page has
    // joined it (issue 32: a section's published columns follow its menu on their own).
    const side = page.getByRole('navigation', { name: '招生服务' })
    await expect(side.getByRole('link', { name: GUIDE_PAGE.title, exact: true })).toBeVisible()
    await expect(side.getByRole('link', { name: title, exact: true })).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page, path)
    const sitemap = await (await request.get('/sitemaps/pages.xml')).text()
    expect(sitemap).toContain(path)

    // The same on a 360 px phone: the menu opens, the page fits.
    const { context, page: mobile } = await phone(browser)
    await mobile.goto('/')
    await mobile.getByRole('button', { name: '栏目导航' }).click()
    await menuLink(mobile, label).click()
    await expectPage(mobile, path, title)
    const fit = await sideways(mobile)
    expect(fit.scrollWidth, fit.culprits.join(', ')).toBeLessThanOrEqual(fit.width)
    await context.close()
  } finally {
    await editor.api.post('/globals/navigation?depth=0', { header: saved.header })
    if (id !== undefined) await (await staffAs(request, 'admin')).api.delete(`/pages/${id}`)
  }
})

test('the console shows the menu as rows named by their labels, and the pages with their addresses', async ({
  page,
}) => {
  await consoleLogin(page, 'editor')
  await page.goto(`${CMS_URL}/admin/globals/navigation`)
  await expect(page.getByRole('heading', { name: '导航菜单' }).first()).toBeVisible()
  // Rows are named by their labels, so a folded menu can be read.
  await expect(page.getByText('书记校长信箱', { exact: true }).first()).toBeVisible()
  await openInConsole(page, `/admin/collections/pages`)
  const row = page.locator('tr').filter({ hasText: GUIDE_PAGE.title })
  await expect(row).toContainText(GUIDE_PAGE.path)
  await row.getByRole('link', { name: GUIDE_PAGE.title }).click()
  await expect(page.getByRole('button', { name: '提交审核' })).toBeVisible()
})
