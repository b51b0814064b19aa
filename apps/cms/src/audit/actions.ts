import { labelMap, optionsOf } from '@/lib/labels'

/** What an audit entry records. */
export const AUDIT_ACTIONS = optionsOf({
  create: '新建',
  update: '修改',
  delete: '删除',
  submit: '提交审核',
  report: '信息报送',
  send: '信息下发',
  return: '退回',
  publish: '发布',
  unpublish: '撤销发布',
  schedule: '定时发布/下线',
  login: '登录',
  login_failed: '登录失败',
  export: '导出',
  import: '导入',
  purge: '清理日志',
})
export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value']

export const AUDIT_ACTION_LABEL = labelMap(AUDIT_ACTIONS)
