import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { call, data, siteIds, siteStaffAs, staffAs } from '../../lib/api'

/**
 * 站群 (issue 34): what a site shows is its own. Its menu links, notice, footer links and contact
 * are kept on the site; the web office edits every site, the site's administrator (站点管理员) these
 * settings of its own site and never its address, host name, status, kind or template. REST obeys
 * it as the console does; a refused save stores nothing and says why in Chinese.
 */

type SiteDoc = {
  id: number
  slug: string
  status: string
  domain?: string | null
  kind: string
  template: string
  contact?: string | null
  menu?: { label: string; url: string }[]
  footer_links?: { label: string; url: string }[]
  notice?: { enabled?: boolean | null; text?: string | null; link?: string | null }
}

const session = async (request: APIRequestContext, email: string) => (await siteStaffAs(request, email)).api

/** A site as stored, read as the web office. */
async function stored(request: APIRequestContext, slug: string): Promise<SiteDoc> {
  const admin = await staffAs(request, 'admin')
  const res = await admin.api.get(`/sites?where[slug][equals]=${slug}&depth=0`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { docs: SiteDoc[] }).docs[0]!
}

/** What the settings' part of a stored site holds, to compare before and after a refusal. */
const settingsOf = (d: SiteDoc) => ({
  slug: d.slug,
  status: d.status,
  domain: d.domain ?? null,
  kind: d.kind,
  template: d.template,
  contact: d.contact ?? '',
  menu: (d.menu ?? []).map(({ label, url }) => ({ label, url })),
  footer_links: (d.footer_links ?? []).map(({ label, url }) => ({ label, url })),
  notice: { enabled: Boolean(d.notice?.enabled), text: d.notice?.text ?? '', link: d.notice?.link ?? null },
})

/** Puts a site's settings back as the seed left them (the browser suite reads them). */
async function restore(request: APIRequestContext, before: SiteDoc) {
  const admin = await staffAs(request, 'admin')
  const s = settingsOf(before)
  const res = await admin.api.patch(`/sites/${before.id}?depth=0`, {
    contact: s.contact,
    menu: s.menu,
    footer_links: s.footer_links,
    notice: s.notice,
  })
  expect(res.status(), await res.text()).toBe(200)
}

test('the seed gives each site its own menu link, notice and footer links; the portal has none', async ({
  request,
}) => {
  for (const demo of DEMO_SITES) {
    const site = await data(request, 'setting.Site/info', { site: demo.slug })
    expect(site.menu.map((l) => l.label)).toEqual(demo.menu.map((l) => l.label))
    expect(site.footer_links.map((l) => [l.label, l.href, l.external])).toEqual(
      demo.footer_links.map((l) => [l.label, l.url, /^https?:/.test(l.url)]),
    )
    expect(site.notice).toMatchObject({ text: demo.notice.text, link: demo.notice.link ?? null })
  }
  // Calls without a site answer for the portal as before: nothing of the sites'.
  const portal = await data(request, 'setting.Site/info')
  expect(portal).toMatchObject({ slug: 'portal', menu: [], footer_links: [], notice: null })
})

test('a site’s administrator edits its own site’s menu, notice, footer and contact; the site shows them', async ({
  request,
}) => {
  const before = await stored(request, 'mianyang')
  const siteAdmin = await session(request, 'my-admin@ou.edu.cn')
  try {
    const res = await siteAdmin.patch(`/sites/${before.id}?depth=0`, {
      menu: [
        { label: '学院简介', url: '/sites/mianyang/news/news' },
        { label: '国家开放大学', url: 'https://www.ouchn.edu.cn' },
      ],
      footer_links: [{ label: '分校通知', url: '/sites/mianyang/news/notice' }],
      notice: { enabled: true, text: '分校本周六正常上班。', link: '/sites/mianyang/news/notice' },
      contact: '绵阳市涪城区科教路28号　0816-2255009',
    })
    expect(res.status(), await res.text()).toBe(200)
    await expect
      .poll(async () => (await data(request, 'setting.Site/info', { site: 'mianyang' })).notice?.text)
      .toBe('分校本周六正常上班。')
    const site = await data(request, 'setting.Site/info', { site: 'mianyang' })
    expect(site.menu).toEqual([
      { label: '学院简介', href: '/sites/mianyang/news/news', external: false },
      { label: '国家开放大学', href: 'https://www.ouchn.edu.cn', external: true },
    ])
    expect(site.footer_links).toEqual([
      { label: '分校通知', href: '/sites/mianyang/news/notice', external: false },
    ])
    expect(site.contact).toBe('绵阳市涪城区科教路28号　0816-2255009')
    const key = site.notice!.key

    // The key follows the text: a visitor who closed the notice sees the next one.
    expect(
      (await siteAdmin.patch(`/sites/${before.id}`, { notice: { text: '分校本周日正常上班。' } })).status(),
    ).toBe(200)
    await expect
      .poll(async () => (await data(request, 'setting.Site/info', { site: 'mianyang' })).notice?.key)
      .not.toBe(key)

    // Switched off, the site shows none; the text is kept for next time.
    expect((await siteAdmin.patch(`/sites/${before.id}`, { notice: { enabled: false } })).status()).toBe(200)
    await expect
      .poll(async () => (await data(request, 'setting.Site/info', { site: 'mianyang' })).notice)
      .toBe(null)
    expect((await stored(request, 'mianyang')).notice?.text).toBe('分校本周日正常上班。')

    // The console's form sends the web office's fields unchanged with the rest: that is allowed.
    const current = await stored(request, 'mianyang')
    const form = await siteAdmin.patch(`/sites/${before.id}`, {
      ...settingsOf(current),
      contact: '绵阳市涪城区科教路28号　0816-2255001',
    })
    expect(form.status(), await form.text()).toBe(200)

    // Other sites are untouched.
    for (const other of ['deyang', 'laonian'])
      expect((await data(request, 'setting.Site/info', { site: other })).notice?.text).toBe(
        DEMO_SITES.find((s) => s.slug === other)!.notice.text,
      )
  } finally {
    await restore(request, before)
  }
})

