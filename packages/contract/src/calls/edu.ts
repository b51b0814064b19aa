import { byId, listData, listFilter } from '../common'
import { EDU_TYPE_LABEL, type EduType } from '../enums'
import * as E from '../entities'
import { def, ofType } from './define'

/** News and schools of the open and adult education pages; the two types have the same calls. */
const eduCalls = <T extends EduType>(type: T) => {
  const label = EDU_TYPE_LABEL[type]
  return ofType(type, {
    'News/list': def({
      summary: `${label}动态列表（learning 学习动态，teaching 教学教务）`,
      request: listFilter.extend({ type: E.eduNewsType.optional() }),
      data: listData(E.articleSummary),
    }),
    'News/info': def({
      summary: `${label}动态详情`,
      request: byId('news_id', '新闻编号'),
      // Its column (learning 学习动态, teaching 教学教务): the site shows it under that one only.
      data: E.articleDetail.extend({ type: E.eduNewsType }),
    }),
    'School/list': def({
      summary: `${label}分校（branch）与校外教学点（site）列表`,
      request: listFilter.extend({ type: E.eduSchoolType.optional() }),
      data: listData(E.eduSchool),
    }),
    'School/info': def({
      summary: `${label}分校或教学点详情`,
      request: byId('school_id', '学校编号'),
      data: E.eduSchoolDetail,
    }),
  })
}

export const eduContentCalls = { ...eduCalls('openEducation'), ...eduCalls('adultEducation') }
