import { z } from 'zod'
import { byId, id, listData, listFilter, siteInput, siteParam } from '../common'
import * as E from '../entities'
import { def } from './define'

const pathName = z
  .string()
  .trim()
  .max(50, '栏目路径不能超过 50 个字符')
  .regex(/^[A-Za-z0-9_-]*$/, '栏目路径只能包含字母、数字、下划线和连字符')

export const newsCalls = {
  'news.News/category': def({
    summary: '新闻栏目（site：站群中的站点，缺省为门户）',
    request: siteInput,
    data: z.array(E.newsCategory),
  }),
  'news.News/list': def({
    summary: '新闻列表（可按栏目 path_name 或 category_id 筛选；site 缺省为门户）',
    request: listFilter.extend({
      path_name: pathName.optional(),
      category_id: id.optional(),
      site: siteParam,
    }),
    data: listData(E.newsSummary),
  }),
  'news.News/info': def({
    summary: '新闻详情（只答该站点的新闻；site 缺省为门户）',
    request: byId('news_id', '新闻编号').extend({ site: siteParam }),
    data: E.newsDetail,
  }),
}
