import type { CollectionConfig } from 'payload'
import { crudFor, handledBy } from '@/access/roles'
import { dateTime, linkField } from '@/fields/common'
import { sessionChanged } from '@/lib/studentToken'

/** Working tables of the public API: never shown in the console, never public. */
const internal = (slug: string, fields: CollectionConfig['fields']): CollectionConfig => ({
  slug,
  admin: { hidden: true },
  access: crudFor(),
  fields,
})

export const Captchas = internal('captchas', [
  { name: 'purpose', type: 'text', required: true },
  { name: 'answer', type: 'text', required: true },
  { name: 'expires_at', type: 'date', required: true },
  { name: 'used', type: 'checkbox', defaultValue: false },
])

/** Student logins: academic affairs sees them and can revoke one (its token then answers 40003). */
export const StudentSessions: CollectionConfig = {
  slug: 'student-sessions',
  labels: { singular: '学生登录会话', plural: '学生登录会话' },
  admin: {
    group: '成绩管理',
    useAsTitle: 'jti',
    defaultColumns: ['student', 'edu_type', 'createdAt', 'expires_at', 'revoked'],
    description: '学生成绩查询的登录记录。勾选“已注销”并保存，该登录立即失效。',
  },
  // Created at a student's login; academic affairs may only revoke it.
  access: handledBy('academic'),
  // Tokens are checked against an in-memory copy of these rows: a revocation applies at once.
  hooks: {
    afterChange: [
      ({ doc }) => {
        sessionChanged(doc)
        return doc
      },
    ],
  },
  fields: [
    linkField('student', '学生', 'students', { index: true, admin: { readOnly: true } }),
    { name: 'edu_type', label: '办学类型', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'jti', label: '会话编号', type: 'text', required: true, unique: true, admin: { readOnly: true } },
    {
      name: 'expires_at',
      label: '过期时间',
      type: 'date',
      required: true,
      admin: { readOnly: true, date: dateTime },
    },
    { name: 'revoked', label: '已注销', type: 'checkbox', defaultValue: false },
  ],
}

/** One row per failed attempt; counted in a sliding window for rate limits. */
export const Attempts = internal('attempts', [
  { name: 'key', type: 'text', required: true, index: true },
  { name: 'at', type: 'date', required: true, index: true },
])
