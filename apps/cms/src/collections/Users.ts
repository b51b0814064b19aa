import type { Access, CollectionConfig } from 'payload'
import { ROLES, adminOnly, fieldManagedBy, hasRole } from '@/access/roles'
import { auditFailedLogin, auditLogin } from '@/audit/hooks'
import { requireCurrentPassword } from '@/lib/currentPassword'
import { env } from '@/lib/env'

/** Admin reads and edits every account; anyone else signed in only their own. */
const selfOrAdmin: Access = ({ req }) =>
  hasRole(req) ? true : req.user ? { id: { equals: req.user.id } } : false

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '工作人员', plural: '工作人员' },
  admin: { group: '系统', useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'] },
  auth: {
    // No lockout (anyone could lock the administrator out): lib/consoleLogin.ts limits failures
    // per address and per account and asks for a captcha from the third.
    // (Payload's own counter stays, out of reach, so the schema keeps its columns.)
    maxLoginAttempts: 1_000_000,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: env.cookieSecure },
    // The reset link names the console's first address (CMS_PUBLIC_URL), as every mail does,
    // whichever address the request came to.
    forgotPassword: {
      generateEmailHTML: ({ req, token } = {}) => {
        const link = `${env.publicUrl}/admin/reset/${token ?? ''}`
        const t = req?.t ?? ((key: string) => key)
        return `${t('authentication:youAreReceivingResetPassword')} <a href="${link}">${link}</a> ${t('authentication:youDidNotRequestPassword')}`
      },
    },
  },
  hooks: {
    beforeOperation: [requireCurrentPassword],
    afterLogin: [auditLogin],
    afterError: [auditFailedLogin],
  },
  access: {
    read: selfOrAdmin,
    create: adminOnly,
    update: selfOrAdmin,
    delete: adminOnly,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', label: '姓名', type: 'text', required: true, maxLength: 40 },
    {
      // Checked by requireCurrentPassword and never stored.
      name: 'current_password',
      label: '当前密码',
      type: 'text',
      virtual: true,
      admin: { components: { Field: '/components/admin/CurrentPasswordField#CurrentPasswordField' } },
    },
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
    {
      // 站群: staff of a branch school or college work on their sites only (sites/scope.ts); no
      // site is the web office's, which works on every site.
      name: 'sites',
      label: '所在站点',
      type: 'relationship',
      relationTo: 'sites',
      hasMany: true,
      saveToJWT: true,
      access: { update: fieldManagedBy(), create: fieldManagedBy() },
      admin: {
        position: 'sidebar',
        description:
          '分校、学院等站点的工作人员只能管理所选站点的内容；不选则为站群管理（网站办），可管理所有站点',
      },
    },
  ],
}
