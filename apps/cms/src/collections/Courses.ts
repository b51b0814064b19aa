import { imageField, richTextField, textField } from '@/fields/common'
import { contentCollection } from './factory'

export const Courses = contentCollection({
  slug: 'courses',
  label: '老年大学课程',
  section: 'elderly',
  controllers: ['oldEducation.Course'],
  useAsTitle: 'name',
  sortable: true,
  defaultColumns: ['name', 'category', 'teacher', 'schedule'],
  fields: [
    textField('name', '课程名称', 60, true),
    textField('category', '类别', 20, true),
    textField('teacher', '授课教师', 40),
    textField('schedule', '上课时间', 60),
    textField('location', '上课地点', 80),
    textField('term', '学期', 30),
    { name: 'capacity', label: '招收人数', type: 'number', min: 0, defaultValue: 30 },
    imageField('cover', '图片'),
    { name: 'summary', label: '简介', type: 'textarea', maxLength: 300 },
    richTextField('content', '课程介绍'),
  ],
})
