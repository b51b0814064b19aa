import {
  PAGE_SECTIONS,
  PAGE_SECTION_LABEL,
  isPageSection,
  optionsOf,
  pagePath,
  pagePathProblem,
  type PageSection,
} from '@ou/contract'
import {
  ValidationError,
  type Block,
  type CollectionBeforeChangeHook,
  type FieldHook,
  type PayloadRequest,
  type TextFieldSingleValidation,
  type Where,
} from 'payload'
import { dateTime, imageField, richTextField, textField } from '@/fields/common'
import { linkTargetFields } from '@/fields/linkTarget'
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

/**
 * Why a page may not take this path: a seed route, a news category or another page already
 * answers there. A message the editor can act on, or null.
 */
async function pathProblem(req: PayloadRequest, section: string, slug: string, id?: number | string) {
  const problem = pagePathProblem(section, slug)
  if (problem || !isPageSection(section)) return problem ?? '请选择所属栏目'
  const path = pagePath(section, slug)
  const others: Where[] = [{ path: { equals: path } }]
  if (id !== undefined) others.push({ id: { not_equals: id } })
  const [pages, categories] = await Promise.all([
    req.payload.count({ collection: 'pages', where: { and: others }, req, overrideAccess: true }),
    section === 'news'
      ? req.payload.count({
          collection: 'news-categories',
          where: { path_name: { equals: slug } },
          req,
          overrideAccess: true,
        })
      : { totalDocs: 0 },
  ])
  if (pages.totalDocs > 0) return `路径 ${path} 已被另一个页面使用，请换一个`
  if (categories.totalDocs > 0) return `路径 ${path} 已被新闻栏目使用，请换一个`
  return null
}

const validateSlug: TextFieldSingleValidation = async (value, { data, req, id }) => {
  const slug = typeof value === 'string' ? value : ''
  if (!slug) return '请填写路径'
  return (await pathProblem(req, String((data as { section?: unknown })?.section ?? ''), slug, id)) ?? true
}

/**
 * The full path is derived, never typed: `/<section>/<slug>`. Drafts skip field validation, so a
 * clash is refused here too, with the same message.
 */
const setPath: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  // A partial update (a review state, say) leaves the other field as stored.
  const section = String(data.section ?? originalDoc?.section ?? '')
  const slug = data.slug ?? originalDoc?.slug
  if (typeof slug !== 'string' || !slug) return data
  if (slug === originalDoc?.slug && section === originalDoc?.section && originalDoc?.path) return data
  const problem = await pathProblem(req, section, slug, originalDoc?.id)
  if (problem)
    throw new ValidationError(
      { collection: 'pages', errors: [{ path: 'slug', message: problem, label: '路径' }] },
      req.t,
    )
  data.path = pagePath(section as PageSection, slug)
  return data
}

const showPath: FieldHook = ({ siblingData }) =>
  isPageSection(String(siblingData?.section)) && siblingData?.slug
    ? pagePath(siblingData.section, String(siblingData.slug))
    : siblingData?.path

const base = contentCollection({
  slug: 'pages',
  label: ['页面', '栏目与页面'],
  section: 'site',
  controllers: ['setting.Page', 'setting.Navigation'],
  drafts: true,
  // A deleted page waits 30 days in the trash (回收站); restoring it goes through review.
  trash: true,
  // Live preview in the console and shareable preview links, as for articles.
  preview: true,
  searchable: true,
  // A few dozen pages, listed by path: no list index (its generated name would clash with the articles').
  listedBy: [],
  defaultColumns: ['title', 'path', 'published_at', 'review_state'],
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true, maxLength: 60, index: true },
    {
      type: 'row',
      fields: [
        {
          name: 'section',
          label: '所属栏目',
          type: 'select',
          required: true,
          options: optionsOf(PAGE_SECTIONS, PAGE_SECTION_LABEL),
        },
        {
          name: 'slug',
          label: '路径',
          type: 'text',
          required: true,
          maxLength: 60,
          admin: { description: '网址的最后一段，例如 guide2027 → /enrolling/guide2027' },
          validate: validateSlug,
          // A copy needs an address of its own (the path is unique).
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
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
      hooks: { afterRead: [showPath], beforeDuplicate: [() => null] },
    },
    {
      name: 'summary',
      label: '摘要',
      type: 'textarea',
      maxLength: 300,
      admin: { description: '搜索结果与分享时显示' },
    },
    { name: 'layout', label: '页面内容', type: 'blocks', blocks: PAGE_BLOCKS, maxRows: 40 },
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

/** Editors' pages (栏目与单页) at `/<section>/<slug>`, built from layout blocks, reviewed like articles. */
export const Pages = {
  ...base,
  hooks: { ...base.hooks, beforeChange: [setPath, ...(base.hooks?.beforeChange ?? [])] },
}
