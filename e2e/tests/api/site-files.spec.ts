import { expect, test, type APIRequestContext } from '@playwright/test'
import { CMS_URL, siteIds, siteStaffAs, staffAs } from '../../lib/api'
import { lexical } from '../../../apps/cms/src/seed/lexical'
import { minimalPdf } from '../../../apps/cms/src/seed/pdf'

/**
 * 站群: attachments (附件, `files`) belong to one site as images do (site-media.spec.ts). A site's
 * staff list, read, upload, change and delete only their sites' attachments; content links only its
 * own site's, in a page's 附件下载 block and in the 正文 alike, and the web office is held to the
 * same rule. A file's URL stays public: every site's pages offer their downloads to visitors. (The
 * isolation matrix, site-isolation.spec.ts, tries every role and operation.)
 */

/** Payload's answers to a document out of reach: not found under the access rule, or forbidden. */
const REFUSED = [403, 404]

type FileDoc = { id: number; url: string; title: string; site?: number | { id: number } | null }
const siteOf = (d: FileDoc) => (typeof d.site === 'object' ? d.site?.id : d.site)

let made = 0
const upload = (
  request: APIRequestContext,
  token: string,
  title: string,
  data: Record<string, unknown> = {},
) =>
  request.post(`${CMS_URL}/cms-api/files?depth=0`, {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      // Each PDF its own (uploads are named after their content).
      file: {
        name: 'site-files.pdf',
        mimeType: 'application/pdf',
        buffer: minimalPdf([`site files ${Date.now()} ${++made}`]),
      },
      _payload: JSON.stringify({ title, ...data }),
    },
    timeout: 60_000,
  })

const uploaded = async (res: Awaited<ReturnType<typeof upload>>) => {
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: FileDoc }).doc
}

