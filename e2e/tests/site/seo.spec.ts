import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { SITE_URL, data, staffAs } from '../../lib/api'
import { loadSiteData } from './fixtures'
import { samplePaths } from './route-samples'

/**
 * Search engines and sharing (issue 12, part 1): robots.txt, a sitemap index with per-section
 * sitemaps valid against the protocol's schema (Debian's xmllint), RSS and Atom feeds, Open
 * Graph, JSON-LD, icons and the web manifest; a publish reaches the sitemap and the feed at once.
 */
const XSD = path.resolve(import.meta.dirname, '../../fixtures/sitemap')

/** xmllint's verdict on a document: '' when valid (and well formed), else its complaint. */
function xmllint(xml: string, schema?: string): string {
  try {
    execFileSync('xmllint', ['--noout', ...(schema ? ['--schema', path.join(XSD, schema)] : []), '-'], {
      input: xml,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    return ''
  } catch (e) {
    return String((e as { stderr?: Buffer }).stderr ?? e)
  }
}
const xpathCount = (xml: string, expr: string) =>
  Number(execFileSync('xmllint', ['--xpath', `count(${expr})`, '-'], { input: xml }).toString())

async function get(request: APIRequestContext, p: string) {
  const res = await request.get(`${SITE_URL}${p}`)
  expect(res.status(), p).toBe(200)
  return { type: res.headers()['content-type'] ?? '', body: await res.text() }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const robots = await get(request, '/robots.txt')
  expect(robots.body).toMatch(/User-Agent: \*/i)
  expect(robots.body).toMatch(/^Allow: \/$/m)
  expect(robots.body).toContain(`Sitemap: ${new URL('/sitemap.xml', SITE_URL)}`)
})

test('the sitemap index and every section sitemap are valid, list public pages and details', async ({
  request,
}) => {
  const index = await get(request, '/sitemap.xml')
  expect(index.type).toContain('xml')
  expect(xmllint(index.body, 'siteindex.xsd')).toBe('')
  const files = locs(index.body)
  expect(files.length).toBeGreaterThanOrEqual(4)
  const all: string[] = []
  // The portal's sections, then the sites of the group's own (tested below).
  const sections = files.filter((f) => !/\/sites\/[a-z][a-z0-9-]+\/sitemap\.xml$/.test(f))
  expect(sections.length).toBeGreaterThanOrEqual(4)
  for (const file of sections) {
    expect(file.startsWith(new URL('/sitemaps/', SITE_URL).toString()), file).toBe(true)
    const part = await get(request, new URL(file).pathname)
    expect(xmllint(part.body, 'sitemap.xsd'), file).toBe('')
    const urls = locs(part.body)
    expect(urls.length).toBeGreaterThan(0)
    expect(urls.length).toBeLessThanOrEqual(50_000)
    all.push(...urls)
  }
  const [category] = await data(request, 'news.News/category', {})
  const [news] = (
    await data(request, 'news.News/list', { path_name: category!.path_name, page: 1, limit: 1 })
  ).list
  const article = new URL(`/news/${category!.path_name}/${news!.id}`, SITE_URL).toString()
  expect(all).toContain(article)
  expect(all).toContain(new URL('/', SITE_URL).toString())
  expect(all).toContain(new URL('/schoolOverview/history', SITE_URL).toString())
  expect(new Set(all).size).toBe(all.length)

  // Every page and detail of the route map is listed, except what is not a page of its own: search
  // results, the score login and transcript, the forms' query variants, the section roots that
  // redirect, and the component previews. Featured pages: those of the topic /featured opens.
  const NOT_LISTED = new Set([
    'search',
    'disclosureSearch',
    'homeComponent',
    'formatHeaderComponent',
    'news',
    'schoolOverview',
    'formats',
    'enrolling',
    'enrollingType',
    'signUp',
    'openMajors',
  ])
  const listed = new Set(all.map((u) => new URL(u).pathname + new URL(u).search))
  const missing = samplePaths(await loadSiteData())
    // (/news/1 is the first category by its number: the sitemap names it by its path.)
    .filter(({ name, path }) => !NOT_LISTED.has(name) && !/\/(login|scoreQuery)$|^\/news\/\d+$/.test(path))
    .filter(
      ({ name, path }) => !name.startsWith('featured') || /theme_id=1\b|\/featured\/\w+\/\d+$/.test(path),
    )
    .filter(({ path }) => !listed.has(path))
    .map(({ name, path }) => `${name} ${path}`)
  expect(missing).toEqual([])
  // A detail's lastmod is its publication date.
  const newsXml = (await get(request, '/sitemaps/news.xml')).body
  expect(newsXml).toContain(`<loc>${article}</loc><lastmod>${news!.published_at.slice(0, 10)}</lastmod>`)
})

test('each news category and each enrolment has an RSS 2.0 and an Atom feed that parse', async ({
  request,
}) => {
  const categories = await data(request, 'news.News/category', {})
  const stems = [
    ...categories.map((c) => `news-${c.path_name}`),
    'enrolling-openEducation',
    'enrolling-aldultEducation',
  ]
  for (const stem of stems) {
    const rss = await get(request, `/feeds/${stem}.rss`)
    expect(rss.type).toContain('application/rss+xml')
    expect(xmllint(rss.body), stem).toBe('')
    expect(xpathCount(rss.body, '/rss[@version="2.0"]/channel/title')).toBe(1)
    const atom = await get(request, `/feeds/${stem}.atom`)
    expect(xmllint(atom.body), stem).toBe('')
    expect(xpathCount(atom.body, '/*[local-name()="feed"]/*[local-name()="title"]')).toBe(1)
  }
  const first = categories[0]!
  const latest = (await data(request, 'news.News/list', { path_name: first.path_name, page: 1, limit: 1 }))
    .list[0]!
  const rss = (await get(request, `/feeds/news-${first.path_name}.rss`)).body
  expect(xpathCount(rss, '//item')).toBeGreaterThan(0)
  expect(rss).toContain(`<title>${latest.title}</title>`)
  expect((await request.get(`${SITE_URL}/feeds/news-nope.rss`)).status()).toBe(404)
})

test('news and enrolment lists advertise their own RSS and Atom feeds, and those feeds answer', async ({
  request,
}) => {
  const categories = await data(request, 'news.News/category', {})
  const lists = [
    ...categories.map((c) => ({ page: `/news/${c.path_name}`, stem: `news-${c.path_name}`, name: c.name })),
    ...['openEducation', 'aldultEducation'].map((t) => ({
      page: `/enrolling/${t}/information`,
      stem: `enrolling-${t}`,
      name: '招生信息',
    })),
  ]
  const alternates = (html: string) =>
    [...html.matchAll(/<link\b[^>]*rel="alternate"[^>]*>/g)].map((m) => ({
      type: /type="([^"]+)"/.exec(m[0])?.[1],
      href: /href="([^"]+)"/.exec(m[0])?.[1],
      title: /title="([^"]+)"/.exec(m[0])?.[1] ?? '',
    }))
  for (const list of lists) {
    const links = alternates((await get(request, list.page)).body)
    for (const [type, ext] of [
      ['application/rss+xml', 'rss'],
      ['application/atom+xml', 'atom'],
    ] as const) {
      const feed = links.filter((l) => l.type === type)
      expect(feed, `${list.page} ${type}`).toHaveLength(1)
      expect(new URL(feed[0]!.href!, SITE_URL).pathname).toBe(`/feeds/${list.stem}.${ext}`)
      expect(feed[0]!.title).toContain(list.name)
      expect((await get(request, new URL(feed[0]!.href!, SITE_URL).pathname)).type).toContain(type)
    }
  }
  // A list without a feed advertises none.
  expect(
    alternates((await get(request, '/schoolOverview/campusCulture')).body).filter((l) => l.type),
  ).toEqual([])
})

