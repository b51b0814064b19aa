import type { Field, FieldAccess } from 'payload'
import { hasRole, staffField } from '@/access/roles'
import { siteRoleRows, userOn } from '@/sites/siteRoles'
import { REVIEW_STATES } from './states'

const idOf = (r: unknown): number | null =>
  typeof r === 'number' ? r : r && typeof r === 'object' && 'id' in r ? (r as { id: number }).id : null

/** A reviewer, on the document's site for a site's staff member (roles are per site). */
const reviewerOnly: FieldAccess = ({ req, data, doc }) => {
  const site = idOf(data?.site ?? doc?.site)
  if (site === null || !siteRoleRows(req.user)) return hasRole(req, 'reviewer')
  return hasRole({ user: userOn(req.user, site) }, 'reviewer')
}

/**
 * Review state, the reviewer's comment and the sensitive-word check, in the edit view's sidebar.
 * The staff's own business: a visitor reading a published article never sees them.
 */
const fields: Field[] = [
  {
    name: 'review_state',
    label: '审核状态',
    type: 'select',
    index: true,
    defaultValue: 'draft',
    options: [...REVIEW_STATES],
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: '编辑保存草稿后点击“提交审核”；审核员发布、定时发布或退回。',
      components: { Cell: '/components/admin/review/ReviewStateCell#ReviewStateCell' },
    },
  },
  {
    name: 'review_comment',
    label: '审核意见',
    type: 'textarea',
    maxLength: 500,
    access: { create: reviewerOnly, update: reviewerOnly },
    admin: {
      position: 'sidebar',
      description: '审核员退回稿件时填写，编辑据此修改后重新提交。',
    },
  },
  {
    name: 'sensitive_matches',
    label: '命中的敏感词',
    type: 'text',
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.sensitive_matches),
      components: { Field: '/components/admin/review/SensitiveMatches#SensitiveMatches' },
    },
  },
  {
    name: 'sensitive_confirmed',
    label: '已核对敏感词，确认发布',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      condition: (data) => Boolean(data?.sensitive_matches),
      components: { Field: '/components/admin/review/SensitiveConfirm#SensitiveConfirm' },
    },
  },
  {
    name: 'wording_matches',
    label: '表述提示',
    type: 'textarea',
    admin: {
      position: 'sidebar',
      readOnly: true,
      condition: (data) => Boolean(data?.wording_matches),
      description: '按“规范表述词典”发现的错误写法，请核对修改。标“严重”的须审核员确认后才能发布。',
    },
  },
  {
    name: 'wording_confirmed',
    label: '已核对表述，确认发布',
    type: 'checkbox',
    defaultValue: false,
    admin: {
      position: 'sidebar',
      condition: (data) => Boolean(data?.wording_matches),
      description: '仅审核员可确认；确认只对本次发布有效。',
    },
  },
]

export const reviewFields: Field[] = fields.map((f) => ({
  ...f,
  access: { ...('access' in f ? f.access : {}), read: staffField },
})) as Field[]
