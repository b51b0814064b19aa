import {
  chromium,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { minimalPdf } from '../../../apps/cms/src/seed/pdf'
import { request as httpRequest } from 'node:http'
import { href } from '../../../apps/site/src/lib/routes'
import { CMS_URL, SITE_URL, data, staffAs } from '../../lib/api'
import {
  atWidth,
  consoleLogin,
  consoleSignIn,
  expectAccessible,
  keepScreenshot,
  openInConsole,
  phone,
  writeNewsInConsole,
} from '../../lib/browser'

/**
 * 站群 (issue 34), as a visitor sees it: a branch school's site under /sites/{slug}, in its own
 * frame (its name, colour and columns, the portal's reading toolbar), with only its own news; the
 * portal shows none of it, and an article is at home on its own site only.
 */

const mianyang = DEMO_SITES.find((s) => s.slug === 'mianyang')!

/** Consoles of several staff members at one width, each in its own window, closed together. */
function consolesAt(browser: Browser, width: number) {
  const contexts: BrowserContext[] = []
  return {
    open: async (email: string, password: string) => {
      const { context, page } = await atWidth(browser, width, { timezoneId: 'Asia/Shanghai' })
      contexts.push(context)
      await consoleSignIn(page, email, password)
      return page
    },
    contexts,
    close: () => Promise.all(contexts.map((c) => c.close())),
  }
}

async function visitSite(page: Page) {
  const res = await page.goto('/sites/mianyang')
  expect(res?.status()).toBe(200)
  await expect(page).toHaveTitle(mianyang.name)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mianyang.name)
  // The site's own frame: its name links to its home, the portal's menu is not there.
  const header = page.locator('header.site-header')
  await expect(header.getByRole('link', { name: new RegExp(mianyang.name) })).toHaveAttribute(
    'href',
    '/sites/mianyang',
  )
  // The reading toolbar of every site: 长者模式 and 简/繁 are in view.
  await expect(header.getByRole('button', { name: /长者模式/ })).toBeVisible()
  // Its colour: the header is painted from the site's theme colour, not the portal's blue.
  const brand = await page
    .locator('.site-frame')
    .evaluate((el) => getComputedStyle(el).getPropertyValue('--brand').trim())
  expect(brand).toBe(mianyang.theme_color)
  // Each column with its newest articles.
  for (const [i, c] of mianyang.categories.entries()) {
    const column = page.getByRole('region', { name: c.name })
    await expect(column.getByRole('heading', { level: 2 })).toHaveText(c.name)
    for (const n of mianyang.news[i]!) await expect(column.getByRole('link', { name: n.title })).toBeVisible()
  }
}

