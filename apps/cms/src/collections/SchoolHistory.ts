import { imageField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const SchoolHistory = contentCollection({
  slug: 'school-history',
  label: '历史沿革',
  section: 'school',
  controllers: ['school.History'],
  sortable: true,
  defaultColumns: ['year', 'title'],
  fields: [
    textField('year', '年份', 10, true),
    textField('title', '事件', 80, true),
    { name: 'content', label: '说明', type: 'textarea', maxLength: 1000 },
    imageField('image', '配图'),
  ],
})
