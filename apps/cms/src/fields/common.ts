import type { CollectionSlug, Field } from 'payload'
import { sameSiteMedia, uploadOfAnySite } from '@/sites/confined'

/** What a field factory's caller may add: an index where lists filter by it, where the console shows it. */
type More = { index?: boolean; admin?: { position?: 'sidebar'; readOnly?: boolean } }

/** How the console shows and picks a date with its time: as Chinese staff write it. */
export const dateTime = { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } as const

/** Manual ordering: lower first. */
export const sortField: Field = {
  name: 'sort',
  label: '排序',
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: { position: 'sidebar', description: '数字越小越靠前' },
}

/** An image of the media library: on a site's content, one of that site's images (站群). */
export const imageField = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  required,
  filterOptions: sameSiteMedia,
  validate: uploadOfAnySite,
})

/** A required link to a record of another collection (`index: true` where lists filter by it). */
export const linkField = (
  name: string,
  label: string,
  relationTo: CollectionSlug,
  more: More = {},
): Field => ({ name, label, type: 'relationship', relationTo, required: true, ...more })

/** A required choice among options (`index: true` where lists filter by it). */
export const choiceField = (
  name: string,
  label: string,
  options: { label: string; value: string }[],
  more: More = {},
): Field => ({ name, label, type: 'select', required: true, options, ...more })

export const richTextField = (name = 'content', label = '正文', required = false): Field => ({
  name,
  label,
  type: 'richText',
  required,
})

export const textField = (name: string, label: string, maxLength = 100, required = false): Field => ({
  name,
  label,
  type: 'text',
  maxLength,
  required,
})

/** A link a visitor follows: an address on the site (/…) or an http(s) one, never a script. */
export const LINK_URL = /^(\/(?!\/)|https?:\/\/)\S*$/
export const LINK_URL_ERROR = '链接须以 / 或 http(s):// 开头'

/** An optional link field, checked as LINK_URL. */
export const linkUrlField = (name: string, label: string, maxLength = 300): Field => ({
  name,
  label,
  type: 'text',
  maxLength,
  admin: { description: '可选：站内路径（/ 开头）或 http(s):// 开头的完整地址' },
  validate: (v: unknown) => (!v || (typeof v === 'string' && LINK_URL.test(v)) ? true : LINK_URL_ERROR),
})

/** The fields every article-like collection shares: title, summary, cover, body, byline, date. */
export const articleFields: Field[] = [
  { name: 'title', label: '标题', type: 'text', required: true, maxLength: 120, index: true },
  { name: 'summary', label: '摘要', type: 'textarea', maxLength: 300 },
  imageField('cover', '封面图'),
  richTextField(),
  {
    type: 'row',
    fields: [textField('author', '作者', 40), textField('source', '来源', 60)],
  },
  {
    name: 'published_at',
    label: '发布时间',
    type: 'date',
    required: true,
    index: true,
    defaultValue: () => new Date().toISOString(),
    admin: { position: 'sidebar', date: dateTime },
  },
  {
    name: 'views',
    label: '浏览量',
    type: 'number',
    defaultValue: 0,
    min: 0,
    admin: { position: 'sidebar', readOnly: true },
  },
]

/** A field the console shows but never lets staff edit (the server writes it). */
export function readOnly<F extends Field>(field: F): F {
  const f = field as F & { admin?: object }
  return { ...f, admin: { ...f.admin, readOnly: true } } as F
}

/**
 * What a visitor submitted (a letter, a sign-up): no API may change it afterwards, the console's
 * REST API included (`admin.readOnly` alone only hides the editing). Staff add replies, statuses
 * and notes in fields beside it.
 */
export function submittedByVisitor<F extends Field>(field: F): F {
  const f = readOnly(field) as F & { access?: object }
  return { ...f, access: { ...f.access, update: () => false } }
}

/**
 * Lists of rows (array and blocks fields) name one row by `labels`; without them Payload makes
 * English ones from the field's name (添加 Layout, 添加 Column). Every list here takes its
 * Chinese label instead, at any depth (tabs, groups, rows, collapsibles, blocks).
 */
export function withRowLabels<T extends { fields: Field[] }>(config: T): T {
  const walk = (fields: Field[]): Field[] =>
    fields.map((field) => {
      const f = { ...field } as Field & {
        label?: unknown
        labels?: { singular?: unknown; plural?: unknown }
        fields?: Field[]
        tabs?: { fields: Field[] }[]
        blocks?: { fields: Field[] }[]
      }
      if ((f.type === 'array' || f.type === 'blocks') && !f.labels && typeof f.label === 'string')
        f.labels = { singular: f.label, plural: f.label }
      if (f.fields) f.fields = walk(f.fields)
      if (f.tabs) f.tabs = f.tabs.map((t) => ({ ...t, fields: walk(t.fields) }))
      if (f.blocks) f.blocks = f.blocks.map((b) => ({ ...b, fields: walk(b.fields) }))
      return f as Field
    })
  return { ...config, fields: walk(config.fields) }
}
