import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { formatPage } from './entities'
import { calls } from './calls'
import { FORMAT_PAGE_CALLS, callNames, routes } from './calls/routes'
import { isApiTag, tagsOf } from './calls/tags'
import { tooManyAttemptsText } from './errors'
import { idCardCheckCharacter, isValidIdCard } from './idCard'
import { findNewsCategory } from './newsCategory'
import { clampPaging, pageNumber } from './paging'
import { currentTerm, parsePeriod, termLabel } from './terms'

describe('call table', () => {
  it('names every call of the public API, each with its schemas', () => {
    // 64 + the two student sign-outs (issue 20) + redirects, hits, notice and preview, navigation and
    // pages (issue 21) + disclosure and letter stats (issue 23) + annual reports (issue 23) + the
    // spoken captcha on demand (issue 20) + the column tree (issue 32) + the site list and a site
    // (issue 34)
    assert.equal(callNames.length, 85)
    for (const n of callNames) {
      assert.match(n, /^[a-zA-Z]+\.[A-Z][a-zA-Z]*\/[a-zA-Z]+$/)
      assert.equal(calls[n].method, routes[n].method)
      assert.ok(calls[n].request && calls[n].data && calls[n].summary, n)
    }
    assert.equal(calls['news.News/category'].method, 'GET')
    assert.equal(calls['openEducation.StudentScore/list'].auth, 'openEducation')
  })
  it('lists exactly the calls that answer a format page', () => {
    const answering = callNames.filter((n) => calls[n].data === formatPage)
    assert.deepEqual([...answering].sort(), [...FORMAT_PAGE_CALLS].sort())
  })
})

describe('light modules', () => {
  // The browser's client imports these; none may pull zod in, even through another file.
  const LIGHT = [
    'client.ts',
    'calls/routes.ts',
    'calls/tags.ts',
    'enums.ts',
    'terms.ts',
    'errors.ts',
    'ids.ts',
    'paging.ts',
    'idCard.ts',
    'newsCategory.ts',
    'sites.ts',
  ]
  const here = path.dirname(fileURLToPath(import.meta.url))
  const valueImports = (file: string) =>
    [
      ...readFileSync(path.join(here, file), 'utf8').matchAll(/^import (?!type )[^'"]*['"]([^'"]+)['"]/gm),
    ].map((m) => m[1]!)
  for (const start of LIGHT) {
    it(`${start} loads no zod`, () => {
      const seen = new Set<string>()
      const visit = (file: string) => {
        if (seen.has(file)) return
        seen.add(file)
        for (const spec of valueImports(file)) {
          assert.ok(spec.startsWith('.'), `${file} imports ${spec}`)
          const target = path.join(path.dirname(file), spec)
          visit(LIGHT.includes(`${target}.ts`) ? `${target}.ts` : `${target}/index.ts`)
        }
      }
      visit(start)
    })
  }
})

describe('cache tags', () => {
  it('tag a call with api and its controller', () => {
    assert.deepEqual(tagsOf('news.News/list'), ['api', 'api:news.News', 'api:news.News@portal'])
    assert.deepEqual(tagsOf('news.News/list', { site: 'mianyang', page: 1 }), [
      'api',
      'api:news.News',
      'api:news.News@mianyang',
    ])
    assert.deepEqual(tagsOf('school.Campus/list'), ['api', 'api:school.Campus'])
    // A site's carousel is its own: a slide changed on one site expires that site's answers only.
    assert.deepEqual(tagsOf('setting.Carousel/list', { site: 'deyang' }), [
      'api',
      'api:setting.Carousel',
      'api:setting.Carousel@deyang',
    ])
  })
  it('accept only tags of known controllers', () => {
    assert.equal(isApiTag('api'), true)
    assert.equal(isApiTag('api:school.Campus'), true)
    assert.equal(isApiTag('api:school.Campos'), false)
    assert.equal(isApiTag('api:news.News/list'), false)
    assert.equal(isApiTag(42), false)
    // 站群: a site's tag, for a controller that answers per site only.
    assert.equal(isApiTag('api:news.News@mianyang'), true)
    assert.equal(isApiTag('api:news.News@portal'), true)
    assert.equal(isApiTag('api:news.News@Mianyang'), false)
    assert.equal(isApiTag('api:news.News@'), false)
    assert.equal(isApiTag('api:news.News@a@b'), false)
    assert.equal(isApiTag('api:school.Campus@mianyang'), false)
  })
})

describe('rules shared by both apps', () => {
  it('check ID card numbers with the GB 11643 checksum', () => {
    assert.equal(isValidIdCard('11010519491231002X'), true)
    assert.equal(isValidIdCard('110105194912310021'), false)
    assert.equal(isValidIdCard('11010519491331002X'), false)
    assert.equal(idCardCheckCharacter('11010519491231002'), 'X')
  })
  it('name terms by half year', () => {
    assert.equal(currentTerm(new Date(2026, 0, 15)), '2026春季')
    assert.equal(currentTerm(new Date(2026, 6, 1)), '2026秋季')
    assert.equal(termLabel('2025', 'autumn'), '2025年秋季学期')
    assert.equal(parsePeriod('春'), 'spring')
    assert.equal(parsePeriod(' Autumn '), 'autumn')
    assert.equal(parsePeriod('冬季'), null)
  })
  it('find a news category by path, position or id', () => {
    const cats = [
      { id: 7, path_name: 'xxyw' },
      { id: 3, path_name: 'tzgg' },
    ]
    assert.equal(findNewsCategory(cats, 'tzgg')?.id, 3)
    assert.equal(findNewsCategory(cats, '1')?.id, 7)
    assert.equal(findNewsCategory(cats, '7')?.id, 7)
    assert.equal(findNewsCategory(cats, '5'), undefined)
    assert.equal(findNewsCategory(cats, 'nope'), undefined)
  })
  it('clamp paging: everything, or a page of at most 100', () => {
    assert.deepEqual(clampPaging(0, 0, true), { all: true, page: 0, limit: 0 })
    // Only the calls that list short reference tables may ask for everything.
    assert.deepEqual(clampPaging(0, 0), { all: false, page: 1, limit: 100 })
    assert.deepEqual(clampPaging(0, 20), { all: false, page: 1, limit: 20 })
    assert.deepEqual(clampPaging(3, 500), { all: false, page: 3, limit: 100 })
    assert.equal(pageNumber('4'), 4)
    assert.equal(pageNumber(['2', '9']), 2)
    assert.equal(pageNumber('-1'), 1)
    assert.equal(pageNumber('1e9'), 1)
  })
  it('spell out the wait of a rate limit', () => {
    assert.equal(tooManyAttemptsText(900), '尝试次数过多，请 15 分钟后再试')
    assert.equal(tooManyAttemptsText(20), '尝试次数过多，请 20 秒后再试')
  })
})
