import { expect, test } from '@playwright/test'
import { CMS_URL, SITE_URL, passesWithin, staffAs } from '../../lib/api'
import { phone } from '../../lib/browser'
import { SITE_HOST, proxyGet, startProxy } from '../../lib/nginx'

/** A redirect kept in the console answers 301 on the site and through nginx, and counts its hits. */

const PORT = Number(process.env.TEST_PROXY_PORT ?? 3202)

test('an old-site address answers 301 to its new page, on the site, through nginx and at 360 px', async ({
  page,
  request,
  browser,
}) => {
  const editor = await staffAs(request, 'editor')
  const old = `/2022/0929/c${Date.now() % 1_000_000}/page.htm`
  const made = await editor.api.post('/redirects?depth=0', {
    from: old,
    to: '/schoolOverview/aboutSchool',
    type: '301',
  })
  expect(made.status(), await made.text()).toBe(201)
  const id = ((await made.json()) as { doc: { id: number } }).doc.id
  const proxy = await startProxy(PORT, SITE_URL, CMS_URL)
  try {
    // Within 2 s of the save, like a publish.
    await passesWithin(2000, [100, 200], async () => {
      const res = await request.get(`${SITE_URL}${old}`, { maxRedirects: 0 })
      expect(res.status()).toBe(301)
      expect(res.headers().location).toBe('/schoolOverview/aboutSchool')
    })
    const viaNginx = await proxyGet(PORT, SITE_HOST, `${old}?from=weixin`)
    expect(viaNginx.status).toBe(301)
    expect(viaNginx.headers.location).toBe('/schoolOverview/aboutSchool?from=weixin')

    await page.goto(old)
    await expect(page).toHaveURL(`${SITE_URL}/schoolOverview/aboutSchool`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const small = await phone(browser)
    try {
      await small.page.goto(`${SITE_URL}${old}`)
      await expect(small.page).toHaveURL(`${SITE_URL}/schoolOverview/aboutSchool`)
    } finally {
      await small.context.close()
    }

    // The site reports hits in batches of a few seconds.
    await expect
      .poll(async () => ((await editor.api.doc('redirects', id)) as { hits: number }).hits, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(4)
  } finally {
    await proxy.stop()
    await editor.api.delete(`/redirects/${id}`)
  }
  // Deleted: the address is a 404 again within 2 s.
  await passesWithin(2000, [100, 200], async () => {
    expect((await request.get(`${SITE_URL}${old}`, { maxRedirects: 0 })).status()).toBe(404)
  })
})
