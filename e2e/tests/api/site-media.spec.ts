import { expect, test, type APIRequestContext } from '@playwright/test'
import { CMS_URL, siteIds, siteStaffAs, staffAs } from '../../lib/api'
import { lexical } from '../../../apps/cms/src/seed/lexical'
import { uniquePng } from '../../lib/png'

/**
 * 站群 (issue 34): the media library is per site. Each image belongs to one site (所属站点); staff
 * confined to a site list, read, upload, change and delete only its images, and its content links
 * only to them. The web office sees every site's images. A file's URL stays public: every site's
 * pages show their images to visitors.
 */

/** Payload's answers to a document out of reach: not found under the access rule, or forbidden. */
const REFUSED = [403, 404]

type MediaDoc = { id: number; url: string; alt: string; site?: number | { id: number } | null }
const siteOf = (d: MediaDoc) => (typeof d.site === 'object' ? d.site?.id : d.site)

const upload = (request: APIRequestContext, token: string, alt: string, data: Record<string, unknown> = {}) =>
  request.post(`${CMS_URL}/cms-api/media?depth=0`, {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name: 'site-media.png', mimeType: 'image/png', buffer: uniquePng() },
      _payload: JSON.stringify({ alt, ...data }),
    },
    timeout: 60_000,
  })

const uploaded = async (res: Awaited<ReturnType<typeof upload>>) => {
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { doc: MediaDoc }).doc
}

type Session = Awaited<ReturnType<typeof staffAs>>['api']
const listed = async (api: Session, query: string) => {
  const res = await api.get(`/media?${query}`)
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as { docs: MediaDoc[]; totalDocs: number }
}
const counted = async (api: Session, query = '') => {
  const res = await api.get(`/media/count${query ? `?${query}` : ''}`)
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

test('a site’s editor lists, reads, changes and deletes only its site’s images; uploads land on its site; the web office sees all', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const office = await staffAs(request, 'editor')
  const my = await siteStaffAs(request, 'my-editor@ou.edu.cn')
  const dy = await siteStaffAs(request, 'dy-editor@ou.edu.cn')
  const stamp = Date.now().toString(36)
  const made: number[] = []
  try {
    // An upload without a site lands on its author's site.
    const mine = await uploaded(await upload(request, my.token, `绵阳图片 ${stamp}`))
    made.push(mine.id)
    expect(siteOf(mine)).toBe(ids.mianyang)
    const theirs = await uploaded(await upload(request, dy.token, `德阳图片 ${stamp}`))
    made.push(theirs.id)
    expect(siteOf(theirs)).toBe(ids.deyang)
    // Naming another site is refused, and nothing is stored.
    const elsewhere = await upload(request, my.token, `越站上传 ${stamp}`, { site: ids.deyang })
    expect(elsewhere.status()).toBeGreaterThanOrEqual(400)
    expect(elsewhere.status()).toBeLessThan(500)
    expect(
      (await listed(admin.api, `where[alt][equals]=${encodeURIComponent(`越站上传 ${stamp}`)}&depth=0`))
        .totalDocs,
    ).toBe(0)

    // The list and its count: the site's images only, as many as the site has.
    const perSite = await counted(admin.api, `where[site][equals]=${ids.mianyang}`)
    expect(perSite).toBeGreaterThan(1)
    const list = await listed(my.api, 'limit=0&depth=0')
    expect(new Set(list.docs.map(siteOf))).toEqual(new Set([ids.mianyang]))
    expect(list.totalDocs).toBe(perSite)
    expect(await counted(my.api)).toBe(perSite)
    expect(await counted(my.api, `where[id][equals]=${theirs.id}`)).toBe(0)
    // A filter by another site's id finds nothing either.
    expect((await listed(my.api, `where[site][equals]=${ids.deyang}&depth=0`)).totalDocs).toBe(0)

    // Another site's image: not read, changed or deleted.
    expect(REFUSED).toContain((await my.api.get(`/media/${theirs.id}?depth=0`)).status())
    expect(REFUSED).toContain((await my.api.patch(`/media/${theirs.id}?depth=0`, { alt: '改掉' })).status())
    expect(REFUSED).toContain((await my.api.delete(`/media/${theirs.id}`)).status())
    expect((await admin.api.doc('media', theirs.id)).alt).toBe(`德阳图片 ${stamp}`)
    // Nor moved to it, nor its own moved away.
    const move = await my.api.patch(`/media/${mine.id}?depth=0`, { site: ids.deyang })
    expect(move.status()).toBe(400)
    expect(await move.text()).toContain('只能选择您所在的站点')
    // Its own: read and changed.
    expect((await my.api.get(`/media/${mine.id}?depth=0`)).status()).toBe(200)
    const edit = await my.api.patch(`/media/${mine.id}?depth=0`, { alt: `绵阳图片（改） ${stamp}` })
    expect(edit.status(), await edit.text()).toBe(200)

    // The web office sees every site's images.
    const both = await listed(office.api, `where[id][in]=${mine.id},${theirs.id}&depth=0`)
    expect(both.docs.map((d) => d.id).sort()).toEqual([mine.id, theirs.id].sort())
    expect(await counted(office.api)).toBe(await counted(admin.api))
    expect(await counted(office.api)).toBeGreaterThan(perSite)

    // The files stay public: a visitor and another site's editor load either image.
    for (const doc of [mine, theirs]) {
      const url = new URL(doc.url, CMS_URL).toString()
      expect((await request.get(url)).status()).toBe(200)
      expect((await request.get(url, { headers: { authorization: `JWT ${dy.token}` } })).status()).toBe(200)
    }

    // Its own image, deleted by its site's editor.
    expect((await my.api.delete(`/media/${mine.id}`)).status()).toBe(200)
    made.shift()
  } finally {
    for (const id of made) await admin.api.delete(`/media/${id}`)
  }
})

