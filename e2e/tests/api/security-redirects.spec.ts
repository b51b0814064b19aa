import { expect, test, type APIRequestContext } from '@playwright/test'
import { data, staffAs } from '../../lib/api'

/**
 * An editor's redirect is a publish when it matters (issue 31, item 2): one whose source is a live
 * page or route of the site, or whose target leaves the school's hosts, waits for a reviewer
 * (待审核) and is not applied until approved; a plain old-site address leading into the site works
 * at once. Every path that could leave such a redirect active is tried: create, update, duplicate.
 */

const N = Date.now() % 1_000_000
type Redirect = { id: number; from: string; to: string; state: string }

const active = async (request: APIRequestContext) =>
  new Set((await data(request, 'setting.Redirect/list')).list.map((r) => r.from))

test('an editor’s redirect that takes over a page or leaves the school waits for review', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const reviewer = await staffAs(request, 'reviewer')
  const admin = await staffAs(request, 'admin')
  const made: number[] = []
  const create = async (who: typeof editor, body: Record<string, unknown>) => {
    const res = await who.api.post('/redirects?depth=0', { type: '302', ...body })
    expect(res.status(), await res.text()).toBe(201)
    const doc = ((await res.json()) as { doc: Redirect }).doc
    made.push(doc.id)
    return doc
  }
  try {
    // Create: a live route, a published section's page, an outside host (the SSRF of item 1), and
    // the same route in capitals (nginx matches without regard to case).
    const risky = [
      await create(editor, { from: '/platforms', to: '/news' }),
      await create(editor, { from: `/news/notice/${900_000_000 + N}`, to: '/news' }),
      await create(editor, { from: `/zz-out-${N}`, to: 'http://127.0.0.1:6380/' }),
      await create(editor, { from: `/zz-far-${N}`, to: 'https://bet-casino.example.test/' }),
      await create(editor, { from: '/SchoolOverview/AboutSchool', to: '/news' }),
      // A top-level column of the school's own (the demo tree's /about), below it and in capitals.
      await create(editor, { from: '/About/contact-us', to: '/news' }),
    ]
    for (const r of risky) expect(r.state, r.from).toBe('pending')
    // A harmless one: an old-site address into the site, or to a host of the school.
    const plain = await create(editor, { from: `/2019/0312/c${N}/page.htm`, to: '/news' })
    expect(plain.state).toBe('active')
    let live = await active(request)
    for (const r of risky) expect(live.has(r.from), r.from).toBe(false)
    expect(live.has(plain.from)).toBe(true)

    // An editor cannot approve their own.
    const self = await editor.api.patch(`/redirects/${risky[2]!.id}?depth=0`, { state: 'active' })
    expect(((await self.json()) as { doc?: Redirect }).doc?.state ?? 'pending').toBe('pending')

    // Update: the harmless one pointed outside goes back to review, and stops applying.
    const moved = await editor.api.patch(`/redirects/${plain.id}?depth=0`, {
      to: 'https://evil.example.test/',
    })
    expect(moved.status(), await moved.text()).toBe(200)
    expect(((await moved.json()) as { doc: Redirect }).doc.state).toBe('pending')
    expect((await active(request)).has(plain.from)).toBe(false)

    // The reviewer approves: now it applies.
    const approved = await reviewer.api.patch(`/redirects/${risky[3]!.id}?depth=0`, { state: 'active' })
    expect(approved.status(), await approved.text()).toBe(200)
    expect((await active(request)).has(risky[3]!.from)).toBe(true)
    // An approved redirect is not the editor's to change any more...
    const changed = await editor.api.patch(`/redirects/${risky[3]!.id}?depth=0`, {
      to: 'https://other.example.test/',
    })
    expect(changed.status()).toBe(403)
    expect(await changed.text()).toContain('审核')
    // ...nor to copy as an active one: the copy waits for review.
    const copy = await editor.api.post(`/redirects/${risky[3]!.id}/duplicate?depth=0`, {
      from: `/zz-copy-${N}`,
    })
    expect(copy.status(), await copy.text()).toBe(200)
    const copied = ((await copy.json()) as { doc: Redirect }).doc
    made.push(copied.id)
    expect(copied.state).toBe('pending')
    live = await active(request)
    expect(live.has(copied.from)).toBe(false)

    // A reviewer's or administrator's own redirect applies at once.
    const own = await create(admin, { from: `/zz-admin-${N}`, to: 'https://www.moe.gov.cn/' })
    expect(own.state).toBe('active')
  } finally {
    for (const id of made) await admin.api.delete(`/redirects/${id}`)
  }
})
