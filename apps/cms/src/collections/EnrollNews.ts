import { articleCollection } from './factory'
import { categoryTypeOptions } from './options'

export const EnrollNews = articleCollection({
  slug: 'enroll-news',
  singular: '招生信息',
  plural: '招生信息',
  group: '招生',
  roles: ['editor', 'admissions'],
  controllers: ['enrolling.News'],
  listedBy: [[], ['category_type']],
  defaultColumns: ['title', 'category_type', 'published_at', 'review_state'],
  extraFields: [
    {
      name: 'category_type',
      label: '招生类别',
      type: 'select',
      required: true,
      index: true,
      options: categoryTypeOptions,
      admin: { position: 'sidebar' },
    },
  ],
})