test('a branch school’s site: its own frame, colour, columns and news, and nothing of another site', async ({
  page,
}) => {
  await visitSite(page)
  await expectAccessible(page, 'site home')

  // A column and an article of the site, from its menu.
  const menu = page.getByRole('navigation', { name: '主导航' })
  await menu.getByRole('link', { name: '通知公告' }).click()
  await expect(page).toHaveURL(/\/sites\/mianyang\/news\/notice$/)
  await expect(page.getByTestId('page-title-zh')).toHaveText('通知公告')
  const first = mianyang.news[1]![0]!
  await page.getByRole('link', { name: first.title }).first().click()
  await expect(page).toHaveURL(/\/sites\/mianyang\/news\/notice\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
  // The breadcrumbs start at the site's home.
  const crumbs = page.getByRole('navigation', { name: '当前位置' })
  await expect(crumbs.getByRole('link', { name: '绵阳分校' })).toHaveAttribute('href', '/sites/mianyang')
  await expectAccessible(page, 'site article')
  const id = Number(page.url().split('/').pop())

  // One address per article: under another column of its site it moves to its own; on another
  // site or on the portal it is not found.
  await page.goto(`/sites/mianyang/news/news/${id}`)
  await expect(page).toHaveURL(`/sites/mianyang/news/notice/${id}`)
  for (const path of [`/sites/deyang/news/notice/${id}`, `/news/1/${id}`]) {
    const res = await page.goto(path)
    expect(res?.status(), path).toBe(404)
  }
  // The portal's news never lists the site's.
  const { list } = await data(page.request, 'news.News/list', { page: 1, limit: 100 })
  expect(list.map((n) => n.id)).not.toContain(id)
  // A site no one made is a 404; the portal's own slug leads home.
  expect((await page.goto('/sites/nowhere'))?.status()).toBe(404)
  await page.goto('/sites/portal')
  await expect(page).toHaveURL(/\/$/)
})

/** A site's article (apps/site/src/lib/sites.ts, siteHref.article, which imports Next). */
const siteArticle = (site: string, column: string, id: number) => `/sites/${site}/news/${column}/${id}`

/** A GET that is not followed: its status and where it leads (path and query, on this site). */
async function unfollowed(path: string) {
  const res = await fetch(new URL(path, SITE_URL), { redirect: 'manual' })
  await res.arrayBuffer()
  const location = res.headers.get('location')
  const to = location === null ? null : new URL(location, new URL(path, SITE_URL))
  return {
    status: res.status,
    to: to && to.origin === new URL(SITE_URL).origin ? `${to.pathname}${to.search}` : location,
    kept: res.headers.get('x-accel-expires'),
  }
}

/**
 * Every detail address of the route map that takes a section and an id, each with an address of
 * another section for the same record: [wrong, own].
 */
async function movedRecords(request: APIRequestContext): Promise<[string, string][]> {
  const columns = await data(request, 'news.News/category')
  const column = columns[1]!
  const [news] = (await data(request, 'news.News/list', { path_name: column.path_name, page: 1, limit: 1 }))
    .list
  const own = href.newsArticle(column.path_name, news!.id)
  const [theme] = (
    await data(request, 'theme.Article/list', { theme_id: 1, section: 'theoretical', page: 1, limit: 1 })
  ).list
  const [enrolling] = (
    await data(request, 'enrolling.News/list', { category_type: 'adult', page: 1, limit: 1 })
  ).list
  const [major] = (
    await data(request, 'enrolling.Major/list', { category_type: 'elderly', page: 1, limit: 1 })
  ).list
  const [school] = (await data(request, 'openEducation.School/list', { type: 'site', page: 1, limit: 1 }))
    .list
  const [teaching] = (
    await data(request, 'adultEducation.News/list', { type: 'teaching', page: 1, limit: 1 })
  ).list
  return [
    // Another column's path, and its own column by number (the second column is `/news/2`).
    [href.newsArticle(columns[0]!.path_name, news!.id), own],
    [href.newsArticle('2', news!.id), own],
    [href.featuredArticle('work', theme!.id), href.featuredArticle('theoretical', theme!.id)],
    [
      href.enrollingArticle('openEducation', enrolling!.id),
      href.enrollingArticle('aldultEducation', enrolling!.id),
    ],
    [href.enrollingMajor('openEducation', major!.id), href.enrollingMajor('elderlyEducation', major!.id)],
    [
      href.eduDetail('openEducation', 'districtCityCountyCollege', school!.id),
      href.eduDetail('openEducation', 'offCampus', school!.id),
    ],
    [
      href.eduDetail('aldultEducation', 'learningDynamics', teaching!.id),
      href.eduDetail('aldultEducation', 'teachingPlan', teaching!.id),
    ],
  ]
}

test('one address per record: another section’s path answers 301 to its own, query kept; another site’s article is not found', async ({
  request,
}) => {
  const records = await movedRecords(request)
  // The site's: an article of one column under its other column.
  const notice = (
    await data(request, 'news.News/list', { site: 'mianyang', path_name: 'notice', page: 1, limit: 1 })
  ).list[0]!
  const siteOwn = siteArticle('mianyang', 'notice', notice.id)
  records.push(
    [siteArticle('mianyang', 'news', notice.id), siteOwn],
    [siteArticle('mianyang', '2', notice.id), siteOwn],
  )
  for (const [wrong, own] of records) {
    expect((await unfollowed(own)).status, own).toBe(200)
    // Twice, the second from Next's cache: the same answer.
    for (const round of [1, 2]) {
      const moved = await unfollowed(wrong)
      expect(moved.status, `${wrong} (${round})`).toBe(301)
      expect(moved.to, wrong).toBe(own)
    }
    // The visitor's query goes along, and a kept answer never carries one visitor's query to
    // another: nginx does not keep these (its key holds the page's own parameters only).
    const withQuery = await unfollowed(`${wrong}?from=weixin&page=2`)
    expect(withQuery.status).toBe(301)
    expect(withQuery.to).toBe(`${own}?from=weixin&page=2`)
    expect(withQuery.kept).toBe('0')
    expect((await unfollowed(wrong)).to).toBe(own)
  }

  // Not at home elsewhere: the site's article on another site and on the portal, the portal's
  // on a site.
  const portalNews = records[0]![1]
  const portalId = Number(portalNews.split('/').pop())
  for (const path of [
    siteArticle('deyang', 'notice', notice.id),
    href.newsArticle('notice', notice.id),
    href.newsArticle((await data(request, 'news.News/category'))[0]!.path_name, notice.id),
    siteArticle('mianyang', 'notice', portalId),
  ])
    expect((await unfollowed(path)).status, path).toBe(404)
})

test('in the browser, a wrong address of an article lands on its own, with its own canonical address', async ({
  page,
  request,
}) => {
  const notice = (
    await data(request, 'news.News/list', { site: 'mianyang', path_name: 'notice', page: 1, limit: 1 })
  ).list[0]!
  const [portalWrong, portalOwn] = (await movedRecords(request))[0]!
  for (const [wrong, own, title] of [
    [portalWrong!, portalOwn!, null],
    [siteArticle('mianyang', 'news', notice.id), siteArticle('mianyang', 'notice', notice.id), notice.title],
  ] as const) {
    await page.goto(`${wrong}?from=weixin`)
    await expect(page).toHaveURL(`${own}?from=weixin`)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(own)
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical)
    if (title) await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  }
})

