import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_TREE, GUIDE_PAGE } from '../../../apps/cms/src/seed/markers'
import { call, data, staffAs } from '../../lib/api'

/**
 * The column tree (栏目树, issue 32 item 7): pages nest under a parent to any depth, under a
 * section or at the top of the site; the path is derived from the chain; a column is a page, a
 * news list or a link; the order is the console's; the side navigation follows.
 */

type Doc = { id: number; path?: string; section?: string; _order?: string }
type Rest = Awaited<ReturnType<typeof staffAs>>['api']

const stamp = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function make(api: Rest, body: Record<string, unknown>, draft = false) {
  const res = await api.post(`/pages?depth=0${draft ? '&draft=true' : ''}`, {
    published_at: new Date().toISOString(),
    _status: draft ? 'draft' : 'published',
    ...body,
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: Doc }).doc
}

/** The refusal's Chinese message (400, nothing stored). */
async function refused(res: Awaited<ReturnType<Rest['post']>>) {
  expect(res.status(), await res.text()).toBe(400)
  return res.text()
}

const tree = async (request: APIRequestContext) => (await data(request, 'setting.Page/tree')).list

test('the demo tree: three levels at the top of the site, each path from its parent’s', async ({
  request,
}) => {
  const list = await tree(request)
  const [a, b, c] = DEMO_TREE.map((d) => list.find((n) => n.path === d.path)!)
  expect(a).toMatchObject({
    section: 'top',
    parent_id: null,
    kind: 'page',
    href: '/about',
    title: '走进开大',
  })
  expect(b).toMatchObject({ parent_id: a!.id, section: 'top', href: '/about/contact-us' })
  expect(c).toMatchObject({ parent_id: b!.id, section: 'top', href: '/about/contact-us/map' })
  const page = await data(request, 'setting.Page/info', { path: DEMO_TREE[2].path })
  expect(page).toMatchObject({ kind: 'page', link: null, title: '来校路线', section: 'top' })
  expect(page.blocks[0]?.type).toBe('richText')
  // The section pages are in the tree too, with their section.
  expect(list.find((n) => n.path === GUIDE_PAGE.path)).toMatchObject({
    section: 'enrolling',
    parent_id: null,
  })
})

test('an editor builds three levels under a section; after review they are public and the section’s menu lists the first', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const admin = await staffAs(request, 'admin')
  const slug = stamp()
  const made: number[] = []
  try {
    const top = await make(editor.api, { title: '校园服务', section: 'schoolOverview', slug }, true)
    made.push(top.id)
    const mid = await make(editor.api, { title: '后勤服务', parent: top.id, slug: 'logistics' }, true)
    made.push(mid.id)
    const leaf = await make(editor.api, { title: '食堂', parent: mid.id, slug: 'canteen' }, true)
    made.push(leaf.id)
    expect([top.path, mid.path, leaf.path]).toEqual([
      `/schoolOverview/${slug}`,
      `/schoolOverview/${slug}/logistics`,
      `/schoolOverview/${slug}/logistics/canteen`,
    ])
    expect(leaf.section).toBe('schoolOverview')
    // Not public before review; an editor cannot publish.
    expect((await call(request, 'setting.Page/info', { path: leaf.path! })).body.code).toBe(404)
    expect((await editor.api.patch(`/pages/${leaf.id}?depth=0`, { _status: 'published' })).status()).toBe(403)

    // The reviewer publishes the leaf first: it stays out of the tree until its parents are public.
    for (const d of [leaf, mid]) {
      const res = await reviewer.api.patch(`/pages/${d.id}?depth=0`, { _status: 'published' })
      expect(res.status(), await res.text()).toBe(200)
    }
    expect((await tree(request)).map((n) => n.path)).not.toContain(leaf.path)
    expect((await reviewer.api.patch(`/pages/${top.id}?depth=0`, { _status: 'published' })).status()).toBe(
      200,
    )
    const list = await tree(request)
    expect(list.filter((n) => made.includes(n.id)).map((n) => [n.path, n.parent_id])).toEqual([
      [top.path, null],
      [mid.path, top.id],
      [leaf.path, mid.id],
    ])
    expect((await data(request, 'setting.Page/info', { path: leaf.path! })).title).toBe('食堂')
    // The section's side navigation lists the new top column after the kept items.
    const side = (await data(request, 'setting.Navigation/info')).side.find(
      (s) => s.section === 'schoolOverview',
    )
    expect(side?.items.at(-1)).toEqual({ label: '校园服务', href: top.path, external: false })
    expect(side?.items.length).toBeGreaterThan(1)
  } finally {
    for (const id of made.reverse()) await admin.api.delete(`/pages/${id}`)
  }
})

