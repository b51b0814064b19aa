import { choiceField, linkField } from '@/fields/common'
import { articleCollection } from './factory'
import { themeSectionOptions } from './options'

export const ThemeArticles = articleCollection({
  slug: 'theme-articles',
  label: '专题文章',
  section: 'themes',
  controllers: ['theme.Article'],
  listedBy: [['theme'], ['theme', 'section']],
  defaultColumns: ['title', 'theme', 'section', 'published_at', 'review_state'],
  extraFields: [
    {
      type: 'row',
      fields: [
        linkField('theme', '所属专题', 'themes', { index: true }),
        choiceField('section', '栏目', themeSectionOptions, { index: true }),
      ],
    },
  ],
})
