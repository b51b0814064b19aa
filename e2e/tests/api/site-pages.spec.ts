import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_SITES } from '../../../apps/cms/src/seed/data/sites'
import { call, data, siteIds, siteStaffAs, staffAs } from '../../lib/api'

/**
 * 站群 (issue 34): a site's own pages (collection `pages` with 所属站点). The portal's pages stay
 * where they are and answer calls without a site; a site's pages answer for that site only, their
 * paths unique within it. A site's staff create and edit only their own site's pages.
 */

const session = async (request: APIRequestContext, email: string) => (await siteStaffAs(request, email)).api

type PageDoc = { id: number; title: string; path?: string; site?: number | { id: number } }
const siteOf = (d: PageDoc) => (typeof d.site === 'object' ? d.site?.id : d.site)

test('a site’s pages answer for that site only; the portal’s pages stay the portal’s', async ({
  request,
}) => {
  const mianyang = DEMO_SITES.find((s) => s.slug === 'mianyang')!
  // The same path on the portal and on two sites: three pages.
  const own = await data(request, 'setting.Page/info', { path: '/about', site: 'mianyang' })
  expect(own.title).toBe(mianyang.page.title)
  expect(own.blocks.map((b) => b.type)).toEqual(['richText', 'contact'])
  const portal = await data(request, 'setting.Page/info', { path: '/about' })
  expect(portal.id).not.toBe(own.id)
  const deyang = await data(request, 'setting.Page/info', { path: '/about', site: 'deyang' })
  expect([portal.id, own.id]).not.toContain(deyang.id)

  // A site's tree links its pages under its own address; the portal's tree and list are as before.
  const tree = await data(request, 'setting.Page/tree', { site: 'mianyang' })
  expect(tree.list.map((n) => n.href)).toEqual(['/sites/mianyang/pages/about'])
  const portalTree = await data(request, 'setting.Page/tree')
  expect(portalTree.list.length).toBeGreaterThan(0)
  expect(portalTree.list.filter((n) => [own.id, deyang.id].includes(n.id))).toEqual([])
  const portalList = await data(request, 'setting.Page/list', { page: 1, limit: 100 })
  expect(portalList.list.map((p) => p.id)).not.toContain(own.id)
  expect(portalList.list.map((p) => p.title)).not.toContain(mianyang.page.title)
  const siteList = await data(request, 'setting.Page/list', { page: 1, limit: 100, site: 'mianyang' })
  expect(siteList.list.map((p) => p.id)).toEqual([own.id])

  // A site's path that the portal lacks is not the portal's, nor another site's.
  const only = await call(request, 'setting.Page/info', { path: '/no-such-page', site: 'mianyang' })
  expect(only.body.code).toBe(404)
  const unknown = await call(request, 'setting.Page/info', { path: '/about', site: 'nowhere' })
  expect(unknown.body.msg).toBe('站点不存在或已下线')
})