for (const width of [1440, 360])
  test(`each template lays a site’s home out its own way; a change of template shows at once (${width} px)`, async ({
    browser,
    request,
  }) => {
    const { context, page } = await atWidth(browser, width)
    const admin = await staffAs(request, 'admin')
    const deyang = DEMO_SITES.find((s) => s.slug === 'deyang')!
    const laonian = DEMO_SITES.find((s) => s.slug === 'laonian')!
    const deyangId = await admin.api.idWhere('sites', 'slug', deyang.slug)
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    try {
      // 分校型 (绵阳分校): its first column's newest article as its headline, and how to reach it.
      const [firstColumn] = await data(request, 'news.News/category', { site: mianyang.slug })
      const [newest] = (
        await data(request, 'news.News/list', {
          site: mianyang.slug,
          category_id: firstColumn!.id,
          page: 1,
          limit: 1,
        })
      ).list
      await page.goto('/sites/mianyang')
      const lead = page
        .getByRole('region', { name: firstColumn!.name })
        .getByRole('article', { name: newest!.title })
      await expect(lead).toContainText(`头条 · ${firstColumn!.name}`)
      await expect(lead.getByRole('link', { name: newest!.title })).toHaveAttribute(
        'href',
        `/sites/mianyang/news/${firstColumn!.path_name}/${newest!.id}`,
      )
      await expect(page.getByRole('region', { name: '联系我们' })).toContainText(mianyang.contact)
      await expect(page.getByRole('complementary')).toHaveCount(0)
      await fits()
      await expectAccessible(page, '分校型')

      // 学院型 (老年大学): its columns as title lists, beside a panel of its columns, pages and contact.
      await page.goto('/sites/laonian')
      const side = page.getByRole('complementary', { name: `${laonian.short_name}导航` })
      for (const c of laonian.categories)
        await expect(side.getByRole('link', { name: c.name, exact: true })).toHaveAttribute(
          'href',
          `/sites/laonian/news/${c.path_name}`,
        )
      await expect(side.getByRole('link', { name: laonian.page!.title })).toHaveAttribute(
        'href',
        `/sites/laonian/pages/${laonian.page!.slug}`,
      )
      await expect(side).toContainText(laonian.contact)
      for (const [i, c] of laonian.categories.entries())
        for (const n of laonian.news[i]!)
          await expect(
            page.getByRole('region', { name: c.name }).getByRole('link', { name: n.title }),
          ).toBeVisible()
      await expect(page.getByRole('article')).toHaveCount(0)
      await fits()
      await expectAccessible(page, '学院型')

      // 专题型: the web office turns 德阳分校 into one; its home shows a banner and cards at once.
      expect((await admin.api.patch(`/sites/${deyangId}`, { template: 'topic' })).status()).toBe(200)
      await expect(async () => {
        await page.goto('/sites/deyang')
        await expect(page.getByText(`${deyang.short_name} · 专题`)).toBeVisible({ timeout: 1000 })
      }).toPass({ timeout: 20_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(deyang.name)
      for (const [i, c] of deyang.categories.entries()) {
        const cards = page.getByRole('region', { name: c.name }).getByRole('listitem')
        for (const n of deyang.news[i]!)
          await expect(cards.getByRole('link', { name: n.title })).toBeVisible()
      }
      await fits()
      await expectAccessible(page, '专题型')
    } finally {
      expect((await admin.api.patch(`/sites/${deyangId}`, { template: deyang.template })).status()).toBe(200)
      await context.close()
    }
  })

test('a site at 360 px: the frame fits, the menu opens, and an article is readable', async ({ browser }) => {
  const { context, page } = await phone(browser)
  try {
    await visitSite(page)
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(360)
    await page.getByRole('button', { name: '栏目导航' }).click()
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '分校要闻' }).click()
    await expect(page).toHaveURL(/\/sites\/mianyang\/news\/news$/)
    await expect(page.getByTestId('page-title-zh')).toHaveText('分校要闻')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  } finally {
    await context.close()
  }
})

