import type { PayloadRequest } from 'payload'
import { confinedSites } from '@/sites/confined'
import { sitesWhere } from '@/sites/siteRoles'

type Staff = { collection?: string; roles?: string[] | null } | null | undefined

/**
 * Who reads 发稿统计 (docs/roles.md): the web office — administrators, and reviewers not confined
 * to sites — every site (`null`); a site's administrator (站点管理员) their own sites only; anyone
 * else nothing (`false`).
 */
export function statsSites(user: PayloadRequest['user'] | undefined): number[] | null | false {
  const u = user as Staff
  if (!u || u.collection !== 'users') return false
  const roles = u.roles ?? []
  if (roles.includes('admin')) return null
  const confined = confinedSites(user)
  if (!confined) return roles.includes('reviewer') ? null : false
  // The sites where the account is 站点管理员 (on another it may be an editor only).
  const mine = sitesWhere(user, 'siteAdmin')
  return mine && mine.length ? mine : false
}
