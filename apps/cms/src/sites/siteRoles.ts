import type { PayloadRequest } from 'payload'
import type { Role } from '@/access/roles'

/**
 * Roles per site (issue 34): a member of a site's staff has a role in each of its sites
 * (users.site_roles: rows {site, roles}), so one person can be 编辑 on one site and 审核员 on another.
 * The account's `sites` and `roles` stay as the union of its rows (the users collection derives them),
 * so what asks "is it confined, and to which sites" or "has it this role anywhere" reads as before;
 * what decides an operation on one site's document asks about the account as it is on that site.
 * An account from before the rows (sites and roles, no rows) has its roles on each of its sites.
 */

/** The roles an account holds on a site (the others are the web office's, global). */
export const SITE_ROLES = ['siteAdmin', 'editor', 'reviewer'] as const satisfies Role[]
export type SiteRole = (typeof SITE_ROLES)[number]
export const isSiteRole = (r: unknown): r is SiteRole => (SITE_ROLES as readonly unknown[]).includes(r)

export interface SiteRoleRow {
  site: number
  roles: SiteRole[]
}

type Ref = number | { id: number } | null | undefined
const idOf = (r: Ref): number | null =>
  r === null || r === undefined ? null : typeof r === 'object' ? r.id : r

type Account = {
  collection?: string
  roles?: Role[] | null
  sites?: Ref[] | null
  site_roles?: { site?: Ref; roles?: Role[] | null }[] | null
}

/** Rows as stored (or as sent): each with a site, its roles those of a site. */
export function rowsIn(value: unknown): SiteRoleRow[] {
  if (!Array.isArray(value)) return []
  return (value as { site?: Ref; roles?: unknown }[]).flatMap((r) => {
    const site = idOf(r?.site)
    const roles = Array.isArray(r?.roles) ? (r.roles as unknown[]).filter(isSiteRole) : []
    return site === null ? [] : [{ site, roles }]
  })
}

/** An account's sites and roles from before the rows: its site roles on each of its sites. */
export function rowsFrom(roles: unknown, sites: unknown): SiteRoleRow[] {
  const mine = (Array.isArray(roles) ? roles : []).filter(isSiteRole)
  const ids = (Array.isArray(sites) ? (sites as Ref[]) : []).map(idOf).filter((x): x is number => x !== null)
  return [...new Set(ids)].map((site) => ({ site, roles: [...mine] }))
}

/**
 * The rows of a staff account confined to sites, or null when it is not confined (the web office,
 * an administrator, a visitor, a student): then its roles apply everywhere.
 */
export function siteRoleRows(user: PayloadRequest['user'] | undefined): SiteRoleRow[] | null {
  const u = user as Account | null | undefined
  if (!u || u.collection !== 'users' || u.roles?.includes('admin') || !u.sites?.length) return null
  const stored = rowsIn(u.site_roles)
  return stored.length ? stored : rowsFrom(u.roles, u.sites)
}

/** The account as it is on one of its sites: its roles there, confined to that site. */
export function userOn<U extends PayloadRequest['user']>(user: U, site: number): U {
  const rows = siteRoleRows(user)
  if (!rows) return user
  const roles = rows.find((r) => r.site === site)?.roles ?? []
  return { ...(user as object), roles, sites: [site], site_roles: [{ site, roles }] } as unknown as U
}

/** The request as the account makes it on one site (see userOn). */
export const requestOn = (req: PayloadRequest, site: number): PayloadRequest => {
  let user = userOn(req.user, site)
  if (user === req.user) return req
  // Payload's local API writes `req.user` back (a read of the settings does): the write stays on
  // this view, never reaching the request itself.
  return new Proxy(req, {
    get: (target, key) => (key === 'user' ? user : Reflect.get(target, key)),
    set: (target, key, value) => {
      if (key !== 'user') return Reflect.set(target, key, value)
      user = value
      return true
    },
  })
}

/**
 * The account's sites grouped by the roles it has on them: an access function answers once per
 * group, as the account on those sites.
 */
export function roleGroups(
  user: PayloadRequest['user'] | undefined,
): { sites: number[]; roles: SiteRole[] }[] {
  const groups = new Map<string, { sites: number[]; roles: SiteRole[] }>()
  for (const row of siteRoleRows(user) ?? []) {
    const key = [...row.roles].sort().join()
    const g = groups.get(key) ?? { sites: [], roles: row.roles }
    g.sites.push(row.site)
    groups.set(key, g)
  }
  return [...groups.values()]
}

/**
 * The sites where a confined account has one of `roles` (a site's administrator also writes and
 * reviews there), or null when it is not confined.
 */
export function sitesWhere(user: PayloadRequest['user'] | undefined, ...roles: SiteRole[]): number[] | null {
  const rows = siteRoleRows(user)
  if (!rows) return null
  return rows
    .filter(
      (r) =>
        roles.some((role) => r.roles.includes(role)) ||
        (r.roles.includes('siteAdmin') && roles.some((x) => x === 'editor' || x === 'reviewer')),
    )
    .map((r) => r.site)
}
