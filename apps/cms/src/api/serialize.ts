import type { Image } from '@ou/contract'
import type { HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import sanitizeHtml from 'sanitize-html'
import { ATTACHMENT_TYPES } from '@/collections/Files'
import { IMAGE_BREAKPOINTS } from '@/collections/Media'
import { env } from '@/lib/env'
import type { News } from '@/payload-types'
import { uploadsById, type Ctx, type Row } from './context'

export const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.publicUrl}${url}`)

const rendition = { filename: true, url: true, width: true } as const
/** What an image answer needs of a media document: the file, its size and its webp renditions. */
const IMAGE_SELECT = {
  filename: true,
  url: true,
  alt: true,
  width: true,
  height: true,
  sizes: Object.fromEntries(Object.keys(IMAGE_BREAKPOINTS).map((k) => [k, rendition])) as {
    [K in keyof typeof IMAGE_BREAKPOINTS]: typeof rendition
  },
} as const
type MediaRow = Row<'media', typeof IMAGE_SELECT>

/** A media document as the contract's image, with its webp renditions. */
function image(m: MediaRow | null | undefined): Image | null {
  if (!m?.url) return null
  const sources = Object.values(m.sizes ?? {})
    .filter((s): s is { url: string; width: number } => Boolean(s?.url && s.width))
    .map((s) => ({ width: s.width, url: absolute(s.url) }))
    .sort((a, b) => a.width - b.width)
    // An original narrower than some breakpoints is not enlarged: those sizes repeat the largest rendition.
    .filter((s, i, all) => i === 0 || s.width !== all[i - 1]!.width)
  return {
    url: absolute(m.url),
    alt: m.alt ?? '',
    width: m.width ?? null,
    height: m.height ?? null,
    sources,
  }
}

/** A relationship as read at depth 0 is an id; the generated types also allow the populated document. */
export const idOf = (v: number | { id: number }) => (typeof v === 'number' ? v : v.id)

export type Upload = number | { id: number } | null | undefined
export type Images = (value: Upload) => Image | null

/**
 * The images of a page of documents in one query (an explicit join: population would read and
 * process every field of every media document, once per reference).
 */
export async function imagesOf(ctx: Ctx, values: Upload[]): Promise<Images> {
  const ids = [...new Set(values.flatMap((v) => (v ? [idOf(v)] : [])))]
  if (!ids.length) return () => null
  const docs = await uploadsById(ctx, 'media', ids, IMAGE_SELECT)
  const byId = new Map(docs.map((d) => [d.id, image(d)]))
  return (v) => (v ? (byId.get(idOf(v)) ?? null) : null)
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h1', 'h2', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel', 'download'],
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['class', 'style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const fileSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

type UploadNode = {
  value?: unknown
  fields?: { caption?: string | null; alt?: string | null } | null
}
type UploadDoc = MediaRow & {
  mimeType?: string | null
  filename?: string | null
  filesize?: number | null
  title?: string | null
}

type LexicalNode = { type?: string; relationTo?: string; value?: unknown; children?: LexicalNode[] }

/** The upload nodes of some rich-text values, wherever they sit in the tree. */
function uploadNodes(values: (RichText | undefined)[]): LexicalNode[] {
  const out: LexicalNode[] = []
  const walk = (n: LexicalNode) => {
    if (n.type === 'upload') out.push(n)
    n.children?.forEach(walk)
  }
  for (const v of values) if (v?.root) walk(v.root as LexicalNode)
  return out
}

const FILE_SELECT = { url: true, filename: true, mimeType: true, filesize: true, title: true } as const

/**
 * Resolves the images and attachments inside rich text (read at depth 0, they are ids), in one
 * query per kind, so `html` can render them. Values without uploads cost nothing.
 */
export async function withUploads(ctx: Ctx, values: (RichText | undefined)[]): Promise<void> {
  const nodes = uploadNodes(values).filter((n) => typeof n.value === 'number')
  const ids = (kind: string) => [
    ...new Set(nodes.filter((n) => n.relationTo === kind).map((n) => n.value as number)),
  ]
  const [m, f] = await Promise.all([
    uploadsById(ctx, 'media', ids('media'), { ...IMAGE_SELECT, mimeType: true }),
    uploadsById(ctx, 'files', ids('files'), FILE_SELECT),
  ])
  const docs = new Map<string, unknown>([
    ...m.map((d) => [`media:${d.id}`, d] as const),
    ...f.map((d) => [`files:${d.id}`, d] as const),
  ])
  for (const n of nodes) n.value = docs.get(`${n.relationTo}:${n.value}`) ?? n.value
}

/**
 * Uploads inside rich text: an image (with its caption as a figure, absolute URLs and webp
 * renditions), or an attachment (PDF, Word, Excel …) as a download link with its type and size.
 */
const converters: HTMLConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  upload: ({ node }) => {
    const n = node as unknown as UploadNode
    const doc = n.value && typeof n.value === 'object' ? (n.value as UploadDoc) : null
    if (!doc?.url) return ''
    if (!doc.mimeType?.startsWith('image/')) {
      const kind = ATTACHMENT_TYPES[doc.mimeType ?? ''] ?? '文件'
      const name = doc.title || doc.filename || '附件'
      const size = doc.filesize ? `，${fileSize(doc.filesize)}` : ''
      return `<p class="rt-attachment"><a href="${escape(absolute(doc.url))}" download="${escape((doc.filename ?? '').replace(/-[0-9a-f]{10}(?=\.[^.]+$)/, ''))}">${escape(name)}</a>（${kind}${size}）</p>`
    }
    const img = image(doc)!
    const srcset = img.sources.map((s) => `${s.url} ${s.width}w`).join(', ')
    const alt = n.fields?.alt || img.alt
    const tag = `<img src="${escape(img.url)}" alt="${escape(alt)}"${img.width ? ` width="${img.width}"` : ''}${img.height ? ` height="${img.height}"` : ''}${srcset ? ` srcset="${escape(srcset)}" sizes="(max-width: 800px) 100vw, 800px"` : ''} loading="lazy">`
    const caption = n.fields?.caption?.trim()
    return caption ? `<figure>${tag}<figcaption>${escape(caption)}</figcaption></figure>` : tag
  },
})

/** Rich text as every collection stores it (the generated type of a Lexical field). */
export type RichText = News['content']

/** Rich text (Lexical JSON) to sanitized HTML; an empty or unreadable value becomes an empty string. */
export function html(value: RichText | undefined): string {
  if (!value?.root) return ''
  try {
    return sanitizeHtml(
      convertLexicalToHTML({ data: value as SerializedEditorState, converters, disableContainer: true }),
      SANITIZE,
    )
  } catch {
    return ''
  }
}

/** A stored timestamp as ISO 8601 (both databases hand back strings, in different formats). */
export const iso = (v: string): string => new Date(v).toISOString()

/** The fields every article list reads. */
export const ARTICLE_SUMMARY_SELECT = { title: true, summary: true, cover: true, published_at: true } as const
/** The fields every article page reads. */
export const ARTICLE_DETAIL_SELECT = {
  ...ARTICLE_SUMMARY_SELECT,
  content: true,
  author: true,
  source: true,
  views: true,
} as const

interface ArticleSummaryRow {
  id: number
  title: string
  summary?: string | null
  cover?: Upload
  published_at: string
}
interface ArticleDetailRow extends ArticleSummaryRow {
  content?: RichText
  author?: string | null
  source?: string | null
  views?: number | null
}

/** The fields every article-like answer shares. */
export const articleSummary = (d: ArticleSummaryRow, images: Images) => ({
  id: d.id,
  title: d.title,
  summary: d.summary ?? '',
  cover: images(d.cover),
  published_at: iso(d.published_at),
})

export const articleDetail = (d: ArticleDetailRow, images: Images) => ({
  ...articleSummary(d, images),
  content: html(d.content),
  author: d.author ?? '',
  source: d.source ?? '',
  views: d.views ?? 0,
})
