import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { MAX_LIMIT } from '@ou/contract/paging'
import { routeOf } from '@/test-support/app-routes'
import { fakeApi, paged } from '@/test-support/fake-api'
import { texts, xmlProblem } from '@/test-support/xml'
import {
  MAX_URLS,
  SECTIONS,
  everyRecord,
  listedSites,
  partsOf,
  sectionUrls,
  siteUrls,
  sitemapIndex,
  urlset,
  type SitemapUrl,
} from './sitemap'

const ORIGIN = 'https://www.example.edu.cn'
const api = await fakeApi()
process.env.API_BASE_URL = api.url
process.env.SITE_ORIGIN = ORIGIN
after(() => api.close())

const DAY = /^\d{4}-\d{2}-\d{2}$/
const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10)).toISOString()
const urls = (n: number, lastmod?: (i: number) => string): SitemapUrl[] =>
  Array.from({ length: n }, (_, i) => ({ path: `/news/xwzx/${i + 1}`, lastmod: lastmod?.(i) }))

describe('urlset', () => {
  it('is a valid sitemap of absolute, escaped addresses with their lastmod', () => {
    const xml = urlset([
      { path: '/search?keyword=开放&type=news', lastmod: '2026-03-01' },
      { path: '/schoolOverview/history' },
    ])
    assert.equal(xmlProblem(xml, 'sitemap.xsd'), '')
    assert.deepEqual(texts(xml, 'loc'), [
      `${ORIGIN}/search?keyword=%E5%BC%80%E6%94%BE&type=news`,
      `${ORIGIN}/schoolOverview/history`,
    ])
    assert.deepEqual(texts(xml, 'lastmod'), ['2026-03-01'])
  })
})

