import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { phone } from '../../lib/browser'
import { CMS_URL, SITE_URL } from '../../lib/api'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const ASSISTANT = 'http://assistant.example.test/share/demo'

test('on a phone the assistant is a footer link, not a button over the page', async ({ browser }) => {
  const { context, page } = await phone(browser)
  await page.goto('/enrolling/openEducation/paymentRegistration')
  await expect(page.getByRole('textbox', { name: '姓名', exact: true })).toBeVisible()
  await expect(page.getByTestId('assistant')).toBeHidden()
  await expect(page.getByTestId('assistant-footer')).toHaveAttribute('href', ASSISTANT)
  await context.close()
})

test('on a wide screen the floating assistant covers no form field', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  await page.goto('/enrolling/openEducation/paymentRegistration')
  const assistant = page.getByTestId('assistant')
  await expect(assistant).toBeVisible()
  const fields = page.locator('form input, form select, form textarea, form button')
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i)
    // A field not shown (the closed shortcuts dialog's button) cannot be covered.
    if (!(await field.isVisible())) continue
    await field.scrollIntoViewIfNeeded()
    const [a, f] = [(await assistant.boundingBox())!, await field.boundingBox()]
    if (!f) continue
    const overlaps =
      a.x < f.x + f.width && f.x < a.x + a.width && a.y < f.y + f.height && f.y < a.y + a.height
    expect(overlaps, `assistant over field ${i}`).toBe(false)
  }
  await context.close()
})

test('with no ASSISTANT_URL configured the site shows no assistant at all', async ({ page }) => {
  test.setTimeout(90_000)
  const port = Number(new URL(SITE_URL).port) + 7
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_BASE_URL: CMS_URL,
    PUBLIC_API_BASE_URL: CMS_URL,
    SITE_ORIGIN: `http://127.0.0.1:${port}`,
  }
  delete env.ASSISTANT_URL
  delete env.MOBILE_SITE_URL
  const child = spawn(process.execPath, [path.join(root, 'apps/site/server.mjs'), '-p', String(port)], {
    cwd: path.join(root, 'apps/site'),
    env,
    stdio: 'ignore',
    detached: true,
  })
  try {
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status ?? 0, {
        timeout: 60_000,
      })
      .toBe(200)
    await page.goto(`http://127.0.0.1:${port}/`)
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByTestId('assistant')).toHaveCount(0)
    await expect(page.getByTestId('assistant-footer')).toHaveCount(0)
  } finally {
    process.kill(-child.pid!, 'SIGTERM')
  }
})
