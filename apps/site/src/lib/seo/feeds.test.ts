import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { routeOf } from '@/test-support/app-routes'
import { fakeApi, paged } from '@/test-support/fake-api'
import { attrs, texts, xmlProblem } from '@/test-support/xml'
import { atom, feedOf, rss, type Feed } from './feeds'

const ORIGIN = 'https://www.example.edu.cn'
const api = await fakeApi()
process.env.API_BASE_URL = api.url
process.env.SITE_ORIGIN = ORIGIN
after(() => api.close())

const TRICKY = `通知 <b>加粗</b> & "引号" 'single' ]]>`
const FEED: Feed = {
  title: `开放大学 · ${TRICKY}`,
  path: '/news/xwzx',
  self: '/feeds/news-xwzx',
  items: [
    // Published at 08:30 on 2 March in Shanghai, which is 00:30 UTC.
    {
      title: TRICKY,
      path: '/news/xwzx/2',
      summary: '摘要 <p>&amp;</p>',
      published_at: '2026-03-02T08:30:00+08:00',
    },
    { title: '旧闻', path: '/news/xwzx/1', summary: '', published_at: '2025-12-31T23:59:59.000Z' },
  ],
}

describe('rss', () => {
  it('is well formed, with titles and summaries escaped so a reader gets them back as written', () => {
    const xml = rss(FEED)
    assert.equal(xmlProblem(xml), '')
    assert.deepEqual(texts(xml, 'title'), [FEED.title, TRICKY, '旧闻'])
    assert.deepEqual(texts(xml, 'description'), [FEED.title, '摘要 <p>&amp;</p>', ''])
  })

  it('links the page, each item and itself with absolute addresses', () => {
    const xml = rss(FEED)
    // The second <link> is <atom:link href="…"/>, the feed's own address.
    assert.deepEqual(texts(xml, 'link'), [
      `${ORIGIN}/news/xwzx`,
      '',
      `${ORIGIN}/news/xwzx/2`,
      `${ORIGIN}/news/xwzx/1`,
    ])
    assert.deepEqual(texts(xml, 'guid'), [`${ORIGIN}/news/xwzx/2`, `${ORIGIN}/news/xwzx/1`])
    assert.deepEqual(attrs(xml, 'link', 'href'), [`${ORIGIN}/feeds/news-xwzx.rss`])
  })

  it('dates items in RFC 822, in GMT', () => {
    assert.deepEqual(texts(rss(FEED), 'pubDate'), [
      'Mon, 02 Mar 2026 00:30:00 GMT',
      'Wed, 31 Dec 2025 23:59:59 GMT',
    ])
  })
})

