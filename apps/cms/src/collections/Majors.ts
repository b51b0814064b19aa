import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'
import { categoryTypeOptions, majorLevelOptions } from './options'

export const Majors = contentCollection({
  slug: 'majors',
  singular: '招生专业',
  plural: '招生专业',
  group: '招生',
  roles: ['editor', 'admissions'],
  controllers: ['enrolling.Major'],
  useAsTitle: 'name',
  sortable: true,
  searchable: true,
  defaultColumns: ['name', 'level', 'category_type', 'discipline'],
  fields: [
    textField('name', '专业名称', 60, true),
    textField('code', '专业代码', 20),
    {
      type: 'row',
      fields: [
        {
          name: 'level',
          label: '层次',
          type: 'select',
          required: true,
          index: true,
          options: majorLevelOptions,
        },
        {
          name: 'category_type',
          label: '招生类别',
          type: 'select',
          required: true,
          index: true,
          options: categoryTypeOptions,
        },
      ],
    },
    textField('discipline', '学科门类', 20),
    textField('duration', '学制', 20),
    textField('tuition', '学费', 40),
    { name: 'summary', label: '简介', type: 'textarea', maxLength: 300 },
    imageField('cover', '图片'),
    richTextField('content', '专业介绍'),
    {
      name: 'courses',
      label: '主干课程',
      type: 'array',
      maxRows: 30,
      fields: [textField('name', '课程', 60, true)],
    },
  ],
})
