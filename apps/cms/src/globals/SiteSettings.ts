import { imageField, textField } from '@/fields/common'
import { editorGlobal } from './editorGlobal'

export const SiteSettings = editorGlobal(['setting.Setting'], {
  slug: 'site-settings',
  label: '站点设置',
  admin: { group: '站点' },
  fields: [
    textField('site_name', '站点名称', 40, true),
    textField('site_name_en', '英文名称', 120, true),
    imageField('logo', '标志'),
    textField('address', '地址', 120),
    textField('phone', '电话', 40),
    textField('email', '邮箱', 80),
    textField('postcode', '邮编', 10),
    textField('copyright', '版权信息', 120),
    textField('icp', 'ICP 备案号', 40),
    textField('police_record', '公安备案号', 60),
  ],
})
