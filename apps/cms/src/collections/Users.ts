import type { CollectionConfig } from 'payload'
import { ROLES, type Role } from '@/access/roles'
import { auditFailedLogin, auditLogin } from '@/audit/hooks'
import { requireCurrentPassword } from '@/lib/currentPassword'
import { env } from '@/lib/env'
import {
  SITE_STAFF_ROLES,
  administeredSites,
  guardSiteStaff,
  guardSiteStaffDelete,
  setsStaff,
  usersAccess,
} from '@/sites/siteStaff'

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
    beforeChange: [guardSiteStaff],
    beforeDelete: [guardSiteStaffDelete],
    afterLogin: [auditLogin],
    afterError: [auditFailedLogin],
  },
  // Admin keeps every account; a site's administrator its sites' editors and reviewers
  // (sites/siteStaff.ts); anyone else signed in only their own.
  access: {
    ...usersAccess,
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
      // A site's administrator is offered only the roles it may give (and keeps those it has).
      filterOptions: ({ data, options, req }) => {
        if (!administeredSites(req)) return options
        const has = (data?.roles ?? []) as string[]
        return options.filter((o) => {
          const value = typeof o === 'string' ? o : o.value
          return SITE_STAFF_ROLES.includes(value as Role) || has.includes(value)
        })
      },
      saveToJWT: true,
      access: { update: setsStaff, create: setsStaff },
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
      access: { update: setsStaff, create: setsStaff },
      // A site's administrator picks among its own sites.
      filterOptions: ({ req }) => {
        const mine = administeredSites(req)
        return mine ? { id: { in: mine } } : true
      },
      admin: {
        position: 'sidebar',
        description:
          '分校、学院等站点的工作人员只能管理所选站点的内容；不选则为站群管理（网站办），可管理所有站点',
      },
    },
  ],
}
