import type { CollectionConfig } from 'payload'
import { ROLES, adminOnly, fieldManagedBy, hasRole } from '../access/roles'
import { auditFailedLogin, auditLogin } from '../audit/hooks'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '工作人员', plural: '工作人员' },
  admin: { group: '系统', useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'] },
  auth: {
    // Console logins are rate-limited: 5 wrong passwords lock the account for 15 minutes.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: process.env.COOKIE_SECURE === '1' },
  },
  hooks: { afterLogin: [auditLogin], afterError: [auditFailedLogin] },
  access: {
    read: ({ req }) => (hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    create: adminOnly,
    update: ({ req }) => (hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', label: '姓名', type: 'text', required: true, maxLength: 40 },
    {
      name: 'roles',
      label: '角色',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: [...ROLES],
      saveToJWT: true,
      access: { update: fieldManagedBy(), create: fieldManagedBy() },
    },
  ],
}
