import { ValidationError } from 'payload'
import type {
  Access,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  PayloadRequest,
  Where,
} from 'payload'
import { hasRole, type Role } from '@/access/roles'
import { confinedSites } from './scope'

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

/** The sites whose staff this account administers, or null (not a site's administrator). */
export function administeredSites(req: Pick<PayloadRequest, 'user'>): number[] | null {
  const user = req.user as { collection?: string; roles?: Role[] | null } | null
  if (!user || user.collection !== 'users' || hasRole(req) || !user.roles?.includes('siteAdmin')) return null
  return confinedSites(req.user)
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

/**
 * What a site's administrator writes stays on its sites: the account it creates or changes is an
 * editor or reviewer of some of its sites, and not an administrator of any kind. A site's
 * administrator always has sites (it would otherwise be unconfined).
 */
export const guardSiteStaff: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const roles = (data.roles ?? originalDoc?.roles ?? []) as Role[]
  const sites = ids(data.sites ?? originalDoc?.sites)
  if (roles.includes('siteAdmin') && !sites.length)
    refuse(req, 'sites', '所在站点', '站点管理员须选择其管理的站点')
  const mine = administeredSites(req)
  if (!mine) return data
  // Its own account: its name, mail and password, not its roles or sites.
  if (originalDoc && originalDoc.id === req.user?.id) {
    const same = (a: unknown[], b: unknown[]) => [...a].sort().join() === [...b].sort().join()
    if (data.roles && !same(data.roles as Role[], (originalDoc.roles ?? []) as Role[]))
      refuse(req, 'roles', '角色', '不能修改自己的角色')
    if (data.sites && !same(ids(data.sites), ids(originalDoc.sites)))
      refuse(req, 'sites', '所在站点', '不能修改自己的站点')
    return data
  }
  const before = (originalDoc?.roles ?? []) as Role[]
  if (before.some((r) => !SITE_STAFF_ROLES.includes(r)))
    refuse(req, 'roles', '角色', '只能管理本站点的编辑和审核员')
  if (!roles.length || roles.some((r) => !SITE_STAFF_ROLES.includes(r)))
    refuse(req, 'roles', '角色', '站点管理员只能设置「内容编辑」或「审核员」角色')
  if (!sites.length || sites.some((s) => !mine.includes(s)))
    refuse(req, 'sites', '所在站点', '只能选择您所管理的站点')
  return data
}

/** A site's administrator removes only its sites' editors and reviewers, never itself. */
export const guardSiteStaffDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const mine = administeredSites(req)
  if (!mine) return
  const doc = await req.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true, req })
  const roles = (doc.roles ?? []) as Role[]
  if (doc.id === req.user?.id || roles.some((r) => !SITE_STAFF_ROLES.includes(r)))
    refuse(req, 'roles', '角色', '只能删除本站点的编辑和审核员')
}
