import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Access, CollectionBeforeOperationHook } from 'payload'
import { fieldError } from './errors'
import sharp from 'sharp'
import { hasRole, managedBy } from '@/access/roles'
import { env } from './env'

/**
 * What every uploaded file is served with (docs/security.md, "Uploads"): no script, no plugin, no
 * form, in a sandbox of its own, never sniffed into another type. next.config.mjs sends the same
 * policy on `/cms-api/<collection>/file/*`, so it holds whichever handler answers (disk or S3).
 */
export const UPLOAD_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

/** The raster formats the media library takes, recognised by their first bytes. */
const IMAGE_SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

/** Attachments: PDF, the old Office formats (OLE compound files) and the zip-based ones. */
const ATTACHMENT_SIGNATURES: ((b: Buffer) => boolean)[] = [
  (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  (b) => b.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex')),
  (b) => b.subarray(0, 4).equals(Buffer.from('504b0304', 'hex')),
]

export const imageTypeOf = (data: Buffer): string | undefined =>
  IMAGE_SIGNATURES.find((s) => s.test(data))?.type

const refuse = (collection: string, message: string): never => {
  throw fieldError(collection, 'file', message)
}

/**
 * Refuses an image above the configured pixel count (MAX_IMAGE_MEGAPIXELS) from its header alone:
 * a small file can declare a huge canvas, and decoding it for renditions would take seconds and
 * gigabytes. Every frame of an animation counts.
 */
async function checkPixels(collection: string, data: Buffer) {
  let meta: sharp.Metadata
  try {
    meta = await sharp(data, { limitInputPixels: false, animated: true }).metadata()
  } catch {
    return refuse(collection, '无法读取该图片，文件可能已损坏，请重新导出后上传。')
  }
  const frameHeight = meta.pageHeight ?? meta.height ?? 0
  const pixels = (meta.width ?? 0) * frameHeight * (meta.pages ?? 1)
  const max = env.maxImagePixels
  if (pixels > max) {
    const mp = (n: number) => `${Math.round(n / 100_000) / 10} 百万像素`
    refuse(
      collection,
      `图片过大：${meta.width} × ${frameHeight}${(meta.pages ?? 1) > 1 ? ` × ${meta.pages} 帧` : ''}（${mp(pixels)}），上限为 ${mp(max)}。请缩小尺寸后上传。`,
    )
  }
}

/**
 * Reading uploads: anyone may fetch a file by its URL (Payload asks with `isReadingStaticFile`);
 * listing them or reading their records is for staff, so a draft's attachment stays unlisted. A
 * file read answers with a condition rather than `true`, so Payload loads the file's record and
 * hands it to the storage handler (S3), which would otherwise look it up again as the visitor.
 */
export const readUploads: Access = ({ req, isReadingStaticFile }) =>
  isReadingStaticFile
    ? { filename: { exists: true } }
    : hasRole(req, 'editor', 'reviewer', 'admissions', 'academic', 'mailbox', 'disclosure')

/**
 * Access of both upload collections (media, files): public by URL, never listed to visitors;
 * writing them is for staff who edit content, deleting for editors.
 */
export const uploadAccess = {
  read: readUploads,
  // The disclosure office attaches files to its answers and to the catalogue's items.
  create: managedBy('editor', 'admissions', 'academic', 'disclosure'),
  update: managedBy('editor', 'admissions', 'academic', 'disclosure'),
  delete: managedBy('editor'),
}

type UploadFile = { data?: Buffer; name: string; mimetype?: string; size?: number; tempFilePath?: string }

/**
 * Checks an upload's content before Payload stores it: the media library takes PNG, JPEG, WebP and
 * GIF only (never SVG, whose text can carry script whatever its extension says), attachments only
 * PDF and Office files. The bytes decide, not the name or the declared type.
 */
export const checkUploadContent =
  (kind: 'image' | 'attachment'): CollectionBeforeOperationHook =>
  async ({ args, collection, req }) => {
    const file = req.file as UploadFile | undefined
    if (!file) return args
    const data = file.data
    if (!data?.length) return args
    if (kind === 'image') {
      if (!imageTypeOf(data))
        refuse(collection.slug, '只能上传 PNG、JPEG、WebP 或 GIF 图片；不接受 SVG 等其他格式的文件。')
      await checkPixels(collection.slug, data)
    } else if (!ATTACHMENT_SIGNATURES.some((test) => test(data))) {
      refuse(collection.slug, '只能上传 PDF、Word、Excel、PPT 或 ZIP 文件，且文件内容须与格式相符。')
    }
    return args
  }

/**
 * Every uploaded file is named after its content (`name-<hash>.ext`, renditions follow), so a URL
 * always means the same bytes and browsers and proxies may keep it for a year. Replacing a file
 * gives it a new URL.
 */
export const contentHashedName: CollectionBeforeOperationHook = ({ args, req }) => {
  const file = req.file
  if (file?.data?.length) {
    const ext = path.extname(file.name)
    const base = path.basename(file.name, ext).replace(/-[0-9a-f]{10}$/, '')
    file.name = `${base}-${createHash('sha256').update(file.data).digest('hex').slice(0, 10)}${ext}`
  }
  return args
}

/** Types a browser would run or render as a document: sent only as downloads. */
const ACTIVE_TYPE = /svg|html|xml|javascript|ecmascript|text\/|application\/octet-stream/i

/** Response headers of a served upload; `download` makes every answer an attachment. */
export const uploadResponseHeaders =
  (download: boolean) =>
  ({ headers }: { headers: Headers }): Headers => {
    headers.set('Content-Security-Policy', UPLOAD_CSP)
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Cache-Control', 'public, max-age=31536000, immutable')
    const type = headers.get('Content-Type') ?? ''
    if (download || ACTIVE_TYPE.test(type) || !type) headers.set('Content-Disposition', 'attachment')
    return headers
  }