test('pages carry Open Graph tags, JSON-LD of the right types, icons and a manifest', async ({
  page,
  request,
}) => {
  const ldTypes = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => (JSON.parse(t) as { '@type': string })['@type'],
    )
  await page.goto('/')
  expect(await ldTypes()).toContain('CollegeOrUniversity')
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//)

  const [category] = await data(request, 'news.News/category', {})
  const list = await data(request, 'news.News/list', { path_name: category!.path_name, page: 1, limit: 20 })
  const item = list.list.find((n) => n.cover) ?? list.list[0]!
  await page.goto(`/news/${category!.path_name}/${item.id}`)
  expect(await ldTypes()).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']))
  const article = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((t) =>
      t.includes('"NewsArticle"'),
    )!,
  ) as { headline: string; datePublished: string }
  expect(article.headline).toBe(item.title)
  expect(article.datePublished).toBe(item.published_at)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', item.title)
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  if (item.cover)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', item.cover.url)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', item.summary)

  const icon = await request.get(`${SITE_URL}/favicon.ico`)
  expect(icon.status()).toBe(200)
  expect((await icon.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
  expect((await request.get(`${SITE_URL}/apple-icon.png`)).status()).toBe(200)
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(new URL(manifestHref!, SITE_URL).toString())).json()) as {
    name: string
    theme_color: string
    icons: { src: string }[]
  }
  expect(manifest.name).toBeTruthy()
  expect(manifest.theme_color).toBe('#0b3d91')
  for (const i of manifest.icons) expect((await request.get(`${SITE_URL}${i.src}`)).status()).toBe(200)
})

