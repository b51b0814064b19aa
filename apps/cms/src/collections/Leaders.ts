import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const Leaders = contentCollection({
  slug: 'leaders',
  label: '现任领导',
  section: 'school',
  controllers: ['school.Staff'],
  useAsTitle: 'name',
  sortable: true,
  searchable: true,
  defaultColumns: ['name', 'position'],
  fields: [
    textField('name', '姓名', 20, true),
    textField('position', '职务', 60, true),
    { name: 'duties', label: '分工', type: 'textarea', maxLength: 500 },
    imageField('photo', '照片'),
    richTextField('resume', '简历'),
  ],
})
