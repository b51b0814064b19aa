import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { NextRequest } from 'next/server'
import { THEME_SECTIONS } from '@ou/contract/enums'
import { EDU_ROUTES, ENROLLING_ROUTES } from '@/lib/routes'
import { APP_ROUTES, routeOf } from '@/test-support/app-routes'
import { proxy } from './proxy'
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
/** The path and query a request is served from, or null when it is served as asked. */
const servedFrom = (path: string) => {
  const target = request(path).headers.get('x-middleware-rewrite')
  if (!target) return null
  const url = new URL(target)
  return url.pathname + url.search
}

/** Values for the dynamic segments of the list routes. */
const SAMPLES: Record<string, string[]> = {
  '[pathName]': ['xwzx'],
  '[edu]': Object.keys(EDU_ROUTES),
  '[type]': Object.keys(ENROLLING_ROUTES),
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

  it('serves `?page=N` of every list from its page/[n] route, keeping the rest of the query', () => {
    for (const list of LISTS)
      for (const path of pathsOf(list)) {
        assert.equal(servedFrom(`${path}?page=3&from=nav`), `${path}/page/3?from=nav`, path)
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
    assert.equal(request('/').headers.get('content-security-policy'), null)
  })

  it('gives reads the public cache policy, never a form post', () => {
    for (const method of ['GET', 'HEAD'])
      assert.match(request('/news/xwzx', method).headers.get('cache-control') ?? '', /^public,/, method)
    assert.equal(request('/mailbox', 'POST').headers.get('cache-control'), null)
  })

  it('sends a path with malformed percent-encoding to the not-found page', () => {
    assert.equal(servedFrom('/news/%ZZ?page=2'), '/_malformed-path')
    assert.equal(routeOf('/_malformed-path'), undefined)
  })
})
