import { z } from 'zod'
import { idOf, listData, listFilter } from '../common'
import { EDU_TYPE_LABEL, type EduType } from '../enums'
import * as E from '../entities'
import { def } from './define'

/** News and schools of the open and adult education pages; the two types have the same calls. */
const eduCalls = <T extends EduType>(type: T) => {
  const label = EDU_TYPE_LABEL[type]
  const calls = {
    newsList: def({
      summary: `${label}动态列表（learning 学习动态，teaching 教学教务）`,
      request: listFilter.extend({ type: E.eduNewsType.optional() }),
      data: listData(E.articleSummary),
    }),
    newsInfo: def({
      summary: `${label}动态详情`,
      request: z.object({ news_id: idOf('新闻编号') }),
      data: E.articleDetail,
    }),
    schoolList: def({
      summary: `${label}分校（branch）与校外教学点（site）列表`,
      request: listFilter.extend({ type: E.eduSchoolType.optional() }),
      data: listData(E.eduSchool),
    }),
    schoolInfo: def({
      summary: `${label}分校或教学点详情`,
      request: z.object({ school_id: idOf('学校编号') }),
      data: E.eduSchoolDetail,
    }),
  }
  return {
    [`${type}.News/list`]: calls.newsList,
    [`${type}.News/info`]: calls.newsInfo,
    [`${type}.School/list`]: calls.schoolList,
    [`${type}.School/info`]: calls.schoolInfo,
  } as { [K in `${T}.News/list`]: typeof calls.newsList } & {
    [K in `${T}.News/info`]: typeof calls.newsInfo
  } & { [K in `${T}.School/list`]: typeof calls.schoolList } & {
    [K in `${T}.School/info`]: typeof calls.schoolInfo
  }
}

export const eduContentCalls = { ...eduCalls('openEducation'), ...eduCalls('adultEducation') }
