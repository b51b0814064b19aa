import { expect, test } from '@playwright/test'
import { NAV } from '../../../apps/site/src/lib/pages'
import { GUIDE_PAGE } from '../../../apps/cms/src/seed/markers'
import { call, data, staffAs } from '../../lib/api'

/**
 * Navigation kept in the console (global `navigation`) and editors' pages (collection `pages`),
 * as the public API serves them: issue 21, items 1 and 2.
 */

type Doc = { id: number; path?: string; _status?: string }

test('the seeded navigation is the route map’s, and the seeded page answers with its blocks', async ({
  request,
}) => {
  const nav = await data(request, 'setting.Navigation/info')
  // The header the site drew from its route map, item for item.
  expect(
    nav.header.map((i) => ({ href: i.href, label: i.label, children: i.children.map((c) => c.href) })),
  ).toEqual(
    NAV.map((i) => ({ href: i.href, label: i.label, children: (i.children ?? []).map((c) => c.href) })),
  )
  expect(nav.header.every((i) => !i.external)).toBe(true)
  expect(nav.side.find((s) => s.section === 'enrolling')?.items.map((i) => i.href)).toContain(GUIDE_PAGE.path)

  const page = await data(request, 'setting.Page/info', { path: GUIDE_PAGE.path })
  expect(page).toMatchObject({ title: GUIDE_PAGE.title, section: 'enrolling', path: GUIDE_PAGE.path })
  expect(page.blocks.map((b) => b.type)).toEqual(['richText', 'table', 'contact'])
  const table = page.blocks[1]
  expect(table?.type === 'table' && table.head).toEqual(['专业', '层次', '学制'])

  const list = await data(request, 'setting.Page/list', { page: 1, limit: 100 })
  expect(list.list.map((p) => p.path)).toContain(GUIDE_PAGE.path)

  const missing = await call(request, 'setting.Page/info', { path: '/enrolling/no-such-page' })
  expect(missing.body.code).toBe(404)
  const bad = await call(request, 'setting.Page/info', { path: 'enrolling/../x' })
  expect(bad.status).toBe(422)
  expect(bad.body.errors?.path?.[0]).toBe('页面路径格式不正确')
})

test('a page path that clashes is refused; a draft is not public until a reviewer publishes it', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  // The administrator writes and publishes; reviewers publish what editors wrote.
  const admin = await staffAs(request, 'admin')
  const created: number[] = []
  const slug = `t${Date.now().toString(36)}`
  try {
    // Clashes: a seed route, another page, a news category.
    const seedRoute = await admin.api.post('/pages?depth=0', {
      title: '冲突',
      section: 'enrolling',
      slug: 'openEducation',
      _status: 'published',
    })
    expect(seedRoute.status()).toBe(400)
    expect(await seedRoute.text()).toContain('已被网站固有页面占用')
    const twin = await admin.api.post('/pages?depth=0', {
      title: '冲突',
      section: GUIDE_PAGE.section,
      slug: GUIDE_PAGE.slug,
      _status: 'published',
    })
    expect(twin.status()).toBe(400)
    expect(await twin.text()).toContain('已被另一个页面使用')
    const category = (await data(request, 'news.News/category'))[0]!
    const categoryClash = await admin.api.post('/pages?depth=0', {
      title: '冲突',
      section: 'news',
      slug: category.path_name,
      _status: 'published',
    })
    expect(categoryClash.status()).toBe(400)
    expect(await categoryClash.text()).toContain('已被新闻栏目使用')

    // A draft is checked too: the editor hears of the clash when saving, not at review.
    const draftClash = await editor.api.post('/pages?draft=true&depth=0', {
      title: '冲突',
      section: 'schoolOverview',
      slug: 'history',
      _status: 'draft',
    })
    expect(draftClash.status()).toBe(400)
    expect(await draftClash.text()).toContain('路径 /schoolOverview/history 已被网站固有页面占用')

    // An editor's draft, submitted for review: not public.
    const draft = await editor.api.post('/pages?draft=true&depth=0', {
      title: '寒假教学安排',
      section: 'educationalFormat',
      slug,
      _status: 'draft',
      layout: [{ blockType: 'contact', name: '教务处', phone: '028-12345678' }],
    })
    expect(draft.status()).toBe(201)
    const doc = ((await draft.json()) as { doc: Doc }).doc
    created.push(doc.id)
    expect(doc.path).toBe(`/educationalFormat/${slug}`)
    const publish = await editor.api.patch(`/pages/${doc.id}?depth=0`, { _status: 'published' })
    expect(publish.status()).toBe(403)
    await editor.api.patch(`/pages/${doc.id}?draft=true&depth=0`, { review_state: 'pending' })
    expect((await call(request, 'setting.Page/info', { path: doc.path! })).body.code).toBe(404)
    const before = await data(request, 'setting.Page/list', { page: 1, limit: 100 })
    expect(before.list.map((p) => p.path)).not.toContain(doc.path)

    // A menu item pointing at the draft is left out until the page is published.
    const saved = (await (await admin.api.get('/globals/navigation?depth=0')).json()) as {
      footer?: unknown[]
    }
    await admin.api.post('/globals/navigation?depth=0', {
      footer: [
        {
          title: '测试链接组',
          links: [
            { label: '寒假教学安排', kind: 'page', page: doc.id },
            { label: '教育部', kind: 'url', url: 'https://www.moe.gov.cn/' },
            { label: '隐藏项', kind: 'route', route: '/mailbox', hidden: true },
          ],
        },
      ],
    })
    try {
      const group = (await data(request, 'setting.Navigation/info')).footer.find(
        (g) => g.title === '测试链接组',
      )
      expect(group?.links).toEqual([{ label: '教育部', href: 'https://www.moe.gov.cn/', external: true }])

      const published = await reviewer.api.patch(`/pages/${doc.id}?depth=0`, { _status: 'published' })
      expect(published.status()).toBe(200)
      const page = await data(request, 'setting.Page/info', { path: doc.path! })
      expect(page.blocks).toEqual([
        { type: 'contact', name: '教务处', phone: '028-12345678', email: '', address: '', hours: '' },
      ])
      const after = (await data(request, 'setting.Navigation/info')).footer.find(
        (g) => g.title === '测试链接组',
      )
      expect(after?.links.map((l) => l.href)).toEqual([doc.path, 'https://www.moe.gov.cn/'])
    } finally {
      await admin.api.post('/globals/navigation?depth=0', { footer: saved.footer ?? [] })
    }

    // A bad menu target is refused with a message the editor can act on.
    const badUrl = await admin.api.post('/globals/navigation?depth=0', {
      footer: [{ title: '坏链接', links: [{ label: 'x', kind: 'url', url: 'javascript:alert(1)' }] }],
    })
    expect(badUrl.status()).toBe(400)
    expect(await badUrl.text()).toContain('外部网址须以 http:// 或 https:// 开头')
  } finally {
    for (const id of created) await admin.api.delete(`/pages/${id}`)
  }
})
