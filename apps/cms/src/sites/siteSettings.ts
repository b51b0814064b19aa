import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type Field,
  type FieldAccess,
  type Where,
} from 'payload'
import { hasRole } from '@/access/roles'
import { LINK_URL, LINK_URL_ERROR, linkUrlField } from '@/fields/common'
import { administeredSites } from './siteStaff'

/**
 * What a site shows of its own (issue 34): its menu links, notice, footer links and contact, kept on
 * the `sites` document. The web office (admin) edits every site; a site's administrator (站点管理员)
 * edits these settings of its own sites, and never what places the site in the group: its address,
 * host name, status, kind and template.
 */

/** The fields only the web office changes, with their names in the console. */
export const WEB_OFFICE_FIELDS = {
  slug: '路径',
  domain: '独立域名',
  status: '状态',
  kind: '类型',
  template: '模板',
} as const

/** The console shows these read-only to a site's administrator (the hook below refuses a change). */
export const webOfficeOnly: FieldAccess = ({ req }) => hasRole(req)

/** Who may save a site: admin every site, a site's administrator its own ones. */
export const sitesUpdate = ({ req }: { req: Parameters<typeof administeredSites>[0] }) => {
  if (hasRole(req)) return true
  const mine = administeredSites(req)
  return mine ? { id: { in: mine } } : false
}

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '')

/**
 * A site's administrator's save that would change a web-office field is refused as a whole, in
 * Chinese, before anything is stored (field access alone would drop the value silently). It runs
 * before the field hooks, on the data as sent; the form's unchanged values pass.
 */
export const guardSiteSettings: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const mine = administeredSites(req)
  const data = (args as { data?: Record<string, unknown> }).data
  if (!mine || !data) return args
  const touched = (Object.keys(WEB_OFFICE_FIELDS) as (keyof typeof WEB_OFFICE_FIELDS)[]).filter(
    (k) => k in data,
  )
  if (!touched.length) return args
  const { id, where } = args as { id?: number | string; where?: Where }
  // Sites outside its own are left to the access rule (not found), as for any other save.
  const { docs } = await req.payload.find({
    collection: 'sites',
    where: {
      and: [{ id: { in: mine } }, ...(id !== undefined ? [{ id: { equals: id } }] : where ? [where] : [])],
    },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const doc of docs)
    for (const k of touched)
      if (!same(data[k], (doc as unknown as Record<string, unknown>)[k]))
        throw new ValidationError(
          {
            collection: 'sites',
            errors: [
              {
                path: k,
                label: WEB_OFFICE_FIELDS[k],
                message: `站点管理员不能修改站点的${WEB_OFFICE_FIELDS[k]}，请联系网站办公室`,
              },
            ],
          },
          req.t,
        )
  return args
}

const linkFields = (what: string): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'label', label: '文字', type: 'text', required: true, maxLength: 16 },
      {
        name: 'url',
        label: '链接',
        type: 'text',
        required: true,
        maxLength: 500,
        admin: {
          description: `${what}：站内路径（/ 开头，如 /sites/mianyang/pages/about）或 http(s):// 开头的地址`,
        },
        validate: (v: unknown) => (typeof v === 'string' && LINK_URL.test(v) ? true : LINK_URL_ERROR),
      },
    ],
  },
]

/** The console's tabs of a site's own settings (基本信息 holds the fields given). */
export const siteSettingTabs = (basics: Field[]): Field => ({
  type: 'tabs',
  tabs: [
    { label: '基本信息', fields: basics },
    {
      label: '导航与页脚',
      description: '站点菜单在「首页」和新闻栏目之后显示这些链接；页脚显示页脚链接与联系方式。',
      fields: [
        {
          name: 'menu',
          label: '菜单链接',
          labels: { singular: '菜单链接', plural: '菜单链接' },
          type: 'array',
          maxRows: 8,
          fields: linkFields('菜单中的链接'),
        },
        {
          name: 'footer_links',
          label: '页脚链接',
          labels: { singular: '页脚链接', plural: '页脚链接' },
          type: 'array',
          maxRows: 12,
          fields: linkFields('页脚中的链接'),
        },
        { name: 'contact', label: '联系方式', type: 'textarea', maxLength: 200 },
      ],
    },
    {
      label: '通知',
      description: '显示在站点页头下方的通知条，访客可以关闭。',
      fields: [
        {
          name: 'notice',
          label: '站点通知',
          type: 'group',
          fields: [
            { name: 'enabled', label: '显示通知', type: 'checkbox', defaultValue: false },
            {
              name: 'text',
              label: '通知内容',
              type: 'textarea',
              maxLength: 200,
              validate: (v: unknown, { siblingData }: { siblingData?: { enabled?: boolean } }) =>
                !siblingData?.enabled || (typeof v === 'string' && v.trim())
                  ? true
                  : '显示通知时请填写通知内容',
            },
            linkUrlField('link', '链接', 500),
          ],
        },
      ],
    },
  ],
})
