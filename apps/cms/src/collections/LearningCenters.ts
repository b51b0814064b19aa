import { textField } from '@/fields/common'
import { contentCollection } from './factory'

/** Learning centres a prospective student picks when signing up (educational.School). */
export const LearningCenters = contentCollection({
  slug: 'learning-centers',
  label: '学习中心',
  section: 'enrolment',
  controllers: ['educational.School'],
  useAsTitle: 'name',
  sortable: true,
  defaultColumns: ['name', 'region', 'phone'],
  fields: [
    textField('name', '名称', 60, true),
    textField('region', '地区', 40),
    textField('address', '地址', 120),
    textField('phone', '电话', 40),
  ],
})
