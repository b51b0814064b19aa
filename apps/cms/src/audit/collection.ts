import { APIError, type CollectionConfig } from 'payload'
import { adminOnly } from '@/access/roles'
import { AUDIT_ACTIONS } from './actions'

const never = () => false

/**
 * The audit log: append-only. Entries are written by `audit()` alone; no API creates, edits or
 * deletes one, whatever the role. Old entries leave only through the retention job.
 */
export const AuditLogs: CollectionConfig = {
  slug: 'audit-logs',
  labels: { singular: '审计日志', plural: '审计日志' },
  defaultSort: '-createdAt',
  admin: {
    group: '系统',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'actor', 'action', 'target_label', 'target_title', 'ip', 'summary'],
    listSearchableFields: ['actor', 'target_title', 'summary', 'ip'],
    description:
      '谁、何时、从哪个地址、做了什么。日志只能查看和导出，不能修改或删除；超过保留期的日志自动清理。',
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['/components/admin/audit/AuditExport#AuditExport'] },
  },
  access: { read: adminOnly, create: never, update: never, delete: never },
  // 发稿统计 (stats/compute.ts) looks up each article's first 提交审核 and 发布 by these.
  indexes: [{ fields: ['target_id', 'action', 'createdAt'] }],
  hooks: {
    // Also holds for code that bypasses access: the log is never rewritten.
    beforeChange: [
      ({ operation, data }) => {
        if (operation !== 'create') throw new APIError('审计日志不能修改', 403, null, true)
        return data
      },
    ],
    beforeDelete: [
      () => {
        throw new APIError('审计日志不能删除', 403, null, true)
      },
    ],
  },
  fields: [
    {
      name: 'action',
      label: '操作',
      type: 'select',
      required: true,
      index: true,
      options: [...AUDIT_ACTIONS],
    },
    {
      name: 'user',
      label: '账号',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      admin: { description: '执行操作的工作人员账号（登录失败时为空）' },
    },
    { name: 'actor', label: '操作人', type: 'text', index: true },
    { name: 'ip', label: '来源地址', type: 'text', index: true },
    { name: 'target_collection', label: '对象类型（代码）', type: 'text', index: true },
    { name: 'target_label', label: '对象类型', type: 'text' },
    { name: 'target_id', label: '对象编号', type: 'text' },
    { name: 'target_title', label: '对象', type: 'text' },
    { name: 'summary', label: '摘要', type: 'textarea' },
  ],
  timestamps: true,
}