describe('atom', () => {
  it('is well formed, with titles and summaries escaped so a reader gets them back as written', () => {
    const xml = atom(FEED)
    assert.equal(xmlProblem(xml), '')
    assert.deepEqual(texts(xml, 'title'), [FEED.title, TRICKY, '旧闻'])
    assert.deepEqual(texts(xml, 'summary'), ['摘要 <p>&amp;</p>', ''])
    assert.deepEqual(texts(xml, 'id'), [
      `${ORIGIN}/feeds/news-xwzx`,
      `${ORIGIN}/news/xwzx/2`,
      `${ORIGIN}/news/xwzx/1`,
    ])
    assert.deepEqual(attrs(xml, 'link', 'href'), [
      `${ORIGIN}/news/xwzx`,
      `${ORIGIN}/feeds/news-xwzx.atom`,
      `${ORIGIN}/news/xwzx/2`,
      `${ORIGIN}/news/xwzx/1`,
    ])
  })

  it('dates entries and the feed (its newest entry) in ISO 8601 UTC', () => {
    const xml = atom(FEED)
    assert.deepEqual(texts(xml, 'updated'), [
      '2026-03-02T00:30:00.000Z',
      '2026-03-02T00:30:00.000Z',
      '2025-12-31T23:59:59.000Z',
    ])
  })

  it('stays valid without items', () => {
    const xml = atom({ ...FEED, items: [] })
    assert.equal(xmlProblem(xml), '')
    assert.equal(texts(xml, 'entry').length, 0)
    assert.match(texts(xml, 'updated')[0]!, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  })
})

const NEWS = [
  { id: 31, title: '新学期', summary: '开学', published_at: '2026-02-20T02:00:00.000Z' },
  { id: 30, title: '放假', summary: '寒假', published_at: '2026-01-10T02:00:00.000Z' },
]
const CMS = {
  'setting.Setting/setting': () => ({ setting: { site_name: '天府开放大学' } }),
  'news.News/category': () => [{ id: 1, name: '学校要闻', path_name: 'xwzx' }],
  'news.News/list': (input: Record<string, string | number>) =>
    // The category by id (as the site asks) or by path name (as the contract also allows).
    paged(input.category_id === 1 || input.path_name === 'xwzx' ? NEWS : [])(input),
  'enrolling.News/list': (input: Record<string, string | number>) =>
    paged(input.category_type === 'adult' ? NEWS : [])(input),
}

/** The feed of `stem` from the fake CMS; it must exist and link only to pages the site serves. */
async function servedFeed(stem: string) {
  api.answer(CMS)
  const feed = await feedOf(stem)
  assert.ok(feed)
  for (const p of [feed.path, ...feed.items.map((i) => i.path)]) assert.ok(routeOf(p), p)
  return feed
}

describe('feedOf', () => {
  it('follows a news category by its path name, linking pages the site serves', async () => {
    const feed = await servedFeed('news-xwzx')
    assert.equal(feed.title, '天府开放大学 · 学校要闻')
    assert.equal(feed.path, '/news/xwzx')
    assert.equal(feed.self, '/feeds/news-xwzx')
    assert.deepEqual(
      feed.items.map((i) => [i.title, i.path]),
      [
        ['新学期', '/news/xwzx/31'],
        ['放假', '/news/xwzx/30'],
      ],
    )
  })

  it('follows the enrolment news of a type by its route name', async () => {
    const feed = await servedFeed('enrolling-aldultEducation')
    assert.equal(feed.title, '天府开放大学 · 成人学历教育招生信息')
    assert.equal(feed.path, '/enrolling/aldultEducation/information')
    assert.deepEqual(
      feed.items.map((i) => i.path),
      ['/enrolling/aldultEducation/information/31', '/enrolling/aldultEducation/information/30'],
    )
    assert.ok(api.calls.some((c) => c.name === 'enrolling.News/list' && c.input.category_type === 'adult'))
  })

  it('names no feed for an unknown category, type or stem', async () => {
    api.answer(CMS)
    for (const stem of [
      'news-nope',
      'enrolling-adult',
      'enrolling-toString',
      'enrolling-',
      'news',
      'other-xwzx',
    ])
      assert.equal(await feedOf(stem), null, stem)
  })

  it('follows a site of the group (站群): all its columns, or one, under its own address', async () => {
    const site = (status: string) => ({ slug: 'mianyang', name: '绵阳分校', status })
    const sites = {
      ...CMS,
      'setting.Site/info': (input: Record<string, string | number>) =>
        input.site === 'mianyang' ? site('live') : null,
      'news.News/category': (input: Record<string, string | number>) =>
        input.site === 'mianyang' ? [{ id: 7, name: '通知公告', path_name: 'notice' }] : [],
      'news.News/list': (input: Record<string, string | number>) =>
        paged(
          input.site === 'mianyang' && (input.category_id ?? 7) === 7
            ? NEWS.map((n) => ({ ...n, category: { path_name: 'notice' } }))
            : [],
        )(input),
    }
    api.answer(sites)
    const all = await feedOf('news', 'mianyang')
    assert.equal(all?.title, '绵阳分校')
    assert.equal(all?.path, '/sites/mianyang')
    assert.equal(all?.self, '/sites/mianyang/feeds/news')
    assert.deepEqual(
      all?.items.map((i) => i.path),
      ['/sites/mianyang/news/notice/31', '/sites/mianyang/news/notice/30'],
    )
    const column = await feedOf('news-notice', 'mianyang')
    assert.equal(column?.title, '绵阳分校 · 通知公告')
    assert.equal(column?.path, '/sites/mianyang/news/notice')
    for (const p of [all!.path, column!.path, ...column!.items.map((i) => i.path)]) assert.ok(routeOf(p), p)
    for (const [stem, slug] of [
      ['news-nope', 'mianyang'],
      ['enrolling-aldultEducation', 'mianyang'],
      ['news', 'nowhere'],
    ])
      assert.equal(await feedOf(stem!, slug), null, `${slug} ${stem}`)
    // By the site's own host name (src/proxy.ts's marked route): every address on that host.
    assert.equal(await feedOf('news', '~mianyang'), null, 'no domain, no feed by it')
    api.answer({
      ...sites,
      'setting.Site/info': (input: Record<string, string | number>) =>
        input.site === 'mianyang' ? { ...site('live'), domain: 'mianyang.example.edu.cn' } : null,
    })
    const byHost = await feedOf('news-notice', '~mianyang')
    assert.equal(byHost?.path, 'https://mianyang.example.edu.cn/news/notice')
    assert.equal(byHost?.self, 'https://mianyang.example.edu.cn/feeds/news-notice')
    assert.deepEqual(
      byHost?.items.map((i) => i.path),
      ['https://mianyang.example.edu.cn/news/notice/31', 'https://mianyang.example.edu.cn/news/notice/30'],
    )
    assert.ok(rss(byHost!).includes('<link>https://mianyang.example.edu.cn/news/notice</link>'))
    // A 已停用 site has none.
    api.answer({ ...sites, 'setting.Site/info': () => site('closed') })
    assert.equal(await feedOf('news', 'mianyang'), null)
  })

  it('falls back to a generic site name when the settings cannot be read', async () => {
    api.answer({ ...CMS, 'setting.Setting/setting': () => null })
    assert.equal((await feedOf('news-xwzx'))?.title, '开放大学 · 学校要闻')
  })
})
