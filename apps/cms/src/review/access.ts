import type { Access } from 'payload'
import { PUBLISHED, hasRole, readableBy, type Role } from '@/access/roles'
import { mayPublish } from './policy'

/**
 * Access of a collection under review: its own staff edit, reviewers also read and edit, a
 * visitor reads published documents only (never a version), and a save whose data publishes needs
 * publishing rights. Payload asks the same question with
 * `_status: 'published'` to decide whether the console shows the publish button.
 */
export const reviewedAccess = (slug: string, roles: Role[], trash = false) => {
  const staff: Access = ({ req }) => hasRole(req, ...roles)
  const staffOrReviewer: Access = ({ req }) => hasRole(req, ...roles, 'reviewer')
  const publishing =
    (base: Access): Access =>
    async (args) => {
      if (!(await base(args))) return false
      // A bulk update (PATCH of a selection, no id) is refused document by document in trackReview,
      // so that the console's list names the reason (发布须经审核…) instead of 发生了一个未知的错误.
      if (args.id === undefined && args.req.method === 'PATCH') return true
      return args.data?._status === 'published' ? mayPublish(args.req, slug) : true
    }
  // With a trash, Payload asks `delete` twice: with `deletedAt` in the data (may this person move
  // it to the trash?) and without (may they delete it for good?). Staff and reviewers trash (a
  // published document only if they may publish: it leaves the site, see guardPublishing); only
  // administrators delete for good.
  const trashOrPurge: Access = async ({ req, data }) => {
    if (!hasRole(req, ...roles, 'reviewer')) return false
    if (hasRole(req)) return true
    if (!data?.deletedAt) return false
    return data._status === 'published' ? mayPublish(req, slug) : true
  }
  return {
    read: readableBy([...roles, 'reviewer'], PUBLISHED),
    readVersions: staffOrReviewer,
    create: publishing(staff),
    update: publishing(staffOrReviewer),
    delete: trash ? trashOrPurge : staff,
  }
}
