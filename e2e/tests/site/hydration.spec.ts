import { expect, test, type Page } from '@playwright/test'

/**
 * Holds the page's scripts back, as a slow phone connection would, until the visitor has acted:
 * the returned function lets them through (a gate, not a fixed delay, so the visitor acts first
 * however slow the machine is).
 */
async function holdScripts(page: Page) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

test('what a visitor types before the sign-up form hydrates is kept, and it cannot be sent early', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/enrolling/openEducation/paymentRegistration', { waitUntil: 'commit' })
  const name = page.getByRole('textbox', { name: '姓名', exact: true })
  await name.fill('周敏')
  await page.getByLabel('手机号').fill('13800138000')
  await page.getByRole('radio', { name: '女' }).check()
  // Before hydration a native submit would put an ID card number in the address: not possible.
  await expect(page.getByTestId('enroll-submit')).toBeDisabled()
  release()
  await expect(page.getByTestId('enroll-submit')).toBeEnabled({ timeout: 20_000 })
  await expect(name).toHaveValue('周敏')
  await expect(page.getByLabel('手机号')).toHaveValue('13800138000')
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked()
  // And React owns the values now: an empty submit names what is missing, not the typed fields.
  await page.getByTestId('enroll-submit').click()
  await expect(page.getByLabel('身份证号')).toHaveAttribute('aria-invalid', 'true')
  await expect(name).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('手机号')).not.toHaveAttribute('aria-invalid', 'true')
  expect(page.url()).not.toContain('?')
})

test('the score login keeps a student number typed early and never sends the password in the address', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto('/educationalFormat/openEducation/login', { waitUntil: 'commit' })
  await page.getByLabel('学号').fill('2024001')
  await page.getByLabel('密码').fill('secret-password')
  const submit = page.getByRole('button', { name: /登录/ })
  await expect(submit).toBeDisabled()
  release()
  await expect(submit).toBeEnabled({ timeout: 20_000 })
  await expect(page.getByLabel('学号')).toHaveValue('2024001')
  await expect(page.getByLabel('密码')).toHaveValue('secret-password')
  expect(page.url()).not.toContain('password')
})
