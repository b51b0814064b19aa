import type { CollectionSlug } from 'payload'
import { isPreviewable } from '@/collections/factory'
import { BusinessError, notFound } from '@/lib/errors'
import { isLivePreviewToken, readLivePreview } from '@/lib/previewToken'
import { ACTIVE_REDIRECTS, normaliseFrom } from '@/lib/redirects'
import { readGlobal, type Handlers } from '../context'
import { html, idOf, imagesOf, iso, withUploads, type RichText, type Upload } from '../serialize'
import { blocksOf } from './pages'

type Target = { collection: string; id: number }

/** The document a preview token shows, or null when the link is unknown, expired or revoked. */
async function previewTarget(
  token: string,
  ctx: Parameters<Handlers<'setting.Preview/info'>['setting.Preview/info']>[1],
) {
  if (isLivePreviewToken(token)) {
    const t = readLivePreview(token)
    return t ? { ...t, expires_at: null } : null
  }
  // Staff-only records, read past access: the token itself is the visitor's proof.
  const { docs } = await ctx.payload.find({
    collection: 'preview-links',
    where: { token: { equals: token } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const link = docs[0]
  if (!link || link.revoked || new Date(link.expires_at).getTime() <= Date.now()) return null
  // A deleted document leaves its links pointing at nothing.
  const doc = link.doc as { relationTo?: string; value?: number | { id: number } | null } | null
  const id = typeof doc?.value === 'number' ? doc.value : doc?.value?.id
  if (!doc?.relationTo || typeof id !== 'number') return null
  return { collection: doc.relationTo, id, expires_at: iso(link.expires_at) } satisfies Target & {
    expires_at: string
  }
}

type PreviewDoc = Record<string, unknown> & {
  title?: string
  name?: string
  summary?: string | null
  subtitle?: string | null
  intro?: string | null
  cover?: Upload
  banner?: Upload
  content?: RichText
  author?: string | null
  source?: string | null
  published_at?: string | null
}

/**
 * The form values the console's live preview may show over the saved draft, each with the shape
 * the preview reads (anything else is left out): the editor sees a change as they type, and
 * nothing of it is stored.
 */
const isText = (v: unknown) => v === null || typeof v === 'string'
const isUpload = (v: unknown) =>
  v === null ||
  typeof v === 'number' ||
  (typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number')
const DRAFT_FIELDS: Record<string, (v: unknown) => boolean> = {
  title: isText,
  name: isText,
  summary: isText,
  subtitle: isText,
  intro: isText,
  author: isText,
  source: isText,
  published_at: (v) => v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v))),
  cover: isUpload,
  banner: isUpload,
  content: (v) => v === null || (typeof v === 'object' && typeof (v as { root?: unknown }).root === 'object'),
  layout: (v) => Array.isArray(v) && v.every((b) => typeof b === 'object' && b !== null && 'blockType' in b),
}

function withDraft(saved: PreviewDoc, draft: Record<string, unknown>): PreviewDoc {
  const d: PreviewDoc = { ...saved }
  for (const [name, fits] of Object.entries(DRAFT_FIELDS))
    if (name in draft && name in saved && fits(draft[name])) d[name] = draft[name]
  return d
}

export const officeHandlers: Handlers<
  'setting.Redirect/list' | 'setting.Redirect/hit' | 'setting.Notice/info' | 'setting.Preview/info'
> = {
  'setting.Redirect/list': async (_input, ctx) => {
    const { docs } = await ctx.payload.find({
      collection: 'redirects',
      where: ACTIVE_REDIRECTS,
      select: { from: true, to: true, type: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return { list: docs.map((d) => ({ from: d.from, to: d.to, type: d.type })) }
  },

  'setting.Redirect/hit': async (input, ctx) => {
    // Only the site counts hits (it signs its reports): a visitor's count would be made up.
    if (!ctx.fromSite) throw new BusinessError('跳转次数只能由网站上报')
    // Counted straight in the database: a hit is not an edit (no audit entry, no revalidation).
    const from = normaliseFrom(input.from) ?? input.from
    const r = await ctx.payload.db.findOne<{ id: number; hits?: number | null }>({
      collection: 'redirects',
      where: { from: { equals: from } },
    })
    if (!r) return { from, hits: 0 }
    const hits = (r.hits ?? 0) + input.count
    await ctx.payload.db.updateOne({ collection: 'redirects', id: r.id, data: { hits }, returning: false })
    return { from, hits }
  },

  'setting.Notice/info': async (_input, ctx) => {
    const n = await readGlobal(ctx, 'notice')
    const text = n.text?.trim()
    // An ended notice is left out; one not yet started is sent with its times, so that cached
    // pages show it on time without being rebuilt (the site's NoticeBar decides on the clock).
    if (!text || (n.ends_at && new Date(n.ends_at).getTime() <= Date.now())) return { notice: null }
    return {
      notice: {
        key: `${n.updatedAt ?? ''}:${text.length}`,
        text,
        link: n.link || null,
        level: n.level ?? 'normal',
        starts_at: n.starts_at ? iso(n.starts_at) : null,
        ends_at: n.ends_at ? iso(n.ends_at) : null,
      },
    }
  },

  'setting.Preview/info': async (input, ctx) => {
    const target = await previewTarget(input.token, ctx)
    const config = target && ctx.payload.collections[target.collection as CollectionSlug]?.config
    if (!target || !config || !isPreviewable(config)) throw notFound('预览')
    // The latest version, draft or not; a document in the trash is not shown.
    const d = (await ctx.payload.findByID({
      collection: target.collection as CollectionSlug,
      id: target.id,
      draft: true,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })) as PreviewDoc | null
    if (!d) throw notFound('预览')
    // 信息报送 and 下发: an entry shows its source article's text (reports/fields.ts), as its page will.
    const from = d.reported_from ?? d.sent_from
    if (target.collection === 'news' && from) {
      const src = (await ctx.payload.findByID({
        collection: 'news',
        id: idOf(from as number | { id: number }),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
      })) as PreviewDoc | null
      if (src) Object.assign(d, { content: src.content, cover: d.cover ?? src.cover, author: src.author })
    }
    const label = config.labels?.singular
    const show = async (d: PreviewDoc) => {
      const [images] = await Promise.all([
        imagesOf(ctx, [d.cover ?? d.banner]),
        withUploads(ctx, [d.content]),
      ])
      return {
        kind: typeof label === 'string' ? label : '内容',
        title: d.title ?? d.name ?? '',
        summary: d.summary ?? d.subtitle ?? d.intro ?? '',
        cover: images(d.cover ?? d.banner),
        content: html(d.content),
        author: d.author ?? '',
        source: d.source ?? '',
        published_at: d.published_at ? iso(d.published_at) : null,
        expires_at: target.expires_at,
        blocks: Array.isArray(d.layout)
          ? await blocksOf(ctx, d.layout as Parameters<typeof blocksOf>[1])
          : [],
      }
    }
    // The console's unsaved values, for its live preview only (a signed token of a signed-in editor);
    // a half-typed block that cannot be shown yet leaves the saved draft in view.
    if (input.draft && isLivePreviewToken(input.token)) {
      try {
        return await show(withDraft(d, input.draft))
      } catch {
        return show(d)
      }
    }
    return show(d)
  },
}
