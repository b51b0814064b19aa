import { FORMAT_PAGE_CALLS, calls, controllerOf } from '@ou/contract'
import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'

/** Every `…Setting/…Info` call answers one of these pages; the key is the call name. */
export const FormatPages = contentCollection({
  slug: 'format-pages',
  label: '办学形式页面',
  section: 'formats',
  controllers: [...new Set(FORMAT_PAGE_CALLS.map(controllerOf))],
  searchable: true,
  defaultColumns: ['title', 'key'],
  fields: [
    {
      name: 'key',
      label: '页面',
      type: 'select',
      required: true,
      unique: true,
      options: FORMAT_PAGE_CALLS.map((k) => ({ label: `${calls[k].summary}（${k}）`, value: k })),
    },
    textField('title', '标题', 60, true),
    textField('title_en', '英文标题', 120),
    { name: 'summary', label: '导语', type: 'textarea', maxLength: 300 },
    imageField('banner', '横幅图'),
    richTextField('content', '正文'),
    {
      name: 'sections',
      label: '分节',
      type: 'array',
      maxRows: 12,
      fields: [
        textField('title', '小标题', 60, true),
        richTextField('content', '内容'),
        imageField('image', '配图'),
      ],
    },
    {
      name: 'contact',
      label: '联系方式',
      type: 'group',
      fields: [
        textField('phone', '电话', 40),
        textField('address', '地址', 120),
        textField('email', '邮箱', 80),
      ],
    },
  ],
})
