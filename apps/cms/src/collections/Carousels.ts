import { imageField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const Carousels = contentCollection({
  slug: 'carousels',
  label: '轮播图',
  section: 'site',
  controllers: ['setting.Carousel'],
  sortable: true,
  fields: [
    textField('title', '标题', 60, true),
    textField('subtitle', '副标题', 120),
    imageField('image', '图片', true),
    textField('url', '链接', 300),
    { name: 'enabled', label: '显示', type: 'checkbox', defaultValue: true, admin: { position: 'sidebar' } },
  ],
})
