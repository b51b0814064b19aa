import { PORTAL_SITE, REDIRECT_TYPES } from '@ou/contract'
import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { hasRole, managedBy } from '@/access/roles'
import { env } from '@/lib/env'
import { fieldError } from '@/lib/errors'
import { findLoop, needsReview, nginxKey, normaliseFrom, normaliseTo } from '@/lib/redirects'
import { optionsOf } from '@/lib/labels'
import { contentCollection } from './factory'

const TYPE_LABELS = { '301': '301 永久跳转', '302': '302 临时跳转' } satisfies Record<
  (typeof REDIRECT_TYPES)[number],
  string
>

const LABELS: Record<string, string> = { from: '原地址', to: '目标地址' }

const STATES = optionsOf({ active: '已生效', pending: '待审核' })

/**
 * Spells `from` and `to` one way, and refuses a redirect that would close a loop with the others
 * (a → b → a, or a longer chain): a visitor would bounce until the browser gives up.
 *
 * A redirect is a publish when it takes over a live page or route, or leads outside the school
 * (lib/redirects.ts, needsReview): saved by someone who may not publish, it waits for review
 * (待审核) and is not applied; a reviewer approves it by setting 已生效. An approved one is the
 * reviewer's to change. Create, update (bulk too) and duplicate all pass here.
 */
const checkRedirect: CollectionBeforeValidateHook = async ({ data, originalDoc, operation, req }) => {
  if (!data) return data
  const refuse = (path: string, message: string) => fieldError('redirects', path, message, req, LABELS[path])
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
  const twin = others.docs.find((d) => nginxKey(d.from) === nginxKey(from))
  if (twin)
    throw refuse('from', `与已有的跳转 ${twin.from} 冲突：地址不区分大小写，%41 这样的编码与原字符视为相同`)
  const loop = findLoop(from, to, new Map(others.docs.map((d) => [d.from, d.to])))
  if (loop) throw refuse('to', `跳转形成循环：${loop.join(' → ')}，请修改目标地址`)

  // The cms itself (seed, jobs) and reviewers (administrators included) publish.
  if (!req.user || hasRole(req, 'reviewer')) return { ...data, from, to }
  // The school's top-level columns (/about, …) are live pages too: taking one over is a publish.
  const columns = await req.payload.find({
    collection: 'pages',
    // The portal's (a site's pages live under its own /sites/{slug}/pages/).
    where: { section: { equals: 'top' }, 'site.slug': { equals: PORTAL_SITE } },
    select: { path: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const roots = new Set(columns.docs.map((d) => (d.path ?? '').split('/')[1]?.toLowerCase()))
  const overColumn = (path: string) => roots.has(path.split(/[?#]/)[0]!.split('/')[1]?.toLowerCase())
  const review = (f: string, t: string) => overColumn(f) || needsReview(f, t, env.school)
  const original = originalDoc as { from?: string; to?: string; state?: string } | undefined
  if (
    operation === 'update' &&
    original?.from &&
    original.to &&
    original.state !== 'pending' &&
    review(original.from, original.to)
  )
    throw new APIError('该跳转已经审核生效，修改须由审核员进行', 403, null, true)
  return { ...data, from, to, state: review(from, to) ? 'pending' : 'active' }
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
  defaultColumns: ['from', 'to', 'type', 'state', 'hits'],
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
      name: 'state',
      label: '审核状态',
      type: 'select',
      required: true,
      defaultValue: 'active',
      index: true,
      options: STATES,
      admin: {
        position: 'sidebar',
        description:
          '覆盖网站现有页面或栏目、或跳转到学校以外网站的规则，须经审核员审核（设为“已生效”）后才生效。',
      },
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
// Reviewers approve redirects that wait for review (and may keep redirects like the web office).
Redirects.access = {
  ...Redirects.access,
  create: managedBy('editor', 'reviewer'),
  update: managedBy('editor', 'reviewer'),
}
