import { expect, test } from '@playwright/test'

/** A malformed path is a page that does not exist: the site's 404 page, never a bare 500. */
test('malformed percent-encoding answers the not-found page', async ({ request }) => {
  for (const p of ['/news/%ZZ', '/news/1/%E0%A4%A', '/schoolOverview/%ZZ/x', '/%ZZ']) {
    const res = await request.get(p)
    expect(res.status(), p).toBe(404)
    expect(res.headers()['content-type'], p).toContain('text/html')
    expect(await res.text(), p).toContain('Page Not Found')
  }
})
