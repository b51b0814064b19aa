import { eduTypeRow } from './options'
import { articleCollection } from './factory'

/** Learning news and teaching affairs of open and adult education. */
export const EduNews = articleCollection({
  slug: 'edu-news',
  label: ['教学动态', '开放与成人教育动态'],
  section: 'education',
  controllers: ['openEducation.News', 'adultEducation.News'],
  listedBy: [['edu_type'], ['edu_type', 'type']],
  defaultColumns: ['title', 'edu_type', 'type', 'published_at', 'review_state'],
  extraFields: [
    eduTypeRow({
      label: '栏目',
      options: [
        { label: '学习动态', value: 'learning' },
        { label: '教学教务', value: 'teaching' },
      ],
    }),
  ],
})
