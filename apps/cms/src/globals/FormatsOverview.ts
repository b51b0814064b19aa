import { formatKey } from '@ou/contract'
import { imageField, textField } from '@/fields/common'
import { editorGlobal } from './editorGlobal'

export const FormatsOverview = editorGlobal(['educationFormat.Setting'], {
  slug: 'formats-overview',
  label: '办学形式总览',
  admin: { group: '办学形式' },
  fields: [
    textField('title', '标题', 40, true),
    textField('title_en', '英文标题', 120),
    { name: 'intro', label: '导语', type: 'textarea', maxLength: 500 },
    {
      name: 'formats',
      label: '办学形式',
      type: 'array',
      maxRows: 7,
      fields: [
        { name: 'key', label: '页面', type: 'select', required: true, options: [...formatKey.options] },
        textField('name', '名称', 20, true),
        textField('name_en', '英文名称', 80),
        { name: 'summary', label: '简介', type: 'textarea', maxLength: 200 },
        imageField('cover', '图片'),
        {
          name: 'color',
          label: '配色',
          type: 'select',
          defaultValue: '0',
          options: ['0', '1', '2', '3'].map((v) => ({ label: v, value: v })),
        },
      ],
    },
  ],
})
