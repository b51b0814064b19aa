import { SITE_PATH } from '@ou/contract'
import type { Field } from 'payload'

/** What a menu item or a button may point to. */
export const LINK_KINDS = [
  { label: '网站固有页面', value: 'route' },
  { label: '编辑页面', value: 'page' },
  { label: '新闻栏目', value: 'category' },
  { label: '专题', value: 'theme' },
  { label: '外部网址', value: 'url' },
]

type Sibling = { kind?: string }
const when = (kind: string) => (_: unknown, sibling: Sibling) => sibling?.kind === kind

/** A required value only for its own kind: the other kinds leave it empty. */
const requiredFor =
  (kind: string, message: string, check?: (v: string) => string | true) =>
  (value: unknown, { siblingData }: { siblingData: Sibling }) => {
    if (siblingData?.kind !== kind) return true
    if (value === null || value === undefined || value === '') return message
    return typeof value === 'string' && check ? check(value) : true
  }

export const isExternalUrl = (v: string) => /^https?:\/\/[^\s/]+\.[^\s]*$/i.test(v)

/**
 * The target of a link: one of the site's own routes (a path such as `/schoolOverview/history`),
 * an editor's page, a news category, a theme, or an external address (opened in a new tab).
 */
export const linkTargetFields = (): Field[] => [
  {
    name: 'kind',
    label: '链接到',
    type: 'select',
    required: true,
    defaultValue: 'route',
    options: LINK_KINDS,
  },
  {
    name: 'route',
    label: '网站路径',
    type: 'text',
    maxLength: 200,
    admin: { condition: when('route'), description: '以 / 开头，例如 /schoolOverview/history' },
    validate: requiredFor('route', '请填写网站路径', (v) =>
      SITE_PATH.test(v) ? true : '网站路径须以 / 开头，只含字母、数字、“-”“_”和“/”',
    ),
  },
  {
    name: 'page',
    label: '页面',
    type: 'relationship',
    relationTo: 'pages',
    admin: { condition: when('page') },
    validate: requiredFor('page', '请选择页面'),
  },
  {
    name: 'category',
    label: '新闻栏目',
    type: 'relationship',
    relationTo: 'news-categories',
    admin: { condition: when('category') },
    validate: requiredFor('category', '请选择新闻栏目'),
  },
  {
    name: 'theme',
    label: '专题',
    type: 'relationship',
    relationTo: 'themes',
    admin: { condition: when('theme') },
    validate: requiredFor('theme', '请选择专题'),
  },
  {
    name: 'url',
    label: '外部网址',
    type: 'text',
    maxLength: 500,
    admin: { condition: when('url'), description: '以 http:// 或 https:// 开头，在新标签页打开' },
    validate: requiredFor('url', '请填写外部网址', (v) =>
      isExternalUrl(v) ? true : '外部网址须以 http:// 或 https:// 开头',
    ),
  },
]

/** A menu entry: its label, its target, and whether it is hidden for now. */
export const navItemFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'label', label: '名称', type: 'text', required: true, maxLength: 30 },
      { name: 'hidden', label: '隐藏', type: 'checkbox', defaultValue: false },
    ],
  },
  ...linkTargetFields(),
]
