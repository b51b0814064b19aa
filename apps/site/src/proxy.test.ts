import assert from 'node:assert/strict'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, it } from 'node:test'
import { NextRequest } from 'next/server'
import { THEME_SECTIONS } from '@ou/contract/enums'
import { EDU_ROUTES, ENROLLING_ROUTES } from '@/lib/routes'
import { APP_ROUTES, routeOf } from '@/test-support/app-routes'
import type { Site } from '@ou/contract'
import { useSites } from '@/lib/site-table'
import {
  GONE_HEADER,
  NOT_FOUND_HEADER,
  PORTAL_ANSWER,
  SITE_HOST_HEADER,
  STATIC_NOT_FOUND_HEADER,
  TOP_SEGMENTS,
  proxy,
} from './proxy'
import { PAGE_PARAMS, pageAddress, pageQuery } from '../page-query.mjs'
import { assertEach } from '@/test-support/assert'

// A production server's configuration.
Object.assign(process.env, {
  NODE_ENV: 'production',
  REVALIDATE_SECRET: 'r'.repeat(40),
  API_BASE_URL: 'http://127.0.0.1:3001',
  PUBLIC_API_BASE_URL: 'https://api.example.edu.cn/',
})

const SITE = 'http://site.test'
const request = (path: string, method = 'GET') => proxy(new NextRequest(`${SITE}${path}`, { method }))
/** The answer for a known route: the proxy decides at once, without reading the column table. */
const known = (path: string, method = 'GET') => {
  const res = request(path, method)
  assert.ok(!(res instanceof Promise), path)
  return res
}
/** The path and query a request is served from, or null when it is served as asked. */
const servedFrom = (path: string) => {
  const target = known(path).headers.get('x-middleware-rewrite')
  if (!target) return null
  const url = new URL(target)
  return url.pathname + url.search
}

