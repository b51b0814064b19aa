import type { TypedUser } from 'payload'
import { statsSites } from '@/stats/access'

/** A navigation entry for 发稿统计, for the web office and sites' administrators (stats/access.ts). */
export function StatsNavLink({ user }: { user?: TypedUser | null }) {
  if (statsSites(user) === false) return null
  return (
    <a className="nav__link ou-nav-stats" href="/admin/stats">
      <span className="nav__link-label">发稿统计</span>
    </a>
  )
}
