import type { CollectionConfig, Field } from 'payload'
import { handledBy } from '@/access/roles'
import { linkField, submittedByVisitor } from '@/fields/common'
import { noticeNewSignup } from '@/notify/notices'
import {
  applicationStatusOptions,
  categoryTypeField,
  educationOptions,
  genderOptions,
  majorLevelOptions,
} from './options'

/** Enrolment sign-ups. Created only by the public API; personal data, so admissions staff only. */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: '报名申请', plural: '报名申请' },
  admin: {
    group: '招生',
    components: { beforeListTable: ['/components/admin/ExportPanel#ExportPanel'] },
    useAsTitle: 'application_no',
    defaultColumns: ['application_no', 'name', 'category_type', 'major', 'status', 'createdAt'],
    listSearchableFields: ['application_no', 'name', 'mobile', 'id_card'],
  },
  access: handledBy('admissions'),
  hooks: { afterChange: [noticeNewSignup] },
  // One sign-up per ID card, major and term, enforced by the database itself.
  indexes: [{ fields: ['id_card', 'major', 'term'], unique: true }],
  // Everything but the status and the staff's note is what the visitor submitted.
  fields: (
    [
      {
        name: 'application_no',
        label: '报名编号',
        type: 'text',
        required: true,
        unique: true,
        admin: { readOnly: true },
      },
      {
        name: 'status',
        label: '状态',
        type: 'select',
        required: true,
        defaultValue: 'submitted',
        index: true,
        options: applicationStatusOptions,
        admin: { position: 'sidebar' },
      },
      { name: 'term', label: '招生季', type: 'text', required: true, index: true, admin: { readOnly: true } },
      categoryTypeField(),
      { name: 'name', label: '姓名', type: 'text', required: true },
      {
        name: 'gender',
        label: '性别',
        type: 'select',
        required: true,
        options: genderOptions,
      },
      { name: 'id_card', label: '身份证号', type: 'text', required: true, index: true },
      { name: 'mobile', label: '手机号', type: 'text', required: true },
      { name: 'email', label: '邮箱', type: 'text' },
      { name: 'education', label: '现有学历', type: 'select', required: true, options: educationOptions },
      { name: 'level', label: '报读层次', type: 'select', required: true, options: majorLevelOptions },
      linkField('major', '报读专业', 'majors', { index: true }),
      linkField('school', '学习中心', 'learning-centers'),
      { name: 'address', label: '通讯地址', type: 'text' },
      { name: 'remark', label: '备注', type: 'textarea' },
      { name: 'staff_note', label: '处理意见', type: 'textarea' },
    ] as Field[]
  ).map((f) => ('name' in f && (f.name === 'status' || f.name === 'staff_note') ? f : submittedByVisitor(f))),
}
