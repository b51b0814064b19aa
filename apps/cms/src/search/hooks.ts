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
async function syncSearchDoc(payload: Payload, req: PayloadRequest, source: string, id: number) {
  const published = (await payload
    .findByID({ collection: source as 'news', id, draft: false, depth: 0, req, disableErrors: true })
    .catch(() => null)) as Record<string, unknown> | null
  const isPublic = published && (published._status === undefined || published._status === 'published')
  // The site search covers the portal; another site's articles are that site's (站群).
  const site = published?.site as number | { id: number } | null | undefined
  const onPortal =
    site === undefined ||
    site === null ||
    (typeof site === 'object' ? site.id : site) === (await siteIdOf(payload, PORTAL_SITE))
  const entry = isPublic && onPortal ? toSearchDoc(source, published) : null
  if (!entry) return removeFromIndex(payload, req, source, id)
  const existing = await payload.find({
    collection: 'search-docs',
    where: { and: [{ source: { equals: source } }, { source_id: { equals: id } }] },
    limit: 1,
    depth: 0,
    req,
  })
  const data = { source, source_id: id, ...entry }
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
