import { randomBytes } from 'node:crypto'
import type { Access, CollectionConfig, CollectionSlug } from 'payload'
import { hasRole, managedBy } from '@/access/roles'
import { dateTime } from '@/fields/common'
import { env } from '@/lib/env'
import { fieldError } from '@/lib/errors'

/** How long a shared preview link works unless the editor sets another time. */
export const PREVIEW_LINK_TTL_MS = 72 * 3_600_000

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
    defaultColumns: ['doc', 'expires_at', 'revoked', 'url'],
    description: '生成一个无需登录即可查看草稿的链接，发给领导审阅；到期或撤销后链接失效（404）。',
  },
  access: { read: ownLinks, create: staff, update: ownLinks, delete: ownLinks },
  hooks: {
    beforeValidate: [
      // A link shows the latest draft to anyone holding it: only someone who may read that draft
      // may make one, and only to a document that exists (and is not in the trash).
      async ({ data, operation, req }) => {
        if (operation !== 'create' || !data) return data
        const doc = data.doc as { relationTo?: string; value?: unknown } | undefined
        const id =
          doc && typeof doc.value === 'object' && doc.value ? (doc.value as { id: unknown }).id : doc?.value
        const found =
          doc?.relationTo && (typeof id === 'number' || typeof id === 'string')
            ? await req.payload
                .findByID({
                  collection: doc.relationTo as CollectionSlug,
                  id,
                  draft: true,
                  depth: 0,
                  select: {},
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
        return data
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
