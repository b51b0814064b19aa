import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, it } from 'node:test'
import { checkLinks, extractLinks } from './links'
import { baseDomain } from './net'
import { docOfPath, pathOf, siteSlugOfUrl } from './pages'
import { findWording, textsOf } from './wording'

describe('inspection: domains', () => {
  it('names the domain a host belongs to', () => {
    assert.equal(baseDomain('www.moe.gov.cn'), 'moe.gov.cn')
    assert.equal(baseDomain('lib.tfou.edu.cn'), 'tfou.edu.cn')
    assert.equal(baseDomain('www.bilibili.com'), 'bilibili.com')
    assert.equal(baseDomain('127.0.0.1'), '127.0.0.1')
  })
})

describe('inspection: pages', () => {
  it('extracts links, images and attachments, resolved, without fragments or mailto', () => {
    const links = extractLinks(
      `<a href="/news/a/1#top">新闻 <b>一</b></a><a href="mailto:x@y.z">信</a><a href="#x">顶部</a>
       <img src="https://cms.test/media/a.png" alt="校园"><iframe src="//video.test/v"></iframe>
       <script>var a = '<a href="/not-a-link">'</script><a href='https://ext.test/p?a=1&amp;b=2'>外</a>`,
      'https://site.test/news/b/2',
    )
    assert.deepEqual(
      links.map((l) => l.url),
      [
        'https://site.test/news/a/1',
        'https://cms.test/media/a.png',
        'https://video.test/v',
        'https://ext.test/p?a=1&b=2',
      ],
    )
    assert.equal(links[0]!.element, '链接「新闻 一」')
    assert.equal(links[1]!.element, '图片「校园」')
  })
  it('maps a page to its document', () => {
    assert.deepEqual(docOfPath('/news/schoolNews/12'), { collection: 'news', id: '12' })
    assert.deepEqual(docOfPath('/enrolling/openEducation/information/3'), {
      collection: 'enroll-news',
      id: '3',
    })
    assert.equal(docOfPath('/news/schoolNews'), null)
    // Teaching news sits under 教学计划; that list's majors are majors, not news.
    assert.deepEqual(docOfPath('/educationalFormat/aldultEducation/teachingPlan/7'), {
      collection: 'edu-news',
      id: '7',
    })
    assert.deepEqual(docOfPath('/educationalFormat/openEducation/teachingPlan/major/7'), {
      collection: 'majors',
      id: '7',
    })
    assert.deepEqual(docOfPath('/enrolling/aldultEducation/major/8'), { collection: 'majors', id: '8' })
    assert.deepEqual(docOfPath('/educationalFormat/elderlyEducation/timetable/4'), {
      collection: 'courses',
      id: '4',
    })
    // A column's own page is no one document's: an editor's page (栏目与页面) is found by its path.
    assert.equal(docOfPath('/enrolling/guide2027'), null)
    assert.equal(
      pathOf('edu-news', { id: 7, edu_type: 'adultEducation', type: 'teaching' }, new Map()),
      '/educationalFormat/aldultEducation/teachingPlan/7',
    )
  })
  it('maps a page of a site of the group (站群) to its article and its site', () => {
    assert.deepEqual(docOfPath('/sites/mianyang/news/notice/31'), { collection: 'news', id: '31' })
    assert.equal(docOfPath('/sites/mianyang/news/notice'), null)
    // An article's path is its column's: the portal's, or a site's.
    const columns = new Map([
      ['1', '/news/schoolNews'],
      ['2', '/sites/mianyang/news/notice'],
    ])
    assert.equal(pathOf('news', { id: 5, category: 1 }, columns), '/news/schoolNews/5')
    assert.equal(pathOf('news', { id: 6, category: { id: 2 } }, columns), '/sites/mianyang/news/notice/6')
    assert.equal(pathOf('news', { id: 7, category: 3 }, columns), null)
    assert.equal(siteSlugOfUrl('http://127.0.0.1:3000/sites/mianyang/news/notice/6'), 'mianyang')
    assert.equal(siteSlugOfUrl('http://127.0.0.1:3000/sites/deyang'), 'deyang')
    assert.equal(siteSlugOfUrl('http://127.0.0.1:3000/news/schoolNews/5'), 'portal')
    assert.equal(siteSlugOfUrl('http://127.0.0.1:3001/admin/collections/letters/4'), 'portal')
    assert.equal(siteSlugOfUrl('http://127.0.0.1:3000/sitesmap'), 'portal')
  })
})

