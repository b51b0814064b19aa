import type { PayloadRequest } from 'payload'
import { confinedSites, isWebOffice } from '@/sites/confined'
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
  if (isWebOffice(user)) return null
  if (!confinedSites(user)) return false
  // The sites where the account is 站点管理员 (on another it may be an editor only).
  const mine = sitesWhere(user, 'siteAdmin')
  return mine && mine.length ? mine : false
}
