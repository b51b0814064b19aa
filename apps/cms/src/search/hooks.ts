import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import { PORTAL_SITE } from '@ou/contract'
import { siteIdOf } from '@/sites/scope'
import { toSearchDoc } from './extract'

async function removeFromIndex(payload: Payload, req: PayloadRequest, source: string, id: number) {
  await payload.delete({
    collection: 'search-docs',
    where: { and: [{ source: { equals: source } }, { source_id: { equals: id } }] },
    req,
  })
}

/** Indexes the published version of a document, or drops it when nothing is published. */
export async function syncSearchDoc(payload: Payload, req: PayloadRequest, source: string, id: number) {
  const published = (await payload
    .findByID({ collection: source as 'news', id, draft: false, depth: 0, req, disableErrors: true })
    .catch(() => null)) as Record<string, unknown> | null
  const isPublic = published && (published._status === undefined || published._status === 'published')
  const entry = isPublic ? toSearchDoc(source, published) : null
  if (!entry) return removeFromIndex(payload, req, source, id)
  // Each site searches its own (站群): a document of a site-scoped collection is its site's, any
  // other the portal's.
  const own = published!.site as number | { id: number } | null | undefined
  const site =
    (own && typeof own === 'object' ? own.id : own) ?? (await siteIdOf(payload, PORTAL_SITE)) ?? null
  const existing = await payload.find({
    collection: 'search-docs',
    where: { and: [{ source: { equals: source } }, { source_id: { equals: id } }] },
    limit: 1,
    depth: 0,
    req,
  })
  const data = { source, source_id: id, site, ...entry }
  if (existing.docs[0])
    await payload.update({ collection: 'search-docs', id: existing.docs[0].id, data, req })
  else await payload.create({ collection: 'search-docs', data, req })
}

export const searchIndexHooks = (source: string) => {
  const afterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
    if (req.context?.skipSearchIndex) return doc
    await syncSearchDoc(req.payload, req, source, Number(doc.id))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await removeFromIndex(req.payload, req, source, Number(doc.id))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/**
 * Indexes the published documents of the sites other than the portal (migration
 * `*_site_media_search`: the index held the portal's alone until each site had its search).
 */
export async function indexSiteDocs(payload: Payload, req: PayloadRequest) {
  const portal = await siteIdOf(payload, PORTAL_SITE)
  for (const source of ['news', 'pages'] as const) {
    const { docs } = await payload.find({
      collection: source,
      where: { site: { not_equals: portal } },
      select: { title: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const doc of docs) await syncSearchDoc(payload, req, source, Number(doc.id))
  }
}
