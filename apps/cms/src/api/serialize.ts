import type { Image } from '@ou/contract'
import type { HTMLConvertersFunction } from '@payloadcms/richtext-lexical/html'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'
import { ATTACHMENT_TYPES } from '../collections/Files'
import { env } from '../lib/env'

type Doc = Record<string, unknown>
type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null; width?: number | null } | undefined> | null
}

const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${env.publicUrl}${url}`)

/** An upload field (populated at depth ≥ 1) as the contract's image, with its webp renditions. */
export function image(value: unknown): Image | null {
  if (!value || typeof value !== 'object') return null
  const m = value as MediaDoc
  if (!m.url) return null
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
type UploadDoc = MediaDoc & {
  mimeType?: string | null
  filename?: string | null
  filesize?: number | null
  title?: string | null
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
      return `<p class="rt-attachment"><a href="${escape(absolute(doc.url))}" download="${escape(doc.filename ?? '')}">${escape(name)}</a>（${kind}${size}）</p>`
    }
    const img = image(doc)!
    const srcset = img.sources.map((s) => `${s.url} ${s.width}w`).join(', ')
    const alt = n.fields?.alt || img.alt
    const tag = `<img src="${escape(img.url)}" alt="${escape(alt)}"${img.width ? ` width="${img.width}"` : ''}${img.height ? ` height="${img.height}"` : ''}${srcset ? ` srcset="${escape(srcset)}" sizes="(max-width: 800px) 100vw, 800px"` : ''} loading="lazy">`
    const caption = n.fields?.caption?.trim()
    return caption ? `<figure>${tag}<figcaption>${escape(caption)}</figcaption></figure>` : tag
  },
})

/** Rich text (Lexical JSON) to sanitized HTML; anything else becomes an empty string. */
export function html(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  try {
    return sanitizeHtml(
      convertLexicalToHTML({ data: value as never, converters, disableContainer: true }),
      SANITIZE,
    )
  } catch {
    return ''
  }
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v))
export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v) || 0)
export const iso = (v: unknown): string => {
  const d = new Date(typeof v === 'string' || typeof v === 'number' ? v : Date.now())
  return Number.isNaN(d.getTime()) ? new Date(0).toISOString() : d.toISOString()
}
export const rel = (v: unknown): Doc | null => (v && typeof v === 'object' ? (v as Doc) : null)

/** The fields every article-like answer shares. */
export const articleSummary = (d: Doc) => ({
  id: num(d.id),
  title: str(d.title),
  summary: str(d.summary),
  cover: image(d.cover),
  published_at: iso(d.published_at),
})

export const articleDetail = (d: Doc) => ({
  ...articleSummary(d),
  content: html(d.content),
  author: str(d.author),
  source: str(d.source),
  views: num(d.views),
})