/**
 * The link check over a local site: its sitemap lists `order`, each page answers with its HTML from
 * `pages` (a 404 for any other address).
 */
async function checkSite(pages: Record<string, string>, order: string[]) {
  const server = createServer((req, res) => {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    if (req.url === '/sitemap.xml') {
      res.setHeader('content-type', 'application/xml')
      return res.end(`<urlset>${order.map((p) => `<url><loc>${origin}${p}</loc></url>`).join('')}</urlset>`)
    }
    const html = pages[req.url ?? '']
    res.statusCode = html ? 200 : 404
    res.setHeader('content-type', 'text/html')
    res.end(html ? `<html><body>${html}</body></html>` : 'Not Found')
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  try {
    return await checkLinks({
      siteOrigin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      internalOrigins: [],
      external: false,
      hijackWords: [],
      timeoutMs: 5000,
      allow: [],
      editorOf: async () => null,
    })
  } finally {
    server.close()
  }
}

describe('inspection: the link check', () => {
  it('reads the links of a page it first met as another page’s link target', async () => {
    // A list links to an article far down the sitemap: the list is read first, so the article is
    // checked as a target before its own turn as a page comes; its links must still be read.
    const fillers = Array.from({ length: 12 }, (_, i) => `/filler/${i}`)
    const pages: Record<string, string> = {
      '/list': '<a href="/article">文章</a>',
      '/article': '<a href="/gone">已删除的页面</a>',
      ...Object.fromEntries(fillers.map((f) => [f, '<p>空</p>'])),
    }
    const report = await checkSite(pages, ['/list', ...fillers, '/article'])
    assert.equal(report.pages, 14)
    assert.deepEqual(
      report.findings.map((f) => [new URL(f.url).pathname, new URL(f.target).pathname, f.element]),
      [['/article', '/gone', '链接「已删除的页面」']],
    )
  })
})

describe('inspection: a broken link in the shared parts of sites of the group', () => {
  it('is one finding per site, on that site’s home page', async () => {
    // The same dead link in the footer of every page of the portal and of 绵阳分校, and on one
    // page of 德阳分校.
    const portal = Array.from({ length: 12 }, (_, i) => `/p/${i}`)
    const mianyang = Array.from({ length: 12 }, (_, i) => `/sites/mianyang/p/${i}`)
    const all = [...portal, ...mianyang, '/sites/deyang/p/0']
    const footer = '<footer><a href="/gone">联系我们</a></footer>'
    const report = await checkSite(Object.fromEntries(all.map((p) => [p, footer])), all)
    assert.deepEqual(
      report.findings
        .map((f) => [new URL(f.url).pathname, siteSlugOfUrl(f.url), new URL(f.target).pathname])
        .sort(),
      [
        ['/', 'portal', '/gone'],
        ['/sites/deyang/p/0', 'deyang', '/gone'],
        ['/sites/mianyang/', 'mianyang', '/gone'],
      ],
    )
    assert.match(
      report.findings.find((f) => siteSlugOfUrl(f.url) === 'mianyang')!.element ?? '',
      /全站 12 个页面/,
    )
  })
})

describe('inspection: an incremental link check', () => {
  it('reads only changed pages, checks the others by their stored links, and trusts fresh outcomes', async () => {
    const hits: string[] = []
    const server = createServer((req, res) => {
      hits.push(req.url ?? '')
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      if (req.url === '/sitemap.xml') {
        const locs = ['/news', '/news/a/1', '/news/a/2', '/news/a/3'].map(
          (p) => `<url><loc>${origin}${p}</loc></url>`,
        )
        return res.end(`<urlset>${locs.join('')}</urlset>`)
      }
      const html: Record<string, string> = {
        '/news': '<a href="/news/a/1">一</a><a href="/news/a/2">二</a><a href="/news/a/3">三</a>',
        '/news/a/1': '<a href="/gone-1">旧链接</a>',
        '/news/a/2': '<a href="/gone-2">旧链接</a>',
      }
      const page = html[req.url ?? ''] ?? (req.url === '/news/a/3' ? '<p>三</p>' : undefined)
      res.statusCode = page ? 200 : 404
      res.setHeader('content-type', 'text/html')
      res.end(page ?? 'Not Found')
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const week = 7 * 24 * 3_600_000
      const cache = new Map([
        // Checked yesterday and fine: trusted, though it now fails.
        [`${origin}/gone-2`, { at: Date.now() - 24 * 3_600_000, problem: null }],
        // Checked 8 days ago: due again.
        [`${origin}/stale`, { at: Date.now() - week - 3_600_000, problem: null }],
      ])
      const report = await checkLinks({
        siteOrigin: origin,
        internalOrigins: [],
        external: false,
        hijackWords: [],
        timeoutMs: 5000,
        allow: [],
        editorOf: async () => null,
        // Only /news/a/1 changed since the last run; the list page is not an article.
        fetch: (path) => path === '/news' || path === '/news/a/1',
        records: async () =>
          new Map([
            [`${origin}/news/a/2`, [{ url: `${origin}/gone-2`, element: '链接「旧链接」' }]],
            [`${origin}/news/a/3`, [{ url: `${origin}/stale`, element: '链接「过期」' }]],
          ]),
        cache,
      })
      assert.equal(report.pages, 4)
      assert.equal(report.fetched, 2)
      // Unchanged articles are not read as pages: once each at most, as the list's link targets.
      assert.ok(hits.filter((h) => h === '/news/a/2').length <= 1)
      assert.deepEqual(
        report.findings.map((f) => [new URL(f.url).pathname, new URL(f.target).pathname]).sort(),
        [
          ['/news/a/1', '/gone-1'],
          ['/news/a/3', '/stale'],
        ],
      )
      assert.ok(!hits.includes('/gone-2'), 'a fresh outcome is not fetched again')
      assert.ok(hits.includes('/stale'), 'an outcome older than a week is checked again')
      assert.equal(cache.get(`${origin}/stale`)?.problem, '站内链接返回 HTTP 404')
      assert.ok(cache.has(`${origin}/gone-1`), 'new outcomes are remembered')
    } finally {
      server.close()
    }
  })
})

describe('inspection: fixed expressions', () => {
  const rules = [
    { correct: '中华人民共和国', wrong: ['中华人民共合国'], severity: 'serious' as const },
    { correct: '教育部', wrong: ['国家教育部'], severity: 'serious' as const },
    { correct: '党委书记周正阳', wrong: ['周正阳校长'], severity: 'serious' as const },
    { correct: '截至', wrong: ['截止到'], severity: 'normal' as const },
    { correct: '社区教育学院（老年大学）', wrong: ['教育学院（老年大学）'], severity: 'normal' as const },
  ]
  it('finds wrong forms, serious first, ignoring spaces and full-width forms', () => {
    const m = findWording(rules, '截止到今天，中华人民 共合国')
    assert.deepEqual(
      m.map((x) => [x.wrong, x.severity]),
      [
        ['中华人民共合国', 'serious'],
        ['截止到', 'normal'],
      ],
    )
  })
  it('does not count a wrong form inside the correct form, but does count one containing it', () => {
    assert.deepEqual(findWording(rules, '社区教育学院（老年大学）招生；中华人民共和国教育部'), [])
    assert.deepEqual(
      findWording(rules, '国家教育部发布').map((x) => x.correct),
      ['教育部'],
    )
  })
})

describe('inspection: the texts of content that is not an article', () => {
  it('reads strings and Lexical values at any depth, but not addresses, dates or ids', () => {
    const doc = {
      id: 3,
      name: '周政阳',
      photo: 'https://cms.test/media/a.png',
      updatedAt: '2026-11-25T01:02:03.000Z',
      sections: [{ id: 'x1', title: '分工', body: { root: { children: [{ text: '分管教学' }] } } }],
    }
    const texts = textsOf(doc)
    assert.ok(texts.includes('周政阳'))
    assert.ok(texts.includes('分工'))
    assert.ok(texts.some((t) => t.includes('分管教学')))
    assert.ok(!texts.some((t) => t.includes('cms.test') || t.startsWith('2026') || t === 'x1'))
  })
})
