import { labelMap } from '@/lib/labels'

/** What an audit entry records. */
export const AUDIT_ACTIONS = [
  { label: '新建', value: 'create' },
  { label: '修改', value: 'update' },
  { label: '删除', value: 'delete' },
  { label: '提交审核', value: 'submit' },
  { label: '退回', value: 'return' },
  { label: '发布', value: 'publish' },
  { label: '撤销发布', value: 'unpublish' },
  { label: '定时发布/下线', value: 'schedule' },
  { label: '登录', value: 'login' },
  { label: '登录失败', value: 'login_failed' },
  { label: '导出', value: 'export' },
  { label: '导入', value: 'import' },
  { label: '清理日志', value: 'purge' },
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']

export const AUDIT_ACTION_LABEL = labelMap(AUDIT_ACTIONS)