test('addresses that clash, loops and orphans are refused in Chinese, and nothing stored is lost', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const made: number[] = []
  const slug = stamp()
  try {
    // The top of the site: a seed route's name, or the proxy's.
    expect(
      await refused(await admin.api.post('/pages?depth=0', { title: 'x', section: 'top', slug: 'news' })),
    ).toContain('网址 /news 已被网站固有页面占用')
    expect(
      await refused(await admin.api.post('/pages?depth=0', { title: 'x', section: 'top', slug: 'Admin' })),
    ).toContain('已被网站固有页面占用')
    // Below a format page, a segment the format's own routes answer.
    const format = await make(admin.api, { title: '格式页', section: 'educationalFormat', slug })
    made.push(format.id)
    expect(
      await refused(await admin.api.post('/pages?depth=0', { title: 'x', parent: format.id, slug: 'login' })),
    ).toContain(`/educationalFormat/${slug}/login 已被网站固有页面占用`)
    expect(
      await refused(await admin.api.post('/pages?depth=0', { title: 'x', parent: format.id, slug: '2024' })),
    ).toContain('不能全是数字')
    // Below a news page: the article route answers every segment there.
    const news = await make(admin.api, { title: '新闻页', section: 'news', slug: `${slug}n` })
    made.push(news.id)
    expect(
      await refused(await admin.api.post('/pages?depth=0', { title: 'x', parent: news.id, slug: 'a' })),
    ).toContain('新闻中心下的页面不能再有下级栏目')
    // A link column has no columns below it.
    const link = await make(admin.api, {
      title: '教育部',
      kind: 'link',
      section: 'top',
      slug: `${slug}l`,
      link: { kind: 'url', url: 'https://www.moe.gov.cn/' },
    })
    made.push(link.id)
    expect(
      await refused(await admin.api.post('/pages?depth=0', { title: 'x', parent: link.id, slug: 'a' })),
    ).toContain('“链接”类栏目不能有下级栏目')
    const linked = (await tree(request)).find((n) => n.id === link.id)
    expect(linked).toMatchObject({ kind: 'link', href: 'https://www.moe.gov.cn/', external: true })
    expect((await data(request, 'setting.Page/info', { path: link.path! })).link).toEqual({
      href: 'https://www.moe.gov.cn/',
      external: true,
    })

    // A child, then: its parent is neither itself nor movable while it has children.
    const child = await make(admin.api, { title: '子栏目', parent: format.id, slug: 'intro' })
    made.push(child.id)
    expect(
      await refused(await admin.api.patch(`/pages/${child.id}?depth=0`, { parent: child.id })),
    ).toContain('不能把栏目设为它自己的上级栏目')
    expect(
      await refused(await admin.api.patch(`/pages/${format.id}?depth=0`, { slug: `${slug}x` })),
    ).toContain('该栏目下有 1 个下级栏目')
    expect(
      await refused(
        await admin.api.patch(`/pages/${format.id}?depth=0`, { deletedAt: new Date().toISOString() }),
      ),
    ).toContain('请先删除或移走下级栏目')
    const stored = await admin.api.doc('pages', format.id)
    expect(stored.path).toBe(`/educationalFormat/${slug}`)
    expect(stored.deletedAt ?? null).toBeNull()

    // A list column shows its category's latest news.
    const category = (await data(request, 'news.News/category'))[0]!
    const list = await make(admin.api, {
      title: '学院动态',
      kind: 'list',
      parent: format.id,
      slug: 'dynamics',
      list_category: category.id,
    })
    made.push(list.id)
    const listed = await data(request, 'setting.Page/info', { path: list.path! })
    expect(listed.blocks).toEqual([
      {
        type: 'newsList',
        title: '学院动态',
        category: { id: category.id, name: category.name, path_name: category.path_name },
        limit: 20,
      },
    ])
    expect(
      await refused(
        await admin.api.post('/pages?depth=0', {
          title: 'x',
          kind: 'list',
          section: 'top',
          slug: `${slug}e`,
        }),
      ),
    ).toContain('请选择新闻栏目')
  } finally {
    for (const id of made.reverse()) await admin.api.delete(`/pages/${id}`)
  }
})

test('a reviewer reorders columns and the tree and side navigation follow; an editor may not reorder published ones', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const reviewer = await staffAs(request, 'reviewer')
  const editor = await staffAs(request, 'editor')
  const slug = stamp()
  const made: number[] = []
  try {
    const top = await make(admin.api, { title: '排序测试', section: 'top', slug })
    made.push(top.id)
    const first = await make(admin.api, { title: '甲', parent: top.id, slug: 'a' })
    const second = await make(admin.api, { title: '乙', parent: top.id, slug: 'b' })
    made.push(first.id, second.id)
    const order = async () => (await tree(request)).filter((n) => n.parent_id === top.id).map((n) => n.title)
    expect(await order()).toEqual(['甲', '乙'])
    const stored = (await admin.api.doc('pages', first.id)) as Doc
    const move = (api: Rest) =>
      api.post('/reorder', {
        collectionSlug: 'pages',
        orderableFieldName: '_order',
        docsToMove: [second.id],
        newKeyWillBe: 'less',
        target: { id: first.id, key: stored._order },
      })
    const refusedMove = await move(editor.api)
    expect(refusedMove.status()).toBeGreaterThanOrEqual(400)
    expect(await order()).toEqual(['甲', '乙'])
    const moved = await move(reviewer.api)
    expect(moved.status(), await moved.text()).toBe(200)
    expect(await order()).toEqual(['乙', '甲'])
  } finally {
    for (const id of made.reverse()) await admin.api.delete(`/pages/${id}`)
  }
})
