#!/usr/bin/env node
// Regenerates the console screenshots in docs/screenshots: the login page, the dashboard, the
// review queue, an article under review and the audit log, at 1600 px (wide enough for the
// navigation to stay open), in Beijing time; and in docs/screenshots/console/ the inspection
// report (an inspection is started with 立即巡检 when there is none yet) and 实时预览, at 1440 px.
// Needs the cms running with the demo data: CMS_URL (default http://127.0.0.1:3001).
// Run with `npx tsx scripts/console-screenshots.mjs` (it reads the demo accounts from TypeScript).
// Uses Debian's chromium (CHROMIUM_PATH). `--out=<dir>` writes somewhere else.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CMS_URL, launchChromium } from './lib/capture.mjs'
import { DEMO_STAFF } from '../apps/cms/src/seed/accounts.ts'

const outArg = process.argv.find((a) => a.startsWith('--out='))
const out = outArg
  ? path.resolve(outArg.slice(6))
  : path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'screenshots')
mkdirSync(out, { recursive: true })

const staff = (role) => DEMO_STAFF.find((s) => s.roles.includes(role))

async function login(page, role) {
  const s = staff(role)
  await page.goto(`${CMS_URL}/admin/login`)
  await page.getByLabel(/电子邮件/).fill(s.email)
  await page.getByLabel(/密码/).fill(s.password)
  await page.getByRole('button', { name: /登录/ }).click()
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'))
}

const browser = await launchChromium()
const shot = async (page, name, fullPage = false) => {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => [...document.images].every((i) => i.complete))
  await page.waitForTimeout(500)
  await page.screenshot({ path: path.join(out, `${name}.png`), fullPage })
  console.log(`  ${name}.png`)
}
try {
  const options = { viewport: { width: 1600, height: 1000 }, timezoneId: 'Asia/Shanghai' }
  const anon = await browser.newPage(options)
  await anon.goto(`${CMS_URL}/admin/login`)
  await shot(anon, 'console-login')
  await anon.close()

  const admin = await browser.newPage(options)
  await login(admin, 'admin')
  await admin.goto(`${CMS_URL}/admin`)
  await shot(admin, 'console-dashboard')
  await admin.goto(`${CMS_URL}/admin/collections/audit-logs`)
  await shot(admin, 'console-audit-log')
  await admin.close()

  // The inspection report (网站巡检 → 巡检记录 → a run), at 1440 px.
  const clerk = await browser.newPage({ ...options, viewport: { width: 1440, height: 900 } })
  await login(clerk, 'admin')
  await clerk.goto(`${CMS_URL}/admin/collections/inspection-runs`)
  if (!(await clerk.locator('table tbody tr').count())) {
    await clerk.getByRole('button', { name: '立即巡检' }).click()
    await clerk.getByRole('link', { name: '查看巡检报告' }).waitFor({ timeout: 300_000 })
    await clerk.getByRole('link', { name: '查看巡检报告' }).click()
  } else await clerk.locator('table tbody tr a').first().click()
  await clerk.waitForURL(/\/inspection-runs\/\d+/)
  await clerk.locator('.ou-report').waitFor()
  mkdirSync(path.join(out, 'console'), { recursive: true })
  await shot(clerk, 'console/inspection-report')
  await shot(clerk, 'console/inspection-report-full', true)
  await clerk.close()

  const reviewer = await browser.newPage(options)
  await login(reviewer, 'reviewer')
  await reviewer.goto(`${CMS_URL}/admin/review`)
  await shot(reviewer, 'console-review-queue')
  // The pending article whose text quotes listed words: the warning a reviewer sees.
  await reviewer.getByRole('link', { name: /警惕/ }).first().click()
  await reviewer.waitForURL(/\/admin\/collections\//)
  await reviewer.getByText('敏感词提醒').waitFor()
  await shot(reviewer, 'console-review-article')
  await reviewer.close()

  // 实时预览 at 1440 px (docs/screenshots/console/): the site's preview beside the editor, showing a
  // title typed but not saved. Nothing is saved.
  mkdirSync(path.join(out, 'console'), { recursive: true })
  const editor = await browser.newPage({ ...options, viewport: { width: 1440, height: 900 } })
  await login(editor, 'editor')
  await editor.goto(`${CMS_URL}/admin/collections/news?limit=1`)
  await editor.locator('table tbody tr a[href*="/admin/collections/news/"]').first().click()
  await editor.waitForURL(/\/admin\/collections\/news\/\d+/)
  await editor.waitForLoadState('networkidle')
  // Someone else left the article open: take it over, as a colleague would.
  const locked = editor.locator('#document-locked')
  if (await locked.isVisible()) await locked.getByRole('button', { name: '接管' }).click()
  // The console remembers whether the editor last had it open.
  if (!(await editor.getByRole('button', { name: '退出实时预览' }).isVisible()))
    await editor.getByRole('button', { name: '实时预览', exact: true }).click()
  const frame = editor.frameLocator('#live-preview-iframe')
  await frame.locator('h1').waitFor()
  const title = editor.locator('#field-title')
  const typed = `${await title.inputValue()}（修改中）`
  await title.fill(typed)
  await frame.locator('h1', { hasText: '（修改中）' }).waitFor()
  await shot(editor, 'console/live-preview-1440')
  await editor.close()
} finally {
  await browser.close()
}
