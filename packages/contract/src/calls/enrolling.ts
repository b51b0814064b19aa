import { byId, listData, listFilter } from '../common'
import * as E from '../entities'
import { enrollInput } from '../forms/enroll'
import { def } from './define'

export { enrollInput, type EnrollInput } from '../forms/enroll'

export const enrollingCalls = {
  'enrolling.News/list': def({
    summary: '招生信息列表',
    request: listFilter.extend({ category_type: E.categoryType.optional() }),
    data: listData(E.enrollNews),
  }),
  'enrolling.News/info': def({
    summary: '招生信息详情',
    request: byId('news_id', '招生信息编号'),
    data: E.enrollNewsDetail,
  }),
  'enrolling.Major/list': def({
    summary: '招生专业（page 0, limit 0 取全部）',
    request: listFilter.extend({
      level: E.majorLevel.optional(),
      category_type: E.categoryType.optional(),
    }),
    data: listData(E.major),
  }),
  'enrolling.Major/info': def({
    summary: '专业详情',
    request: byId('major_id', '专业编号'),
    data: E.majorDetail,
  }),
  'enrolling.Enroll/add': def({ summary: '报名登记', request: enrollInput, data: E.enrollResult }),
  'educational.School/list': def({
    summary: '报名可选的学习中心（page 0, limit 0 取全部）',
    request: listFilter,
    data: listData(E.learningCenter),
  }),
}
