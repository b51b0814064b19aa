import { expect, test } from '@playwright/test'
import { AS_SITE, CMS_URL, call, data, staffAs } from '../../lib/api'

/** Redirects kept in the console (跳转管理): loops refused, hits counted, an nginx map exported. */

const run = Date.now() % 1_000_000
const OLD = `/2022/0929/c${run}/page.htm`

type Doc = { id: number; from: string; to: string; type: string; hits: number }

test('an editor adds redirects; a loop, even through a chain, is refused in Chinese', async ({ request }) => {
  const editor = await staffAs(request, 'editor')
  const made: number[] = []
  const add = async (from: string, to: string, type = '301') => {
    const res = await editor.api.post('/redirects?depth=0', { from, to, type })
    if (res.ok()) made.push(((await res.json()) as { doc: Doc }).doc.id)
    return res
  }
  try {
    // The old site's full address keeps its path.
    const old = await add(`http://www.old.edu.cn${OLD}`, '/news')
    expect(old.status(), await old.text()).toBe(201)
    expect(((await old.json()) as { doc: Doc }).doc).toMatchObject({ from: OLD, to: '/news', hits: 0 })

    expect((await add(`/office-a-${run}`, `/office-b-${run}/`)).status()).toBe(201)
    expect((await add(`/office-b-${run}`, `/office-c-${run}`, '302')).status()).toBe(201)
    const loop = await add(`/office-c-${run}`, `/office-a-${run}`)
    expect(loop.status()).toBe(400)
    expect(await loop.text()).toContain(
      `跳转形成循环：/office-c-${run} → /office-a-${run} → /office-b-${run} → /office-c-${run}`,
    )
    const self = await add(`/office-d-${run}`, `/office-d-${run}`)
    expect(await self.text()).toContain('跳转形成循环')
    const twice = await add(OLD, '/enrolling')
    expect(twice.status()).toBe(400)
    const bad = await add('no-slash', 'javascript:alert(1)')
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toContain('原地址须以 / 开头')
    // Changing an existing redirect is checked the same way.
    const b = made[2]!
    const closing = await editor.api.patch(`/redirects/${b}?depth=0`, { to: `/office-a-${run}` })
    expect(await closing.text()).toContain('跳转形成循环')

    // The public call lists them, as the site reads them.
    const { list } = await data(request, 'setting.Redirect/list')
    expect(list).toContainEqual({ from: OLD, to: '/news', type: '301' })
    expect(list).toContainEqual({ from: `/office-b-${run}`, to: `/office-c-${run}`, type: '302' })

    // Hits arrive from the site, summed every few seconds; an unknown address counts nothing.
    expect(await data(request, 'setting.Redirect/hit', { from: OLD, count: 3 }, undefined, AS_SITE)).toEqual({
      from: OLD,
      hits: 3,
    })
    expect(
      await data(request, 'setting.Redirect/hit', { from: `${OLD}/`, count: 2 }, undefined, AS_SITE),
    ).toEqual({ from: OLD, hits: 5 })
    expect(
      (await data(request, 'setting.Redirect/hit', { from: '/nowhere-at-all', count: 5 }, undefined, AS_SITE))
        .hits,
    ).toBe(0)
    // Anyone else's report is refused and counts nothing (issue 31, item 9): unsigned, or signed wrongly.
    const forgeries: Record<string, string>[] = [{}, { 'x-revalidate-secret': 'guess' }]
    for (const headers of forgeries) {
      const forged = await call(
        request,
        'setting.Redirect/hit',
        { from: OLD, count: 100_000 },
        undefined,
        headers,
      )
      expect(forged.status).toBe(200)
      expect(forged.body).toMatchObject({ code: 400, msg: '跳转次数只能由网站上报' })
    }
    const doc = (await editor.api.doc('redirects', made[0]!)) as Doc
    expect(doc.hits).toBe(5)
    // Nobody types a hit count.
    await editor.api.patch(`/redirects/${made[0]}?depth=0`, { hits: 1000 })
    expect(((await editor.api.doc('redirects', made[0]!)) as Doc).hits).toBe(5)

    const empty = await call(request, 'setting.Redirect/hit', { from: OLD, count: 0 })
    expect(empty.status).toBe(422)
    expect(empty.body.errors?.count).toContain('次数必须是正整数')

    // The nginx export: one map per status, for staff only.
    const anonymous = await request.get(`${CMS_URL}/staff-api/redirects/nginx-map`)
    expect(anonymous.status()).toBe(401)
    const map = await request.get(`${CMS_URL}/staff-api/redirects/nginx-map`, {
      headers: { authorization: `JWT ${editor.token}` },
    })
    expect(map.status()).toBe(200)
    const text = await map.text()
    const section = (type: string) => text.slice(text.indexOf(`$ou_redirect_${type} {`)).split('}')[0]!
    expect(section('301')).toContain(`"${OLD}" "/news";`)
    expect(section('302')).toContain(`"/office-b-${run}" "/office-c-${run}";`)
    expect(section('301')).not.toContain(`"/office-b-${run}"`)
  } finally {
    for (const id of made) await editor.api.delete(`/redirects/${id}`)
  }
})
