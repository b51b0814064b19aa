import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'
import { labelMap, optionsOf } from '../lib/labels'

/** Staff roles of the console (docs/roles.md). */
export const ROLES = optionsOf({
  admin: '系统管理员',
  // 站群: the administrator of one or more sites (users.sites), confined to them (sites/scope.ts).
  siteAdmin: '站点管理员',
  editor: '内容编辑',
  reviewer: '审核员',
  admissions: '招生办',
  academic: '教务处',
  mailbox: '信箱管理员',
  disclosure: '信息公开办',
})
export type Role = (typeof ROLES)[number]['value']
export const ROLE_LABEL: Record<string, string> = labelMap(ROLES)

type StaffUser = { collection?: string; roles?: Role[] | null; sites?: unknown[] | null }

/** What a site's administrator does besides managing its staff: write and review its content. */
const SITE_ADMIN_DOES: Role[] = ['editor', 'reviewer']

export const hasRole = (req: Pick<PayloadRequest, 'user'>, ...roles: Role[]): boolean => {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return false
  const mine = user.roles ?? []
  if (mine.includes('admin') || roles.some((r) => mine.includes(r))) return true
  // Only on the sites the account is confined to: applySiteRules closes everything else to it.
  return (
    mine.includes('siteAdmin') &&
    Boolean(user.sites?.length) &&
    roles.some((r) => SITE_ADMIN_DOES.includes(r))
  )
}

/** Access for a collection managed by the given roles (admin always included). */
export const managedBy =
  (...roles: Role[]): Access =>
  ({ req }) =>
    hasRole(req, ...roles)

export const fieldManagedBy =
  (...roles: Role[]): FieldAccess =>
  ({ req }) =>
    hasRole(req, ...roles)

/** What a visitor may read of a collection with drafts: its published documents. */
export const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Read access that states what is public (docs/roles.md): the given roles (and admin) read
 * everything; an anonymous visitor reads what `visible` allows, `true`, nothing (`false`), or a
 * `Where` that Payload adds to every query the visitor makes, as Payload's website template does
 * for published documents. The public API queries as the visitor (api/context.ts), so this is
 * what filters its answers too. A signed-in staff account without the roles reads nothing.
 */
export const readableBy =
  (roles: Role[], visible: Where | boolean): Access =>
  ({ req }) =>
    hasRole(req, ...roles) || (!req.user && visible)

/** Fields for the staff only: a signed-in account reads them, a visitor never does. */
export const staffField: FieldAccess = ({ req }) => Boolean(req.user)

/** One rule for reading and writing a collection without versions. */
export const sameFor = (access: Access) => ({ read: access, create: access, update: access, delete: access })

/** Standard CRUD access for a collection: every action limited to the given roles, nothing public. */
export const crudFor = (...roles: Role[]) => {
  const access = managedBy(...roles)
  return { ...sameFor(access), readVersions: access }
}

export const adminOnly = managedBy()

/** No account may create or change it through the APIs: only server code (overrideAccess) writes it. */
export const nobody: Access = () => false

/**
 * What a visitor submits through the public API (server code creates it): the given roles read and
 * answer it, no one creates it through Payload's APIs, only admin deletes it.
 */
export const handledBy = (...roles: Role[]) => {
  const access = managedBy(...roles)
  return { read: access, create: nobody, update: access, delete: adminOnly }
}

/** Records the system writes (inspection runs, findings, probes): `read` reads them, admin deletes. */
export const writtenBySystem = (read: Access) => ({ read, create: nobody, update: nobody, delete: adminOnly })