type Session = Awaited<ReturnType<typeof staffAs>>['api']
const counted = async (api: Session, query = '') => {
  const res = await api.get(`/files/count${query ? `?${query}` : ''}`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

/** Rich text with an attachment placed in it, as the editor's upload button stores it. */
const withAttachment = (id: number) => {
  const content = lexical(['招生简章'])
  content.root.children.push({
    type: 'upload',
    relationTo: 'files',
    value: id,
    fields: null,
    format: '',
    version: 3,
  })
  return content
}

test('a site’s editor sees only its site’s attachments; uploads land on its site; the files stay public', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const office = await staffAs(request, 'editor')
  const my = await siteStaffAs(request, 'my-editor@ou.edu.cn')
  const dy = await siteStaffAs(request, 'dy-editor@ou.edu.cn')
  const stamp = Date.now().toString(36)
  const files: number[] = []
  try {
    // An upload without a site lands on its author's site: the web office's on the portal.
    const mine = await uploaded(await upload(request, my.token, `绵阳附件 ${stamp}`))
    files.push(mine.id)
    expect(siteOf(mine)).toBe(ids.mianyang)
    const theirs = await uploaded(await upload(request, dy.token, `德阳附件 ${stamp}`))
    files.push(theirs.id)
    expect(siteOf(theirs)).toBe(ids.deyang)
    const portal = await uploaded(await upload(request, office.token, `门户附件 ${stamp}`))
    files.push(portal.id)
    expect(siteOf(portal)).toBe(ids.portal)
    // Naming another site is refused in Chinese, and nothing is stored.
    const elsewhere = await upload(request, my.token, `越站附件 ${stamp}`, { site: ids.deyang })
    expect(elsewhere.status()).toBeGreaterThanOrEqual(400)
    expect(elsewhere.status()).toBeLessThan(500)
    expect(await elsewhere.text()).toMatch(/[\u4e00-\u9fff]/)
    expect(await counted(admin.api, `where[title][equals]=${encodeURIComponent(`越站附件 ${stamp}`)}`)).toBe(
      0,
    )

    // The list and its count: the site's attachments only.
    const perSite = await counted(admin.api, `where[site][equals]=${ids.mianyang}`)
    const list = await my.api.get('/files?limit=0&depth=0')
    expect(list.status()).toBe(200)
    const docs = ((await list.json()) as { docs: FileDoc[] }).docs
    expect(new Set(docs.map(siteOf))).toEqual(new Set([ids.mianyang]))
    expect(docs.length).toBe(perSite)
    expect(await counted(my.api, `where[id][in]=${theirs.id},${portal.id}`)).toBe(0)

    // Another site's attachment: not read, changed, moved to or deleted.
    expect(REFUSED).toContain((await my.api.get(`/files/${theirs.id}?depth=0`)).status())
    expect(REFUSED).toContain((await my.api.patch(`/files/${theirs.id}?depth=0`, { title: '改掉' })).status())
    expect(REFUSED).toContain((await my.api.delete(`/files/${theirs.id}`)).status())
    expect((await admin.api.doc('files', theirs.id)).title).toBe(`德阳附件 ${stamp}`)
    const move = await my.api.patch(`/files/${mine.id}?depth=0`, { site: ids.deyang })
    expect(move.status()).toBe(400)
    expect(await move.text()).toContain('只能选择您所在的站点')
    const edit = await my.api.patch(`/files/${mine.id}?depth=0`, { title: `绵阳附件（改） ${stamp}` })
    expect(edit.status(), await edit.text()).toBe(200)

    // The web office sees every site's attachments.
    expect(await counted(office.api, `where[id][in]=${mine.id},${theirs.id},${portal.id}`)).toBe(3)

    // The files stay public: a visitor and another site's editor download each one.
    for (const doc of [mine, theirs, portal]) {
      const url = new URL(doc.url, CMS_URL).toString()
      expect((await request.get(url)).status()).toBe(200)
      expect((await request.get(url, { headers: { authorization: `JWT ${dy.token}` } })).status()).toBe(200)
    }

    // Its own attachment, deleted by its site's editor.
    expect((await my.api.delete(`/files/${mine.id}`)).status()).toBe(200)
    files.shift()
  } finally {
    for (const id of files) await admin.api.delete(`/files/${id}`)
  }
})

test('content links only its own site’s attachments: another site’s is refused in Chinese, for the web office too', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const office = await staffAs(request, 'editor')
  const my = await siteStaffAs(request, 'my-editor@ou.edu.cn')
  const stamp = Date.now().toString(36)
  const files: number[] = []
  const news: number[] = []
  const pages: number[] = []
  const columnOf = async (api: Session, site: number | undefined) =>
    (
      (await (await api.get(`/news-categories?where[site][equals]=${site}&limit=1&depth=0`)).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]!.id
  try {
    const mine = await uploaded(await upload(request, my.token, `绵阳简章 ${stamp}`))
    files.push(mine.id)
    const portal = await uploaded(await upload(request, office.token, `门户简章 ${stamp}`))
    files.push(portal.id)

    // A site's article with the portal's attachment in its 正文: refused, naming what was wrong.
    const draft = await my.api.post('/news?draft=true&depth=0', {
      title: `附件测试 ${stamp}`,
      category: await columnOf(my.api, ids.mianyang),
      content: withAttachment(portal.id),
      _status: 'draft',
    })
    expect(draft.status()).toBe(400)
    expect(await draft.text()).toContain('所选正文中的附件不属于该内容的站点，请重新选择')
    // Its own site's attachment is taken; swapping in another site's later is refused too.
    const ok = await my.api.post('/news?draft=true&depth=0', {
      title: `附件测试 ${stamp}`,
      category: await columnOf(my.api, ids.mianyang),
      content: withAttachment(mine.id),
      _status: 'draft',
    })
    expect(ok.status(), await ok.text()).toBe(201)
    const article = ((await ok.json()) as { doc: { id: number } }).doc.id
    news.push(article)
    const swap = await my.api.patch(`/news/${article}?draft=true&depth=0`, {
      content: withAttachment(portal.id),
    })
    expect(swap.status()).toBe(400)
    expect(await swap.text()).toContain('所选正文中的附件不属于该内容的站点')

    // The web office too: a portal article does not link a site's attachment…
    const crossed = await office.api.post('/news?draft=true&depth=0', {
      title: `门户附件测试 ${stamp}`,
      category: await columnOf(office.api, ids.portal),
      content: withAttachment(mine.id),
      _status: 'draft',
    })
    expect(crossed.status()).toBe(400)
    expect(await crossed.text()).toContain('所选正文中的附件不属于该内容的站点')
    // …nor a site's page another site's in its 附件下载 block; its own site's it takes.
    const page = (list: number[]) =>
      admin.api.post('/pages?draft=true&depth=0', {
        site: ids.mianyang,
        title: `附件下载测试 ${stamp}`,
        slug: `fujian-${stamp}-${list.length}`,
        _status: 'draft',
        layout: [{ blockType: 'attachments', files: list }],
      })
    const mixed = await page([mine.id, portal.id])
    expect(mixed.status()).toBe(400)
    expect(await mixed.text()).toContain('所选附件不属于该内容的站点，请重新选择')
    const own = await page([mine.id])
    expect(own.status(), await own.text()).toBe(201)
    pages.push(((await own.json()) as { doc: { id: number } }).doc.id)
  } finally {
    for (const id of news) await admin.api.delete(`/news/${id}`)
    for (const id of pages) await admin.api.delete(`/pages/${id}`)
    for (const id of files) await admin.api.delete(`/files/${id}`)
  }
})
