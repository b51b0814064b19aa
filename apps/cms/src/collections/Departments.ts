import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'

/** The kinds of department; on PostgreSQL the column is an enum, so the list call filters only by these. */
export const DEPARTMENT_GROUPS: readonly string[] = ['党群部门', '行政部门', '教学部门', '教辅及直属单位']

export const Departments = contentCollection({
  slug: 'departments',
  label: '内设机构',
  section: 'school',
  controllers: ['school.Department'],
  useAsTitle: 'name',
  sortable: true,
  searchable: true,
  defaultColumns: ['name', 'group', 'phone'],
  fields: [
    textField('name', '机构名称', 40, true),
    {
      name: 'group',
      label: '类别',
      type: 'select',
      required: true,
      options: DEPARTMENT_GROUPS.map((v) => ({ label: v, value: v })),
    },
    { name: 'summary', label: '简介', type: 'textarea', maxLength: 300 },
    textField('phone', '电话', 40),
    textField('location', '办公地点', 100),
    imageField('cover', '图片'),
    richTextField('content', '职能介绍'),
  ],
})
