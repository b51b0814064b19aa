import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const SchoolIntroductions = contentCollection({
  slug: 'school-introductions',
  label: '学校简介',
  section: 'school',
  controllers: ['school.Introduction'],
  sortable: true,
  searchable: true,
  fields: [
    textField('title', '标题', 60, true),
    richTextField('content', '正文', true),
    imageField('image', '配图'),
  ],
})
