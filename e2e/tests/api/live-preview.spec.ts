import { expect, test } from '@playwright/test'
import { CMS_URL, SITE_URL, staffAs } from '../../lib/api'

/**
 * 实时预览 frames the site's preview page in the console (issue 32, item 2): the console's policy
 * allows exactly the site's origin as a frame, and the site lets exactly the console frame its
 * preview pages; nothing else may frame either.
 */
test('the console may frame the site’s preview page, and only that; the site allows only the console', async ({
  request,
}) => {
  const site = new URL(SITE_URL).origin
  const cms = new URL(CMS_URL).origin
  const login = await request.get(`${CMS_URL}/admin/login`)
  const csp = login.headers()['content-security-policy'] ?? ''
  const frameSrc = csp
    .split(';')
    .find((d) => d.trim().startsWith('frame-src'))!
    .trim()
    .split(/\s+/)
  expect(frameSrc).toEqual(['frame-src', "'self'", site])
  expect(csp).toContain("frame-ancestors 'self'")

  const editor = await staffAs(request, 'editor')
  const doc = { id: await editor.api.draftNews(`框架测试 ${Date.now()}`) }
  const link = await editor.api.post('/preview-links?depth=0', { doc: { relationTo: 'news', value: doc.id } })
  const url = ((await link.json()) as { doc: { url: string } }).doc.url
  try {
    const preview = await request.get(`${SITE_URL}${new URL(url).pathname}`).catch(() => null)
    test.skip(!preview, 'no site is running in this phase (PostgreSQL / --project=api)')
    const policy = preview!.headers()['content-security-policy'] ?? ''
    // Exactly the console's addresses (CMS_PUBLIC_URL): not the site itself, not any page.
    const ancestors = policy
      .split(';')
      .find((d) => d.trim().startsWith('frame-ancestors'))!
      .trim()
      .split(/\s+/)
      .slice(1)
    expect(ancestors).toContain(cms)
    for (const a of ancestors) expect(a).toMatch(/^https?:\/\/[^/*]+$/)
    expect(ancestors).not.toContain(site)
    // Every other page refuses to be framed.
    const home = await request.get(`${SITE_URL}/`)
    expect(home.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  } finally {
    const admin = await staffAs(request, 'admin')
    await admin.api.delete(`/news/${doc.id}`)
  }
})
