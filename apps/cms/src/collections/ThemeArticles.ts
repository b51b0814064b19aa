import { articleCollection } from './factory'
import { themeSectionOptions } from './options'

export const ThemeArticles = articleCollection({
  slug: 'theme-articles',
  singular: '专题文章',
  plural: '专题文章',
  group: '专题',
  controllers: ['theme.Article'],
  listedBy: [['theme'], ['theme', 'section']],
  defaultColumns: ['title', 'theme', 'section', 'published_at', 'review_state'],
  extraFields: [
    {
      type: 'row',
      fields: [
        {
          name: 'theme',
          label: '所属专题',
          type: 'relationship',
          relationTo: 'themes',
          required: true,
          index: true,
        },
        {
          name: 'section',
          label: '栏目',
          type: 'select',
          required: true,
          index: true,
          options: themeSectionOptions,
        },
      ],
    },
  ],
})
