import { expect, test, type BrowserContext } from '@playwright/test'
import { CMS_URL, mixedStaffAs, siteIds, staffAs } from '../../lib/api'
import { atWidth, consoleSignIn, openInConsole } from '../../lib/browser'

/**
 * Roles per site (issue 34) in the console: a site's administrator opens an account that works on
 * its site and on another, sees only its own site's row of 各站点角色, and gives the account a
 * role there; the other site's row stays as it was.
 */

type Row = { site: number | { id: number }; roles: string[] }
const idOf = (r: number | { id: number }) => (typeof r === 'object' ? r.id : r)

for (const width of [1440, 360]) {
  test(`a site’s administrator gives an account a role on its own site in the console (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const ids = await siteIds(request)
    const admin = await staffAs(request, 'admin')
    const stamp = `${width}${Date.now() % 1_000_000}`
    const created = await admin.api.post('/users?depth=0', {
      name: `两站人员${stamp}`,
      email: `site-roles-ui-${stamp}@ou.edu.cn`,
      password: 'Staff#2026pass',
      site_roles: [
        { site: ids.mianyang, roles: ['editor'] },
        { site: ids.deyang, roles: ['reviewer'] },
      ],
    })
    expect(created.status(), await created.text()).toBe(201)
    const userId = ((await created.json()) as { doc: { id: number } }).doc.id
    let context: BrowserContext | null = null
    try {
      const opened = await atWidth(browser, width)
      context = opened.context
      const page = opened.page
      await consoleSignIn(page, 'my-admin@ou.edu.cn', 'Mianyang#2026')
      await page.goto(`${CMS_URL}/admin/collections/users/${userId}`)
      const rows = page.locator('#field-site_roles')
      await expect(rows).toContainText('各站点角色')
      // Its own site's row only: 绵阳分校 as 内容编辑; nothing of 德阳分校.
      const roles = page.locator('#field-site_roles__0__roles')
      await expect(roles).toContainText('内容编辑')
      await expect(page.locator('#field-site_roles__0__site')).toContainText('绵阳分校')
      await expect(page.locator('#field-site_roles__1__site')).toHaveCount(0)
      await expect(rows).not.toContainText('德阳')
      // Offered the roles it may give, not 站点管理员; it gives 审核员.
      await roles.locator('.rs__control').click()
      await expect(page.locator('.rs__option', { hasText: '站点管理员' })).toHaveCount(0)
      await page.locator('.rs__option', { hasText: '审核员' }).click()
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: '保存', exact: true }).click()
      // Saved: the form is clean again, and the account has both rows.
      await expect(page.getByRole('button', { name: '保存', exact: true })).toBeDisabled()
      await expect
        .poll(async () => {
          const doc = (await admin.api.doc('users', userId)) as { site_roles: Row[] }
          return doc.site_roles
            .map((r) => [idOf(r.site), [...r.roles].sort()])
            .sort((a, b) => Number(a[0]) - Number(b[0]))
        })
        .toEqual(
          [
            [ids.mianyang, ['editor', 'reviewer']],
            [ids.deyang, ['reviewer']],
          ].sort((a, b) => Number(a[0]) - Number(b[0])),
        )
    } finally {
      await context?.close()
      await admin.api.delete(`/users/${userId}`)
    }
  })
}

for (const width of [1440, 360]) {
  test(`an account that reviews on one site and writes on another sees which waiting article is its to review (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const ids = await siteIds(request)
    const admin = await staffAs(request, 'admin')
    const mixed = await mixedStaffAs(request)
    const column = async (site: number) => {
      const res = await admin.api.get(
        `/news-categories?where[site][equals]=${site}&where[path_name][equals]=news&depth=0`,
      )
      return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
    }
    const stamp = `${width}${Date.now() % 1_000_000}`
    const made: number[] = []
    /** A draft submitted for review (提交审核) by `who`, on `site`. */
    const submitted = async (who: typeof admin.api, site: number, title: string) => {
      const created = await who.post('/news?draft=true&depth=0', {
        title,
        site,
        category: await column(site),
        _status: 'draft',
      })
      expect(created.status(), await created.text()).toBe(201)
      const id = ((await created.json()) as { doc: { id: number } }).doc.id
      made.push(id)
      const res = await who.patch(`/news/${id}?draft=true&depth=0`, { review_state: 'pending' })
      expect(res.status(), await res.text()).toBe(200)
    }
    let context: BrowserContext | null = null
    try {
      // 德阳分校's editor's article waits for this account (审核员 there); its own 绵阳分校 article waits
      // for 绵阳's reviewers.
      const toReview = `德阳待审 ${stamp}`
      const mine = `绵阳已提交 ${stamp}`
      await submitted(admin.api, ids.deyang!, toReview)
      await submitted(mixed.api, ids.mianyang!, mine)
      const opened = await atWidth(browser, width)
      context = opened.context
      const page = opened.page
      await consoleSignIn(page, mixed.email, mixed.password)
      // The dashboard: one card for what it reviews, one for what it waits for.
      await openInConsole(page, `/admin`)
      const card = (title: string) =>
        page.locator('.ou-card', { has: page.locator('.ou-card__title', { hasText: title }) })
      await expect(card('待审核稿件')).toContainText('在您担任审核员的站点')
      await expect(card('已提交、等待审核')).toContainText('在您担任编辑的站点')
      // The queue says whose move each waiting article is, and what each site asks of it.
      await card('待审核稿件').getByRole('link').click()
      await expect(page).toHaveURL(/\/admin\/review/)
      await expect(page.getByRole('heading', { name: '审核队列' })).toBeVisible()
      await expect(page.locator('.ou-queue__hint').first()).toContainText('德阳分校')
      await expect(page.locator('.ou-queue__hint').nth(1)).toContainText('绵阳分校')
      const row = (title: string) => page.locator('.ou-queue__table tbody tr', { hasText: title })
      await expect(row(toReview).locator('.ou-queue__whose')).toHaveText('待您审核')
      await expect(row(mine).locator('.ou-queue__whose')).toHaveText('等待该站点审核员')
    } finally {
      await context?.close()
      for (const id of made) await admin.api.delete(`/news/${id}`)
    }
  })
}