describe('sitemapIndex', () => {
  it('is a valid index naming each section file under /sitemaps', () => {
    const xml = sitemapIndex([{ name: 'pages' }, { name: 'news', lastmod: '2026-02-03' }, { name: 'news-2' }])
    assert.equal(xmlProblem(xml, 'siteindex.xsd'), '')
    assert.deepEqual(texts(xml, 'loc'), [
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/news.xml`,
      `${ORIGIN}/sitemaps/news-2.xml`,
    ])
    assert.deepEqual(texts(xml, 'lastmod'), ['2026-02-03'])
  })
})

describe('partsOf', () => {
  it('keeps a section of up to MAX_URLS addresses in one file, with its newest lastmod', () => {
    const list = urls(MAX_URLS, (i) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}`)
    const parts = partsOf('news', list)
    assert.deepEqual(
      parts.map((p) => [p.name, p.urls.length, p.lastmod]),
      [['news', MAX_URLS, '2026-01-28']],
    )
  })

  it('splits a longer section into numbered files that together hold every address once', () => {
    const list = urls(2 * MAX_URLS + 1, (i) => (i < MAX_URLS ? '2026-01-01' : '2026-05-05'))
    const parts = partsOf('news', list)
    assert.deepEqual(
      parts.map((p) => [p.name, p.urls.length, p.lastmod]),
      [
        ['news', MAX_URLS, '2026-01-01'],
        ['news-2', MAX_URLS, '2026-05-05'],
        ['news-3', 1, '2026-05-05'],
      ],
    )
    assert.deepEqual(
      parts.flatMap((p) => p.urls),
      list,
    )
  })

  it('gives a section with no addresses no file: an empty urlset is not a valid sitemap', () => {
    assert.notEqual(xmlProblem(urlset([]), 'sitemap.xsd'), '')
    assert.deepEqual(partsOf('featured', []), [])
  })

  it('gives no lastmod to a file none of whose addresses has one', () => {
    assert.equal(partsOf('school', urls(3))[0]!.lastmod, undefined)
  })
})

describe('everyRecord', () => {
  it('reads a long list page by page, in order, a few pages at a time', async () => {
    const records = Array.from({ length: 9 * MAX_LIMIT + 7 }, (_, i) => i)
    const asked: number[] = []
    let inFlight = 0
    let most = 0
    const all = await everyRecord(async (page, limit) => {
      asked.push(page)
      most = Math.max(most, ++inFlight)
      await new Promise((r) => setTimeout(r, 5))
      inFlight--
      assert.equal(limit, MAX_LIMIT)
      return paged(records)({ page, limit })
    })
    assert.deepEqual(all, records)
    assert.deepEqual(
      [...asked].sort((a, b) => a - b),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    )
    assert.ok(most > 1 && most <= 4, `at most 4 pages at once, not ${most}`)
  })

  it('asks once for a short list, and yields nothing when the first page fails', async () => {
    let n = 0
    assert.deepEqual(
      await everyRecord(async (page, limit) => (n++, paged([1, 2, 3])({ page, limit }))),
      [1, 2, 3],
    )
    assert.equal(n, 1)
    assert.deepEqual(await everyRecord(async () => null), [])
  })
})

/** A cms with a little of everything, every list paged like the real API. */
const CMS = {
  'news.News/category': () => [
    { id: 1, name: '学校要闻', path_name: 'xwzx' },
    { id: 2, name: '通知公告', path_name: 'tzgg' },
  ],
  'news.News/list': (input: Record<string, string | number>) =>
    paged(
      input.category_id === 1 || input.path_name === 'xwzx'
        ? Array.from({ length: MAX_LIMIT + 5 }, (_, i) => ({ id: 1000 - i, published_at: at(30 - (i % 30)) }))
        : [{ id: 7, published_at: at(2) }],
    )(input),
  'school.Campus/list': paged([{ id: 1, published_at: at(3) }]),
  'school.Affair/list': paged([{ id: 2, published_at: at(4) }]),
  'school.Staff/list': paged([{ id: 3 }]),
  'school.Department/list': paged([{ id: 4 }]),
  'disclosure.Report/list': () => ({
    list: [
      { id: 1, year: 2025, title: '2025—2026 学年信息公开工作年度报告', updated_at: at(11) },
      { id: 2, year: 2024, title: '2024—2025 学年信息公开工作年度报告', updated_at: at(10) },
    ],
  }),
  'openEducation.News/list': paged([{ id: 5, published_at: at(5) }]),
  'adultEducation.News/list': paged([{ id: 6, published_at: at(6) }]),
  'openEducation.School/list': paged([{ id: 7 }]),
  'adultEducation.School/list': paged([{ id: 8 }]),
  'enrolling.Major/list': paged([{ id: 9 }, { id: 10 }]),
  'oldEducation.Course/list': paged([{ id: 11 }]),
  'enrolling.News/list': (input: Record<string, string | number>) =>
    paged([{ id: input.category_type === 'adult' ? 12 : 13, published_at: at(7) }])(input),
  'theme.Theme/info': (input: Record<string, string | number>) => ({
    id: Number(input.theme_id),
    name: '专题',
  }),
  'theme.Article/list': paged([
    { id: 14, section: 'work', published_at: at(8) },
    { id: 15, section: 'theoretical', published_at: at(9) },
  ]),
}

describe('the sites of the group (站群)', () => {
  it('lists a site’s home, columns and articles under its own address, dated by its newest', async () => {
    api.answer({
      ...CMS,
      'news.News/category': (input: Record<string, string | number>) =>
        input.site === 'mianyang'
          ? [{ id: 3, name: '通知公告', path_name: 'notice' }]
          : CMS['news.News/category'](),
      'news.News/list': (input: Record<string, string | number>) =>
        input.site === 'mianyang'
          ? paged([
              { id: 21, published_at: at(12) },
              { id: 20, published_at: at(5) },
            ])(input)
          : CMS['news.News/list'](input),
    })
    const list = await siteUrls('mianyang')
    assert.deepEqual(list, [
      { path: '/sites/mianyang', lastmod: '2026-01-12' },
      { path: '/sites/mianyang/news/notice', lastmod: '2026-01-12' },
      { path: '/sites/mianyang/news/notice/21', lastmod: '2026-01-12' },
      { path: '/sites/mianyang/news/notice/20', lastmod: '2026-01-05' },
    ])
    for (const u of list) assert.ok(routeOf(u.path), u.path)
    assert.ok(api.calls.every((c) => !c.name.startsWith('news.') || c.input.site === 'mianyang'))
  })

  it('indexes every site but the portal and the 已停用 ones', async () => {
    const site = (slug: string, status: string) => ({ slug, status })
    api.answer({
      'setting.Site/list': () => ({
        list: [
          site('portal', 'live'),
          site('mianyang', 'live'),
          site('new', 'building'),
          site('old', 'closed'),
        ],
      }),
    })
    assert.deepEqual(await listedSites(), ['mianyang', 'new'])
    const xml = sitemapIndex([
      { name: 'news' },
      { path: '/sites/mianyang/sitemap.xml', lastmod: '2026-01-12' },
    ])
    assert.equal(xmlProblem(xml, 'siteindex.xsd'), '')
    assert.match(
      xml,
      /<loc>https:\/\/[^<]+\/sites\/mianyang\/sitemap\.xml<\/loc><lastmod>2026-01-12<\/lastmod>/,
    )
  })
})

describe('sectionUrls', () => {
  it('lists, in every section, only addresses the site serves, each once, with day-precision lastmods', async () => {
    api.answer(CMS)
    for (const section of SECTIONS) {
      const list = await sectionUrls(section)
      assert.ok(list.length > 0, section)
      const paths = list.map((u) => u.path)
      assert.equal(new Set(paths).size, paths.length, `${section}: a path listed twice`)
      for (const u of list) {
        assert.ok(routeOf(u.path), `${section}: no route serves ${u.path}`)
        if (u.lastmod !== undefined) assert.match(u.lastmod, DAY, `${section}: ${u.path}`)
      }
      assert.equal(xmlProblem(urlset(list), 'sitemap.xsd'), '', section)
    }
  })

  it('lists every article of a long news category, and dates the category by its newest', async () => {
    api.answer(CMS)
    const list = await sectionUrls('news')
    const articles = list.filter((u) => u.path.startsWith('/news/xwzx/'))
    assert.equal(articles.length, MAX_LIMIT + 5)
    assert.deepEqual(
      list.find((u) => u.path === '/news/xwzx'),
      { path: '/news/xwzx', lastmod: '2026-01-30' },
    )
    assert.deepEqual(
      list.find((u) => u.path === '/news/tzgg/7'),
      { path: '/news/tzgg/7', lastmod: '2026-01-02' },
    )
  })

  it('lists the featured topic with its section pages and articles in their own sections', async () => {
    api.answer(CMS)
    const paths = (await sectionUrls('featured')).map((u) => u.path)
    assert.ok(paths.includes('/featured?theme_id=1'))
    assert.ok(paths.includes('/featured/work/14'))
    assert.ok(paths.includes('/featured/theoretical/15'))
  })

  it('lists the annual reports of information disclosure: the list among the pages, each year dated', async () => {
    api.answer(CMS)
    const pages = (await sectionUrls('pages')).map((u) => u.path)
    assert.ok(pages.includes('/schoolOverview/schoolAffairsOpen/annualReport'))
    const list = await sectionUrls('school')
    const reports = list.filter((u) => u.path.startsWith('/schoolOverview/schoolAffairsOpen/annualReport'))
    assert.deepEqual(reports, [
      { path: '/schoolOverview/schoolAffairsOpen/annualReport/2025', lastmod: '2026-01-11' },
      { path: '/schoolOverview/schoolAffairsOpen/annualReport/2024', lastmod: '2026-01-10' },
    ])
  })

  it('leaves out what the cms cannot answer', async () => {
    api.answer({})
    assert.deepEqual(await sectionUrls('news'), [])
    assert.deepEqual(await sectionUrls('featured'), [])
    const files = (await Promise.all(SECTIONS.map(async (s) => partsOf(s, await sectionUrls(s))))).flat()
    // Only the sections of fixed pages (the lists of each format among them) keep a file.
    assert.deepEqual(
      files.map((f) => f.name),
      ['pages', 'education'],
    )
    assert.equal(xmlProblem(sitemapIndex(files), 'siteindex.xsd'), '')
  })
})
