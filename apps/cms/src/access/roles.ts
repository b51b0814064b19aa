import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/** Staff roles of the console (docs/roles.md). */
export const ROLES = [
  { label: '系统管理员', value: 'admin' },
  { label: '内容编辑', value: 'editor' },
  { label: '审核员', value: 'reviewer' },
  { label: '招生办', value: 'admissions' },
  { label: '教务处', value: 'academic' },
  { label: '信箱管理员', value: 'mailbox' },
] as const
export type Role = (typeof ROLES)[number]['value']

type StaffUser = { collection?: string; roles?: Role[] | null }

export const hasRole = (req: Pick<PayloadRequest, 'user'>, ...roles: Role[]): boolean => {
  const user = req.user as StaffUser | null | undefined
  if (!user || user.collection !== 'users') return false
  const mine = user.roles ?? []
  return mine.includes('admin') || roles.some((r) => mine.includes(r))
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

/** Standard CRUD access for a collection: every action limited to the given roles, nothing public. */
export const crudFor = (...roles: Role[]) => {
  const access = managedBy(...roles)
  return { read: access, create: access, update: access, delete: access, readVersions: access }
}

export const adminOnly = managedBy()
