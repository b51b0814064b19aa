import type { CollectionConfig } from 'payload'
import { linkField } from '@/fields/common'
import { reportFields } from '@/reports/fields'
import { entryFollowsSource, followSourceAfterChange, followSourceBeforeDelete } from '@/reports/hooks'
import { articleCollection } from './factory'

const news = articleCollection({
  slug: 'news',
  label: '新闻',
  section: 'news',
  controllers: ['news.News'],
  listedBy: [[], ['category']],
  site: true,
  defaultColumns: ['title', 'category', 'published_at', 'review_state'],
  extraFields: [
    linkField('category', '栏目', 'news-categories', { index: true, admin: { position: 'sidebar' } }),
    // 信息报送: a portal entry's source article on another site (reports/).
    ...reportFields,
  ],
})

export const News: CollectionConfig = {
  ...news,
  hooks: {
    ...news.hooks,
    beforeChange: [...(news.hooks?.beforeChange ?? []), entryFollowsSource],
    // A reported article's portal entries follow it (withdrawn, corrected).
    afterChange: [...(news.hooks?.afterChange ?? []), followSourceAfterChange],
    beforeDelete: [...(news.hooks?.beforeDelete ?? []), followSourceBeforeDelete],
  },
}
