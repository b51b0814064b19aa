import { imageField, linkUrlField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const Carousels = contentCollection({
  slug: 'carousels',
  label: '轮播图',
  section: 'site',
  controllers: ['setting.Carousel'],
  sortable: true,
  // 站群: each site runs its own slides on its home.
  site: true,
  fields: [
    textField('title', '标题', 60, true),
    textField('subtitle', '副标题', 120),
    imageField('image', '图片', true),
    linkUrlField('url', '链接'),
    { name: 'enabled', label: '显示', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
})
