import { expect, test, type APIRequestContext } from '@playwright/test'
import { CMS_URL, SITE_URL, staffAs } from '../../lib/api'
import { phone } from '../../lib/browser'
import { SITE_HOST, proxyGet, startProxy } from '../../lib/nginx'

/** A preview link shows a draft before publication, is never cached, and answers 404 once expired. */

const PORT = Number(process.env.TEST_PROXY_PORT ?? 3202)

async function draftWithLink(request: APIRequestContext, title: string) {
  const editor = await staffAs(request, 'editor')
  const cats = await editor.api.get('/news-categories?limit=1&depth=0')
  const category = ((await cats.json()) as { docs: { id: number; path_name: string }[] }).docs[0]!
  const created = await editor.api.post('/news?draft=true&depth=0', {
    title,
    category: category.id,
    _status: 'draft',
  })
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const made = await editor.api.post('/preview-links?depth=0', { doc: { relationTo: 'news', value: id } })
  expect(made.status(), await made.text()).toBe(201)
  const link = ((await made.json()) as { doc: { id: number; url: string } }).doc
  return { editor, id, category, link, path: new URL(link.url).pathname }
}

test('a leader opens a draft through its link, also at 360 px; expired, the link is a 404', async ({
  page,
  request,
  browser,
}) => {
  const title = `领导审阅稿 ${Date.now() % 100000}`
  const { editor, id, category, link, path } = await draftWithLink(request, title)

  const res = await page.goto(path)
  expect(res!.status()).toBe(200)
  expect(res!.headers()['cache-control']).toContain('no-store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('status').filter({ hasText: '未发布的草稿' })).toBeVisible()
  // The public page of the same article does not exist yet.
  expect((await page.goto(`/news/${category.path_name}/${id}`))!.status()).toBe(404)

  const small = await phone(browser)
  try {
    await small.page.goto(`${SITE_URL}${path}`)
    await expect(small.page.getByRole('heading', { level: 1 })).toHaveText(title)
    const overflow = await small.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  } finally {
    await small.context.close()
  }

  // nginx never keeps a preview.
  const proxy = await startProxy(PORT, SITE_URL, CMS_URL)
  try {
    await proxyGet(PORT, SITE_HOST, path)
    const again = await proxyGet(PORT, SITE_HOST, path)
    expect(again.status).toBe(200)
    expect(again.headers['x-cache']).toBe('BYPASS')
    expect(again.headers['cache-control']).toContain('no-store')
  } finally {
    await proxy.stop()
  }

  // Expired: 404 at once, on the site and through its link.
  await editor.api.patch(`/preview-links/${link.id}?depth=0`, {
    expires_at: new Date(Date.now() - 1000).toISOString(),
  })
  const gone = await page.goto(path)
  expect(gone!.status()).toBe(404)
  await expect(page.getByText(title)).toHaveCount(0)
})