for (const width of [1440, 360]) {
  test(`the web office creates a site in the console at ${width} px; it is live at once, in its own frame`, async ({
    browser,
    request,
  }) => {
    const admin = await staffAs(request, 'admin')
    const slug = `t${width}${Date.now().toString(36)}`
    const name = `天府开放大学测试${width}分校`
    // At 360 px as the other phone tests are (lib/browser.ts, phone).
    const { context, page } = await atWidth(browser, width)
    try {
      await consoleLogin(page, 'admin')
      // The web office's console has the portal's content and settings beside the sites'.
      const nav = (await page.locator('nav a').allTextContents()).map((t) => t.trim())
      for (const item of ['站点', '页脚链接', '学校简介', '信息公开事项']) expect(nav).toContain(item)
      await page.goto(`${CMS_URL}/admin/collections/sites/create`)
      await page.getByLabel('站点名称').fill(name)
      await page.getByLabel('简称').fill('测试分校')
      await page.locator('#field-slug').fill(slug)
      await page.getByRole('button', { name: '保存', exact: true }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/sites\/\d+/)
      await expect(page.locator('h1')).toHaveText(name)
      // A bad address is refused, and nothing is lost.
      await page.locator('#field-slug').fill('坏路径')
      await page.getByRole('button', { name: '保存', exact: true }).click()
      // The console checks it before sending: the typed value is kept and nothing is stored. (Its
      // message is a tooltip on the field, which appears on hover; not asserted.)
      await expect(page.locator('#field-slug')).toHaveValue('坏路径')
      expect((await admin.api.doc('sites', await admin.api.idWhere('sites', 'slug', slug))).name).toBe(name)

      // Live at once: its home in its frame, with its name and no columns yet.
      const site = await context.newPage()
      await expect(async () => {
        const res = await site.goto(`/sites/${slug}`)
        expect(res?.status()).toBe(200)
      }).toPass({ timeout: 20_000 })
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect(site.getByText('本站正在建设中')).toBeVisible()
      await expect(
        site.locator('header.site-header').getByRole('link', { name: new RegExp(name) }),
      ).toBeVisible()
      if (width === 360)
        expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    } finally {
      await context.close()
      const id = await admin.api.idWhere('sites', 'slug', slug).catch(() => null)
      if (id) expect((await admin.api.delete(`/sites/${id}`)).status()).toBe(200)
    }
  })
}