/** Values for the dynamic segments of the list routes. */
const SAMPLES: Record<string, string[]> = {
  '[pathName]': ['xwzx'],
  '[edu]': Object.keys(EDU_ROUTES),
  '[type]': Object.keys(ENROLLING_ROUTES),
  '[site]': ['mianyang'],
  '[category]': ['notice'],
}
const pathsOf = (segments: readonly string[]): string[] =>
  segments.reduce<string[]>(
    (paths, s) => {
      const values = /^\[/.test(s) ? SAMPLES[s] : [s]
      assert.ok(values, `no sample value for ${s}`)
      return paths.flatMap((p) => values.map((v) => `${p}/${v}`))
    },
    [''],
  )

/** Every list the site pages: the folders with a `page/[n]` route. */
const LISTS = APP_ROUTES.filter((r) => r.at(-2) === 'page' && r.at(-1) === '[n]').map((r) => r.slice(0, -2))

describe('proxy: paginated lists', () => {
  it('finds the lists', () => {
    assert.ok(LISTS.length >= 8, `${LISTS.length} lists`)
  })

  it('serves `?page=N` of every list from its page/[n] route, without parameters it is not made from', () => {
    for (const list of LISTS)
      for (const path of pathsOf(list)) {
        assert.equal(servedFrom(`${path}?page=3&from=nav`), `${path}/page/3`, path)
        assert.equal(routeOf(`${path}/page/3`), `/${list.join('/')}/page/[n]`, path)
      }
  })

  it('serves a malformed page number as page 1', () => {
    assert.equal(servedFrom('/news/xwzx?page=abc'), '/news/xwzx/page/1')
    assert.equal(servedFrom('/mailbox?page=1234567'), '/mailbox/page/1')
  })

  it('serves the list itself without `?page`, and leaves `?page` of other pages alone', () => {
    assertEach(
      ['/news/xwzx', '/mailbox', '/search?keyword=开放&page=2', '/news/xwzx/12?page=2', '/news?page=2'],
      servedFrom,
      null,
    )
  })
})

describe('proxy: featured pages', () => {
  it('serves `?theme_id=N` of the topic home and of each section from the theme routes', () => {
    const cases: [string, string][] = [
      ['/featured?theme_id=3', '/featured/theme/3'],
      ...THEME_SECTIONS.flatMap((s): [string, string][] => [
        [`/featured/${s}?theme_id=3`, `/featured/${s}/theme/3/1`],
        [`/featured/${s}?theme_id=3&page=2`, `/featured/${s}/theme/3/2`],
      ]),
    ]
    for (const [path, target] of cases) {
      assert.equal(servedFrom(path), target, path)
      assert.ok(routeOf(target)?.includes('/theme/[themeId]'), target)
    }
  })

  it('leaves a featured page alone without a valid theme id', () => {
    assertEach(
      [
        '/featured',
        '/featured?theme_id=0',
        '/featured?theme_id=x',
        '/featured/work?theme_id=1e3',
        '/featured/work/9?theme_id=3',
      ],
      servedFrom,
      null,
    )
  })
})

describe('proxy: headers', () => {
  it('leaves the Content-Security-Policy to server.mjs, which sets it once a page is complete', () => {
    assert.equal(known('/').headers.get('content-security-policy'), null)
  })

  it('gives reads the public cache policy, never a form post', () => {
    for (const method of ['GET', 'HEAD'])
      assert.match(known('/news/xwzx', method).headers.get('cache-control') ?? '', /^public,/, method)
    assert.equal(known('/mailbox', 'POST').headers.get('cache-control'), null)
  })

  it('sends a path with malformed percent-encoding to the not-found page', () => {
    assert.equal(servedFrom('/news/%ZZ?page=2'), '/_malformed-path')
    assert.equal(routeOf('/_malformed-path'), undefined)
  })
})

describe('proxy: query parameters a page is not made from', () => {
  it('serves the page from its path and own parameters only (page-query.mjs)', () => {
    assert.equal(servedFrom('/news/xwzx?utm_source=wx&from=weixin'), '/news/xwzx')
    assert.equal(servedFrom('/news/xwzx?r=8f3a'), '/news/xwzx')
    assert.equal(servedFrom('/news/xwzx?r=1&page=2&page=3'), '/news/xwzx/page/2')
    assert.equal(servedFrom('/search?keyword=%E5%BC%80&r=1&type=news'), '/search?keyword=%E5%BC%80&type=news')
    assert.equal(servedFrom('/news/xwzx'), null)
    assert.equal(servedFrom('/search?keyword=a'), null)
  })

  it('counts a parameter only when its name is spelt exactly so, as nginx does', () => {
    assert.equal(servedFrom('/news/xwzx?PAGE=2'), '/news/xwzx')
    assert.equal(servedFrom('/news/xwzx?pag%65=2'), '/news/xwzx')
    assert.equal(
      pageQuery('xpage=1&page=2&_rsc=x&theme_id=3&major_id=4&keyword=k&type=t&z=9'),
      'page=2&theme_id=3&keyword=k&type=t&major_id=4&_rsc=x',
    )
    assert.equal(pageAddress('/a?utm_source=x'), '/a')
    assert.equal(pageAddress('/a?page=%32&r=1'), '/a?page=%32')
  })

  it('lists in nginx.conf the parameters page-query.mjs lists', () => {
    const conf = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8')
    const inConf = [...conf.matchAll(/map \$args \$ou_arg_\w+ \{\s*"~\(\?:\^\|&\)\(\?<ou_v>(\w+)=/g)].map(
      (m) => m[1],
    )
    assert.deepEqual(inConf, [...PAGE_PARAMS])
  })
})

describe('proxy: addresses no route answers', () => {
  const underServer = (path: string, method = 'GET') =>
    proxy(new NextRequest(`${SITE}${path}`, { method, headers: { [STATIC_NOT_FOUND_HEADER]: '1' } }))

  it('knows every first segment the site answers', () => {
    const app = fileURLToPath(new URL('./app', import.meta.url))
    const pub = fileURLToPath(new URL('../public', import.meta.url))
    // The root catch-all serves the column tree's top-level columns, read from the cms (lib/columns.ts).
    const routes = new Set(APP_ROUTES.map((r) => r[0] ?? '').filter((s) => !s.startsWith('[')))
    const metadata = { 'manifest.ts': 'manifest.webmanifest', 'robots.ts': 'robots.txt' } as Record<
      string,
      string
    >
    const files = readdirSync(app).flatMap((f) =>
      metadata[f] ? [metadata[f]] : /\.(png|ico)$/.test(f) ? [f] : [],
    )
    const expected = new Set([...routes, ...files, ...readdirSync(pub), '_next', '_malformed-path', 'api'])
    assert.deepEqual([...TOP_SEGMENTS].sort(), [...expected].sort())
  })

  it('answers an empty 404 for server.mjs to fill with its kept not-found page', async () => {
    for (const path of ['/no-such-3fa9', '/no-such/deeper?r=1', '/%ZZ']) {
      const res = await underServer(path)
      assert.equal(res.status, 404, path)
      assert.equal(res.headers.get(NOT_FOUND_HEADER), '1', path)
    }
    assert.equal((await underServer('/news/xwzx')).status, 200)
    assert.equal((await underServer('/')).headers.get(NOT_FOUND_HEADER), null)
    assert.equal((await underServer('/no-such-3fa9', 'POST')).headers.get(NOT_FOUND_HEADER), null)
    // Without server.mjs (next dev), Next renders its not-found page as before.
    assert.equal((await request('/no-such-3fa9')).headers.get(NOT_FOUND_HEADER), null)
  })
})

describe('proxy: the sites of the group (站群)', () => {
  const site = (slug: string, status: Site['status']): Site => ({
    id: slug.length,
    name: slug,
    short_name: slug,
    slug,
    kind: 'branch',
    template: 'branch',
    status,
    domain: null,
    theme_color: '#123456',
    logo: null,
    contact: '',
    menu: [],
    footer_links: [],
    notice: null,
  })

  it('serves every address of a closed site from its gone page, for server.mjs to answer 410', () => {
    useSites([site('old', 'closed'), site('live', 'live'), site('new', 'building')])
    for (const path of ['/sites/old', '/sites/old/news/notice/3', '/sites/old/news/notice?page=2']) {
      assert.equal(servedFrom(path), '/sites/old/gone', path)
      assert.equal(known(path).headers.get(GONE_HEADER), '1', path)
    }
    // A live site and one being built are served as they are; so is a slug that only starts alike.
    for (const path of ['/sites/live/news/notice/3', '/sites/new', '/sites/older', '/news/old'])
      assert.equal(known(path).headers.get(GONE_HEADER), null, path)
    assert.equal(servedFrom('/sites/live/news/notice?page=2'), '/sites/live/news/notice/page/2')
  })

  it('serves a site’s own host name from its pages, marked as by its host; any other host, whatever it says, is the portal', () => {
    useSites([
      { ...site('mianyang', 'live'), domain: 'mianyang.tfou.edu.cn' },
      { ...site('old', 'closed'), domain: 'old.tfou.edu.cn' },
      { ...site('portal', 'live'), domain: 'www.tfou.edu.cn' },
    ])
    const answer = (host: string, path: string, headers: Record<string, string> = {}) => {
      const res = proxy(new NextRequest(`${SITE}${path}`, { headers: { host, ...headers } }))
      assert.ok(!(res instanceof Promise), path)
      return res
    }
    const on = (host: string, path: string, headers: Record<string, string> = {}) => {
      const target = answer(host, path, headers).headers.get('x-middleware-rewrite')
      return target ? new URL(target).pathname + new URL(target).search : path
    }
    const host = 'mianyang.tfou.edu.cn'
    for (const [path, served] of [
      // By its host name: the marked route, whose links are the host's own (lib/sites.ts, BY_HOST).
      ['/', '/sites/~mianyang'],
      ['/news/notice', '/sites/~mianyang/news/notice'],
      ['/news/notice?page=2&utm_source=x', '/sites/~mianyang/news/notice/page/2'],
      ['/sitemap.xml', '/sites/~mianyang/sitemap.xml'],
      ['/feeds/news.rss', '/sites/~mianyang/feeds/news.rss'],
      // Its address on the portal's host, and the files of the whole installation, as they are.
      ['/sites/mianyang/news/notice/3', '/sites/mianyang/news/notice/3'],
      ['/robots.txt', '/robots.txt'],
    ] as const)
      for (const h of [host, `${host}:443`, host.toUpperCase()]) {
        assert.equal(on(h, path), served, `${h}${path}`)
        // Whose page it is, for server.mjs's copies: the site's host for the site's pages.
        assert.equal(
          answer(h, path).headers.get(SITE_HOST_HEADER),
          served.startsWith('/sites/~') ? host : PORTAL_ANSWER,
          `${h}${path}`,
        )
      }
    // A closed site's host says so (410); the portal's own and any unknown host are the portal's.
    assert.equal(on('old.tfou.edu.cn', '/news/notice'), '/sites/~old/gone')
    for (const h of ['www.tfou.edu.cn', 'evil.example', `x.${host}`, `${host}.evil.example`, '']) {
      assert.equal(on(h, '/news/notice'), '/news/notice', h)
      // Whatever the client sends along.
      assert.equal(
        answer(h, '/news/notice', { [SITE_HOST_HEADER]: host }).headers.get(SITE_HOST_HEADER),
        PORTAL_ANSWER,
      )
    }
    // The marked route is never a client's to ask for, on any host, however it is spelt.
    for (const h of [host, 'www.tfou.edu.cn'])
      for (const path of [
        '/sites/~mianyang',
        '/sites/~mianyang/news/notice',
        '/sites/%7Emianyang/news/notice',
      ])
        assert.equal(on(h, path), '/_malformed-path', `${h}${path}`)
  })
})
