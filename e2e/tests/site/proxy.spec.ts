import { expect, test } from '@playwright/test'
import { CMS_URL, SITE_URL, data, firstCategoryNews, passesWithin, whileRetitled } from '../../lib/api'
import { CMS_HOST, SITE_HOST, proxyGet, startProxy, type Proxy } from '../../lib/nginx'

/** deploy/nginx.conf in front of the built apps, as production runs them. */
const PORT = Number(process.env.TEST_PROXY_PORT ?? 3202)
let proxy: Proxy

test.beforeAll(async () => {
  proxy = await startProxy(PORT, SITE_URL, CMS_URL)
})
test.afterAll(async () => {
  await proxy?.stop()
})

const site = (pathname: string, headers?: Record<string, string>) =>
  proxyGet(PORT, SITE_HOST, pathname, headers)
const cms = (pathname: string, headers?: Record<string, string>) =>
  proxyGet(PORT, CMS_HOST, pathname, headers)

test('a public page is served from the proxy cache on the second request', async () => {
  const first = await site('/')
  expect(first.status).toBe(200)
  expect(first.headers['cache-control']).toMatch(/s-maxage=\d+/)
  const second = await site('/')
  expect(second.status).toBe(200)
  expect(second.headers['x-cache']).toBe('HIT')
  expect(second.body).toBe(first.body)
})

test('pages are compressed, build assets are cached for a year', async () => {
  const page = await site('/', { 'accept-encoding': 'gzip' })
  expect(page.headers['content-encoding']).toBe('gzip')
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec((await site('/')).body)?.[1]
  expect(script, 'the home page loads a build asset').toBeTruthy()
  await site(script!)
  const asset = await site(script!)
  expect(asset.headers['cache-control']).toContain('max-age=31536000')
  expect(asset.headers['cache-control']).toContain('immutable')
  expect(asset.headers['x-cache']).toBe('HIT')
})

test('the API and the console pass through uncached; revalidation is not reachable', async ({ request }) => {
  const health = await cms('/api/system.Health/check')
  expect(health.status).toBe(200)
  expect(JSON.parse(health.body).code).toBe(200)
  expect(health.headers['x-cache']).toBeUndefined()
  expect((await cms('/admin/login')).status).toBe(200)
  expect((await site('/api/revalidate')).status).toBe(404)
  // Media: content-hashed names, immutable for a year, then held by the proxy.
  const settings = await data(request, 'setting.Setting/setting')
  const logo = new URL(settings.setting.logo!.url)
  const first = await cms(logo.pathname)
  expect(first.status).toBe(200)
  expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  expect((await cms(logo.pathname)).headers['x-cache']).toBe('HIT')
})

test('an edit in the console shows through the proxy within 2 s', async ({ request }) => {
  const { news, detail } = await firstCategoryNews(request)
  // Warm both caches (the site's and the proxy's).
  expect((await site(detail)).body).toContain(news.title)
  expect((await site(detail)).headers['x-cache']).toBe('HIT')

  const title = `${news.title}（代理 ${Date.now() % 100000}）`
  await whileRetitled(request, news, title, () =>
    passesWithin(2000, [100], async () => {
      expect((await site(detail)).body).toContain(title)
    }),
  )
})
