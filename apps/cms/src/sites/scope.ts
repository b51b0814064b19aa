import { PORTAL_SITE, type SiteRef } from '@ou/contract'
import { confinedSites, onSites } from './confined'
import { ValidationError } from 'payload'
import { requestOn, roleGroups } from './siteRoles'
import type {
  Access,
  CollectionBeforeValidateHook,
  CollectionSlug,
  Field,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

/**
 * Isolation is access (DESIGN.md §9): every site-scoped collection carries `site`, and a staff
 * account confined to some sites (its `sites` field) reads, writes and deletes only their content.
 * The rule sits in the collections' access functions, so the console, REST and the local API
 * obey it alike. An account with no sites is the web office's: it works on every site.
 */

export { confinedSites, sameSiteMedia, uploadOfAnySite } from './confined'

/** The collections whose documents belong to one site (images and attachments too). */
export const SITE_SCOPED = [
  'news-categories',
  'news',
  'pages',
  'media',
  'files',
  'carousels',
] as const satisfies CollectionSlug[]
export type SiteScoped = (typeof SITE_SCOPED)[number]

type Ref = number | { id: number } | null | undefined
const idOf = (r: Ref): number | null =>
  r === null || r === undefined ? null : typeof r === 'object' ? r.id : r

/** Whether a collection's documents belong to one site each. */
export const isSiteScoped = (slug: string): slug is SiteScoped =>
  (SITE_SCOPED as readonly string[]).includes(slug)

/** The upload collections among them: what a document shows, never what names its site. */
const UPLOADS: readonly string[] = ['media', 'files'] satisfies SiteScoped[]

/** What a thing placed in rich text is called in a refusal, by its collection. */
const PLACED: Record<string, string> = { media: '图片', files: '附件' }

/**
 * The condition a query of a site-scoped collection adds for this account (its sites), or null when
 * it is not confined. For the console's own views that read with overrideAccess (the review queue,
 * the dashboard): they must read no more than the collection's access lets the account read.
 */
export function siteScope(user: PayloadRequest['user'] | undefined): Where | null {
  const ids = confinedSites(user)
  return ids ? onSites(ids) : null
}

/** Each site's short name (简称, else its name) by id: the console names an item's site with it. */
export async function siteNames(payload: Payload): Promise<Map<number, string>> {
  const { docs } = await payload.find({
    collection: 'sites',
    select: { name: true, short_name: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return new Map(
    (docs as { id: number; name: string; short_name?: string | null }[]).map((d) => [
      d.id,
      d.short_name || d.name,
    ]),
  )
}

/**
 * An access function confined to the account's sites: what `base` allows the account as it is on
 * each site (its role there, sites/siteRoles.ts), and only on those sites. `create` cannot answer
 * with a query, so it checks the new document's site (when the data names one; guardSite checks
 * the site it fills in).
 */
export function confine(
  base: Access,
  operation: 'read' | 'create' | 'update' | 'delete' | 'readVersions',
): Access {
  return async (args) => {
    const ids = confinedSites(args.req.user)
    if (!ids) return base(args)
    const groups = roleGroups(args.req.user)
    const on = (site: number) => base({ ...args, req: requestOn(args.req, site) })
    if (operation === 'create') {
      const site = idOf((args.data as { site?: Ref } | undefined)?.site)
      if (site !== null) return ids.includes(site) && Boolean(await on(site))
      for (const g of groups) if (await on(g.sites[0]!)) return true
      return false
    }
    // The union over the account's sites of what each allows; versions carry the document's
    // fields under `version`.
    const parts: Where[] = []
    for (const g of groups) {
      const allowed = await on(g.sites[0]!)
      if (!allowed) continue
      const where = operation === 'readVersions' ? { 'version.site': { in: g.sites } } : onSites(g.sites)
      parts.push(allowed === true ? where : { and: [allowed, where] })
    }
    return parts.length ? (parts.length === 1 ? parts[0]! : { or: parts }) : false
  }
}

/** Every operation of a collection's access confined to the account's sites. */
export function confineAccess<
  A extends Partial<Record<'read' | 'create' | 'update' | 'delete' | 'readVersions', Access>>,
>(access: A): A {
  return Object.fromEntries(
    Object.entries(access).map(([op, fn]) => [op, fn ? confine(fn as Access, op as 'read') : fn]),
  ) as A
}

// The sites (id, slug, names, domain, status), read once per few seconds: sites change rarely, and
// the public calls of every site ask for them.
const TTL_MS = 5_000
export interface GroupSite {
  id: number
  slug: string
  name: string
  short_name: string
  domain: string | null
  status: string
}
let cached: { at: number; list: GroupSite[]; bySlug: Map<string, number> } | null = null

/** Forgets the cached sites (the sites collection changed). */
export const forgetSites = () => {
  cached = null
}

async function groupSites(payload: Payload) {
  if (cached && Date.now() - cached.at < TTL_MS) return cached
  const { docs } = await payload.find({
    collection: 'sites',
    select: { slug: true, name: true, short_name: true, domain: true, status: true },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const list = (docs as Partial<GroupSite>[]).map((d) => ({
    id: Number(d.id),
    slug: String(d.slug),
    name: String(d.name ?? ''),
    short_name: String(d.short_name || d.name || ''),
    domain: d.domain || null,
    status: String(d.status ?? ''),
  }))
  cached = { at: Date.now(), list, bySlug: new Map(list.map((d) => [d.slug, d.id])) }
  return cached
}

const siteIds = async (payload: Payload) => (await groupSites(payload)).bySlug

/**
 * The sites a visitor may meet: the live (已上线) ones and the portal (whose search and pages
 * answer whatever its status). A site being built (建设中) or closed (已停用) is not among them.
 */
export async function liveSites(payload: Payload): Promise<GroupSite[]> {
  return (await groupSites(payload)).list.filter((s) => s.status === 'live' || s.slug === PORTAL_SITE)
}

/** The slug of the site with this id, or null when no site has it. */
export async function siteSlugOf(payload: Payload, id: number): Promise<string | null> {
  for (const [slug, siteId] of await siteIds(payload)) if (siteId === id) return slug
  return null
}

/** The id of the site a slug names (the portal without one), or null when no site has it. */
export async function siteIdOf(payload: Payload, slug: string | undefined): Promise<number | null> {
  return (await siteIds(payload)).get(slug || PORTAL_SITE) ?? null
}

/** A link within the group: a relationship to a site-scoped collection, where the data holds it. */
interface GroupLink {
  /** Its path in the data (`layout.0.category`), for the error. */
  path: string
  /** The top-level field it sits in: an update that leaves that field out keeps it as stored. */
  top: string
  label: string
  collection: SiteScoped
  id: number | null
}

/**
 * The links within the group that a document's data holds, wherever its fields put them:
 * relationships and uploads (an image, an attachment) at the top, in rows, collapsibles, tabs
 * and groups, in arrays and in layout blocks (a page's 新闻列表 names a column): each is on the
 * document's own site.
 */
function groupLinks(fields: Field[], data: unknown, path = '', top?: string): GroupLink[] {
  const at = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  return fields.flatMap((f): GroupLink[] => {
    if (f.type === 'row' || f.type === 'collapsible') return groupLinks(f.fields, at, path, top)
    if (f.type === 'tabs')
      return f.tabs.flatMap((t) =>
        'name' in t && t.name
          ? groupLinks(t.fields, at[t.name], `${path}${t.name}.`, top ?? t.name)
          : groupLinks(t.fields, at, path, top),
      )
    if (f.type === 'group' && !('name' in f && f.name)) return groupLinks(f.fields, at, path, top)
    if (!('name' in f) || !f.name) return []
    const value = at[f.name]
    const here = `${path}${f.name}`
    const root = top ?? f.name
    if (f.type === 'group') return groupLinks(f.fields, value, `${here}.`, root)
    const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : []
    if (f.type === 'array') return rows.flatMap((row, i) => groupLinks(f.fields, row, `${here}.${i}.`, root))
    if (f.type === 'blocks')
      return rows.flatMap((row, i) => {
        const block = f.blocks.find((b) => b.slug === row?.blockType)
        return block ? groupLinks(block.fields, row, `${here}.${i}.`, root) : []
      })
    if (f.type === 'richText') {
      // The images and attachments placed in the text (the editor's upload nodes); links may point
      // anywhere. The refusal names which of the two it was.
      const field = typeof f.label === 'string' ? f.label : f.name
      return richTextUploads(value).flatMap(({ relationTo, value: v }) =>
        isSiteScoped(relationTo)
          ? [
              {
                path: here,
                top: root,
                label: `${field}中的${PLACED[relationTo] ?? '内容'}`,
                collection: relationTo,
                id: idOf(v as Ref),
              },
            ]
          : [],
      )
    }
    if (
      (f.type !== 'relationship' && f.type !== 'upload') ||
      typeof f.relationTo !== 'string' ||
      f.name === 'site' ||
      !isSiteScoped(f.relationTo)
    )
      return []
    const label = typeof f.label === 'string' ? f.label : f.name
    return (Array.isArray(value) ? value : [value]).map((v) => ({
      path: here,
      top: root,
      label,
      collection: f.relationTo as SiteScoped,
      id: idOf(v as Ref),
    }))
  })
}

/** The upload nodes (an image or attachment placed in the text) of a Lexical state, at any depth. */
function richTextUploads(state: unknown): { relationTo: string; value: unknown }[] {
  const found: { relationTo: string; value: unknown }[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { type?: unknown; relationTo?: unknown; value?: unknown; children?: unknown }
    if (n.type === 'upload' && typeof n.relationTo === 'string')
      found.push({ relationTo: n.relationTo, value: n.value })
    if (Array.isArray(n.children)) n.children.forEach(walk)
  }
  walk((state as { root?: unknown } | null)?.root)
  return found
}

/**
 * The site a new document lands on: the one its data names; else its column's (the first link
 * within the group at the top of its data; not an image or attachment: the column or the author
 * names the site, and the upload must be on it); else its author's one site. Null when none says:
 * guardSite then puts it on the portal. guardPublishing asks it too, before access runs.
 */
export async function siteOfNew(
  req: PayloadRequest,
  fields: Field[],
  data: Record<string, unknown> | undefined,
): Promise<number | null> {
  const named = idOf(data?.site as Ref)
  if (named !== null) return named
  const linked = groupLinks(fields, data).find(
    (l) => l.path === l.top && l.id !== null && !UPLOADS.includes(l.collection),
  )
  const column = linked
    ? await req.payload.findByID({
        collection: linked.collection,
        id: linked.id!,
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        req,
      })
    : null
  const mine = confinedSites(req.user)
  return idOf(column?.site as Ref) ?? (mine?.length === 1 ? mine[0]! : null)
}

/**
 * Fills in a new document's site (the account's own when it has exactly one, else the portal), and
 * refuses a site outside the account's own. It runs before drafts skip validation, so a draft
 * cannot move either. (The console shows the field: a web-office editor can pick another site.)
 */
export const guardSite: CollectionBeforeValidateHook = async ({
  collection,
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const refuse = (path: string, message: string, label: string): never => {
    throw new ValidationError({ collection: collection.slug, errors: [{ path, message, label }] }, req.t)
  }
  const mine = confinedSites(req.user)
  // What it links to within the group once saved: what the update sends over what is stored (a
  // move that leaves its column out still takes the stored column along).
  const links = groupLinks(
    collection.fields,
    operation === 'update' ? { ...(originalDoc ?? {}), ...data } : data,
  )
  if (operation === 'create' && idOf(data.site as Ref) === null)
    data.site = (await siteOfNew(req, collection.fields, data)) ?? (await siteIdOf(req.payload, PORTAL_SITE))
  const site = idOf(data.site as Ref) ?? idOf(originalDoc?.site as Ref)
  if (mine && site !== null && !mine.includes(site)) refuse('site', '只能选择您所在的站点', '所属站点')
  // Roles are per site: a new document, or one moved to another site, needs the right to create
  // (as a draft) on the site it lands on, whatever its author may do on its other sites.
  const moved =
    operation === 'update' &&
    data.site !== undefined &&
    idOf(data.site as Ref) !== idOf(originalDoc?.site as Ref)
  const create = collection.access.create
  if (mine && site !== null && (operation === 'create' || moved) && typeof create === 'function') {
    const draft = { ...data, site, _status: 'draft' }
    if (!(await create({ req, data: draft }))) refuse('site', '您在该站点没有新建内容的权限', '所属站点')
  }
  // What a document links to within the group is on its own site: checked when the site or the
  // link is sent (the console sends both with every save).
  const checked = new Set<string>()
  for (const link of links) {
    if (site === null || link.id === null) continue
    if (operation === 'update' && !(link.top in data) && data.site === undefined) continue
    const key = `${link.collection}:${link.id}`
    if (checked.has(key)) continue
    checked.add(key)
    const { totalDocs } = await req.payload.count({
      collection: link.collection,
      where: { and: [{ id: { equals: link.id } }, { site: { equals: site } }] },
      overrideAccess: true,
      req,
    })
    if (!totalDocs) refuse(link.path, `所选${link.label}不属于该内容的站点，请重新选择`, link.label)
  }
  return data
}

/** The `site` field of a site-scoped collection. */
export const siteField: Field = {
  name: 'site',
  label: '所属站点',
  type: 'relationship',
  relationTo: 'sites',
  index: true,
  admin: {
    position: 'sidebar',
    description: '内容属于哪个站点，只在该站点显示',
  },
  // A confined account picks among its own sites; the check also runs on every save (Payload
  // validates a relationship against its filter), so no one moves content to another site.
  filterOptions: ({ req }) => {
    const ids = confinedSites(req.user)
    return ids ? { id: { in: ids } } : true
  },
  validate: (value: unknown, { req }: { req: PayloadRequest }) => {
    const id = idOf(value as Ref)
    if (id === null) return '请选择所属站点'
    const ids = confinedSites(req.user)
    return !ids || ids.includes(id) ? true : '只能选择您所在的站点'
  },
}

/**
 * Collections a confined account uses as any member of staff does: its own account, its preview
 * links (each checked against the draft it shows) and the site list itself (public; only
 * administrators change it).
 */
const SHARED: string[] = ['users', 'preview-links', 'sites']

/** The request as a visitor would make it: what a confined account may read outside its sites. */
const asVisitor = (req: PayloadRequest): PayloadRequest =>
  new Proxy(req, { get: (target, key) => (key === 'user' ? null : Reflect.get(target, key)) })

/**
 * Outside the site-scoped collections a confined account has no staff rights: it reads what a
 * visitor reads and changes nothing (the portal's pages, menus and settings are the web office's).
 */
function outsideSites(base: Access, operation: string): Access {
  return (args) => {
    if (!confinedSites(args.req.user)) return base(args)
    return operation === 'read' ? base({ ...args, req: asVisitor(args.req) }) : false
  }
}

// A collection's rule gets the console's user, a global's the server's: either is read the same way.
type Hidden = boolean | ((args: { user: never }) => boolean)
type WithAccess = {
  slug: string
  access?: Record<string, unknown>
  versions?: unknown
  admin?: { hidden?: Hidden }
}

/**
 * Out of a confined account's console (navigation, dashboard and its views): what it may only read
 * as a visitor would, the portal's settings, menus and content; the rest of the config's own rule
 * applies to everyone else. Payload's pickers still open a hidden collection's documents where a
 * site's content links to them (a page's link to a topic).
 */
const hiddenFromSiteStaff =
  (hidden: Hidden | undefined): Hidden =>
  ({ user }) =>
    confinedSites(user as PayloadRequest['user']) !== null ||
    (typeof hidden === 'function' ? hidden({ user }) : Boolean(hidden))

/**
 * Records the system writes about a site (the inspection's findings, each with its page's `site`,
 * and a site's own inspection runs): a site's staff read their sites' ones, as their role would
 * read any; they change none.
 */
const SITE_RECORDS: string[] = ['inspection-findings', 'inspection-runs']

/**
 * Applies the site rules to the whole configuration: site-scoped collections are confined by their
 * factory (collections/factory.ts); every other collection and global is closed to confined
 * accounts except for what a visitor may read, and left out of their console.
 */
export function applySiteRules<C extends WithAccess>(configs: C[], ops: string[]): C[] {
  // Payload's own default for an operation a config leaves out: any signed-in account.
  const signedIn: Access = ({ req }) => Boolean(req.user)
  return configs.map((c) => {
    if (SHARED.includes(c.slug) || (SITE_SCOPED as readonly string[]).includes(c.slug)) return c
    const access: Record<string, unknown> = { ...c.access }
    for (const op of ops) {
      const fn = access[op]
      if (op === 'readVersions' && !fn && !c.versions) continue
      if (op === 'read' && SITE_RECORDS.includes(c.slug) && typeof fn === 'function') {
        access[op] = confine(fn as Access, 'read')
        continue
      }
      access[op] = outsideSites(typeof fn === 'function' ? (fn as Access) : signedIn, op)
    }
    if (SITE_RECORDS.includes(c.slug)) return { ...c, access }
    return { ...c, access, admin: { ...c.admin, hidden: hiddenFromSiteStaff(c.admin?.hidden) } } as C
  })
}

/**
 * The live sites of the group (not the portal) by full name: a school or centre of the same name
 * (天府开放大学绵阳分校) is that site's, and its list links it. Names are the web office's to keep equal.
 */
export async function liveSitesByName(payload: Payload): Promise<Map<string, SiteRef>> {
  return new Map(
    (await liveSites(payload))
      .filter((s) => s.slug !== PORTAL_SITE)
      .map((s) => [s.name, { slug: s.slug, name: s.short_name, domain: s.domain }]),
  )
}
