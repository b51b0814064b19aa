import type { PayloadRequest } from 'payload'
import type { NewsCategory } from '@/payload-types'
import { contentCollection } from './factory'

export const NewsCategories = contentCollection({
  slug: 'news-categories',
  label: '新闻栏目',
  section: 'news',
  // Menus and pages link categories by their path name.
  controllers: ['news.News', 'setting.Navigation', 'setting.Page'],
  useAsTitle: 'name',
  sortable: true,
  site: true,
  fields: [
    { name: 'name', label: '栏目名称', type: 'text', required: true, maxLength: 20 },
    { name: 'name_en', label: '英文名称', type: 'text', required: true, maxLength: 60 },
    {
      name: 'path_name',
      label: '路径',
      type: 'text',
      required: true,
      maxLength: 50,
      admin: { description: '网址 /news/{路径}，只用字母、数字、连字符；在一个站点内不能重复' },
      validate: async (
        v: unknown,
        { data, id, req }: { data: Partial<NewsCategory>; id?: number | string; req: PayloadRequest },
      ) => {
        if (typeof v !== 'string' || !/^[A-Za-z0-9_-]+$/.test(v))
          return '路径只能包含字母、数字、下划线和连字符'
        const site = typeof data?.site === 'object' ? data.site?.id : data?.site
        const { totalDocs } = await req.payload.count({
          collection: 'news-categories',
          where: {
            and: [
              { path_name: { equals: v } },
              ...(site ? [{ site: { equals: site } }] : []),
              ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
            ],
          },
          overrideAccess: true,
          req,
        })
        return totalDocs ? `本站点已有路径为 ${v} 的栏目，请换一个` : true
      },
    },
  ],
})

// One path per site; two sites may each have their own /news/notice.
NewsCategories.indexes = [{ fields: ['site', 'path_name'], unique: true }]
