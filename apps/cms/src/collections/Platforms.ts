import { imageField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const Platforms = contentCollection({
  slug: 'platforms',
  label: ['新媒体平台', '新媒体矩阵'],
  section: 'site',
  controllers: ['setting.Setting'],
  useAsTitle: 'name',
  sortable: true,
  fields: [
    textField('name', '名称', 40, true),
    textField('account', '账号', 60),
    { name: 'description', label: '简介', type: 'textarea', maxLength: 200 },
    textField('url', '链接', 300),
    imageField('qrcode', '二维码'),
  ],
})
