import { contentCollection } from './factory'

export const NewsCategories = contentCollection({
  slug: 'news-categories',
  label: '新闻栏目',
  section: 'news',
  // Menus and pages link categories by their path name.
  controllers: ['news.News', 'setting.Navigation', 'setting.Page'],
  useAsTitle: 'name',
  sortable: true,
  fields: [
    { name: 'name', label: '栏目名称', type: 'text', required: true, maxLength: 20 },
    { name: 'name_en', label: '英文名称', type: 'text', required: true, maxLength: 60 },
    {
      name: 'path_name',
      label: '路径',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 50,
      admin: { description: '网址 /news/{路径}，只用字母、数字、连字符' },
      validate: (v: unknown) =>
        typeof v === 'string' && /^[A-Za-z0-9_-]+$/.test(v) ? true : '路径只能包含字母、数字、下划线和连字符',
    },
  ],
})
