import { imageField, textField } from '@/fields/common'
import { contentCollection } from './factory'
import { themeColorOptions } from './options'

export const Themes = contentCollection({
  slug: 'themes',
  label: '专题',
  section: 'themes',
  controllers: ['theme.Theme'],
  sortable: true,
  preview: true,
  defaultColumns: ['title', 'color'],
  fields: [
    textField('title', '专题名称', 60, true),
    textField('subtitle', '副标题', 120),
    {
      name: 'color',
      label: '配色',
      type: 'select',
      required: true,
      defaultValue: '0',
      options: themeColorOptions,
    },
    imageField('banner', '横幅图'),
    { name: 'intro', label: '导语', type: 'textarea', maxLength: 500 },
  ],
})
