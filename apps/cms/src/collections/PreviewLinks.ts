import { randomBytes } from 'node:crypto'
import type { Access, CollectionConfig, CollectionSlug, Payload, PayloadRequest } from 'payload'
import { hasRole, managedBy } from '@/access/roles'
import { dateTime } from '@/fields/common'
import { env } from '@/lib/env'
import { fieldError } from '@/lib/errors'

/** How long a shared preview link works unless the editor sets another time. */
export const PREVIEW_LINK_TTL_MS = 72 * 3_600_000

/** The field a collection's documents are named by in the console (its useAsTitle), if any. */
export const documentTitleField = (payload: Payload, slug: string): string | undefined => {
  const field = payload.collections[slug as CollectionSlug]?.config.admin?.useAsTitle
  return field && field !== 'id' ? field : undefined
}

/** A link's name: 「<title>」的预览, or the document's number when it has no title. */
export const previewTitle = (title: string, id: number | string) =>
  `${title.trim() ? `「${title.trim().slice(0, 80)}」` : `第 ${id} 号稿件`}的预览`

/**
 * Names the links stored before they had a title (migration preview_link_titles), from the
 * document each shows as it reads now.
 */
export async function nameUntitledPreviewLinks(payload: Payload, req?: Partial<PayloadRequest>) {
  const { docs } = await payload.find({
    collection: 'preview-links',
    where: { title: { exists: false } },
    pagination: false,
    depth: 0,
    req,
  })
  for (const link of docs) {
    const { relationTo, value } = link.doc as { relationTo: string; value: number | string }
    const field = documentTitleField(payload, relationTo)
    const doc = field
      ? ((await payload
          .findByID({
            collection: relationTo as CollectionSlug,
            id: value,
            draft: true,
            depth: 0,
            req,
            disableErrors: true,
          })
          .catch(() => null)) as Record<string, unknown> | null)
      : null
    const title = doc && field && typeof doc[field] === 'string' ? (doc[field] as string) : ''
    await payload.update({
      collection: 'preview-links',
      id: link.id,
      data: { title: previewTitle(title, value) },
      depth: 0,
      req,
    })
  }
}

/** The site's address of a preview (the first site instance of SITE_URL, as the inspection reads it). */
export const previewUrl = (token: string) => `${env.siteUrls[0] ?? ''}/preview/${token}`

const staff = managedBy('editor', 'reviewer', 'admissions', 'academic')
/** A token is as good as the draft it shows: each member of staff sees their own links; admins all. */
const ownLinks: Access = ({ req }) => {
  if (!hasRole(req, 'editor', 'reviewer', 'admissions', 'academic')) return false
  return hasRole(req) ? true : { created_by: { equals: req.user!.id } }
}

/**
 * Shareable preview links (预览链接): a leader without a console account opens the latest draft
 * of one document on the site until the link expires (72 h by default) or is revoked. A stored
 * record rather than a signed token, so that it can be revoked. `previewable` are the collections
 * whose factory option `preview` is on.
 */
export const previewLinksCollection = (previewable: CollectionSlug[]): CollectionConfig => ({
  slug: 'preview-links',
  labels: { singular: '预览链接', plural: '预览链接' },
  admin: {
    group: '站点',
    useAsTitle: 'title',
    defaultColumns: ['title', 'doc', 'expires_at', 'revoked', 'url'],
    description: '生成一个无需登录即可查看草稿的链接，发给领导审阅；到期或撤销后链接失效（404）。',
  },
  access: { read: ownLinks, create: staff, update: ownLinks, delete: ownLinks },
  hooks: {
    beforeValidate: [
      // A link shows the latest draft to anyone holding it: only someone who may read that draft
      // may make one, and only to a document that exists (and is not in the trash).
      // On every save that names the document: a link of one's own draft pointed at another
      // document afterwards would show a draft its author may not read (another site's, say).
      async ({ data, operation, req }) => {
        if (!data || (operation !== 'create' && !('doc' in data))) return data
        const doc = data.doc as { relationTo?: string; value?: unknown } | undefined
        const id =
          doc && typeof doc.value === 'object' && doc.value ? (doc.value as { id: unknown }).id : doc?.value
        const titleField = doc?.relationTo ? documentTitleField(req.payload, doc.relationTo) : undefined
        const found =
          doc?.relationTo && (typeof id === 'number' || typeof id === 'string')
            ? await req.payload
                .findByID({
                  collection: doc.relationTo as CollectionSlug,
                  id,
                  draft: true,
                  depth: 0,
                  select: titleField ? { [titleField]: true } : {},
                  overrideAccess: false,
                  user: req.user,
                  req,
                  disableErrors: true,
                })
                .catch(() => null)
            : null
        if (!found)
          throw fieldError(
            'preview-links',
            'doc',
            '该稿件不存在，或您无权查看它的草稿，不能生成预览链接',
            req,
          )
        // The console lists and names a link by what it shows (never 「ID: 5」): the title as the
        // draft had it when the link was made, kept, since the draft may change or be deleted.
        const shown = titleField ? (found as unknown as Record<string, unknown>)[titleField] : undefined
        return { ...data, title: previewTitle(typeof shown === 'string' ? shown : '', id as number | string) }
      },
      ({ data, operation, req }) => {
        if (operation !== 'create' || !data) return data
        return {
          ...data,
          token: randomBytes(24).toString('base64url'),
          created_by: req.user?.id,
          expires_at: data.expires_at ?? new Date(Date.now() + PREVIEW_LINK_TTL_MS).toISOString(),
        }
      },
    ],
  },
  fields: [
    {
      name: 'title',
      label: '标题',
      type: 'text',
      admin: { readOnly: true, description: '生成链接时稿件的标题' },
      access: { update: () => false },
    },
    {
      name: 'doc',
      label: '预览内容',
      type: 'relationship',
      relationTo: previewable,
      required: true,
      admin: { description: '预览的是该稿件最新保存的版本（包括未发布的草稿）' },
    },
    {
      name: 'expires_at',
      label: '有效期至',
      type: 'date',
      required: true,
      defaultValue: () => new Date(Date.now() + PREVIEW_LINK_TTL_MS).toISOString(),
      admin: { date: dateTime, description: '默认 72 小时后失效' },
    },
    {
      name: 'revoked',
      label: '已撤销',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: '勾选并保存后链接立即失效' },
    },
    {
      name: 'url',
      label: '预览链接',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, description: '复制此链接发给审阅人' },
      hooks: { afterRead: [({ siblingData }) => (siblingData.token ? previewUrl(siblingData.token) : '')] },
    },
    {
      name: 'token',
      label: '令牌',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, hidden: true },
      access: { update: () => false },
    },
    {
      name: 'created_by',
      label: '创建人',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true, position: 'sidebar' },
      access: { update: () => false },
    },
  ],
})
