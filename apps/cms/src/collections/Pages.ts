import {
  PAGE_KINDS,
  PAGE_KIND_LABEL,
  PAGE_PLACES,
  PAGE_PLACE_LABEL,
  PORTAL_SITE,
  TOP_LEVEL,
  optionsOf,
  pagePath,
  pagePathProblem,
  sitePagePathProblem,
} from '@ou/contract'
import {
  ValidationError,
  type Block,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type CollectionConfig,
  type FieldHook,
  type PayloadRequest,
  type TextFieldSingleValidation,
  type Where,
} from 'payload'
import { dateTime, imageField, richTextField, textField } from '@/fields/common'
import { linkTargetFields } from '@/fields/linkTarget'
import { sameSiteMedia, siteIdOf, uploadOfAnySite } from '@/sites/scope'
import { contentCollection } from './factory'

/** Video files the site plays itself (no third-party player). */
const VIDEO_SRC = /^(\/|https:\/\/)[^\s"'<>]+\.(mp4|webm)(\?[^\s"'<>]*)?$/i

/** The layout blocks a page is built from (the site renders each: apps/site components/pages). */
export const PAGE_BLOCKS: Block[] = [
  {
    slug: 'richText',
    labels: { singular: '图文', plural: '图文' },
    fields: [richTextField('content', '内容', true)],
  },
  {
    slug: 'images',
    labels: { singular: '图片/图集', plural: '图片/图集' },
    fields: [
      {
        name: 'images',
        label: '图片',
        type: 'upload',
        relationTo: 'media',
        hasMany: true,
        required: true,
        maxRows: 24,
        filterOptions: sameSiteMedia,
        validate: uploadOfAnySite,
      },
      textField('caption', '说明', 200),
    ],
  },
  {
    slug: 'newsList',
    labels: { singular: '新闻列表', plural: '新闻列表' },
    fields: [
      textField('title', '标题', 40),
      {
        name: 'category',
        label: '新闻栏目',
        type: 'relationship',
        relationTo: 'news-categories',
        required: true,
      },
      { name: 'limit', label: '条数', type: 'number', min: 1, max: 20, defaultValue: 5, required: true },
    ],
  },
  {
    slug: 'attachments',
    labels: { singular: '附件下载', plural: '附件下载' },
    fields: [
      textField('title', '标题', 40),
      {
        name: 'files',
        label: '附件',
        type: 'upload',
        relationTo: 'files',
        hasMany: true,
        required: true,
        maxRows: 30,
        // The page's site's attachments (站群), checked on saving by guardSite like its images.
        filterOptions: sameSiteMedia,
        validate: uploadOfAnySite,
      },
    ],
  },
  {
    slug: 'table',
    labels: { singular: '表格', plural: '表格' },
    fields: [
      textField('caption', '表格标题', 100),
      {
        name: 'data',
        label: '表格内容',
        type: 'textarea',
        required: true,
        maxLength: 20000,
        admin: { description: '每行一行；单元格用 | 或制表符分隔（可直接从 Excel 粘贴）。第一行为表头。' },
      },
    ],
  },
  {
    slug: 'button',
    labels: { singular: '按钮', plural: '按钮' },
    fields: [textField('label', '按钮文字', 30, true), ...linkTargetFields()],
  },
  {
    slug: 'video',
    labels: { singular: '视频', plural: '视频' },
    fields: [
      textField('title', '标题', 60),
      {
        name: 'src',
        label: '视频地址',
        type: 'text',
        required: true,
        maxLength: 500,
        admin: { description: '本站服务器上的 MP4 或 WebM 文件地址，例如 /media/videos/intro.mp4' },
        validate: ((v) =>
          typeof v === 'string' && VIDEO_SRC.test(v)
            ? true
            : '视频地址须为本站或 https 的 .mp4 / .webm 文件') as TextFieldSingleValidation,
      },
      imageField('poster', '封面图'),
    ],
  },
  {
    slug: 'contact',
    labels: { singular: '联系方式', plural: '联系方式' },
    fields: [
      textField('name', '部门/联系人', 40, true),
      textField('phone', '电话', 40),
      textField('email', '邮箱', 80),
      textField('address', '地址', 120),
      textField('hours', '办公时间', 60),
    ],
  },
]

type Parent = { id: number; section: string; path: string; kind?: string | null }

const idOfValue = (v: unknown): number | null =>
  typeof v === 'number'
    ? v
    : v && typeof v === 'object' && 'id' in v
      ? Number((v as { id: unknown }).id)
      : null

/** The parent page as stored (drafts included: a column may be built before its parent is published). */
async function parentOf(req: PayloadRequest, id: number | null): Promise<Parent | null> {
  if (id === null) return null
  const found = await req.payload.find({
    collection: 'pages',
    where: { id: { equals: id } },
    select: { section: true, path: true, kind: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const d = found.docs[0]
  return d?.path ? { id: d.id, section: String(d.section), path: d.path, kind: d.kind } : null
}

/** How deep a page is: 1 for a section's or the top's own pages, one more per parent. */
const depthOf = (p: Parent) => p.path.split('/').length - 1 - (p.section === TOP_LEVEL ? 0 : 1)

/** Pages directly below a page, trashed ones too when asked. */
const childCount = async (req: PayloadRequest, id: number | string, trash = false) =>
  (
    await req.payload.count({
      collection: 'pages',
      where: { parent: { equals: id } },
      overrideAccess: true,
      trash,
      req,
    })
  ).totalDocs

type Placed = { path: string; section: string } | { problem: string }

/**
 * Where a page goes: below its parent, or under its section or at the top. A seed route, a news
 * category or another page already answering there is refused, with a message the editor can act on.
 */
async function place(
  req: PayloadRequest,
  o: { section: string; slug: string; parent: number | null; id?: number | string; site: number | null },
): Promise<Placed> {
  if (o.parent !== null && o.id !== undefined && String(o.parent) === String(o.id))
    return { problem: '不能把栏目设为它自己的上级栏目' }
  const parent = await parentOf(req, o.parent)
  if (o.parent !== null && !parent) return { problem: '上级栏目不存在，请重新选择' }
  if (parent?.kind === 'link') return { problem: '“链接”类栏目不能有下级栏目，请选择其他上级栏目' }
  // 站群: a site's pages live under its own /sites/{slug}/pages/, at its top level: no portal
  // section, no portal route to clash with; only their own site's other pages.
  const portal = await siteIdOf(req.payload, PORTAL_SITE)
  const ofSite = o.site !== null && o.site !== portal
  const section = ofSite ? TOP_LEVEL : parent ? parent.section : o.section
  const problem = ofSite
    ? sitePagePathProblem(o.slug, parent?.path)
    : pagePathProblem(section, o.slug, parent && { ...parent, depth: depthOf(parent) })
  if (problem) return { problem }
  const path = pagePath(section, o.slug, parent?.path)
  const others: Where[] = [{ path: { equals: path } }, { site: { equals: o.site ?? portal } }]
  if (o.id !== undefined) others.push({ id: { not_equals: o.id } })
  const [pages, categories] = await Promise.all([
    req.payload.count({ collection: 'pages', where: { and: others }, req, overrideAccess: true }),
    !ofSite && section === 'news' && !parent
      ? req.payload.count({
          collection: 'news-categories',
          // Pages are the portal's: only its categories share their addresses.
          where: { path_name: { equals: o.slug }, 'site.slug': { equals: PORTAL_SITE } },
          req,
          overrideAccess: true,
        })
      : { totalDocs: 0 },
  ])
  if (pages.totalDocs > 0)
    return {
      problem: ofSite
        ? `本站点已有路径为 ${path.slice(1)} 的页面，请换一个路径`
        : `网址 ${path} 已被另一个页面使用，请换一个路径`,
    }
  if (categories.totalDocs > 0) return { problem: `网址 ${path} 已被新闻栏目使用，请换一个路径` }
  return { path, section }
}

const validateSlug: TextFieldSingleValidation = async (value, { data, req, id }) => {
  const slug = typeof value === 'string' ? value : ''
  if (!slug) return '请填写路径'
  const d = (data ?? {}) as { section?: unknown; parent?: unknown; site?: unknown }
  const placed = await place(req, {
    section: String(d.section ?? ''),
    slug,
    parent: idOfValue(d.parent),
    id,
    site: idOfValue(d.site),
  })
  return 'problem' in placed ? placed.problem : true
}

const refuse = (req: PayloadRequest, path: string, message: string, label: string): never => {
  throw new ValidationError({ collection: 'pages', errors: [{ path, message, label }] }, req.t)
}

/**
 * The full path is derived, never typed: from the parent's, or `/<section>/<slug>`, or `/<slug>`.
 * Drafts skip field validation, so a clash is refused here too, with the same message. A column
 * with columns below it keeps its address (their addresses hang from it) and stays out of the
 * trash until they are moved or deleted.
 */
const setPath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  if (data.deletedAt && !originalDoc?.deletedAt && originalDoc?.id !== undefined) {
    const n = await childCount(req, originalDoc.id)
    if (n > 0) refuse(req, 'parent', `该栏目下还有 ${n} 个下级栏目，请先删除或移走下级栏目`, '上级栏目')
  }
  // A partial update (a review state, say) leaves the other fields as stored.
  const slug = data.slug ?? originalDoc?.slug
  if (typeof slug !== 'string' || !slug) return data
  const parent = idOfValue('parent' in data ? data.parent : originalDoc?.parent)
  const section = String(data.section ?? originalDoc?.section ?? '')
  const site = idOfValue('site' in data ? data.site : originalDoc?.site)
  const placed = await place(req, { section, slug, parent, id: originalDoc?.id, site })
  if ('problem' in placed) return refuse(req, 'slug', placed.problem, '路径')
  if (originalDoc?.id !== undefined && originalDoc.path && placed.path !== originalDoc.path) {
    const n = await childCount(req, originalDoc.id, true)
    if (n > 0)
      refuse(
        req,
        'slug',
        `该栏目下有 ${n} 个下级栏目，它们的网址都在 ${originalDoc.path} 之下：请先移走或删除下级栏目，再修改路径或上级栏目`,
        '路径',
      )
  }
  data.path = placed.path
  data.section = placed.section
  return data
}

/** A column with columns below it is not deleted for good: they would lose their parent. */
const keepParents: CollectionBeforeDeleteHook = async ({ req, id }) => {
  const n = await childCount(req, id, true)
  if (n > 0)
    refuse(req, 'parent', `该栏目下还有 ${n} 个下级栏目（含回收站中的），请先删除下级栏目`, '上级栏目')
}

const showPath: FieldHook = ({ siblingData }) => siblingData?.path

type Sibling = { kind?: string; parent?: unknown }
const kindIs = (kind: string) => (_: unknown, sibling: Sibling) => (sibling?.kind ?? 'page') === kind

const base = contentCollection({
  slug: 'pages',
  label: ['栏目/页面', '栏目与页面'],
  section: 'site',
  controllers: ['setting.Page', 'setting.Navigation'],
  drafts: true,
  // A deleted page waits 30 days in the trash (回收站); restoring it goes through review.
  trash: true,
  // Live preview in the console and shareable preview links, as for articles.
  preview: true,
  searchable: true,
  // 站群: each page belongs to one site (the portal's by default); a site's staff work on its own.
  site: true,
  defaultColumns: ['title', 'path', 'kind', 'published_at', 'review_state'],
  // The column tree (栏目树) above the list: nested, in order, dragged to reorder.
  beforeListTable: [{ path: '/components/admin/PageTree#PageTree' }],
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true, maxLength: 60, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: '栏目类型',
          type: 'select',
          required: true,
          defaultValue: 'page',
          options: optionsOf(PAGE_KINDS, PAGE_KIND_LABEL),
          admin: { description: '单页：由下方内容块组成；新闻列表：显示一个新闻栏目的文章；链接：指向别处' },
        },
        {
          name: 'parent',
          label: '上级栏目',
          type: 'relationship',
          relationTo: 'pages',
          index: true,
          // A column is never its own parent, nor below a link, nor on another site.
          filterOptions: ({ id, data }): Where => ({
            and: [
              { kind: { not_equals: 'link' } },
              ...(id ? [{ id: { not_equals: id } }] : []),
              ...(idOfValue(data?.site) !== null ? [{ site: { equals: idOfValue(data?.site) } }] : []),
            ] as Where[],
          }),
          admin: { description: '留空则放在所属栏目或网站顶层之下；可逐级嵌套' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'section',
          label: '所属栏目',
          type: 'select',
          options: optionsOf(PAGE_PLACES, PAGE_PLACE_LABEL),
          admin: {
            condition: (_, sibling: Sibling) => !sibling?.parent,
            description: '有上级栏目时随上级栏目',
          },
        },
        {
          name: 'slug',
          label: '路径',
          type: 'text',
          required: true,
          maxLength: 60,
          admin: {
            description:
              '网址的最后一段，例如 guide2027 → /enrolling/guide2027，有上级栏目时接在上级栏目网址之后',
          },
          validate: validateSlug,
          // A copy needs an address of its own (the path is unique within the site).
          hooks: {
            beforeDuplicate: [({ value }) => (value ? `${value}-copy${Date.now().toString(36)}` : value)],
          },
        },
      ],
    },
    {
      name: 'path',
      label: '网址',
      type: 'text',
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { afterRead: [showPath], beforeDuplicate: [() => null] },
    },
    {
      name: 'list_category',
      label: '新闻栏目',
      type: 'relationship',
      relationTo: 'news-categories',
      admin: { condition: kindIs('list'), description: '此栏目显示该新闻栏目的最新文章' },
      validate: ((value: unknown, { siblingData }: { siblingData: Sibling }) =>
        (siblingData?.kind ?? 'page') !== 'list' || value ? true : '请选择新闻栏目') as never,
    },
    {
      name: 'link',
      label: '链接目标',
      type: 'group',
      admin: { condition: kindIs('link') },
      fields: linkTargetFields(),
    },
    {
      name: 'summary',
      label: '摘要',
      type: 'textarea',
      maxLength: 300,
      admin: { description: '搜索结果与分享时显示' },
    },
    {
      name: 'layout',
      label: '页面内容',
      type: 'blocks',
      blocks: PAGE_BLOCKS,
      maxRows: 40,
      admin: { condition: kindIs('page') },
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
  ],
})

/**
 * Editors' columns and pages (栏目与单页), nested to any depth under a section or at the top of the
 * site, built from layout blocks, reviewed like articles, kept in the order the console drags
 * them into (`orderable`: the site's side navigation follows it).
 */
export const Pages: CollectionConfig = {
  ...base,
  // A page's address is unique within its site (two sites may both have /about).
  indexes: [{ fields: ['site', 'path'], unique: true }],
  orderable: true,
  defaultSort: '_order',
  hooks: {
    ...base.hooks,
    beforeChange: [setPath, ...(base.hooks?.beforeChange ?? [])],
    beforeDelete: [keepParents, ...(base.hooks?.beforeDelete ?? [])],
  },
}
