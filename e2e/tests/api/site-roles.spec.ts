import { expect, test } from '@playwright/test'
import { DEMO_MIXED_STAFF } from '../../../apps/cms/src/seed/accounts'
import { data, mixedStaffAs, rest, siteIds, siteStaffAs, staffAs, staffLogin } from '../../lib/api'

/**
 * Roles per site (issue 34): a member of staff has a role in each of its sites. The demo account
 * my-dy@ou.edu.cn is 编辑 on 绵阳分校 and 审核员 on 德阳分校: it writes drafts on the one and
 * publishes on the other, never the other way round, and reaches no third site. A site's
 * administrator gives roles on its own sites only, and only the roles it may give. Everything
 * through REST, so the collections' access functions decide.
 */

type Doc = { id: number; site?: number | { id: number } | null; _status?: string; review_state?: string }
type Row = { site: number | { id: number }; roles: string[] }
const idOf = (r: number | { id: number } | null | undefined) => (typeof r === 'object' ? r?.id : r)
const REFUSED = [403, 404]

test('the account with a role on each site writes drafts where it is 编辑 and publishes where it is 审核员, nowhere else', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const mixed = await mixedStaffAs(request)
  const expected = Object.fromEntries(DEMO_MIXED_STAFF.site_roles.map((r) => [r.site, r.roles]))
  expect(expected).toEqual({ mianyang: ['editor'], deyang: ['reviewer'] })
  const column = async (site: string) => {
    const res = await admin.api.get(
      `/news-categories?where[site][equals]=${ids[site]}&where[path_name][equals]=news&depth=0`,
    )
    return ((await res.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  const [myNews, dyNews, lnNews] = await Promise.all([
    column('mianyang'),
    column('deyang'),
    column('laonian'),
  ])
  const stamp = Date.now() % 1_000_000
  const made: number[] = []
  const stored = async (title: string) => {
    const res = await admin.api.get(
      `/news?where[title][equals]=${encodeURIComponent(title)}&draft=true&depth=0`,
    )
    return ((await res.json()) as { totalDocs: number }).totalDocs
  }
  try {
    // Its account holds both rows; `sites` and `roles` are their union.
    const me = (await (await mixed.api.get('/users/me?depth=0')).json()) as {
      user: { sites: number[]; roles: string[]; site_roles: Row[] }
    }
    expect(me.user.sites.sort()).toEqual([ids.mianyang, ids.deyang].sort())
    expect(me.user.site_roles.map((r) => [idOf(r.site), r.roles])).toEqual([
      [ids.mianyang, ['editor']],
      [ids.deyang, ['reviewer']],
    ])

    // 绵阳分校 (编辑): a draft, in a column of the site, saved and submitted.
    const draftTitle = `绵阳草稿 ${stamp}`
    const created = await mixed.api.post('/news?draft=true&depth=0', {
      title: draftTitle,
      category: myNews,
      _status: 'draft',
    })
    expect(created.status(), await created.text()).toBe(201)
    const draft = ((await created.json()) as { doc: Doc }).doc
    made.push(draft.id)
    expect(idOf(draft.site)).toBe(ids.mianyang)
    const submitted = await mixed.api.patch(`/news/${draft.id}?draft=true&depth=0`, {
      review_state: 'pending',
    })
    expect(submitted.status(), await submitted.text()).toBe(200)

    // ...but it does not publish there, neither its draft nor a new article; nor does it return
    // (a reviewer's act) a draft of that site.
    const publish = await mixed.api.patch(`/news/${draft.id}?depth=0`, { _status: 'published' })
    expect(publish.status()).toBe(403)
    expect(await publish.text()).toContain('发布须经审核')
    // (Naming the site or only the column, it is told why.)
    for (const body of [
      { title: `绵阳直接发布A ${stamp}`, site: ids.mianyang, category: myNews },
      { title: `绵阳直接发布B ${stamp}`, category: myNews },
    ]) {
      const published = await mixed.api.post('/news?depth=0', { ...body, _status: 'published' })
      expect(published.status(), JSON.stringify(body)).toBe(403)
      expect(await published.text()).toContain('发布须经审核')
      expect(await stored(body.title)).toBe(0)
    }
    const returned = await mixed.api.patch(`/news/${draft.id}?draft=true&depth=0`, {
      review_state: 'returned',
      review_comment: '越权退回',
    })
    expect(returned.status(), await returned.text()).toBe(200)
    // (The latest version, where a draft save goes.)
    const afterReturn = (await (
      await admin.api.get(`/news/${draft.id}?draft=true&depth=0`)
    ).json()) as Doc & {
      review_comment?: string | null
    }
    expect(afterReturn._status).toBe('draft')
    expect(afterReturn.review_state).toBe('pending')
    expect(afterReturn.review_comment ?? '').not.toContain('越权退回')

    // 德阳分校 (审核员): it creates nothing there, by the site or by the column.
    for (const body of [
      { title: `德阳新稿A ${stamp}`, site: ids.deyang, category: dyNews, _status: 'draft' },
      { title: `德阳新稿B ${stamp}`, category: dyNews, _status: 'draft' },
    ]) {
      const res = await mixed.api.post('/news?draft=true&depth=0', body)
      expect([400, 403], JSON.stringify(body)).toContain(res.status())
      expect(await res.text()).toMatch(/您无权执行此操作|您在该站点没有新建内容的权限/)
      expect(await stored(body.title)).toBe(0)
    }
    // ...nor moves its 绵阳 draft there.
    const move = await mixed.api.patch(`/news/${draft.id}?draft=true&depth=0`, {
      site: ids.deyang,
      category: dyNews,
    })
    expect(move.status()).toBe(400)
    expect(await move.text()).toContain('您在该站点没有新建内容的权限')
    expect(idOf(((await admin.api.doc('news', draft.id)) as Doc).site)).toBe(ids.mianyang)

    // ...but publishes a 德阳 editor's submitted draft, which the site then shows.
    const dyEditor = await siteStaffAs(request, 'dy-editor@ou.edu.cn')
    const dyTitle = `德阳待审 ${stamp}`
    const dyDraft = await dyEditor.api.post('/news?draft=true&depth=0', {
      title: dyTitle,
      category: dyNews,
      _status: 'draft',
      review_state: 'pending',
    })
    expect(dyDraft.status(), await dyDraft.text()).toBe(201)
    const dyId = ((await dyDraft.json()) as { doc: Doc }).doc.id
    made.push(dyId)
    const approve = await mixed.api.patch(`/news/${dyId}?depth=0`, { _status: 'published' })
    expect(approve.status(), await approve.text()).toBe(200)
    expect(((await admin.api.doc('news', dyId)) as Doc)._status).toBe('published')
    const shown = await data(request, 'news.News/info', { news_id: dyId, site: 'deyang' })
    expect(shown.title).toBe(dyTitle)

    // A third site (老年大学): nothing to read, write or publish.
    const lnList = await mixed.api.get(`/news?where[site][equals]=${ids.laonian}&draft=true&depth=0`)
    expect(((await lnList.json()) as { docs: Doc[] }).docs).toEqual([])
    const lnArticle = (
      (await (await admin.api.get(`/news?where[site][equals]=${ids.laonian}&limit=1&depth=0`)).json()) as {
        docs: Doc[]
      }
    ).docs[0]!
    expect(REFUSED).toContain((await mixed.api.get(`/news/${lnArticle.id}?depth=0`)).status())
    expect(REFUSED).toContain(
      (await mixed.api.patch(`/news/${lnArticle.id}?depth=0`, { title: '越权' })).status(),
    )
    const lnTitle = `老年大学越权 ${stamp}`
    const lnCreate = await mixed.api.post('/news?draft=true&depth=0', {
      title: lnTitle,
      site: ids.laonian,
      category: lnNews,
      _status: 'draft',
    })
    expect(lnCreate.status()).toBe(403)
    expect(await lnCreate.text()).toContain('您无权执行此操作')
    expect(await stored(lnTitle)).toBe(0)
    // Everything it lists is on its two sites.
    const all = (
      (await (await mixed.api.get('/news?limit=500&draft=true&depth=0')).json()) as { docs: Doc[] }
    ).docs
    expect(all.length).toBeGreaterThan(0)
    for (const d of all) expect([ids.mianyang, ids.deyang]).toContain(idOf(d.site))
  } finally {
    for (const id of made) await admin.api.delete(`/news/${id}`)
  }
})

test('a site’s administrator gives roles on its own sites only, only those it may give, and keeps other sites’ rows', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const siteAdmin = (await siteStaffAs(request, 'my-admin@ou.edu.cn')).api
  const stamp = Date.now() % 1_000_000
  const account = (n: string, site_roles: { site: number; roles: string[] }[]) => ({
    name: `站点角色${n}`,
    email: `site-roles-${n}-${stamp}@ou.edu.cn`,
    password: 'Staff#2026pass',
    site_roles,
  })
  const rowsOf = (u: { site_roles?: Row[] }) =>
    (u.site_roles ?? [])
      .map((r) => [idOf(r.site), [...r.roles].sort()])
      .sort((a, b) => Number(a[0]) - Number(b[0]))
  const made: number[] = []
  try {
    // Refused, in Chinese, with nothing stored: a row on another site, a role it may not give.
    for (const [body, message] of [
      [account('a', [{ site: ids.deyang!, roles: ['editor'] }]), '只能选择您所管理的站点'],
      [
        account('b', [
          { site: ids.mianyang!, roles: ['editor'] },
          { site: ids.deyang!, roles: ['reviewer'] },
        ]),
        '只能选择您所管理的站点',
      ],
      [account('c', [{ site: ids.mianyang!, roles: ['siteAdmin'] }]), '站点管理员只能设置'],
      [account('d', [{ site: ids.mianyang!, roles: ['admin'] }]), '站点管理员只能设置'],
    ] as const) {
      const res = await siteAdmin.post('/users?depth=0', body)
      expect(res.status(), JSON.stringify(body)).toBe(400)
      expect(await res.text()).toContain(message)
      const found = await admin.api.get(`/users?where[email][equals]=${encodeURIComponent(body.email)}`)
      expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(0)
    }

    // The web office makes an account that is 编辑 on 绵阳分校 and 审核员 on 德阳分校.
    const both = account('e', [
      { site: ids.mianyang!, roles: ['editor'] },
      { site: ids.deyang!, roles: ['reviewer'] },
    ])
    const res = await admin.api.post('/users?depth=0', both)
    expect(res.status(), await res.text()).toBe(201)
    const user = ((await res.json()) as { doc: { id: number; sites: number[]; roles: string[] } }).doc
    made.push(user.id)
    expect(user.sites.sort()).toEqual([ids.mianyang, ids.deyang].sort())
    expect(user.roles.sort()).toEqual(['editor', 'reviewer'])

    // 绵阳分校's administrator sees the account's 绵阳 row and site only, in the list too (not
    // which other sites it works on)...
    const seen = (await (await siteAdmin.get(`/users/${user.id}?depth=0`)).json()) as {
      name: string
      sites: number[]
      roles: string[]
      site_roles: Row[]
    }
    expect(rowsOf(seen)).toEqual([[ids.mianyang, ['editor']]])
    expect(seen.sites).toEqual([ids.mianyang])
    // ...and of its roles, the one it holds there (not 审核员, which it is on 德阳分校)...
    expect(seen.roles).toEqual(['editor'])
    const listed = (await (await siteAdmin.get(`/users?where[id][equals]=${user.id}&depth=1`)).json()) as {
      docs: { sites: { id: number; name: string }[]; roles: string[] }[]
    }
    expect(listed.docs[0]!.sites.map((x) => x.id)).toEqual([ids.mianyang])
    expect(listed.docs[0]!.roles).toEqual(['editor'])
    // ...and saving the account as it read it (as the console does) keeps the other site's row.
    const resaved = await siteAdmin.patch(`/users/${user.id}?depth=0`, {
      name: `${seen.name}改`,
      roles: seen.roles,
      sites: seen.sites,
      site_roles: seen.site_roles,
    })
    expect(resaved.status(), await resaved.text()).toBe(200)
    expect(rowsOf((await admin.api.doc('users', user.id)) as { site_roles: Row[] })).toEqual(
      [
        [ids.mianyang, ['editor']],
        [ids.deyang, ['reviewer']],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
    // ...gives it 审核员 there too, which leaves the 德阳 row as it was...
    const given = await siteAdmin.patch(`/users/${user.id}?depth=0`, {
      site_roles: [{ site: ids.mianyang, roles: ['editor', 'reviewer'] }],
    })
    expect(given.status(), await given.text()).toBe(200)
    const after = async () => rowsOf((await admin.api.doc('users', user.id)) as { site_roles: Row[] })
    const twoSites = [
      [ids.mianyang, ['editor', 'reviewer']],
      [ids.deyang, ['reviewer']],
    ].sort((a, b) => Number(a[0]) - Number(b[0]))
    expect(await after()).toEqual(twoSites)
    // ...and the account now publishes on 绵阳分校.
    const person = rest(request, await staffLogin(request, both.email, both.password))
    const column = (
      (await (
        await admin.api.get(`/news-categories?where[site][equals]=${ids.mianyang}&limit=1&depth=0`)
      ).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]!.id
    const news = await person.post('/news?depth=0', {
      title: `站点角色发布 ${stamp}`,
      category: column,
      _status: 'published',
    })
    expect(news.status(), await news.text()).toBe(201)
    await admin.api.delete(`/news/${((await news.json()) as { doc: Doc }).doc.id}`)

    // It changes no row of another site, gives no role it may not give, and does not remove an
    // account that works on another site too; nothing changes.
    for (const [body, message] of [
      [{ site_roles: [{ site: ids.deyang, roles: ['editor'] }] }, '只能选择您所管理的站点'],
      [
        {
          site_roles: [
            { site: ids.mianyang, roles: ['editor'] },
            { site: ids.deyang, roles: ['editor', 'reviewer'] },
          ],
        },
        '只能选择您所管理的站点',
      ],
      [{ site_roles: [{ site: ids.mianyang, roles: ['siteAdmin'] }] }, '站点管理员只能设置'],
      [{ sites: [ids.laonian] }, '只能选择您所管理的站点'],
    ] as const) {
      const r = await siteAdmin.patch(`/users/${user.id}?depth=0`, body)
      expect(r.status(), JSON.stringify(body)).toBe(400)
      expect(await r.text()).toContain(message)
      expect(await after()).toEqual(twoSites)
    }
    const remove = await siteAdmin.delete(`/users/${user.id}`)
    expect(remove.status()).toBe(400)
    expect(await remove.text()).toContain('该人员还在其他站点任职')
    expect((await admin.api.get(`/users/${user.id}?depth=0`)).status()).toBe(200)
  } finally {
    for (const id of made) await admin.api.delete(`/users/${id}`)
  }
})