test('a site’s administrator creates and edits its own site’s pages, never another site’s; paths are unique per site', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const siteAdmin = await session(request, 'my-admin@ou.edu.cn')
  const stamp = Date.now().toString(36)
  const made: number[] = []
  try {
    // A new page goes to its author's site.
    const res = await siteAdmin.post('/pages?draft=true&depth=0', {
      title: `招生咨询 ${stamp}`,
      slug: `zixun-${stamp}`,
      _status: 'draft',
    })
    expect(res.status(), await res.text()).toBe(201)
    const page = ((await res.json()) as { doc: PageDoc }).doc
    made.push(page.id)
    expect(siteOf(page)).toBe(ids.mianyang)
    expect(page.path).toBe(`/zixun-${stamp}`)
    const edit = await siteAdmin.patch(`/pages/${page.id}?draft=true&depth=0`, {
      title: `招生咨询（改） ${stamp}`,
    })
    expect(edit.status(), await edit.text()).toBe(200)

    // A path its site already has is refused, in Chinese; the portal and other sites may have it.
    const twin = await siteAdmin.post('/pages?draft=true&depth=0', {
      title: '重复路径',
      slug: 'about',
      _status: 'draft',
    })
    expect(twin.status()).toBe(400)
    expect(await twin.text()).toContain('本站点已有路径为 about 的页面，请换一个路径')
    const moved = await siteAdmin.patch(`/pages/${page.id}?draft=true&depth=0`, { slug: 'about' })
    expect(moved.status()).toBe(400)
    expect(await moved.text()).toContain('本站点已有路径为 about 的页面')
    const count = async (where: string) =>
      (
        (await (await admin.api.get(`/pages?${where}&draft=true&limit=0&depth=0`)).json()) as {
          totalDocs: number
        }
      ).totalDocs
    expect(await count(`where[site][equals]=${ids.mianyang}&where[path][equals]=/about`)).toBe(1)
    expect(await count(`where[title][equals]=重复路径`)).toBe(0)
    // A portal route's name is free on a site: its pages live under /sites/{slug}/pages/.
    const news = await siteAdmin.post('/pages?draft=true&depth=0', {
      title: '分校新闻页',
      slug: `news`,
      _status: 'draft',
    })
    expect(news.status(), await news.text()).toBe(201)
    made.push(((await news.json()) as { doc: PageDoc }).doc.id)

    // Another site's pages: not on its list, not to be read, edited, created or parented.
    const deyangAbout = await data(request, 'setting.Page/info', { path: '/about', site: 'deyang' })
    const portalAbout = await data(request, 'setting.Page/info', { path: '/about' })
    const listed = (
      (await (await siteAdmin.get('/pages?limit=200&depth=0&draft=true')).json()) as {
        docs: PageDoc[]
      }
    ).docs
    expect(listed.length).toBeGreaterThan(0)
    for (const d of listed) expect(siteOf(d)).toBe(ids.mianyang)
    for (const id of [deyangAbout.id, portalAbout.id]) {
      expect([403, 404]).toContain((await siteAdmin.get(`/pages/${id}?draft=true`)).status())
      expect([403, 404]).toContain((await siteAdmin.patch(`/pages/${id}`, { title: '越权修改' })).status())
    }
    expect((await data(request, 'setting.Page/info', { path: '/about', site: 'deyang' })).title).toBe(
      deyangAbout.title,
    )
    for (const site of [ids.deyang, ids.portal]) {
      const other = await siteAdmin.post('/pages?draft=true&depth=0', {
        title: `越权页面 ${stamp}`,
        slug: `yuequan-${stamp}`,
        site,
        _status: 'draft',
      })
      expect([400, 403]).toContain(other.status())
    }
    const parented = await siteAdmin.post('/pages?draft=true&depth=0', {
      title: `越权下级 ${stamp}`,
      slug: `xiaji-${stamp}`,
      parent: deyangAbout.id,
      _status: 'draft',
    })
    if (parented.ok()) made.push(((await parented.json()) as { doc: PageDoc }).doc.id)
    expect(parented.status()).toBe(400)
    // Without a site, a new page would go to its parent's: not its author's.
    expect(await parented.text()).toContain('只能选择您所在的站点')
    // Even the web office keeps a page and its parent on one site.
    const crossed = await admin.api.post('/pages?draft=true&depth=0', {
      title: `越权下级 ${stamp}`,
      slug: `xiaji-${stamp}`,
      site: ids.mianyang,
      parent: deyangAbout.id,
      _status: 'draft',
    })
    if (crossed.ok()) made.push(((await crossed.json()) as { doc: PageDoc }).doc.id)
    expect(crossed.status()).toBe(400)
    expect(await crossed.text()).toContain('所选上级栏目不属于该内容的站点')
    expect(await count(`where[title][like]=越权`)).toBe(0)
  } finally {
    for (const id of made) await admin.api.delete(`/pages/${id}?trash=true`)
  }
})

test('another site’s editor reads no draft of this site’s pages and creates none on it', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const myEditor = await session(request, 'my-editor@ou.edu.cn')
  const dyEditor = await session(request, 'dy-editor@ou.edu.cn')
  const stamp = Date.now().toString(36)
  const made: number[] = []
  try {
    const res = await myEditor.post('/pages?draft=true&depth=0', {
      title: `绵阳草稿页 ${stamp}`,
      slug: `draft-${stamp}`,
      _status: 'draft',
    })
    expect(res.status(), await res.text()).toBe(201)
    const draft = ((await res.json()) as { doc: PageDoc }).doc
    made.push(draft.id)
    expect(siteOf(draft)).toBe(ids.mianyang)

    expect([403, 404]).toContain((await dyEditor.get(`/pages/${draft.id}?draft=true`)).status())
    const seen = (
      (await (await dyEditor.get(`/pages?limit=200&depth=0&draft=true`)).json()) as { docs: PageDoc[] }
    ).docs
    expect(seen.map((d) => d.id)).not.toContain(draft.id)
    for (const d of seen) expect(siteOf(d)).toBe(ids.deyang)
    const theirs = await dyEditor.post('/pages?draft=true&depth=0', {
      title: `德阳写入绵阳 ${stamp}`,
      slug: `dy-${stamp}`,
      site: ids.mianyang,
      _status: 'draft',
    })
    expect([400, 403]).toContain(theirs.status())
    const text = await theirs.text()
    if (theirs.status() === 400) expect(text).toContain('只能选择您所在的站点')
    // A visitor sees no draft either.
    const visitor = await call(request, 'setting.Page/info', { path: `/draft-${stamp}`, site: 'mianyang' })
    expect(visitor.body.code).toBe(404)
    expect(
      (
        (await (await admin.api.get(`/pages?where[title][like]=德阳写入绵阳&limit=0`)).json()) as {
          totalDocs: number
        }
      ).totalDocs,
    ).toBe(0)
  } finally {
    for (const id of made) await admin.api.delete(`/pages/${id}?trash=true`)
  }
})
