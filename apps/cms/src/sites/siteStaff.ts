import { ValidationError } from 'payload'
import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionBeforeValidateHook,
  FieldHook,
  PayloadRequest,
  Where,
} from 'payload'
import { hasRole, type Role } from '@/access/roles'
import { isSiteRole, rowsFrom, rowsIn, sitesWhere, type SiteRoleRow } from './siteRoles'

/**
 * A site's administrator (站点管理员) keeps its site's staff (issue 34): it adds, edits and removes
 * the editors and reviewers of its own sites, and nobody else. The web office (admin) keeps every
 * account. Access narrows the accounts it reaches; the hooks check what it writes.
 */

/** The roles a site's administrator may give. */
export const SITE_STAFF_ROLES: Role[] = ['editor', 'reviewer']

type Ref = number | { id: number }
const ids = (refs: unknown): number[] =>
  Array.isArray(refs)
    ? refs.map((r: Ref) => (typeof r === 'object' && r ? r.id : r)).filter((x) => typeof x === 'number')
    : []

/** The sites whose staff this account administers (站点管理员 there), or null (none). */
export function administeredSites(req: Pick<PayloadRequest, 'user'>): number[] | null {
  const user = req.user as { collection?: string; roles?: Role[] | null } | null
  if (!user || user.collection !== 'users' || hasRole(req) || !user.roles?.includes('siteAdmin')) return null
  const sites = sitesWhere(req.user, 'siteAdmin')
  return sites?.length ? sites : null
}

/** Accounts on the administrator's sites (never another administrator's), or one's own. */
const siteStaffOrSelf = (req: PayloadRequest): Where | boolean => {
  if (hasRole(req)) return true
  if (!req.user) return false
  const self: Where = { id: { equals: req.user.id } }
  const sites = administeredSites(req)
  return sites ? { or: [self, { sites: { in: sites } }] } : self
}

export const usersAccess = {
  read: (({ req }) => siteStaffOrSelf(req)) as Access,
  update: (({ req }) => siteStaffOrSelf(req)) as Access,
  create: (({ req }) => hasRole(req) || administeredSites(req) !== null) as Access,
  delete: (({ req }) =>
    hasRole(req)
      ? true
      : administeredSites(req)
        ? { sites: { in: administeredSites(req)! } }
        : false) as Access,
}

/** Who may set an account's roles and sites: admin, and a site's administrator (checked below). */
export const setsStaff = ({ req }: { req: PayloadRequest }) => hasRole(req) || administeredSites(req) !== null

function refuse(req: PayloadRequest, path: string, label: string, message: string): never {
  throw new ValidationError({ collection: 'users', errors: [{ path, message, label }] }, req.t)
}

const sameRows = (a: SiteRoleRow[], b: SiteRoleRow[]) => {
  const key = (rows: SiteRoleRow[]) =>
    rows
      .map((r) => `${r.site}:${[...r.roles].sort().join('+')}`)
      .sort()
      .join()
  return key(a) === key(b)
}
const sameIds = (a: unknown, b: unknown) => [...ids(a)].sort().join() === [...ids(b)].sort().join()
const siteRolesIn = (roles: unknown) => (Array.isArray(roles) ? roles.filter(isSiteRole).sort().join() : '')

/** The rows stored for an account (not what a read shows a site's administrator). */
async function storedRows(req: PayloadRequest, id: number | string | undefined): Promise<SiteRoleRow[]> {
  if (id === undefined) return []
  const doc = await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })
  return rowsIn((doc as { site_roles?: unknown } | null)?.site_roles)
}

/**
 * Keeps an account's roles per site (site_roles, sites/siteRoles.ts) and its `sites` and `roles`
 * in step. Changed rows decide its sites and its site roles; a save that changes `roles` or `sites`
 * instead (the console's simple form, a client from before the rows, the seed) gives those roles
 * on each of those sites. A site's administrator reads and sends the rows of its own sites only
 * (ownSitesRows): the other sites' rows stay as stored. (Payload fills a save's data with the
 * stored values before this runs, so "changed" is against them.)
 */
