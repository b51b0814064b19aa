import { z } from 'zod'
import { byId, listData, listFilter } from '../common'
import * as E from '../entities'
import { def } from './define'

export const oldEducationCalls = {
  'oldEducation.Course/list': def({
    summary: '老年大学课程列表',
    request: listFilter.extend({ category: z.string().trim().max(20).optional() }),
    data: listData(E.course),
  }),
  'oldEducation.Course/info': def({
    summary: '老年大学课程详情',
    request: byId('course_id', '课程编号'),
    data: E.courseDetail,
  }),
}
