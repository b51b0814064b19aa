import { eduTypeRow } from './options'
import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'

/** Branch schools (市县分校) and off-campus teaching sites (校外教学点). */
export const EduSchools = contentCollection({
  slug: 'edu-schools',
  label: ['分校/教学点', '分校与教学点'],
  section: 'education',
  controllers: ['openEducation.School', 'adultEducation.School'],
  useAsTitle: 'name',
  sortable: true,
  defaultColumns: ['name', 'edu_type', 'type', 'region'],
  fields: [
    eduTypeRow({
      label: '类别',
      options: [
        { label: '市县分校', value: 'branch' },
        { label: '校外教学点', value: 'site' },
      ],
    }),
    textField('name', '名称', 60, true),
    textField('region', '所在地区', 40),
    textField('address', '地址', 120),
    textField('phone', '电话', 40),
    { name: 'summary', label: '简介', type: 'textarea', maxLength: 300 },
    imageField('cover', '图片'),
    richTextField('content', '详细介绍'),
  ],
})
