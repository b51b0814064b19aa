import { expect, test } from '@playwright/test'
import { staffAs } from '../../lib/api'

/**
 * Every path that would leave a document published is refused to staff who may not publish it
 * (docs/security.md, "Publishing"): create, update, bulk update, duplicate and version restore,
 * for each collection under review. Imports write no reviewed collection; scheduled publishing is
 * covered by review/schedule.test.ts and runs as the reviewer who scheduled it.
 */

const REVIEWED = [
  'news',
  'edu-news',
  'enroll-news',
  'theme-articles',
  'school-affairs',
  'campus-culture',
  'pages',
]

type Doc = { id: number; _status: string; review_state?: string; title: string }

for (const slug of REVIEWED) {
  test(`publish paths of ${slug}: an editor never publishes past review`, async ({ request }) => {
    test.setTimeout(120_000)
    const editor = await staffAs(request, 'editor')
    const admin = await staffAs(request, 'admin')

    // A published document whose latest version is the published one (no newer draft of it).
    const latest = await admin.api.get(
      `/${slug}/versions?where[latest][equals]=true&where[version._status][equals]=published&limit=1&depth=0`,
    )
    const parent = ((await latest.json()) as { docs: { parent: number }[] }).docs[0]?.parent
    expect(parent, `a published ${slug} document`).toBeTruthy()
    const source = (await (await admin.api.get(`/${slug}/${parent}?depth=0`)).json()) as Doc
    const countPublished = async () =>
      (
        (await (await admin.api.get(`/${slug}?where[_status][equals]=published&limit=0&depth=0`)).json()) as {
          totalDocs: number
        }
      ).totalDocs
    const before = await countPublished()

    // Duplicate without draft: the copy would inherit `published`.
    for (const query of ['?draft=false&depth=0', '?depth=0&draft=false&locale=zh']) {
      const dup = await editor.api.post(`/${slug}/${source.id}/duplicate${query}`, {})
      expect(dup.status(), `duplicate ${query}`).toBe(403)
      expect(await dup.text()).toContain('发布须经审核')
    }
    const dupPublished = await editor.api.post(`/${slug}/${source.id}/duplicate?draft=true&depth=0`, {
      _status: 'published',
    })
    expect(dupPublished.status()).toBe(403)
    // The console's own duplicate (a draft copy) still works.
    const dupDraft = await editor.api.post(`/${slug}/${source.id}/duplicate?depth=0`, { _status: 'draft' })
    expect(dupDraft.status()).toBe(200)
    const copy = ((await dupDraft.json()) as { doc: Doc }).doc
    expect(copy._status).toBe('draft')

    // Create and update asking for publication; a non-draft save of a published document.
    const created = await editor.api.post(`/${slug}/${source.id}/duplicate?draft=false&depth=0`, {
      _status: 'published',
    })
    expect(created.status()).toBe(403)
    const publish = await editor.api.patch(`/${slug}/${copy.id}?depth=0`, { _status: 'published' })
    expect(publish.status()).toBe(403)
    const rewrite = await editor.api.patch(`/${slug}/${source.id}?depth=0`, { title: source.title })
    expect(rewrite.status()).toBe(403)
    // Bulk update, with and without `_status`.
    for (const body of [{ _status: 'published' }, { title: `${source.title}` }]) {
      const bulk = await editor.api.patch(`/${slug}?where[id][equals]=${copy.id}&depth=0`, body)
      expect(bulk.status(), `bulk ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400)
      expect(bulk.status()).toBeLessThan(500)
    }

    // Restoring a published version over the public copy, or a draft version over it (an unpublish).
    const versions = (await (
      await admin.api.get(
        `/${slug}/versions?where[parent][equals]=${source.id}&limit=50&depth=0&sort=-updatedAt`,
      )
    ).json()) as { docs: { id: string | number; version: { _status: string } }[] }
    const published = versions.docs.find((v) => v.version._status === 'published')
    expect(published, 'a published version').toBeTruthy()
    const restore = await editor.api.post(`/${slug}/versions/${published!.id}?depth=0`, {})
    expect(restore.status()).toBe(403)
    // A draft version of the copy restored over the copy (never published) stays allowed.
    const copyVersions = (await (
      await editor.api.get(`/${slug}/versions?where[parent][equals]=${copy.id}&limit=5&depth=0`)
    ).json()) as { docs: { id: string | number }[] }
    const restoreDraft = await editor.api.post(`/${slug}/versions/${copyVersions.docs[0]!.id}?depth=0`, {})
    expect(restoreDraft.status()).toBe(200)

    // Nothing new went public; the copy is still a draft.
    expect(await countPublished()).toBe(before)
    const after = (await (await admin.api.get(`/${slug}/${copy.id}?depth=0`)).json()) as Doc
    expect(after._status).toBe('draft')
    expect(after.review_state).not.toBe('published')

    // Someone who may publish does what the editor may not: a published copy.
    const ok = await admin.api.post(`/${slug}/${copy.id}/duplicate?draft=false&depth=0`, {
      _status: 'published',
      sensitive_confirmed: true,
    })
    expect(ok.status()).toBe(200)
    const okDoc = ((await ok.json()) as { doc: Doc }).doc
    expect(okDoc._status).toBe('published')

    await admin.api.delete(`/${slug}/${okDoc.id}`)
    await admin.api.delete(`/${slug}/${copy.id}`)
  })
}
