import { z } from 'zod'
import { listData, listFilter, siteParam } from '../common'
import * as E from '../entities'
import { def } from './define'

export const searchCalls = {
  'search.Search/list': def({
    summary: '全站搜索（site：站群中的站点，只搜该站点自己的新闻与页面；缺省为门户）',
    request: listFilter.extend({
      keyword: z
        .string({ error: '请输入搜索关键词' })
        .trim()
        .min(1, '请输入搜索关键词')
        .max(50, '关键词不能超过 50 个字符'),
      type: E.searchType.optional(),
      site: siteParam,
    }),
    data: listData(E.searchHit).extend({ facets: z.record(E.searchType, z.number().int()) }),
  }),
}
