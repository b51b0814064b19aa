import type { CollectionConfig } from 'payload'
import { academicRecords } from './factory'
import { linkField, textField } from '@/fields/common'
import { periodOptions } from './options'

export const Scores: CollectionConfig = {
  slug: 'scores',
  labels: { singular: '成绩', plural: '成绩' },
  ...academicRecords('scores', {
    useAsTitle: 'course_name',
    defaultColumns: ['student', 'year', 'period', 'course_name', 'score', 'status'],
  }),
  indexes: [
    { fields: ['student', 'year', 'period'] },
    { fields: ['student', 'year', 'period', 'course_code'], unique: true },
  ],
  fields: [
    linkField('student', '学生', 'students', { index: true }),
    { name: 'year', label: '学年', type: 'text', required: true, maxLength: 4 },
    { name: 'period', label: '学期', type: 'select', required: true, options: periodOptions },
    textField('course_code', '课程代码', 20, true),
    textField('course_name', '课程名称', 60, true),
    textField('score', '成绩', 10, true),
    { name: 'credit', label: '学分', type: 'number', required: true, min: 0, max: 20 },
    textField('exam_type', '考核方式', 20),
    textField('status', '状态', 20),
  ],
}
