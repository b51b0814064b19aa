import {
  createLocalReq,
  type CollectionBeforeChangeHook,
  type CollectionAfterChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'
import { changed } from '@/hooks/revalidate'
import { savedAs } from '@/lib/saveInfo'
import type { News } from '@/payload-types'
import { SYSTEM_STATE } from '@/review/hooks'
import { siteSlugOf } from '@/sites/scope'

type Entry = Pick<News, 'id' | 'title' | 'summary' | 'source_withdrawn' | 'deletedAt' | 'site'>

/**
 * The entries that follow one article (reports/fields.ts): the portal's, reported from a site's
 * article, and the sites', sent down from a portal article.
 */
async function entriesOf(req: PayloadRequest, id: number | string): Promise<Entry[]> {
  const { docs } = await req.payload.find({
    collection: 'news',
    where: { or: [{ reported_from: { equals: id } }, { sent_from: { equals: id } }] },
    select: { title: true, summary: true, source_withdrawn: true, deletedAt: true, site: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    trash: true,
    req,
  })
  return docs as Entry[]
}

/**
 * Keeps the entries of an article with their source: withdrawn (unpublished, in the trash,
 * deleted) takes them off their sites and a new publish brings them back; a corrected title or
 * summary follows where the entry kept the source's; and every change of the source expires the
 * news pages of the entries' sites, which show its text.
 */
async function follow(
  req: PayloadRequest,
  source: Partial<News> & { id: number | string },
  previous?: Partial<News>,
) {
  const entries = await entriesOf(req, source.id)
  if (!entries.length) return
  const live = source._status === 'published' && !source.deletedAt
  // Written as the system: the source's editor may not publish on the portal, and the entry keeps
  // its review state and its reviewer's decision.
  const system = await createLocalReq({ context: { [SYSTEM_STATE]: true } }, req.payload)
  for (const entry of entries) {
    if (Boolean(entry.source_withdrawn) !== !live)
      await req.payload.db.updateOne({
        collection: 'news',
        id: entry.id,
        data: { source_withdrawn: !live },
        req,
      })
    const data: Partial<News> = {}
    if (previous && source.title && previous.title !== source.title && entry.title === previous.title)
      data.title = source.title
    if (
      previous &&
      (previous.summary ?? '') !== (source.summary ?? '') &&
      (entry.summary ?? '') === (previous.summary ?? '')
    )
      data.summary = source.summary ?? ''
    // Outside the source's transaction: a failure here is logged, and never undoes the source's save.
    if (Object.keys(data).length && !entry.deletedAt)
      await req.payload
        .update({ collection: 'news', id: entry.id, data, overrideAccess: true, req: system })
        .catch((err: unknown) =>
          req.payload.logger.error({ err, msg: `信息报送: entry ${entry.id} did not follow its source` }),
        )
  }
  // Their sites' news pages (every site's when one cannot be named: too much, never too little).
  const sites: string[] = []
  for (const entry of entries) {
    const id = typeof entry.site === 'object' ? entry.site?.id : entry.site
    const slug = id == null ? null : await siteSlugOf(req.payload, id)
    if (slug === null) return changed(req, 'news', ['news.News'], null)
    sites.push(slug)
  }
  changed(req, 'news', ['news.News'], [...new Set(sites)])
}

/** news: after a save, its entries follow it (follow). */
export const followSourceAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  // A draft saved over a published article changes nothing the public sees (nor does a new one).
  if (operation === 'create' || savedAs(req, 'news', doc.id)?.draft) return doc
  await follow(req, doc as News, previousDoc as News | undefined)
  return doc
}

/**
 * news: deleted for good, its entries leave their sites (their `reported_from` or `sent_from`
 * still names it; nothing else would take them off).
 */
export const followSourceBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await follow(req, { id: id as number, _status: 'draft' })
}

/**
 * news: an entry saved (accepted, retitled, sent again) reads its source's state afresh, so a save
 * never brings back an entry whose source was withdrawn meanwhile.
 */
export const entryFollowsSource: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const ref = (data.reported_from ??
    originalDoc?.reported_from ??
    data.sent_from ??
    originalDoc?.sent_from) as number | { id: number } | null | undefined
  if (ref == null) return data
  const id = typeof ref === 'object' ? ref.id : ref
  const source = (await req.payload.findByID({
    collection: 'news',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    trash: true,
    req,
  })) as News | null
  data.source_withdrawn = !(source && source._status === 'published' && !source.deletedAt)
  return data
}
