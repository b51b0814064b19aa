import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import {
  CMS_URL,
  SITE_URL,
  data,
  firstCategoryNews,
  passesWithin,
  staffAs,
  whileRetitled,
} from '../../lib/api'
import { CMS_HOST, SITE_HOST, proxyGet, startProxy } from '../../lib/nginx'

/** deploy/nginx.conf in front of the built apps, as production runs them. */
const PORT = Number(process.env.TEST_PROXY_PORT ?? 3202)
/** A site's own host name, listed in the proxy's `$ou_host` map as docs/deploy.md says. */
const SITE_DOMAIN = 'mianyang.proxy.example.test'
let proxy: Awaited<ReturnType<typeof startProxy>>

test.beforeAll(async () => {
  proxy = await startProxy(PORT, SITE_URL, CMS_URL, { siteHosts: [SITE_DOMAIN] })
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

test('nginx keeps a page for about a second, never more than 1.5 s (the site’s X-Accel-Expires reaches the cache)', async ({
  request,
}) => {
  const { detail } = await firstCategoryNews(request)
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
  /**
   * Polls every 50 ms until nginx finds its copy expired (STALE, EXPIRED or MISS; UPDATING is the
   * old copy while the refresh is under way); when that request left.
   */
  const nextRefresh = async () => {
    for (const until = Date.now() + 5000; Date.now() < until; await sleep(50)) {
      const sent = Date.now()
      const answer = await site(detail)
      expect(answer.status).toBe(200)
      if (!['HIT', 'UPDATING'].includes(String(answer.headers['x-cache']))) return sent
    }
    throw new Error('nginx answered from its copy for 5 s')
  }
  expect((await site(detail)).status).toBe(200)
  // A copy ends at a whole second, so the first refresh comes at one; the copy it makes then is
  // the one measured. As s-maxage=1 alone nginx would keep it to the end of the next second (2 s);
  // as the end second the site names, to the end of this one.
  const start = await nextRefresh()
  const lifetime = (await nextRefresh()) - start
  expect(lifetime).toBeGreaterThan(300)
  expect(lifetime, 'the copy made at a second’s start lives to its end').toBeLessThan(1500)
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

/** The copies nginx keeps: the files of its cache directory (named by the key's MD5). */
function cacheEntries(dir = path.join(proxy.dir, 'cache')): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, e) =>
      n + (e.isDirectory() ? cacheEntries(path.join(dir, e.name)) : /^[0-9a-f]{32}$/.test(e.name) ? 1 : 0),
    0,
  )
}

test('a site by its own host name: its own addresses, its own copies; a made-up host gets the portal’s copy and makes none', async ({
  request,
}) => {
  const mianyang = DEMO_SITES.find((s) => s.slug === 'mianyang')!
  const admin = await staffAs(request, 'admin')
  const id = await admin.api.idWhere('sites', 'slug', mianyang.slug)
  const before = (await admin.api.doc('sites', id)).domain ?? null
  const bySite = (pathname: string) => proxyGet(PORT, SITE_DOMAIN, pathname)
  // The scheme of the portal's configured origin, on the site's own host.
  const origin = `${new URL(SITE_URL).protocol}//${SITE_DOMAIN}`
  try {
    expect((await admin.api.patch(`/sites/${id}`, { domain: SITE_DOMAIN })).status()).toBe(200)
    await expect(async () => {
      const column = await bySite('/news/notice')
      expect(column.status).toBe(200)
      expect(column.body).toContain(`<link rel="canonical" href="${origin}/news/notice"/>`)
    }).toPass({ timeout: 20_000 })
    const column = await bySite('/news/notice')
    expect(column.body).toMatch(/href="\/news\/notice\/\d+"/)
    expect(column.body).not.toContain(`href="/sites/${mianyang.slug}`)
    // Kept by nginx under the site's host.
    await expect(async () => {
      await bySite('/news/notice')
      expect((await bySite('/news/notice')).headers['x-cache']).toBe('HIT')
    }).toPass({ timeout: 10_000 })
    // On the portal's host the site's address is a copy of its own, linking the portal's paths.
    const onPortal = await site(`/sites/${mianyang.slug}/news/notice`)
    expect(onPortal.body).toMatch(new RegExp(`href="/sites/${mianyang.slug}/news/notice/\\d+"`))
    expect((await bySite('/sitemap.xml')).body).toContain(`<loc>${origin}/news/notice</loc>`)

    // Any host not in the map is the portal's: the portal's copy, and no copy of its own.
    await expect(async () => {
      const portal = await site('/')
      expect(portal.status).toBe(200)
      const entries = cacheEntries()
      for (const host of ['made-up.example.test', `x.${SITE_DOMAIN}`, `z${Date.now()}.example.test`]) {
        const res = await proxyGet(PORT, host, '/')
        expect(res.headers['x-cache'], host).toBe('HIT')
        expect(res.body, host).toBe(portal.body)
      }
      expect(cacheEntries()).toBe(entries)
    }).toPass({ timeout: 10_000 })
  } finally {
    expect((await admin.api.patch(`/sites/${id}`, { domain: before })).status()).toBe(200)
  }
})
