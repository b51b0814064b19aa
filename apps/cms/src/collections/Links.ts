import { imageField, textField } from '@/fields/common'
import { contentCollection } from './factory'
import { linkTypeOptions } from './options'

/** Footer links of four types: friend links, contact lines, teaching platforms, QR codes. */
export const Links = contentCollection({
  slug: 'links',
  label: '页脚链接',
  section: 'site',
  controllers: ['setting.Setting'],
  sortable: true,
  defaultColumns: ['title', 'type', 'url'],
  fields: [
    {
      name: 'type',
      label: '类型',
      type: 'select',
      required: true,
      defaultValue: 'links',
      options: linkTypeOptions,
    },
    textField('title', '名称', 60, true),
    textField('url', '链接', 300),
    imageField('image', '图片或二维码'),
  ],
})