export const deriveSiteRoles: CollectionBeforeValidateHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (!data) return data
  const update = operation === 'update'
  const before = update ? await storedRows(req, originalDoc?.id) : []
  const mine = administeredSites(req)
  const ours = (r: SiteRoleRow) => !mine || mine.includes(r.site)
  const elsewhere = () => refuse(req, 'site_roles', '各站点角色', '只能选择您所管理的站点')
  if (Array.isArray(data.site_roles) && data.site_roles.some((r: { site?: unknown }) => r?.site == null))
    refuse(req, 'site_roles', '各站点角色', '请为每一行选择站点')
  const sent = rowsIn(data.site_roles)
  const seen = new Set<number>()
  for (const r of sent) {
    if (seen.has(r.site)) refuse(req, 'site_roles', '各站点角色', '同一站点只能设置一行角色')
    seen.add(r.site)
  }
  // Rows of other sites a site's administrator sends (a client that read them before) stay as they are.
  for (const r of sent.filter((x) => !ours(x))) if (!before.some((b) => sameRows([b], [r]))) elsewhere()
  const kept = before.filter((r) => !ours(r))
  // A site's administrator reads an account's `sites` as its own sites among them (ownSites): what
  // it sends there speaks for those, and another site it names that the account is not on is refused.
  const ownOf = (v: unknown) => (mine ? ids(v).filter((s) => mine.includes(s)) : ids(v))
  const storedSites = ids(originalDoc?.sites)
  const legacyChanged = update
    ? !sameIds(ownOf(data.sites), ownOf(originalDoc?.sites)) ||
      ids(data.sites).some((s) => !storedSites.includes(s)) ||
      siteRolesIn(data.roles) !==
        siteRolesIn(
          mine ? rolesSeenOn(mine, originalDoc?.roles, originalDoc?.site_roles) : originalDoc?.roles,
        )
    : ids(data.sites).length > 0
  let own = before.filter(ours)
  if (!sameRows(sent.filter(ours), own)) own = sent.filter(ours)
  else if (legacyChanged || (!before.length && ids(data.sites).length)) {
    const derived = rowsFrom(data.roles, data.sites)
    if (derived.some((r) => !ours(r) && !kept.some((k) => k.site === r.site))) elsewhere()
    own = derived.filter(ours)
  }
  const rows = [...kept, ...own]
  const others = (Array.isArray(data.roles) ? (data.roles as Role[]) : []).filter((r) => !isSiteRole(r))
  data.site_roles = rows.map((r) => ({ site: r.site, roles: r.roles }))
  data.sites = rows.map((r) => r.site)
  // Without rows the account is the web office's: its roles as sent.
  if (rows.length) data.roles = [...new Set([...others, ...rows.flatMap((r) => r.roles)])]
  return data
}

/**
 * What a site's administrator writes stays on its sites: the account it creates or changes is an
 * editor or reviewer of some of its sites, and not an administrator of any kind; its rows on other
 * sites stay as they are. A site's administrator always has sites (it would otherwise be
 * unconfined).
 */
export const guardSiteStaff: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const rows = rowsIn(data.site_roles ?? originalDoc?.site_roles)
  const sites = ids(data.sites ?? originalDoc?.sites)
  if (((data.roles ?? originalDoc?.roles ?? []) as Role[]).includes('siteAdmin') && !sites.length)
    refuse(req, 'sites', '所在站点', '站点管理员须选择其管理的站点')
  const mine = administeredSites(req)
  if (mine) {
    // Its own account: its name, mail and password, not its roles or sites.
    if (originalDoc && originalDoc.id === req.user?.id) {
      const same = (a: unknown[], b: unknown[]) => [...a].sort().join() === [...b].sort().join()
      if (data.roles && !same(data.roles as Role[], (originalDoc.roles ?? []) as Role[]))
        refuse(req, 'roles', '角色', '不能修改自己的角色')
      if (data.sites && !same(ids(data.sites), ids(originalDoc.sites)))
        refuse(req, 'sites', '所在站点', '不能修改自己的站点')
      if (data.site_roles && !sameRows(rowsIn(data.site_roles), rowsIn(originalDoc.site_roles)))
        refuse(req, 'site_roles', '各站点角色', '不能修改自己的角色')
      return data
    }
    const ours = (r: SiteRoleRow) => mine.includes(r.site)
    const roles = (data.roles ?? []) as Role[]
    const beforeRoles = (originalDoc?.roles ?? []) as Role[]
    const beforeRows = rowsIn(originalDoc?.site_roles)
    if (
      beforeRoles.some((r) => !isSiteRole(r)) ||
      beforeRows.filter(ours).some((r) => r.roles.some((x) => !SITE_STAFF_ROLES.includes(x)))
    )
      refuse(req, 'roles', '角色', '只能管理本站点的编辑和审核员')
    if (
      !roles.length ||
      roles.some((r) => !isSiteRole(r)) ||
      rows.filter(ours).some((r) => r.roles.some((x) => !SITE_STAFF_ROLES.includes(x)))
    )
      refuse(req, 'roles', '角色', '站点管理员只能设置「内容编辑」或「审核员」角色')
    // The rows of other sites are those sites' business: as they were.
    const theirs = (list: SiteRoleRow[]) => list.filter((r) => !ours(r))
    if (!rows.some(ours) || !sameRows(theirs(rows), theirs(beforeRows)))
      refuse(req, 'sites', '所在站点', '只能选择您所管理的站点')
  }
  for (const r of rows)
    if (!r.roles.length) refuse(req, 'site_roles', '各站点角色', '请为每个站点选择至少一个角色')
  return data
}

