import { imageField, richTextField, textField } from '@/fields/common'
import { editorGlobal } from './editorGlobal'

export const SchoolInfo = editorGlobal(['school.Setting'], {
  slug: 'school-info',
  label: '学校概况',
  admin: { group: '学校概况' },
  fields: [
    textField('name', '学校名称', 40, true),
    textField('name_en', '英文名称', 120),
    textField('motto', '校训', 60),
    richTextField('intro', '学校简介'),
    imageField('cover', '主图'),
    {
      name: 'stats',
      label: '办学数据',
      type: 'array',
      maxRows: 8,
      fields: [textField('label', '名称', 20, true), textField('value', '数值', 20, true)],
    },
  ],
})
