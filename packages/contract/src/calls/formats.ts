import { noInput } from '../common'
import * as E from '../entities'
import { def, type CallSchemas } from './define'
import { FORMAT_PAGE_CALLS, type FormatPageCall } from './routes'

const FORMAT_PAGE_SUMMARY: Record<FormatPageCall, string> = {
  'educationFormat.Setting/overseasChineseCollegeInfo': '华侨学院',
  'educationFormat.Setting/tianfuExperimentalCollegeInfo': '天府实验学院',
  'openEducation.Setting/baseInfo': '开放教育概况',
  'adultEducation.Setting/baseInfo': '成人学历教育概况',
  'communityEducation.Setting/baseInfo': '社区教育概况',
  'oldEducation.Setting/oldEducationInfo': '老年教育概况',
  'familyEducation.Setting/baseInfo': '家庭教育概况',
  'communityEducation.Setting/communityEducationInfo': '社区教育详情',
  'familyEducation.Setting/familyEducationInfo': '家庭教育详情',
  'openEducation.Setting/teachingServicesInfo': '开放教育教学服务',
  'openEducation.Setting/schoolInfo': '开放教育直属学院',
  'adultEducation.Setting/teachingServicesInfo': '成人学历教育教学服务',
  'adultEducation.Setting/schoolInfo': '成人学历教育直属学院',
}

type FormatPageSchemas = CallSchemas<typeof noInput, typeof E.formatPage>

export const formatCalls = {
  'educationFormat.Setting/baseInfo': def({
    summary: '办学形式总览',
    request: noInput,
    data: E.formatsOverview,
  }),
  ...(Object.fromEntries(
    FORMAT_PAGE_CALLS.map((name) => [
      name,
      def({ summary: FORMAT_PAGE_SUMMARY[name], request: noInput, data: E.formatPage }),
    ]),
  ) as Record<FormatPageCall, FormatPageSchemas>),
}