/**
 * A site's administrator removes only its sites' editors and reviewers, never itself, and not an
 * account that also works on a site it does not administer (it takes its rows off instead).
 */
export const guardSiteStaffDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const mine = administeredSites(req)
  if (!mine) return
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
  const roles = (doc.roles ?? []) as Role[]
  if (doc.id === req.user?.id || roles.some((r) => !SITE_STAFF_ROLES.includes(r)))
    refuse(req, 'roles', '角色', '只能删除本站点的编辑和审核员')
  if (ids(doc.sites).some((s) => !mine.includes(s)))
    refuse(req, 'sites', '所在站点', '该人员还在其他站点任职，请只移除其在本站点的角色')
}

/**
 * What a site's administrator reads of an account: its rows on the administrator's sites only
 * (the rows of other sites are theirs; a save keeps them, deriveSiteRoles). The cms's own reads
 * (overrideAccess) see every row.
 */
export const ownSitesRows: FieldHook = (args) => onOwnSites(args, (r: { site?: Ref } | null) => r?.site)

/**
 * The same for an account's `sites`: a site's administrator reads the account's sites among its
 * own, not the names of the others (a save keeps them: deriveSiteRoles reads what it sends as its
 * own sites' part).
 */
export const ownSites: FieldHook = (args) => onOwnSites(args, (s: Ref) => s)

/**
 * The same for an account's `roles`: a site's administrator reads the roles the account holds on
 * its own sites (and any that are no site's), not the union that names what it does elsewhere.
 * deriveSiteRoles compares what it sends with this view, not with the stored union.
 */
export const ownSitesRoles: FieldHook = ({ value, req, overrideAccess, originalDoc, data }) => {
  const mine = overrideAccess ? null : administeredSites(req)
  const doc = (originalDoc ?? data) as { id?: unknown; site_roles?: unknown } | undefined
  if (!mine || !Array.isArray(value) || doc?.id === req.user?.id) return value
  return rolesSeenOn(mine, value, doc?.site_roles)
}

/** An account's roles as the administrator of `mine` sees them (all of them where it has no rows). */
function rolesSeenOn(mine: number[], roles: unknown, siteRoles: unknown): Role[] {
  const list = (Array.isArray(roles) ? roles : []) as Role[]
  const rows = rowsIn(siteRoles)
  if (!rows.length) return list
  const held = new Set(rows.filter((r) => mine.includes(r.site)).flatMap((r) => r.roles))
  return list.filter((r) => !isSiteRole(r) || held.has(r))
}

/** A list field's items on the reading site administrator's own sites (`siteOf` names each one's). */
function onOwnSites<T>(
  { value, req, overrideAccess, originalDoc, data }: Parameters<FieldHook>[0],
  siteOf: (item: T) => Ref | null | undefined,
) {
  const mine = overrideAccess ? null : administeredSites(req)
  const id = (originalDoc ?? data)?.id
  if (!mine || !Array.isArray(value) || id === req.user?.id) return value
  return (value as T[]).filter((item) => {
    const site = siteOf(item)
    return site != null && mine.includes(typeof site === 'object' ? site.id : site)
  })
}
