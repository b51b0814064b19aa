import type { CollectionConfig } from 'payload'
import { managedBy, sameFor } from '@/access/roles'
import { importPanel } from './factory'
import { linkField } from '@/fields/common'
import { periodOptions } from './options'

export const Scores: CollectionConfig = {
  slug: 'scores',
  labels: { singular: '成绩', plural: '成绩' },
  admin: {
    group: '成绩管理',
    components: { beforeListTable: [importPanel('scores')] },
    useAsTitle: 'course_name',
    defaultColumns: ['student', 'year', 'period', 'course_name', 'score', 'status'],
  },
  access: sameFor(managedBy('academic')),
  indexes: [
    { fields: ['student', 'year', 'period'] },
    { fields: ['student', 'year', 'period', 'course_code'], unique: true },
  ],
  fields: [
    linkField('student', '学生', 'students', { index: true }),
    { name: 'year', label: '学年', type: 'text', required: true, maxLength: 4 },
    { name: 'period', label: '学期', type: 'select', required: true, options: periodOptions },
    { name: 'course_code', label: '课程代码', type: 'text', required: true, maxLength: 20 },
    { name: 'course_name', label: '课程名称', type: 'text', required: true, maxLength: 60 },
    { name: 'score', label: '成绩', type: 'text', required: true, maxLength: 10 },
    { name: 'credit', label: '学分', type: 'number', required: true, min: 0, max: 20 },
    { name: 'exam_type', label: '考核方式', type: 'text', maxLength: 20 },
    { name: 'status', label: '状态', type: 'text', maxLength: 20 },
  ],
}