test('a site set to 已停用 answers 410 in its own frame at every address, and comes back whole', async ({
  browser,
  request,
}) => {
  const laonian = DEMO_SITES.find((s) => s.slug === 'laonian')!
  const admin = await staffAs(request, 'admin')
  const id = await admin.api.idWhere('sites', 'slug', laonian.slug)
  const setStatus = async (status: string) =>
    expect((await admin.api.patch(`/sites/${id}`, { status })).status()).toBe(200)
  const [column] = await data(request, 'news.News/category', { site: laonian.slug })
  const [article] = (await data(request, 'news.News/list', { site: laonian.slug, page: 1, limit: 1 })).list
  const paths = [
    `/sites/${laonian.slug}`,
    `/sites/${laonian.slug}/news/${column!.path_name}`,
    `/sites/${laonian.slug}/news/${article!.category!.path_name}/${article!.id}`,
  ]
  const desktop = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const { context: small, page: phonePage } = await phone(browser)
  try {
    await setStatus('closed')
    const page = await desktop.newPage()
    for (const path of paths)
      await expect(async () => {
        const res = await page.goto(path)
        expect(res?.status(), path).toBe(410)
      }).toPass({ timeout: 20_000 })
    // The site's frame: its name and colour, the explanation, the way to the portal; no columns.
    await expect(page).toHaveTitle(`本站点已停用 - ${laonian.name}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('本站点已停用')
    const header = page.locator('header.site-header')
    await expect(header.getByRole('link', { name: new RegExp(laonian.name) })).toBeVisible()
    expect(
      await page
        .locator('.site-frame')
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--brand').trim()),
    ).toBe(laonian.theme_color)
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link')).toHaveText(['首页'])
    const portal = page.locator('main').getByRole('link', { name: '访问天府开放大学' })
    // Absolute: on the site's own host name, `/` is the site's home.
    await expect(portal).toHaveAttribute('href', new URL('/', SITE_URL).toString())
    await expectAccessible(page, 'closed site')
    await keepScreenshot(page, 'site-closed-1440.png')
    const res = await phonePage.goto(paths[0]!)
    expect(res?.status()).toBe(410)
    await expect(phonePage.getByRole('heading', { level: 1 })).toHaveText('本站点已停用')
    expect(await phonePage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    await keepScreenshot(phonePage, 'site-closed-360.png')
    await portal.click()
    await expect(page).toHaveURL(/\/$/)

    // Its content stays: the public calls answer for it as before, with its status.
    expect((await data(request, 'setting.Site/info', { site: laonian.slug })).status).toBe('closed')
    expect(
      (await data(request, 'news.News/list', { site: laonian.slug, page: 1, limit: 1 })).list[0]!.id,
    ).toBe(article!.id)

    // 建设中 is visible (it is being built); 已上线 again, every page is back.
    for (const status of ['building', 'live']) {
      await setStatus(status)
      for (const path of paths)
        await expect(async () => {
          const res = await page.goto(path)
          expect(res?.status(), `${status} ${path}`).toBe(200)
        }).toPass({ timeout: 20_000 })
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article!.title)
    // The gone page exists only for a closed site.
    expect((await page.goto(`/sites/${laonian.slug}/gone`))?.status()).toBe(404)
  } finally {
    await setStatus('live')
    await desktop.close()
    await small.close()
  }
})

/** A GET of the site as a browser on `host` sends it (as nginx passes it on): status, body, headers. */
function getAs(
  host: string,
  path: string,
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const site = new URL(SITE_URL)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: site.hostname, port: site.port, path, headers: { host } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

test('a site with its own domain is served by its host name, with that host’s own addresses; any other host gets the portal’s copies', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const id = await admin.api.idWhere('sites', 'slug', mianyang.slug)
  const before = (await admin.api.doc('sites', id)).domain ?? null
  const host = 'mianyang.example.test'
  const h1 = (body: string) => /<h1\b[^>]*>([^<]*)<\/h1>/.exec(body)?.[1]
  const portalName = (await data(request, 'setting.Site/info', {})).name
  try {
    expect((await admin.api.patch(`/sites/${id}`, { domain: host })).status()).toBe(200)
    await expect(async () => {
      const home = await getAs(host, '/')
      expect(home.status).toBe(200)
      expect(h1(home.body)).toBe(mianyang.name)
    }).toPass({ timeout: 20_000 })
    // Its columns, articles and sitemap by their short path, linking and naming that host's own
    // addresses; its address on the portal's host (/sites/…) still works there.
    const origin = `${new URL(SITE_URL).protocol}//${host}`
    const column = await getAs(`${host}:443`, '/news/notice')
    expect(column.status).toBe(200)
    expect(column.body).toContain('通知公告')
    expect(column.body).toMatch(/href="\/news\/notice\/\d+"/)
    expect(column.body).not.toContain(`href="/sites/${mianyang.slug}`)
    expect(column.body).toContain(`<link rel="canonical" href="${origin}/news/notice"/>`)
    expect(column.body).toContain(`href="${origin}/feeds/news-notice.rss"`)
    const articleId = /href="\/news\/notice\/(\d+)"/.exec(column.body)![1]
    const article = await getAs(host, `/news/notice/${articleId}`)
    expect(article.body).toContain(`<link rel="canonical" href="${origin}/news/notice/${articleId}"/>`)
    expect(article.body).toContain(`<meta property="og:url" content="${origin}/news/notice/${articleId}"/>`)
    // Under another column: to its own, on the host.
    const moved = await getAs(host, `/news/news/${articleId}?from=weixin`)
    expect(moved.status).toBe(301)
    expect(moved.headers.location).toBe(`/news/notice/${articleId}?from=weixin`)
    // The same page on the portal's host is a copy of its own, linking the portal host's addresses.
    const onPortal = await getAs(new URL(SITE_URL).host, `/sites/${mianyang.slug}/news/notice`)
    expect(onPortal.body).toContain(`href="/sites/${mianyang.slug}/news/notice/${articleId}"`)
    expect(onPortal.body).toContain(`/sites/${mianyang.slug}/news/notice"/>`)
    expect((await getAs(host, `/sites/${mianyang.slug}/news/notice`)).status).toBe(200)
    const sitemap = await getAs(host, '/sitemap.xml')
    expect(sitemap.body).toContain('<urlset')
    expect(sitemap.body).toContain(`<loc>${origin}/news/notice</loc>`)
    expect(sitemap.body).not.toContain('/sites/')
    const feed = await getAs(host, '/feeds/news.rss')
    expect(feed.body).toContain(`<link>${origin}/</link>`)
    expect(feed.body).toContain(`<link>${origin}/news/`)
    expect(feed.body).not.toContain('/sites/')
    // The route it is rendered from is not a client's to ask for.
    for (const h of [host, new URL(SITE_URL).host])
      expect((await getAs(h, `/sites/~${mianyang.slug}/news/notice`)).status, h).toBe(404)
    // A path the site does not have is its own 404, not a portal page.
    expect((await getAs(host, '/schoolOverview/history')).status).toBe(404)

    // Any other host is the portal, and no copy kept for one host is answered to another.
    for (const other of ['unknown.example.test', 'example.test', `x.${host}`, new URL(SITE_URL).host]) {
      const home = await getAs(other, '/')
      expect(home.status, other).toBe(200)
      expect(home.body, other).toContain(portalName)
      expect(home.body, other).not.toContain('data-site=')
      expect((await getAs(other, '/sitemap.xml')).body, other).toContain('<sitemapindex')
    }
    expect(h1((await getAs(host.toUpperCase(), '/')).body)).toBe(mianyang.name)
    // server.mjs keys its copies on the site, never the raw host: a made-up host is answered the
    // portal's copy (HIT) and makes none of its own; the site's host keeps its own.
    await expect(async () => {
      const portal = await getAs(new URL(SITE_URL).host, '/news/notice')
      for (const other of ['made-up.example.test', `y${Date.now()}.example.test`]) {
        const res = await getAs(other, '/news/notice')
        expect(res.headers['x-site-cache'], other).toBe('HIT')
        expect(res.body, other).toBe(portal.body)
      }
      expect((await getAs(host, '/news/notice')).body).toContain(`data-site="${mianyang.slug}"`)
    }).toPass({ timeout: 20_000 })
  } finally {
    expect((await admin.api.patch(`/sites/${id}`, { domain: before })).status()).toBe(200)
  }
  // Without a domain, the host is the portal's again.
  await expect(async () => {
    expect(h1((await getAs(host, '/')).body)).not.toBe(mianyang.name)
  }).toPass({ timeout: 20_000 })
})

test('in the browser on a site’s own host name: its menu, columns and articles stay on that host, each with that host’s canonical address', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const id = await admin.api.idWhere('sites', 'slug', mianyang.slug)
  const before = (await admin.api.doc('sites', id)).domain ?? null
  const host = 'mianyang.browser.example.test'
  const port = new URL(SITE_URL).port
  const origin = `http://${host}${port ? `:${port}` : ''}`
  // A browser of its own that finds the host name on this machine, as DNS would.
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  })
  try {
    expect((await admin.api.patch(`/sites/${id}`, { domain: host })).status()).toBe(200)
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
    await expect(async () => {
      await page.goto(`${origin}/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(mianyang.name, { timeout: 2000 })
    }).toPass({ timeout: 20_000 })
    const canonical = async () => (await page.locator('link[rel="canonical"]').getAttribute('href'))!
    // (Next writes an origin's root without its slash.)
    expect(await canonical()).toBe(`http://${host}`)
    // Its carousel's slides link as its menu does: its own pages on the host.
    await expect(page.locator('.carousel-slide a').first()).toHaveAttribute(
      'href',
      mianyang.carousel[0]!.url.replace(`/sites/${mianyang.slug}`, ''),
    )
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '通知公告' }).click()
    await expect(page).toHaveURL(`${origin}/news/notice`)
    await expect(page.getByTestId('page-title-zh')).toHaveText('通知公告')
    const first = mianyang.news[1]![0]!
    await page.getByRole('link', { name: first.title }).first().click()
    await expect(page).toHaveURL(new RegExp(`^${origin}/news/notice/\\d+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    const articleId = page.url().split('/').pop()!
    expect(await canonical()).toBe(`http://${host}/news/notice/${articleId}`)
    // Its breadcrumbs lead home on the host; a wrong column's address lands on its own.
    await page
      .getByRole('navigation', { name: '当前位置' })
      .getByRole('link', { name: mianyang.short_name })
      .click()
    await expect(page).toHaveURL(`${origin}/`)
    await page.goto(`${origin}/news/news/${articleId}?from=weixin`)
    await expect(page).toHaveURL(`${origin}/news/notice/${articleId}?from=weixin`)
    expect(await canonical()).toBe(`http://${host}/news/notice/${articleId}`)
  } finally {
    await browser.close()
    expect((await admin.api.patch(`/sites/${id}`, { domain: before })).status()).toBe(200)
  }
})

test('the 区市县学院 list leads from a branch school to its own site', async ({ page }) => {
  await page.goto(href.eduChild('openEducation', 'districtCityCountyCollege'))
  const card = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) })
  const link = card(mianyang.name).getByRole('link', { name: `访问${mianyang.short_name}网站` })
  await expect(link).toHaveAttribute('href', '/sites/mianyang')
  // A branch school without a site of the group has only its own page.
  await expect(card('天府开放大学乐山分校').getByRole('link')).toHaveCount(1)
  await link.click()
  await expect(page).toHaveURL(/\/sites\/mianyang$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(mianyang.name)
})