test('a site’s administrator cannot change its own site’s address, host name, status, kind or template: refused whole, in Chinese', async ({
  request,
}) => {
  const before = await stored(request, 'mianyang')
  const siteAdmin = await session(request, 'my-admin@ou.edu.cn')
  const changes: [Record<string, unknown>, string][] = [
    [{ slug: 'mianyang-new' }, '站点管理员不能修改站点的路径'],
    [{ domain: 'my.tfou.edu.cn' }, '站点管理员不能修改站点的独立域名'],
    [{ status: 'closed' }, '站点管理员不能修改站点的状态'],
    [{ kind: 'college' }, '站点管理员不能修改站点的类型'],
    [{ template: 'college' }, '站点管理员不能修改站点的模板'],
  ]
  for (const [change, message] of changes) {
    // With a setting it may change in the same save: nothing of it is stored either.
    const body = { ...change, notice: { enabled: true, text: '不应保存的通知' } }
    const res = await siteAdmin.patch(`/sites/${before.id}?depth=0`, body)
    expect(res.status(), JSON.stringify(change)).toBe(400)
    expect(await res.text()).toContain(message)
    // The same through a bulk update by query.
    const bulk = await siteAdmin.patch(`/sites?where[id][equals]=${before.id}&depth=0`, body)
    expect(bulk.status(), JSON.stringify(change)).toBe(400)
    expect(await bulk.text()).toContain(message)
  }
  expect(settingsOf(await stored(request, 'mianyang'))).toEqual(settingsOf(before))

  // It creates and deletes no site.
  expect((await siteAdmin.post('/sites', { name: '新站点', slug: 'newsite' })).status()).toBe(403)
  expect((await siteAdmin.delete(`/sites/${before.id}`)).status()).toBe(403)
  expect((await stored(request, 'mianyang')).id).toBe(before.id)
})

test('a site’s settings are its own staff’s: not another site’s administrator, not an editor', async ({
  request,
}) => {
  const deyang = await stored(request, 'deyang')
  const mianyang = await stored(request, 'mianyang')
  const siteAdmin = await session(request, 'my-admin@ou.edu.cn')
  const change = { notice: { enabled: true, text: '越权写入的通知' }, menu: [{ label: '越权', url: '/x' }] }

  // Another site, by id and by query: not found for it, nothing stored.
  expect([403, 404]).toContain((await siteAdmin.patch(`/sites/${deyang.id}`, change)).status())
  const bulk = await siteAdmin.patch(`/sites?where[slug][equals]=deyang`, change)
  expect(((await bulk.json()) as { docs?: unknown[] }).docs ?? []).toEqual([])
  const all = await siteAdmin.patch(`/sites?where[id][exists]=true`, change)
  try {
    // A query over every site reaches its own only.
    const changed = ((await all.json()) as { docs?: { slug: string }[] }).docs ?? []
    expect(changed.map((d) => d.slug)).toEqual(['mianyang'])
    for (const other of ['portal', 'deyang', 'laonian'])
      expect((await stored(request, other)).notice?.text ?? '').not.toBe('越权写入的通知')
    expect(settingsOf(await stored(request, 'deyang'))).toEqual(settingsOf(deyang))
    // Nor through the unchanged form of another site.
    const form = await siteAdmin.patch(`/sites/${deyang.id}`, { ...settingsOf(deyang), status: 'closed' })
    expect([403, 404]).toContain(form.status())
    expect((await stored(request, 'deyang')).status).toBe(deyang.status)

    // The site's own editor and another site's editor change no site's settings.
    for (const email of ['my-editor@ou.edu.cn', 'dy-editor@ou.edu.cn']) {
      const editor = await session(request, email)
      for (const id of [mianyang.id, deyang.id])
        expect([403, 404], `${email} → ${id}`).toContain(
          (
            await editor.patch(`/sites/${id}`, { notice: { enabled: true, text: '编辑写入的通知' } })
          ).status(),
        )
    }
    expect((await stored(request, 'deyang')).notice?.text).toBe(deyang.notice?.text)
  } finally {
    await restore(request, mianyang)
  }
})

