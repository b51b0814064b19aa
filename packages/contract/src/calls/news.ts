import { z } from 'zod'
import { byId, id, listData, listFilter, noInput } from '../common'
import * as E from '../entities'
import { def } from './define'

const pathName = z
  .string()
  .trim()
  .max(50, '栏目路径不能超过 50 个字符')
  .regex(/^[A-Za-z0-9_-]*$/, '栏目路径只能包含字母、数字、下划线和连字符')

export const newsCalls = {
  'news.News/category': def({ summary: '新闻栏目', request: noInput, data: z.array(E.newsCategory) }),
  'news.News/list': def({
    summary: '新闻列表（可按栏目 path_name 或 category_id 筛选）',
    request: listFilter.extend({ path_name: pathName.optional(), category_id: id.optional() }),
    data: listData(E.newsSummary),
  }),
  'news.News/info': def({ summary: '新闻详情', request: byId('news_id', '新闻编号'), data: E.newsDetail }),
}