test('a newly published article is in the sitemap and its category’s feed within 2 s', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const [category] = await data(request, 'news.News/category', {})
  // Warm both, so that what is measured is the revalidation, not a first render.
  await get(request, '/sitemaps/news.xml')
  await get(request, `/feeds/news-${category!.path_name}.rss`)
  const title = `站点地图收录测试 ${Date.now() % 1_000_000}`
  const created = await admin.api.post('/news?depth=0', {
    title,
    category: category!.id,
    summary: '用于检查站点地图与订阅源的更新。',
    published_at: new Date().toISOString(),
    _status: 'published',
    content: {
      root: {
        type: 'root',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [
          {
            type: 'paragraph',
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            textFormat: 0,
            children: [
              { type: 'text', text: '正文。', format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
            ],
          },
        ],
      },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const start = Date.now()
  try {
    const url = new URL(`/news/${category!.path_name}/${id}`, SITE_URL).toString()
    await expect(async () => {
      expect((await get(request, '/sitemaps/news.xml')).body).toContain(`<loc>${url}</loc>`)
      expect((await get(request, `/feeds/news-${category!.path_name}.rss`)).body).toContain(title)
    }).toPass({ timeout: 2000, intervals: [100] })
    expect(Date.now() - start).toBeLessThan(2000)
  } finally {
    await admin.api.delete(`/news/${id}`)
  }
})

test('a category longer than a page of the API is listed whole', async ({ request }) => {
  test.setTimeout(120_000)
  const admin = await staffAs(request, 'admin')
  const slug = `sitemap-paging-${Date.now() % 1_000_000}`
  const made = await admin.api.post('/news-categories?depth=0', {
    name: '分页测试',
    name_en: 'Paging',
    path_name: slug,
    _status: 'published',
  })
  expect(made.status(), await made.text()).toBe(201)
  const categoryId = ((await made.json()) as { doc: { id: number } }).doc.id
  const ids: number[] = []
  try {
    // One more than the API's largest page (MAX_LIMIT, 100), a few at a time.
    for (let i = 0; i < 101; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, 101 - i) }, (_, k) =>
          admin.api.post('/news?depth=0', {
            title: `分页测试 ${i + k + 1}`,
            category: categoryId,
            published_at: new Date(Date.UTC(2020, 0, 1 + i + k)).toISOString(),
            _status: 'published',
            content: {
              root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children: [] },
            },
          }),
        ),
      )
      for (const r of batch) {
        expect(r.status(), await r.text()).toBe(201)
        ids.push(((await r.json()) as { doc: { id: number } }).doc.id)
      }
    }
    await expect(async () => {
      const listed = locs((await get(request, '/sitemaps/news.xml')).body)
      const mine = listed.filter((u) => new URL(u).pathname.startsWith(`/news/${slug}/`))
      expect(mine.length).toBe(101)
    }).toPass({ timeout: 10_000 })
  } finally {
    for (const id of ids) await admin.api.delete(`/news/${id}`)
    await admin.api.delete(`/news-categories/${categoryId}`)
  }
})

