import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { SITE_URL, data, themeIds } from '../../lib/api'

/** apps/site/server.mjs: the script hashes of the CSP and the one-second micro-cache of pages. */

const scriptSrc = (policy: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '))!
    .split(/\s+/)
    .slice(1)

test('pages allow exactly their own inline scripts, by hash', async ({ request }) => {
  const res = await request.get('/')
  expect(res.status()).toBe(200)
  const html = await res.text()
  const sources = scriptSrc(res.headers()['content-security-policy'] ?? '')
  expect(sources).not.toContain("'unsafe-inline'")
  expect(sources).not.toContain("'unsafe-eval'")
  const inline = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    // Data blocks (JSON-LD) are not scripts to the browser, and CSP does not apply to them.
    .filter((m) => !/\bsrc=/.test(m[1] ?? '') && !/\btype="application\/(ld\+)?json"/.test(m[1] ?? ''))
    .map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`)
  expect(inline.length, 'Next inlines its payload').toBeGreaterThan(0)
  for (const hash of inline) expect(sources).toContain(hash)
  expect(sources.filter((s) => s.startsWith("'sha256-")).length).toBe(new Set(inline).size)
})

test('the visited pages run with no CSP violation and hydrate', async ({ page, request }) => {
  const violations: string[] = []
  await page.exposeFunction('reportViolation', (v: string) => violations.push(v))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      ),
    )
  })
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(m.text())
  })
  // React has taken over the server's HTML, which needs the inline payload scripts to have run.
  const hydrated = () =>
    expect
      .poll(() =>
        page.evaluate(() => {
          const main = document.querySelector('main')
          return !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber'))
        }),
      )
      .toBe(true)
  const category = (await data(request, 'news.News/category'))[0]!
  const news = (await data(request, 'news.News/list', { page: 1, limit: 1, path_name: category.path_name }))
    .list[0]!
  for (const path of [
    '/',
    `/news/${category.path_name}`,
    `/news/${category.path_name}/${news.id}`,
    '/educationalFormat/openEducation/login',
    '/enrolling/openEducation/paymentRegistration',
  ]) {
    await page.goto(path)
    await hydrated()
  }
  // A client-side navigation (its RSC payload comes by fetch) after a full load.
  await page.goto('/')
  await hydrated()
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const link = page.locator('main a[href^="/news/"]').first()
  const target = (await link.getAttribute('href'))!
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${target}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  expect(violations).toEqual([])
})

test('a page is rendered once a second at most: the next requests get the kept, compressed copy', async ({
  request,
}) => {
  const path = `/news/1?microcache=${Date.now()}`
  let first = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
  expect(first.status()).toBe(200)
  // Straight after: the kept copy (one second on a busy machine can pass in between: try again).
  await expect(async () => {
    first = await request.get(path, { headers: { 'accept-encoding': 'identity' } })
    const second = await fetch(`${SITE_URL}${path}`, { headers: { 'accept-encoding': 'gzip' } })
    expect(second.headers.get('x-site-cache')).toBe('HIT')
    expect(second.headers.get('content-security-policy')).toBe(first.headers()['content-security-policy'])
  }).toPass({ timeout: 10_000 })
  // Compressed once for every visitor who takes gzip.
  const raw = await rawGet(path)
  expect(raw.headers['content-encoding']).toBe('gzip')
  expect(raw.headers.vary).toMatch(/Accept-Encoding/i)
  expect(gunzipSync(raw.body).toString('utf8')).toBe(await first.text())
  // Router requests (RSC payloads) vary by their headers: never answered from the page cache.
  const rsc = await request.get(path, { headers: { rsc: '1' } })
  expect(rsc.headers()['x-site-cache']).toBeUndefined()
  expect(rsc.headers()['content-type']).toContain('text/x-component')
})

/** A GET that keeps the compressed bytes (fetch would decode them). */
async function rawGet(path: string): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    const req = request(`${SITE_URL}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

test('featured pages of a theme are cached pages, not rendered per request', async ({ request }) => {
  const theme = await data(request, 'theme.Theme/info', { theme_id: (await themeIds(request))[0]! })
  for (const path of [`/featured?theme_id=${theme.id}`, `/featured/news?theme_id=${theme.id}&page=1`]) {
    // Two URLs for the same page (the extra query is not part of it): the second is a kept copy,
    // server.mjs's (which keys pages without such parameters, page-query.mjs) or else Next's.
    await request.get(`${path}&a=1`)
    const again = await request.get(`${path}&a=2`)
    expect(again.status()).toBe(200)
    const headers = again.headers()
    expect(headers['x-site-cache'] === 'HIT' || headers['x-nextjs-cache'] === 'HIT', path).toBe(true)
    expect(await again.text()).toContain(theme.title)
  }
})
