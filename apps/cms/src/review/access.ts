import type { Access } from 'payload'
import { PUBLISHED, hasRole, readableBy, type Role } from '@/access/roles'
import { mayPublish } from './policy'

/**
 * Access of a collection under review: its own staff edit, reviewers also read and edit, a
 * visitor reads published documents only (never a version), and a save whose data publishes needs
 * publishing rights. Payload asks the same question with
 * `_status: 'published'` to decide whether the console shows the publish button.
 */
export const reviewedAccess = (slug: string, roles: Role[]) => {
  const staff: Access = ({ req }) => hasRole(req, ...roles)
  const staffOrReviewer: Access = ({ req }) => hasRole(req, ...roles, 'reviewer')
  const publishing =
    (base: Access): Access =>
    async (args) => {
      if (!(await base(args))) return false
      return args.data?._status === 'published' ? mayPublish(args.req, slug) : true
    }
  return {
    read: readableBy([...roles, 'reviewer'], PUBLISHED),
    readVersions: staffOrReviewer,
    create: publishing(staff),
    update: publishing(staffOrReviewer),
    delete: staff,
  }
}