test('content shows only its own site’s images: another site’s is refused in Chinese', async ({
  request,
}) => {
  const ids = await siteIds(request)
  const admin = await staffAs(request, 'admin')
  const my = await siteStaffAs(request, 'my-editor@ou.edu.cn')
  const stamp = Date.now().toString(36)
  const media: number[] = []
  const news: number[] = []
  try {
    const mine = await uploaded(await upload(request, my.token, `绵阳封面 ${stamp}`))
    media.push(mine.id)
    const portal = await uploaded(await upload(request, admin.token, `门户封面 ${stamp}`))
    media.push(portal.id)
    expect(siteOf(portal)).toBe(ids.portal)
    const column = (
      (await (
        await my.api.get(`/news-categories?where[site][equals]=${ids.mianyang}&limit=1&depth=0`)
      ).json()) as { docs: { id: number }[] }
    ).docs[0]!

    // A site's article with the portal's image as its cover: refused, naming the field.
    const draft = (cover: number) =>
      my.api.post('/news?draft=true&depth=0', {
        title: `封面测试 ${stamp}`,
        category: column.id,
        cover,
        _status: 'draft',
      })
    const refused = await draft(portal.id)
    expect(refused.status()).toBe(400)
    expect(await refused.text()).toContain('所选封面图不属于该内容的站点，请重新选择')
    // Its own site's image is taken.
    const ok = await draft(mine.id)
    expect(ok.status(), await ok.text()).toBe(201)
    const article = ((await ok.json()) as { doc: { id: number } }).doc.id
    news.push(article)
    // Changing the cover to another site's image later is refused too.
    const swap = await my.api.patch(`/news/${article}?draft=true&depth=0`, { cover: portal.id })
    expect(swap.status()).toBe(400)
    expect(await swap.text()).toContain('所选封面图不属于该内容的站点')
    // An image placed in the text (正文) likewise: another site's refused, its own taken.
    const withImage = (id: number) => {
      const content = lexical(['报到现场'])
      content.root.children.push({
        type: 'upload',
        relationTo: 'media',
        value: id,
        fields: null,
        format: '',
        version: 3,
      })
      return content
    }
    const inText = await my.api.patch(`/news/${article}?draft=true&depth=0`, {
      content: withImage(portal.id),
    })
    expect(inText.status()).toBe(400)
    expect(await inText.text()).toContain('所选正文中的图片不属于该内容的站点')
    const ownInText = await my.api.patch(`/news/${article}?draft=true&depth=0`, {
      content: withImage(mine.id),
    })
    expect(ownInText.status(), await ownInText.text()).toBe(200)

    // The web office too: a portal article does not show a site's image, nor a site's page another's.
    const office = await staffAs(request, 'editor')
    const portalColumn = (
      (await (
        await office.api.get(`/news-categories?where[site][equals]=${ids.portal}&limit=1&depth=0`)
      ).json()) as { docs: { id: number }[] }
    ).docs[0]!
    const crossed = await office.api.post('/news?draft=true&depth=0', {
      title: `门户封面测试 ${stamp}`,
      category: portalColumn.id,
      cover: mine.id,
      _status: 'draft',
    })
    expect(crossed.status()).toBe(400)
    expect(await crossed.text()).toContain('所选封面图不属于该内容的站点')
    const page = await admin.api.post('/pages?draft=true&depth=0', {
      site: ids.mianyang,
      title: `图集测试 ${stamp}`,
      slug: `tuji-${stamp}`,
      _status: 'draft',
      layout: [{ blockType: 'images', images: [mine.id, portal.id] }],
    })
    expect(page.status()).toBe(400)
    expect(await page.text()).toContain('所选图片不属于该内容的站点')
  } finally {
    for (const id of news) await admin.api.delete(`/news/${id}`)
    for (const id of media) await admin.api.delete(`/media/${id}`)
  }
})