test('a site’s settings are checked on the server, in Chinese', async ({ request }) => {
  const before = await stored(request, 'mianyang')
  const siteAdmin = await session(request, 'my-admin@ou.edu.cn')
  const bad: [Record<string, unknown>, string][] = [
    [{ notice: { enabled: true, text: '  ' } }, '显示通知时请填写通知内容'],
    [
      { notice: { enabled: true, text: '通知', link: 'javascript:alert(1)' } },
      '链接须以 / 或 http(s):// 开头',
    ],
    [{ menu: [{ label: '坏链接', url: 'javascript:alert(1)' }] }, '链接须以 / 或 http(s):// 开头'],
    [{ footer_links: [{ label: '坏链接', url: '//evil.example' }] }, '链接须以 / 或 http(s):// 开头'],
    [{ menu: Array.from({ length: 9 }, (_, i) => ({ label: `链接${i}`, url: '/' })) }, '菜单链接'],
  ]
  for (const [body, message] of bad) {
    const res = await siteAdmin.patch(`/sites/${before.id}?depth=0`, body)
    expect(res.status(), JSON.stringify(body)).toBe(400)
    expect(await res.text()).toContain(message)
  }
  expect(settingsOf(await stored(request, 'mianyang'))).toEqual(settingsOf(before))
})

test('each site runs its own carousel: its editor adds a slide to its home, not to the portal’s or another site’s', async ({
  request,
}) => {
  const titles = async (site?: string) =>
    (await data(request, 'setting.Carousel/list', site ? { site } : {})).list.map((c) => c.title)
  // The seed's: each site its own slides, the portal's as before (a call without a site).
  for (const demo of DEMO_SITES) expect(await titles(demo.slug)).toEqual(demo.carousel.map((c) => c.title))
  const portal = await titles()
  expect(portal.length).toBeGreaterThan(0)
  for (const demo of DEMO_SITES) for (const c of demo.carousel) expect(portal).not.toContain(c.title)
  const unknown = await call(request, 'setting.Carousel/list', { site: 'nowhere' })
  expect(unknown.body.msg, 'a site no one has').toBe('站点不存在或已下线')

  const ids = await siteIds(request)
  const editor = await session(request, 'my-editor@ou.edu.cn')
  const image = (
    (await (await editor.get(`/media?where[site][equals]=${ids.mianyang}&limit=1&depth=0`)).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!.id
  const title = `分校开放日 ${Date.now().toString(36)}`
  let made: number | undefined
  try {
    // Refused, nothing stored: a script for a link; the portal's carousel.
    const bad = await editor.post('/carousels?depth=0', {
      title,
      image,
      url: 'javascript:alert(1)',
      site: ids.mianyang,
    })
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toContain('链接须以 / 或 http(s):// 开头')
    expect(
      (await editor.post('/carousels?depth=0', { title, image, site: ids.portal })).status(),
      'a site’s editor on the portal’s carousel',
    ).toBe(403)
    const admin = await staffAs(request, 'admin')
    const stored = async () =>
      (
        (await (
          await admin.api.get(`/carousels?where[title][equals]=${encodeURIComponent(title)}&depth=0`)
        ).json()) as {
          totalDocs: number
        }
      ).totalDocs
    expect(await stored()).toBe(0)

    // Its own site's: shown there at once (within 2 s), on no other site.
    const res = await editor.post('/carousels?depth=0', {
      title,
      subtitle: '欢迎来校参观',
      image,
      url: '/sites/mianyang/pages/about',
    })
    expect(res.status(), await res.text()).toBe(201)
    const doc = ((await res.json()) as { doc: { id: number; site: number } }).doc
    made = doc.id
    expect(doc.site, 'a new slide lands on its editor’s site').toBe(ids.mianyang)
    await expect.poll(() => titles('mianyang'), { timeout: 2_000 }).toContain(title)
    expect(await titles()).not.toContain(title)
    expect(await titles('deyang')).not.toContain(title)
    // Another site's editor neither sees nor changes it.
    const other = await session(request, 'dy-editor@ou.edu.cn')
    expect((await other.get(`/carousels/${doc.id}?depth=0`)).status()).toBe(404)
    expect([403, 404]).toContain(
      (await other.patch(`/carousels/${doc.id}?depth=0`, { title: '改' })).status(),
    )
  } finally {
    if (made) await editor.delete(`/carousels/${made}`)
  }
  await expect.poll(() => titles('mianyang'), { timeout: 2_000 }).not.toContain(title)
})
