import { imageField, textField } from '../fields/common'
import { contentCollection } from './factory'

/** Footer links of the four types of SPEC.md §3: links, contact, teach, code (QR code). */
export const Links = contentCollection({
  slug: 'links',
  singular: '页脚链接',
  plural: '页脚链接',
  group: '站点',
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
      options: [
        { label: '友情链接', value: 'links' },
        { label: '联系我们', value: 'contact' },
        { label: '教学平台', value: 'teach' },
        { label: '二维码', value: 'code' },
      ],
    },
    textField('title', '名称', 60, true),
    textField('url', '链接', 300),
    imageField('image', '图片或二维码'),
  ],
})
