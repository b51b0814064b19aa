import type { CollectionConfig, PayloadRequest } from 'payload'
import { adminOnly, hasRole } from '@/access/roles'

/**
 * Departments as groups of staff accounts (部门群组): the mailbox office forwards a letter to a
 * group, and every member reads it, answers it and receives its e-mails. Kept by admin.
 */
export const StaffGroups: CollectionConfig = {
  slug: 'staff-groups',
  labels: { singular: '部门群组', plural: '部门群组' },
  admin: {
    group: '系统',
    useAsTitle: 'name',
    defaultColumns: ['name', 'members', 'updatedAt'],
    description:
      '承办部门的工作人员名单。来信转办到群组后，群组内每位成员都能看到并答复该来信，并收到提醒邮件。',
  },
  access: {
    // The mailbox office chooses among the groups; a member sees the groups it belongs to.
    read: ({ req }) =>
      hasRole(req, 'mailbox') ||
      (req.user?.collection === 'users' ? { members: { equals: req.user.id } } : false),
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  fields: [
    { name: 'name', label: '部门名称', type: 'text', required: true, unique: true, maxLength: 60 },
    {
      name: 'members',
      label: '成员',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      index: true,
    },
    { name: 'note', label: '说明', type: 'textarea', maxLength: 500 },
  ],
}

/** The groups a staff account belongs to (ids); none for a visitor or a student. */
export async function groupsOf(req: PayloadRequest): Promise<number[]> {
  if (req.user?.collection !== 'users') return []
  const { docs } = await req.payload.find({
    collection: 'staff-groups',
    where: { members: { equals: req.user.id } },
    select: {},
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs.map((g) => g.id)
}

/** The e-mail addresses of a group's members. */
export async function groupAddresses(req: Pick<PayloadRequest, 'payload'>, group: number): Promise<string[]> {
  const g = await req.payload.findByID({
    collection: 'staff-groups',
    id: group,
    depth: 1,
    overrideAccess: true,
    disableErrors: true,
  })
  return (g?.members ?? []).flatMap((m) => (typeof m === 'object' && m?.email ? [m.email] : []))
}
