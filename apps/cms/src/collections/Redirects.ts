import { REDIRECT_TYPES } from '@ou/contract'
import { ValidationError, type CollectionBeforeValidateHook } from 'payload'
import { findLoop, normaliseFrom, normaliseTo } from '@/lib/redirects'
import { optionsOf } from '@/lib/labels'
import { contentCollection } from './factory'

const TYPE_LABELS = { '301': '301 永久跳转', '302': '302 临时跳转' } satisfies Record<
  (typeof REDIRECT_TYPES)[number],
  string
>

const refuse = (path: string, message: string, collection = 'redirects') =>
  new ValidationError({ collection, errors: [{ path, message }] })

/**
 * Spells `from` and `to` one way, and refuses a redirect that would close a loop with the others
 * (a → b → a, or a longer chain): a visitor would bounce until the browser gives up.
 */
const checkRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const fromValue = (data.from ?? originalDoc?.from) as string | undefined
  const toValue = (data.to ?? originalDoc?.to) as string | undefined
  if (fromValue === undefined || toValue === undefined) return data
  const from = normaliseFrom(fromValue)
  if (from === null) throw refuse('from', '原地址须以 / 开头（或是旧网站的完整地址），且不能含空格或 $')
  const to = normaliseTo(toValue)
  if (to === null) throw refuse('to', '目标地址须以 / 开头，或是 http(s):// 开头的完整地址，且不能含空格或 $')
  const others = await req.payload.find({
    collection: 'redirects',
    where: originalDoc?.id ? { id: { not_equals: originalDoc.id } } : {},
    select: { from: true, to: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  if (others.docs.some((d) => d.from === from)) throw refuse('from', `已有从 ${from} 出发的跳转`)
  const loop = findLoop(from, to, new Map(others.docs.map((d) => [d.from, d.to])))
  if (loop) throw refuse('to', `跳转形成循环：${loop.join(' → ')}，请修改目标地址`)
  return { ...data, from, to }
}

/**
 * Redirects (跳转管理) for the old site's addresses and for moved pages. The site applies them
 * (apps/site/src/proxy.ts) and reports hits in batches; /staff-api/redirects/nginx-map exports them
 * for nginx. Written here rather than with @payloadcms/plugin-redirects: the plugin's `to` is a
 * group (reference or URL), and the site, the export and the acceptance checks want a plain path.
 */
export const Redirects = contentCollection({
  slug: 'redirects',
  label: '跳转管理',
  section: 'site',
  controllers: ['setting.Redirect'],
  useAsTitle: 'from',
  defaultColumns: ['from', 'to', 'type', 'hits'],
  fields: [
    {
      name: 'from',
      label: '原地址',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 500,
      admin: { description: '站内路径，如 /2022/0929/c740a4663/page.htm；旧网站的完整地址只取路径' },
    },
    {
      name: 'to',
      label: '目标地址',
      type: 'text',
      required: true,
      maxLength: 500,
      admin: { description: '站内路径（如 /news/notice）或 http(s):// 开头的完整地址' },
    },
    {
      name: 'type',
      label: '跳转类型',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: optionsOf(TYPE_LABELS),
    },
    {
      name: 'hits',
      label: '访问次数',
      type: 'number',
      defaultValue: 0,
      // Counted by the site (setting.Redirect/hit), never typed.
      admin: { readOnly: true, position: 'sidebar' },
      access: { create: () => false, update: () => false },
    },
  ],
})
Redirects.hooks = { ...Redirects.hooks, beforeValidate: [checkRedirect] }