test('each site of the group (站群) has its own sitemap, feeds and canonical addresses; a 已停用 site is left out', async ({
  request,
}) => {
  const at = (p: string) => new URL(p, SITE_URL).toString()
  const links = (html: string, rel: string) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((l) => l.includes(`rel="${rel}"`))
      .map((l) => ({ type: /type="([^"]+)"/.exec(l)?.[1], href: /href="([^"]+)"/.exec(l)![1]! }))
  const sitemaps = async () => locs((await get(request, '/sitemap.xml')).body)
  const index = await sitemaps()
  const others = DEMO_SITES.filter((s) => s.slug !== 'portal')
  for (const s of others) expect(index).toContain(at(`/sites/${s.slug}/sitemap.xml`))
  expect(index).not.toContain(at('/sites/portal/sitemap.xml'))

  const mianyang = others.find((s) => s.slug === 'mianyang')!
  const home = `/sites/${mianyang.slug}`
  // Its sitemap: valid, its home, pages, columns and articles, nothing but its own addresses.
  const sitemap = await get(request, `${home}/sitemap.xml`)
  expect(sitemap.type).toContain('xml')
  expect(xmllint(sitemap.body, 'sitemap.xsd')).toBe('')
  const urls = locs(sitemap.body)
  const columns = await data(request, 'news.News/category', { site: mianyang.slug })
  const news = await data(request, 'news.News/list', { site: mianyang.slug, page: 1, limit: 100 })
  expect(news.list.length).toBeGreaterThan(0)
  const pages = (await data(request, 'setting.Page/tree', { site: mianyang.slug })).list.filter(
    (p) => p.kind !== 'link',
  )
  expect(pages.length).toBeGreaterThan(0)
  expect(urls.sort()).toEqual(
    [
      at(home),
      ...pages.map((p) => at(`${home}/pages${p.path}`)),
      ...columns.map((c) => at(`${home}/news/${c.path_name}`)),
      ...news.list.map((n) => at(`${home}/news/${n.category!.path_name}/${n.id}`)),
    ].sort(),
  )
  const latest = news.list[0]!
  expect(sitemap.body).toContain(
    `<loc>${at(`${home}/news/${latest.category!.path_name}/${latest.id}`)}</loc><lastmod>${latest.published_at.slice(0, 10)}</lastmod>`,
  )

  // Its home and each column advertise their feed; every page's canonical address is its own.
  const column = columns[0]!
  const article = news.list.find((n) => n.category!.path_name === column.path_name)!
  for (const [page, feed] of [
    [home, `${home}/feeds/news`],
    [`${home}/news/${column.path_name}`, `${home}/feeds/news-${column.path_name}`],
    [`${home}/news/${column.path_name}/${article.id}`, null],
  ] as const) {
    const html = (await get(request, page)).body
    expect(
      links(html, 'canonical').map((l) => l.href),
      page,
    ).toEqual([at(page)])
    const feeds = links(html, 'alternate').filter((l) => l.type)
    expect(
      feeds.map((l) => [l.type, new URL(l.href, SITE_URL).pathname]),
      page,
    ).toEqual(
      feed
        ? [
            ['application/rss+xml', `${feed}.rss`],
            ['application/atom+xml', `${feed}.atom`],
          ]
        : [],
    )
  }
  // The feeds parse, carry the site's name and its newest article, and link to its own pages.
  for (const stem of ['news', `news-${column.path_name}`]) {
    const rss = await get(request, `${home}/feeds/${stem}.rss`)
    expect(rss.type).toContain('application/rss+xml')
    expect(xmllint(rss.body), stem).toBe('')
    expect(rss.body).toContain(`<title>${mianyang.name}`)
    expect(xpathCount(rss.body, '//item')).toBeGreaterThan(0)
    for (const link of [...rss.body.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]!))
      expect(link.startsWith(at(home)), link).toBe(true)
    const atom = await get(request, `${home}/feeds/${stem}.atom`)
    expect(xmllint(atom.body), stem).toBe('')
  }
  const newest = (await get(request, `${home}/feeds/news.rss`)).body
  expect(newest).toContain(`<title>${latest.title}</title>`)
  expect((await request.get(`${SITE_URL}${home}/feeds/news-nope.rss`)).status()).toBe(404)

  // 已停用: out of the index, its sitemap and feeds gone with its pages.
  const admin = await staffAs(request, 'admin')
  const laonian = await admin.api.idWhere('sites', 'slug', 'laonian')
  const setStatus = async (status: string) =>
    expect((await admin.api.patch(`/sites/${laonian}`, { status })).status()).toBe(200)
  try {
    await setStatus('closed')
    await expect(async () => {
      expect(await sitemaps()).not.toContain(at('/sites/laonian/sitemap.xml'))
      for (const p of ['/sites/laonian/sitemap.xml', '/sites/laonian/feeds/news.rss'])
        expect((await request.get(`${SITE_URL}${p}`)).status(), p).toBe(410)
    }).toPass({ timeout: 20_000 })
    expect(await sitemaps()).toContain(at(`${home}/sitemap.xml`))
  } finally {
    await setStatus('live')
  }
  await expect(async () => expect(await sitemaps()).toContain(at('/sites/laonian/sitemap.xml'))).toPass({
    timeout: 20_000,
  })
})
