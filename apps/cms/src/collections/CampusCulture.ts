import { articleCollection } from './factory'

export const CampusCulture = articleCollection({
  slug: 'campus-culture',
  singular: '校园文化',
  plural: '校园文化',
  group: '学校概况',
  controllers: ['school.Campus'],
})
