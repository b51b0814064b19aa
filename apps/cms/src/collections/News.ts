import { linkField } from '@/fields/common'
import { articleCollection } from './factory'

export const News = articleCollection({
  slug: 'news',
  label: '新闻',
  section: 'news',
  controllers: ['news.News'],
  listedBy: [[], ['category']],
  site: true,
  defaultColumns: ['title', 'category', 'published_at', 'review_state'],
  extraFields: [
    linkField('category', '栏目', 'news-categories', { index: true, admin: { position: 'sidebar' } }),
  ],
})
