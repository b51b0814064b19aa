import type { CollectionConfig } from 'payload'
import { ROLES, type Role } from '@/access/roles'
import { auditFailedLogin, auditLogin } from '@/audit/hooks'
import { requireCurrentPassword } from '@/lib/currentPassword'
import { env } from '@/lib/env'
import {
  SITE_STAFF_ROLES,
  administeredSites,
  deriveSiteRoles,
  guardSiteStaff,
  guardSiteStaffDelete,
  ownSites,
  ownSitesRoles,
  ownSitesRows,
  setsStaff,
  usersAccess,
} from '@/sites/siteStaff'
import { isSiteRole } from '@/sites/siteRoles'

type Ref = number | { id: number } | null | undefined
const idsOf = (refs: unknown): number[] =>
  (Array.isArray(refs) ? (refs as Ref[]) : [])
    .map((r) => (r && typeof r === 'object' ? r.id : r))
    .filter((x): x is number => typeof x === 'number')

/** The roles a site's administrator is offered: those it may give, and those the field holds. */
const givable = (options: (string | { value: string })[], has: unknown) =>
  options.filter((o) => {
    const value = typeof o === 'string' ? o : o.value
    return SITE_STAFF_ROLES.includes(value as Role) || (Array.isArray(has) && has.includes(value))
  })

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
    beforeValidate: [deriveSiteRoles],
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
      filterOptions: ({ data, options, req }) =>
        administeredSites(req) ? (givable(options, data?.roles) as typeof options) : options,
      admin: {
        description:
          '网站办人员的角色；站点人员的角色按下方「各站点角色」（只改这里和「所在站点」时，所选角色用于所选的每个站点）',
      },
      saveToJWT: true,
      access: { update: setsStaff, create: setsStaff },
      // A site's administrator reads the roles the account holds on its sites, not elsewhere.
      hooks: { afterRead: [ownSitesRoles] },
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
      hooks: { afterRead: [ownSites] },
      // A site's administrator picks among its own sites (the account's other sites stay on it:
      // guardSiteStaff keeps them as they are).
      filterOptions: ({ data, req }) => {
        const mine = administeredSites(req)
        return mine ? { id: { in: [...new Set([...mine, ...idsOf(data?.sites)])] } } : true
      },
      admin: {
        position: 'sidebar',
        description:
          '分校、学院等站点的工作人员只能管理所选站点的内容；不选则为站群管理（网站办），可管理所有站点。由「各站点角色」得出',
      },
    },
    {
      // Issue 34: a role in each site (sites/siteRoles.ts). `sites` and the site roles in `roles`
      // are derived from these rows (deriveSiteRoles); access on a site's document reads them.
      name: 'site_roles',
      label: '各站点角色',
      labels: { singular: '站点角色', plural: '各站点角色' },
      type: 'array',
      saveToJWT: true,
      access: { update: setsStaff, create: setsStaff },
      hooks: { afterRead: [ownSitesRows] },
      admin: {
        description:
          '同一人可在不同站点担任不同角色：每行选择一个站点及其在该站点的角色。站点管理员只看到并设置本站点的行',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'site',
              label: '站点',
              type: 'relationship',
              relationTo: 'sites',
              // Not required in the schema, so that deleting a site leaves its rows siteless
              // (ignored) instead of failing; deriveSiteRoles asks for a site on every saved row.
              admin: { width: '50%' },
              // A site's administrator picks among its own sites.
              filterOptions: ({ req, siblingData }) => {
                const mine = administeredSites(req)
                const current = idsOf([(siblingData as { site?: Ref } | undefined)?.site])
                return mine ? { id: { in: [...new Set([...mine, ...current])] } } : true
              },
            },
            {
              name: 'roles',
              label: '角色',
              type: 'select',
              hasMany: true,
              required: true,
              admin: { width: '50%' },
              options: ROLES.filter((r) => isSiteRole(r.value)),
              filterOptions: ({ options, req, siblingData }) =>
                administeredSites(req)
                  ? (givable(
                      options,
                      (siblingData as { roles?: unknown } | undefined)?.roles,
                    ) as typeof options)
                  : options,
            },
          ],
        },
      ],
    },
  ],
}
