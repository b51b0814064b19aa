import { expect, test, type BrowserContext } from '@playwright/test'
import { CMS_URL, siteIds, staffAs } from '../../lib/api'
import { consoleSignIn, phone } from '../../lib/browser'

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
      const opened =
        width === 360
          ? await phone(browser)
          : await browser
              .newContext({ viewport: { width, height: 900 } })
              .then(async (c) => ({ context: c, page: await c.newPage() }))
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
