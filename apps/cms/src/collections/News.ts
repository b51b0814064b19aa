import { articleCollection } from './factory'

export const News = articleCollection({
  slug: 'news',
  singular: '新闻',
  plural: '新闻',
  group: '新闻中心',
  controllers: ['news.News'],
  listedBy: [[], ['category']],
  defaultColumns: ['title', 'category', 'published_at', 'review_state'],
  extraFields: [
    {
      name: 'category',
      label: '栏目',
      type: 'relationship',
      relationTo: 'news-categories',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
  ],
})
