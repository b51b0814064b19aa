import { articleCollection } from './factory'
import { categoryTypeField } from './options'

export const EnrollNews = articleCollection({
  slug: 'enroll-news',
  label: '招生信息',
  section: 'enrolment',
  controllers: ['enrolling.News'],
  listedBy: [[], ['category_type']],
  defaultColumns: ['title', 'category_type', 'published_at', 'review_state'],
  extraFields: [categoryTypeField({ admin: { position: 'sidebar' } })],
})
