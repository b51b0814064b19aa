import { articleCollection } from './factory'

export const SchoolAffairs = articleCollection({
  slug: 'school-affairs',
  label: '校务公开',
  section: 'school',
  controllers: ['school.Affair'],
})
