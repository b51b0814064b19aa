/** Layouts of SPEC.md §2. */
export type LayoutName =
  'common' | 'content' | 'login' | 'featured' | 'news' | 'school-overview' | 'search' | 'default'

export interface PageInfo {
  /** Fixed page meta title. */
  title: string
  /** Header title, Chinese and English. */
  zh: string
  en: string
  layout: LayoutName
  /** Banner key: which banner art the page header uses. */
  banner: BannerKey
}

export type BannerKey =
  'home' | 'news' | 'school' | 'format' | 'enrolling' | 'featured' | 'service' | 'search'

const p = (layout: LayoutName, banner: BannerKey, zh: string, en: string, title = zh): PageInfo => ({
  title,
  zh,
  en,
  layout,
  banner,
})

/** Every page of the site with its layout, header titles and banner. */
export const PAGES = {
  home: p('default', 'home', '首页', 'Home'),
  mailbox: p('content', 'service', '书记校长信箱', "Secretary & President's Mailbox"),
  news: p('news', 'news', '新闻中心', 'News Center'),
  newsDetail: p('content', 'news', '新闻详情', 'News Detail'),
  platforms: p('common', 'service', '新媒体矩阵', 'New Media Platforms'),
  search: p('search', 'search', '站内搜索', 'Site Search'),
  aboutSchool: p('school-overview', 'school', '学校简介', 'About the School'),
  campusCulture: p('school-overview', 'school', '校园文化', 'Campus Culture'),
  campusCultureDetail: p('content', 'school', '校园文化', 'Campus Culture', '校园文化详情'),
  currentLeadership: p('school-overview', 'school', '现任领导', 'Current Leadership'),
  currentLeadershipDetail: p('content', 'school', '现任领导', 'Current Leadership', '领导简介'),
  history: p('school-overview', 'school', '历史沿革', 'History'),
  internalOrganization: p('school-overview', 'school', '内设机构', 'Internal Organization'),
  internalOrganizationDetail: p('content', 'school', '内设机构', 'Internal Organization', '机构详情'),
  schoolAffairsOpen: p('school-overview', 'school', '校务公开', 'School Affairs Disclosure'),
  schoolAffairsOpenDetail: p('content', 'school', '校务公开', 'School Affairs Disclosure', '校务公开详情'),
  featured: p('featured', 'featured', '专题新闻', 'Topic News'),
  featuredNews: p('featured', 'featured', '专题新闻', 'Featured News', '专题新闻列表'),
  featuredTheoretical: p('featured', 'featured', '理论学习', 'Theoretical Study'),
  featuredTheoreticalDetail: p('content', 'featured', '理论学习', 'Theoretical Study', '理论学习详情'),
  featuredWork: p('featured', 'featured', '工作简报', 'Work Briefing'),
  featuredWorkDetail: p('content', 'featured', '工作简报', 'Work Briefing', '工作简报详情'),
  featuredNewsDetail: p('content', 'featured', '专题新闻', 'Featured News', '专题新闻详情'),
  educationalFormat: p('common', 'format', '办学形式', 'Educational Formats'),
  formatHeader: p('common', 'format', '办学形式', 'Educational Formats', '办学形式页头'),
  enrolling: p('common', 'enrolling', '招生服务', 'Admissions'),
  homeComponent: p('default', 'home', '首页组件', 'Home Components'),
} satisfies Record<string, PageInfo>

export type PageKey = keyof typeof PAGES

/** Education formats as the site routes name them, with the API module behind each. */
export const FORMATS = {
  openEducation: { zh: '开放教育', en: 'Open Education' },
  aldultEducation: { zh: '成人学历教育', en: 'Adult Degree Education' },
  communityEducation: { zh: '社区教育', en: 'Community Education' },
  elderlyEducation: { zh: '老年教育', en: 'Senior Education' },
  familyEducation: { zh: '家庭教育', en: 'Family Education' },
  overseasChineseCollege: { zh: '华侨学院', en: 'Overseas Chinese College' },
  tianfuExperimentalCollege: { zh: '天府实验学院', en: 'Tianfu Experimental College' },
} as const
export type FormatRoute = keyof typeof FORMATS

