import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const SchoolIntroductions = contentCollection({
  slug: 'school-introductions',
  singular: '学校简介',
  plural: '学校简介',
  group: '学校概况',
  controllers: ['school.Introduction'],
  sortable: true,
  searchable: true,
  fields: [
    textField('title', '标题', 60, true),
    richTextField('content', '正文', true),
    imageField('image', '配图'),
  ],
})
