import { articleCollection } from './factory'

export const CampusCulture = articleCollection({
  slug: 'campus-culture',
  label: '校园文化',
  section: 'school',
  controllers: ['school.Campus'],
})
