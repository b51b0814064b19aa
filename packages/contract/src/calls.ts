import { z } from 'zod'
import { id, idOf, listData, listFilter, noInput } from './common'
import * as E from './entities'

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface CallDef<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  method: Method
  /** What the call is for, in a few words (Chinese, as the docs are read by the school's IT staff). */
  summary: string
  request: Req
  data: Data
  /** Student calls: the education type whose bearer token the call needs. */
  auth?: E.EduType
}

const def = <Req extends z.ZodType, Data extends z.ZodType>(d: CallDef<Req, Data>) => d

/* ---------- request schemas ---------- */

const pathName = z
  .string()
  .trim()
  .max(50, '栏目路径不能超过 50 个字符')
  .regex(/^[A-Za-z0-9_-]*$/, '栏目路径只能包含字母、数字、下划线和连字符')

const CHINA_MOBILE = /^1[3-9]\d{9}$/
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const ID_CARD_CHECK = '10X98765432'
/** GB 11643 check: 17 digits weighted mod 11, then the check character. */
export function isValidIdCard(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false
  const sum = ID_CARD_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0)
  if (ID_CARD_CHECK[sum % 11] !== value[17]) return false
  const y = Number(value.slice(6, 10))
  const m = Number(value.slice(10, 12))
  const d = Number(value.slice(12, 14))
  const date = new Date(Date.UTC(y, m - 1, d))
  return (
    y >= 1900 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    date.getTime() <= Date.now()
  )
}

/** The same enumeration with one plain message, for forms a visitor fills in. */
const choice = <T extends z.ZodEnum>(e: T, message: string) =>
  z.enum(e.options as [string, ...string[]], { error: message }) as unknown as T

const captchaFields = {
  captcha_id: z.string({ error: '请先获取验证码' }).min(1, '请先获取验证码').max(64, '验证码编号无效'),
  captcha: z
    .string({ error: '请输入验证码' })
    .trim()
    .min(1, '请输入验证码')
    .max(10, '验证码不能超过 10 个字符'),
}

