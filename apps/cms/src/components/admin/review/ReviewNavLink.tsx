import type { TypedUser } from 'payload'
import { hasRole } from '@/access/roles'

/** A navigation entry for the review queue, for the people who work with it. */
export function ReviewNavLink({ user }: { user?: TypedUser | null }) {
  if (!user || !hasRole({ user }, 'editor', 'admissions', 'academic', 'reviewer')) return null
  return (
    <a className="nav__link ou-nav-review" href="/admin/review">
      <span className="nav__link-label">审核队列</span>
    </a>
  )
}
