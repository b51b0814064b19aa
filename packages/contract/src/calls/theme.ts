import { byId, idOf, listData, listFilter } from '../common'
import * as E from '../entities'
import { def } from './define'

export const themeCalls = {
  'theme.Theme/info': def({ summary: '专题信息', request: byId('theme_id', '专题编号'), data: E.theme }),
  'theme.Article/list': def({
    summary: '专题文章列表（section：news 新闻，theoretical 理论学习，work 工作简报）',
    request: listFilter.extend({ theme_id: idOf('专题编号'), section: E.themeSection.optional() }),
    data: listData(E.themeArticle),
  }),
  'theme.Article/info': def({
    summary: '专题文章详情',
    request: byId('article_id', '文章编号'),
    data: E.themeArticleDetail,
  }),
}
