import type { Access, CollectionConfig, Where } from 'payload'
import { linkField } from '@/fields/common'
import { reportFields } from '@/reports/fields'
import { entryFollowsSource, followSourceAfterChange, followSourceBeforeDelete } from '@/reports/hooks'
import { confinedSites } from '@/sites/scope'
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

/** 下发: what the portal sent down is the web office's; a site's own staff may not change or delete it. */
const NOT_SENT: Where = { sent_from: { exists: false } }
const keepSent =
  (base: Access | undefined): Access =>
  async (args) => {
    const allowed = base ? await base(args) : Boolean(args.req.user)
    if (!allowed || !confinedSites(args.req.user)) return allowed
    return allowed === true ? NOT_SENT : { and: [allowed, NOT_SENT] }
  }

export const News: CollectionConfig = {
  ...news,
  access: { ...news.access, update: keepSent(news.access?.update), delete: keepSent(news.access?.delete) },
  hooks: {
    ...news.hooks,
    beforeChange: [...(news.hooks?.beforeChange ?? []), entryFollowsSource],
    // A reported article's portal entries follow it (withdrawn, corrected).
    afterChange: [...(news.hooks?.afterChange ?? []), followSourceAfterChange],
    beforeDelete: [...(news.hooks?.beforeDelete ?? []), followSourceBeforeDelete],
  },
}