export const studentLoginInput = z.object({
  student_no: z.string({ error: '请输入学号' }).trim().min(1, '请输入学号').max(32, '学号不能超过 32 个字符'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(128, '密码不能超过 128 个字符'),
  ...captchaFields,
})

const token = z.string().max(1024, '令牌无效').optional()

export const scoreFilter = z.object({
  token,
  year: z.string({ error: '请选择学年' }).regex(/^\d{4}$/, '学年格式不正确'),
  period: choice(E.termPeriod, '请选择学期'),
  page: listFilter.shape.page,
  limit: listFilter.shape.limit,
})

export const enrollInput = z.object({
  category_type: choice(E.categoryType, '请选择招生类别'),
  name: z
    .string({ error: '请填写姓名' })
    .trim()
    .min(2, '姓名至少 2 个字')
    .max(20, '姓名不能超过 20 个字')
    .regex(/^[\u4e00-\u9fa5·A-Za-z ]+$/, '姓名只能包含汉字、字母和间隔号'),
  gender: choice(E.gender, '请选择性别'),
  id_card: z
    .string({ error: '请填写身份证号' })
    .trim()
    .transform((s) => s.toUpperCase())
    .refine(isValidIdCard, '身份证号不正确，请核对后重新填写'),
  mobile: z.string({ error: '请填写手机号' }).trim().regex(CHINA_MOBILE, '手机号格式不正确'),
  email: z.union([z.literal(''), z.email('邮箱格式不正确').max(100)]).optional(),
  education: choice(E.educationBackground, '请选择现有学历'),
  level: choice(E.majorLevel, '请选择报读层次'),
  major_id: idOf('报读专业'),
  school_id: idOf('学习中心'),
  address: z.string().trim().max(200, '通讯地址不能超过 200 个字').optional(),
  remark: z.string().trim().max(500, '备注不能超过 500 个字').optional(),
})
export type EnrollInput = z.input<typeof enrollInput>

export const letterInput = z
  .object({
    recipient: choice(E.letterRecipient, '请选择收信人'),
    anonymous: z.boolean().optional().default(false),
    name: z.string().trim().max(20, '姓名不能超过 20 个字').optional(),
    contact: z
      .string({ error: '请填写联系方式' })
      .trim()
      .max(100, '联系方式不能超过 100 个字符')
      .refine((s) => CHINA_MOBILE.test(s) || z.email().safeParse(s).success, '请填写正确的手机号或邮箱'),
    subject: z
      .string({ error: '请填写主题' })
      .trim()
      .min(2, '主题至少 2 个字')
      .max(50, '主题不能超过 50 个字'),
    content: z
      .string({ error: '请填写信件内容' })
      .trim()
      .min(10, '信件内容至少 10 个字')
      .max(2000, '信件内容不能超过 2000 个字'),
    ...captchaFields,
  })
  .superRefine((v, ctx) => {
    if (!v.anonymous && !v.name)
      ctx.addIssue({ code: 'custom', path: ['name'], message: '请填写姓名，或选择匿名来信' })
  })

/* ---------- the calls of SPEC.md §7, then our extensions ---------- */

const newsList = listFilter.extend({ path_name: pathName.optional(), category_id: id.optional() })

const eduSetting = (summary: string) => def({ method: 'POST', summary, request: noInput, data: E.formatPage })

const eduCalls = <T extends E.EduType>(type: T, label: string) => ({
  setting: {
    baseInfo: eduSetting(`${label}概况`),
    teachingServicesInfo: eduSetting(`${label}教学服务`),
    schoolInfo: eduSetting(`${label}直属学院`),
  },
  newsList: def({
    method: 'POST',
    summary: `${label}动态列表（learning 学习动态，teaching 教学教务）`,
    request: listFilter.extend({ type: E.eduNewsType.optional() }),
    data: listData(E.articleSummary),
  }),
  newsInfo: def({
    method: 'POST',
    summary: `${label}动态详情`,
    request: z.object({ news_id: idOf('新闻编号') }),
    data: E.articleDetail,
  }),
  schoolList: def({
    method: 'POST',
    summary: `${label}分校（branch）与校外教学点（site）列表`,
    request: listFilter.extend({ type: E.eduSchoolType.optional() }),
    data: listData(E.eduSchool),
  }),
  schoolInfo: def({
    method: 'POST',
    summary: `${label}分校或教学点详情`,
    request: z.object({ school_id: idOf('学校编号') }),
    data: E.eduSchoolDetail,
  }),
  captcha: def({
    method: 'GET',
    summary: `${label}成绩查询验证码`,
    request: noInput,
    data: E.captcha,
  }),
  login: def({
    method: 'POST',
    summary: `${label}学生登录`,
    request: studentLoginInput,
    data: E.loginResult,
  }),
  terms: def({
    method: 'POST',
    summary: `${label}可查询的学年与学期`,
    request: z.object({ token }),
    data: z.array(E.term),
    auth: type,
  }),
  scores: def({
    method: 'POST',
    summary: `${label}某学期成绩`,
    request: scoreFilter,
    data: listData(E.score),
    auth: type,
  }),
})
const open = eduCalls('openEducation', '开放教育')
const adult = eduCalls('adultEducation', '成人学历教育')

export const calls = {
  'setting.Setting/setting': def({
    method: 'POST',
    summary: '站点设置、新媒体矩阵、服务与友情链接',
    request: noInput,
    data: E.siteSettings,
  }),
  'setting.Carousel/list': def({
    method: 'POST',
    summary: '首页轮播图',
    request: noInput,
    data: listData(E.carousel),
  }),
  'news.News/category': def({
    method: 'GET',
    summary: '新闻栏目',
    request: noInput,
    data: z.array(E.newsCategory),
  }),
  'news.News/list': def({
    method: 'POST',
    summary: '新闻列表（可按栏目 path_name 或 category_id 筛选）',
    request: newsList,
    data: listData(E.newsSummary),
  }),
  'news.News/info': def({
    method: 'POST',
    summary: '新闻详情',
    request: z.object({ news_id: idOf('新闻编号') }),
    data: E.newsDetail,
  }),
  'school.Setting/info': def({
    method: 'POST',
    summary: '学校概况',
    request: noInput,
    data: E.schoolInfo,
  }),
  'school.Introduction/list': def({
    method: 'POST',
    summary: '学校简介分节',
    request: listFilter,
    data: listData(E.introduction),
  }),
  'school.History/list': def({
    method: 'POST',
    summary: '学校历史沿革',
    request: listFilter,
    data: listData(E.historyEvent),
  }),
  'school.Campus/list': def({
    method: 'POST',
    summary: '校园文化列表',
    request: listFilter,
    data: listData(E.articleSummary),
  }),
  'school.Campus/info': def({
    method: 'POST',
    summary: '校园文化详情',
    request: z.object({ campus_id: idOf('校园文化编号') }),
    data: E.articleDetail,
  }),
  'school.Staff/list': def({
    method: 'POST',
    summary: '现任领导列表',
    request: listFilter,
    data: listData(E.staff),
  }),
  'school.Staff/info': def({
    method: 'POST',
    summary: '领导详情',
    request: z.object({ staff_id: idOf('领导编号') }),
    data: E.staffDetail,
  }),
  'school.Department/list': def({
    method: 'POST',
    summary: '内设机构列表',
    request: listFilter.extend({ group: z.string().trim().max(20).optional() }),
    data: listData(E.department),
  }),
  'school.Department/info': def({
    method: 'POST',
    summary: '内设机构详情',
    request: z.object({ department_id: idOf('机构编号') }),
    data: E.departmentDetail,
  }),
  'school.Affair/list': def({
    method: 'POST',
    summary: '校务公开列表',
    request: listFilter,
    data: listData(E.articleSummary),
  }),
  'school.Affair/info': def({
    method: 'POST',
    summary: '校务公开详情',
    request: z.object({ affair_id: idOf('校务公开编号') }),
    data: E.articleDetail,
  }),
  'educationFormat.Setting/baseInfo': def({
    method: 'POST',
    summary: '办学形式总览',
    request: noInput,
    data: E.formatsOverview,
  }),
  'educationFormat.Setting/overseasChineseCollegeInfo': eduSetting('华侨学院'),
  'educationFormat.Setting/tianfuExperimentalCollegeInfo': eduSetting('天府实验学院'),
  'openEducation.Setting/baseInfo': open.setting.baseInfo,
  'adultEducation.Setting/baseInfo': adult.setting.baseInfo,
  'communityEducation.Setting/baseInfo': eduSetting('社区教育概况'),
  'oldEducation.Setting/oldEducationInfo': eduSetting('老年教育概况'),
  'familyEducation.Setting/baseInfo': eduSetting('家庭教育概况'),
  'communityEducation.Setting/communityEducationInfo': eduSetting('社区教育详情'),
  'familyEducation.Setting/familyEducationInfo': eduSetting('家庭教育详情'),
  'openEducation.Setting/teachingServicesInfo': open.setting.teachingServicesInfo,
  'openEducation.Setting/schoolInfo': open.setting.schoolInfo,
  'adultEducation.Setting/teachingServicesInfo': adult.setting.teachingServicesInfo,
  'adultEducation.Setting/schoolInfo': adult.setting.schoolInfo,
  'openEducation.News/list': open.newsList,
  'openEducation.News/info': open.newsInfo,
  'adultEducation.News/list': adult.newsList,
  'adultEducation.News/info': adult.newsInfo,
  'openEducation.School/list': open.schoolList,
  'openEducation.School/info': open.schoolInfo,
  'adultEducation.School/list': adult.schoolList,
  'adultEducation.School/info': adult.schoolInfo,
  'openEducation.Student/captcha': open.captcha,
  'openEducation.Student/login': open.login,
  'adultEducation.Student/captcha': adult.captcha,
  'adultEducation.Student/login': adult.login,
  'openEducation.StudentScore/getYearAndPeriod': open.terms,
  'openEducation.StudentScore/list': open.scores,
  'adultEducation.StudentScore/getYearAndPeriod': adult.terms,
  'adultEducation.StudentScore/list': adult.scores,
  'oldEducation.Course/list': def({
    method: 'POST',
    summary: '老年大学课程列表',
    request: listFilter.extend({ category: z.string().trim().max(20).optional() }),
    data: listData(E.course),
  }),
  'oldEducation.Course/info': def({
    method: 'POST',
    summary: '老年大学课程详情',
    request: z.object({ course_id: idOf('课程编号') }),
    data: E.courseDetail,
  }),
  'enrolling.News/list': def({
    method: 'POST',
    summary: '招生信息列表',
    request: listFilter.extend({ category_type: E.categoryType.optional() }),
    data: listData(E.enrollNews),
  }),
  'enrolling.News/info': def({
    method: 'POST',
    summary: '招生信息详情',
    request: z.object({ news_id: idOf('招生信息编号') }),
    data: E.enrollNewsDetail,
  }),
  'enrolling.Major/list': def({
    method: 'POST',
    summary: '招生专业（page 0, limit 0 取全部）',
    request: listFilter.extend({
      level: E.majorLevel.optional(),
      category_type: E.categoryType.optional(),
    }),
    data: listData(E.major),
  }),
  'enrolling.Major/info': def({
    method: 'POST',
    summary: '专业详情',
    request: z.object({ major_id: idOf('专业编号') }),
    data: E.majorDetail,
  }),
  'enrolling.Enroll/add': def({
    method: 'POST',
    summary: '报名登记',
    request: enrollInput,
    data: E.enrollResult,
  }),
  'educational.School/list': def({
    method: 'POST',
    summary: '报名可选的学习中心（page 0, limit 0 取全部）',
    request: listFilter,
    data: listData(E.learningCenter),
  }),
  'theme.Theme/info': def({
    method: 'POST',
    summary: '专题信息',
    request: z.object({ theme_id: idOf('专题编号') }),
    data: E.theme,
  }),
  'theme.Article/list': def({
    method: 'POST',
    summary: '专题文章列表（section：news 新闻，theoretical 理论学习，work 工作简报）',
    request: listFilter.extend({ theme_id: idOf('专题编号'), section: E.themeSection.optional() }),
    data: listData(E.themeArticle),
  }),
  'theme.Article/info': def({
    method: 'POST',
    summary: '专题文章详情',
    request: z.object({ article_id: idOf('文章编号') }),
    data: E.themeArticleDetail,
  }),

  // Extensions (DESIGN.md §2).
  'search.Search/list': def({
    method: 'POST',
    summary: '全站搜索',
    request: listFilter.extend({
      keyword: z
        .string({ error: '请输入搜索关键词' })
        .trim()
        .min(1, '请输入搜索关键词')
        .max(50, '关键词不能超过 50 个字符'),
      type: E.searchType.optional(),
    }),
    data: listData(E.searchHit).extend({ facets: z.record(E.searchType, z.number().int()) }),
  }),
  'mailbox.Letter/captcha': def({
    method: 'GET',
    summary: '来信验证码',
    request: noInput,
    data: E.captcha,
  }),
  'mailbox.Letter/add': def({
    method: 'POST',
    summary: '书记、校长信箱来信',
    request: letterInput,
    data: E.letterReceipt,
  }),
  'mailbox.Letter/query': def({
    method: 'POST',
    summary: '凭查询码查看来信处理情况',
    request: z.object({
      tracking_code: z
        .string({ error: '请输入查询码' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9]{12}$/, '查询码为 12 位字母或数字'),
    }),
    data: E.letter,
  }),
  'mailbox.Letter/list': def({
    method: 'POST',
    summary: '公开的来信与回复',
    request: listFilter,
    data: listData(E.publicLetter),
  }),
  'system.Health/check': def({
    method: 'GET',
    summary: '健康检查',
    request: noInput,
    data: E.health,
  }),
} as const satisfies Record<string, CallDef>

export type Calls = typeof calls
export type CallName = keyof Calls
export type CallInput<N extends CallName> = z.input<Calls[N]['request']>
export type CallParsedInput<N extends CallName> = z.output<Calls[N]['request']>
export type CallData<N extends CallName> = z.output<Calls[N]['data']>

export const callNames = Object.keys(calls) as CallName[]
export const callPath = (name: CallName) => `/api/${name}`

/** Splits `/api/news.News/list` style names: module, controller, action. */
export function parseCallName(name: string) {
  const m = /^([a-zA-Z]+)\.([A-Z][a-zA-Z]*)\/([a-zA-Z]+)$/.exec(name)
  return m ? { module: m[1]!, controller: m[2]!, action: m[3]! } : null
}

export const isCallName = (name: string): name is CallName => Object.hasOwn(calls, name)