for (const width of [1440, 360]) {
  test(`a site’s administrator adds an editor, who writes; the site’s reviewer publishes; only that site shows it (${width} px)`, async ({
    browser,
    request,
  }) => {
    // Three people's consoles, each page a full Payload render.
    test.setTimeout(240_000)
    const admin = await staffAs(request, 'admin')
    const stamp = `${width}${Date.now() % 1_000_000}`
    const email = `my-new-editor-${stamp}@ou.edu.cn`
    const password = 'Editor#2026new'
    const title = `绵阳分校新编辑的稿件${stamp}`
    const consoles = consolesAt(browser, width)
    const console_ = consoles.open
    const contexts = consoles.contexts
    let userId: number | null = null
    let newsId: number | null = null
    try {
      // The site's administrator adds an editor of its site.
      const siteAdmin = await console_('my-admin@ou.edu.cn', 'Mianyang#2026')
      await siteAdmin.goto(`${CMS_URL}/admin/collections/users/create`)
      await siteAdmin.getByLabel('姓名').fill(`新编辑${stamp}`)
      await siteAdmin.getByLabel('电子邮件').fill(email)
      await siteAdmin.locator('#field-password').fill(password)
      await siteAdmin.locator('#field-confirm-password').fill(password)
      // Offered only the roles it may give; 内容编辑 is the default.
      await expect(siteAdmin.locator('#field-roles')).toContainText('内容编辑')
      await siteAdmin.locator('#field-roles .rs__control').click()
      await expect(siteAdmin.locator('.rs__option', { hasText: '审核员' })).toBeVisible()
      await expect(siteAdmin.locator('.rs__option', { hasText: '系统管理员' })).toHaveCount(0)
      await siteAdmin.keyboard.press('Escape')
      // And only its own site.
      await siteAdmin.locator('#field-sites .rs__control').click()
      await expect(siteAdmin.locator('.rs__option')).toHaveText([mianyang.name])
      await siteAdmin.locator('.rs__option', { hasText: mianyang.name }).click()
      await siteAdmin.getByRole('button', { name: '保存', exact: true }).click()
      await expect(siteAdmin).toHaveURL(/\/admin\/collections\/users\/\d+/)
      userId = Number(siteAdmin.url().match(/users\/(\d+)/)![1])
      const stored = await admin.api.doc('users', userId)
      expect(stored.roles).toEqual(['editor'])
      const sites = stored.sites as ({ id: number } | number)[]
      expect(sites.map((s) => (typeof s === 'object' ? s.id : s))).toEqual([
        await admin.api.idWhere('sites', 'slug', mianyang.slug),
      ])

      // The new editor writes a news item in a column of the site and submits it.
      const editor = await console_(email, password)
      newsId = await writeNewsInConsole(editor, {
        title,
        body: '绵阳分校新编辑写的正文。',
        // Only its site's columns are offered.
        column: (offered) => {
          expect(offered.length).toBeGreaterThan(0)
          for (const c of offered) expect(mianyang.categories.map((x) => x.name)).toContain(c)
        },
      })

      // The site's reviewer finds it in the queue and publishes it.
      const reviewer = await console_('my-shenhe@ou.edu.cn', 'Mianyang#2026')
      await openInConsole(reviewer, `/admin/review`)
      await reviewer.getByRole('link', { name: title }).click()
      await reviewer.waitForURL(new RegExp(`/news/${newsId}`))
      await reviewer.getByRole('button', { name: '发布修改' }).click()
      await expect(reviewer.getByRole('button', { name: '发布修改' })).toBeDisabled()
      await expect.poll(async () => (await admin.api.doc('news', newsId!))._status).toBe('published')

      // It shows on its site, and on no other site.
      const article = await data(request, 'news.News/info', { news_id: newsId, site: mianyang.slug })
      const site = await contexts[0]!.newPage()
      await expect(async () => {
        await site.goto(`/sites/${mianyang.slug}`)
        await expect(site.getByRole('link', { name: title })).toBeVisible({ timeout: 2000 })
      }).toPass({ timeout: 20_000 })
      await site.getByRole('link', { name: title }).click()
      await expect(site.getByRole('heading', { level: 1 })).toHaveText(title)
      expect(site.url()).toContain(`/sites/${mianyang.slug}/news/`)
      expect(article.title).toBe(title)
      for (const other of DEMO_SITES.filter((s) => s.slug !== mianyang.slug)) {
        await site.goto(`/sites/${other.slug}`)
        await expect(site.getByRole('heading', { level: 1 })).toHaveText(other.name)
        await expect(site.getByText(title)).toHaveCount(0)
      }
      await site.goto('/news')
      await expect(site.getByText(title)).toHaveCount(0)
      if (width === 360)
        expect(await site.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    } finally {
      await consoles.close()
      if (newsId) await admin.api.delete(`/news/${newsId}`)
      if (userId) await admin.api.delete(`/users/${userId}`)
    }
  })
}

for (const width of [1440, 360]) {
  test(`a site’s editor puts a slide on its own home’s carousel in the console; no other home shows it (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const admin = await staffAs(request, 'admin')
    const title = `绵阳分校开放日${width}-${Date.now() % 1_000_000}`
    const { context, page } = await atWidth(browser, width, { timezoneId: 'Asia/Shanghai' })
    // Every slide, the hidden ones too (only the one showing is in the accessibility tree).
    const slides = (p: Page) => p.getByRole('region', { name: '焦点图' }).locator('.carousel-slide')
    let made: number | null = null
    try {
      // The site's home shows its own slides, the portal's none of them.
      await page.goto(`/sites/${mianyang.slug}`)
      await expect(slides(page)).toHaveCount(mianyang.carousel.length)
      await expect(slides(page).first()).toHaveAttribute(
        'aria-label',
        new RegExp(mianyang.carousel[0]!.title),
      )

      // In the console its editor sees only its site's slides and adds one.
      await consoleSignIn(page, 'my-editor@ou.edu.cn', 'Mianyang#2026')
      // Its console holds its site's work only: the portal's content and settings, which it may
      // only read as a visitor does, are out of its navigation and views.
      const nav = (await page.locator('nav a').allTextContents()).map((t) => t.trim())
      for (const own of ['新闻', '栏目与页面', '轮播图', '媒体库', '附件']) expect(nav).toContain(own)
      for (const portal of ['页脚链接', '跳转管理', '学校简介', '信息公开事项', '招生专业'])
        expect(nav, `${portal} is the portal's`).not.toContain(portal)
      expect((await page.goto(`${CMS_URL}/admin/collections/links`))?.status()).toBe(404)
      await openInConsole(page, `/admin/collections/carousels`)
      const rows = page.locator('.table tbody tr')
      await expect(rows).toHaveCount(mianyang.carousel.length)
      for (const c of mianyang.carousel) await expect(page.locator('.table')).toContainText(c.title)
      await page
        .getByRole('link', { name: /^创建新的/ })
        .first()
        .click()
      await page.waitForURL(/\/admin\/collections\/carousels\/create/)
      await page.locator('#field-title').fill(title)
      await page.getByLabel('副标题').fill('欢迎市民来校参观')
      await page.getByLabel('链接').fill('/sites/mianyang/pages/about')
      // The image: one of its site's own, from the media library.
      await page.getByRole('button', { name: '从现有中选择' }).click()
      const drawer = page.locator('.drawer--is-open')
      await expect(drawer.locator('tbody tr').first()).toBeVisible()
      await drawer.locator('tbody tr').first().locator('button, a').first().click()
      await expect(drawer).toHaveCount(0)
      await page.getByRole('button', { name: '保存', exact: true }).click()
      await page.waitForURL(/\/admin\/collections\/carousels\/\d+/)
      made = Number(page.url().match(/carousels\/(\d+)/)![1])
      const stored = await admin.api.doc('carousels', made)
      expect(stored.site, 'the slide is its site’s').toBe(
        await admin.api.idWhere('sites', 'slug', mianyang.slug),
      )

      // Its site's home shows it with the others (within 2 s of the save); no other home does.
      await expect(async () => {
        await page.goto(`/sites/${mianyang.slug}`)
        await expect(slides(page)).toHaveCount(mianyang.carousel.length + 1, { timeout: 1000 })
      }).toPass({ timeout: 10_000 })
      await expect(slides(page).last()).toHaveAttribute('aria-label', new RegExp(title))
      await expect(slides(page).last().locator('a')).toHaveAttribute('href', '/sites/mianyang/pages/about')
      for (const path of ['/', '/sites/deyang']) {
        await page.goto(path)
        await expect(page.getByText(title)).toHaveCount(0)
      }
      if (width === 360) {
        await page.goto(`/sites/${mianyang.slug}`)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      }
    } finally {
      await context.close()
      if (made) await admin.api.delete(`/carousels/${made}`)
    }
  })
}

