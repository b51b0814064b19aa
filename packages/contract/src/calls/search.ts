import { z } from 'zod'
import { listData, listFilter, siteParam } from '../common'
import { SEARCH_SCOPES } from '../enums'
import * as E from '../entities'
import { def } from './define'

export const searchCalls = {
  'search.Search/list': def({
    summary:
      '全站搜索（site：站群中的站点，只搜该站点自己的新闻与页面；缺省为门户。scope all：搜索门户与全部已上线站点，每条结果带 site）',
    request: listFilter.extend({
      keyword: z
        .string({ error: '请输入搜索关键词' })
        .trim()
        .min(1, '请输入搜索关键词')
        .max(50, '关键词不能超过 50 个字符'),
      type: E.searchType.optional(),
      site: siteParam,
      // Optional, so that a call without it answers exactly as before (the site's own).
      scope: z.enum(SEARCH_SCOPES, { error: '搜索范围只能是 site（本站）或 all（全部站点）' }).optional(),
    }),
    data: listData(E.searchHit).extend({ facets: z.record(E.searchType, z.number().int()) }),
  }),
}
