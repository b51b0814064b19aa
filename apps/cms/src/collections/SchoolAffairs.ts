import { articleCollection } from './factory'

export const SchoolAffairs = articleCollection({
  slug: 'school-affairs',
  singular: '校务公开',
  plural: '校务公开',
  group: '学校概况',
  controllers: ['school.Affair'],
})