for (const width of [1440, 360]) {
  test(`a site’s editor uploads an attachment in the console: it is its site’s, listed for its site’s staff only (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000)
    const admin = await staffAs(request, 'admin')
    const mianyangId = await admin.api.idWhere('sites', 'slug', mianyang.slug)
    const title = `绵阳分校招生简章${width}-${Date.now() % 1_000_000}`
    const consoles = consolesAt(browser, width)
    const consoleOf = consoles.open
    let made: number | null = null
    try {
      const editor = await consoleOf('my-editor@ou.edu.cn', 'Mianyang#2026')
      await openInConsole(editor, `/admin/collections/files`)
      // Its list holds its site's attachments only.
      const listed = async (p: Page) => p.locator('.table tbody tr').allInnerTexts()
      await editor
        .getByRole('link', { name: /^创建新的/ })
        .first()
        .click()
      await editor.waitForURL(/\/admin\/collections\/files\/create/)
      await editor.locator('input[type="file"]').setInputFiles({
        name: 'zhaosheng.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf([`${title}`]),
      })
      await editor.getByLabel('显示名称').fill(title)
      await editor.getByRole('button', { name: '保存', exact: true }).click()
      await editor.waitForURL(/\/admin\/collections\/files\/\d+/)
      made = Number(editor.url().match(/files\/(\d+)/)![1])
      expect((await admin.api.doc('files', made)).site, 'the upload lands on its author’s site').toBe(
        mianyangId,
      )

      await openInConsole(editor, `/admin/collections/files`)
      await expect(editor.locator('.table')).toContainText(title)
      const own = (await (
        await admin.api.get(`/files?limit=0&depth=0&where[site][equals]=${mianyangId}`)
      ).json()) as { totalDocs: number }
      expect((await listed(editor)).length, 'only its site’s rows').toBe(Math.min(own.totalDocs, 10))

      // Another site's editor finds none of it in its own list, nor by its address.
      const other = await consoleOf('dy-editor@ou.edu.cn', 'Deyang#2026')
      await openInConsole(other, `/admin/collections/files`)
      await expect(other.locator('h1')).toBeVisible()
      for (const row of await listed(other)) expect(row).not.toContain(title)
      await other.goto(`${CMS_URL}/admin/collections/files/${made}`)
      await expect(other.getByText(title)).toHaveCount(0)
      if (width === 360)
        expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    } finally {
      await consoles.close()
      if (made) await admin.api.delete(`/files/${made}`)
    }
  })
}
