import { z } from 'zod'
import { byId, listData, listFilter, noInput } from '../common'
import * as E from '../entities'
import { def } from './define'

export const schoolCalls = {
  'school.Setting/info': def({ summary: '学校概况', request: noInput, data: E.schoolInfo }),
  'school.Introduction/list': def({
    summary: '学校简介分节',
    request: listFilter,
    data: listData(E.introduction),
  }),
  'school.History/list': def({
    summary: '学校历史沿革',
    request: listFilter,
    data: listData(E.historyEvent),
  }),
  'school.Campus/list': def({
    summary: '校园文化列表',
    request: listFilter,
    data: listData(E.articleSummary),
  }),
  'school.Campus/info': def({
    summary: '校园文化详情',
    request: byId('campus_id', '校园文化编号'),
    data: E.articleDetail,
  }),
  'school.Staff/list': def({ summary: '现任领导列表', request: listFilter, data: listData(E.staff) }),
  'school.Staff/info': def({
    summary: '领导详情',
    request: byId('staff_id', '领导编号'),
    data: E.staffDetail,
  }),
  'school.Department/list': def({
    summary: '内设机构列表',
    request: listFilter.extend({ group: z.string().trim().max(20).optional() }),
    data: listData(E.department),
  }),
  'school.Department/info': def({
    summary: '内设机构详情',
    request: byId('department_id', '机构编号'),
    data: E.departmentDetail,
  }),
  'school.Affair/list': def({
    summary: '校务公开列表',
    request: listFilter,
    data: listData(E.articleSummary),
  }),
  'school.Affair/info': def({
    summary: '校务公开详情',
    request: byId('affair_id', '校务公开编号'),
    data: E.articleDetail,
  }),
}
