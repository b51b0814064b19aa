import { imageField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const Services = contentCollection({
  slug: 'services',
  label: '服务入口',
  section: 'site',
  controllers: ['setting.Setting'],
  useAsTitle: 'name',
  sortable: true,
  fields: [
    textField('name', '名称', 20, true),
    textField('url', '链接', 300, true),
    imageField('icon', '图标'),
  ],
})