/** Children of the open and adult education pages. */
export const EDU_CHILDREN = {
  learningDynamics: { zh: '学习动态', en: 'Learning Dynamics' },
  teachingPlan: { zh: '教学教务', en: 'Teaching Plan' },
  districtCityCountyCollege: { zh: '市县分校', en: 'District, City & County Colleges' },
  offCampus: { zh: '校外教学点', en: 'Off-campus Teaching Sites' },
  directlyFaculty: { zh: '直属学院', en: 'Directly Affiliated Faculty' },
  login: { zh: '成绩查询登录', en: 'Score Query Login' },
  scoreQuery: { zh: '成绩查询', en: 'Score Query' },
} as const
export type EduChild = keyof typeof EDU_CHILDREN

/** Site route name → API module, token key and enrolment category for the two student formats. */
export const EDU = {
  openEducation: { module: 'openEducation', tokenKey: 'openToken', categoryType: 'open' },
  aldultEducation: { module: 'adultEducation', tokenKey: 'aldultToken', categoryType: 'adult' },
} as const
export type EduRoute = keyof typeof EDU
export const isEduRoute = (s: string): s is EduRoute => Object.hasOwn(EDU, s)

/** Enrolment types of /enrolling/<type> → category_type. */
export const ENROLLING = {
  openEducation: { categoryType: 'open', zh: '开放教育招生', en: 'Open Education Admissions' },
  aldultEducation: { categoryType: 'adult', zh: '成人学历教育招生', en: 'Adult Education Admissions' },
  elderlyEducation: { categoryType: 'elderly', zh: '老年教育招生', en: 'Senior Education Admissions' },
} as const
export type EnrollingRoute = keyof typeof ENROLLING
export const isEnrollingRoute = (s: string): s is EnrollingRoute => Object.hasOwn(ENROLLING, s)
/** The /enrolling/<type> route of a category_type (open, adult, elderly). */
export const enrollingRouteOf = (categoryType: string | undefined): EnrollingRoute =>
  (Object.keys(ENROLLING) as EnrollingRoute[]).find((k) => ENROLLING[k].categoryType === categoryType) ??
  'openEducation'
export const ENROLLING_CHILDREN = {
  information: { zh: '招生信息', en: 'Admissions Information' },
  major: { zh: '招生专业', en: 'Majors' },
  paymentRegistration: { zh: '报名缴费', en: 'Registration & Payment' },
} as const

/** Main navigation of the header. */
export const NAV: { href: string; label: string; children?: { href: string; label: string }[] }[] = [
  { href: '/', label: '首页' },
  {
    href: '/schoolOverview',
    label: '学校概况',
    children: [
      { href: '/schoolOverview/aboutSchool', label: '学校简介' },
      { href: '/schoolOverview/history', label: '历史沿革' },
      { href: '/schoolOverview/currentLeadership', label: '现任领导' },
      { href: '/schoolOverview/internalOrganization', label: '内设机构' },
      { href: '/schoolOverview/schoolAffairsOpen', label: '校务公开' },
      { href: '/schoolOverview/campusCulture', label: '校园文化' },
    ],
  },
  { href: '/news', label: '新闻中心' },
  {
    href: '/educationalFormat',
    label: '办学形式',
    children: Object.entries(FORMATS).map(([k, v]) => ({ href: `/educationalFormat/${k}`, label: v.zh })),
  },
  {
    href: '/enrolling',
    label: '招生服务',
    children: Object.entries(ENROLLING).map(([k, v]) => ({ href: `/enrolling/${k}`, label: v.zh })),
  },
  { href: '/featured', label: '专题专栏' },
  { href: '/platforms', label: '新媒体' },
  { href: '/mailbox', label: '书记校长信箱' },
]
