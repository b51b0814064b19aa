import type { Navigation } from '@ou/contract'
import { FORMAT_KEYS, type FormatKey, type ThemeSection } from '@ou/contract/enums'
import {
  SCHOOL_ROUTES,
  href,
  type EduChild,
  type EnrollingChild,
  type EnrollingRoute,
  type SchoolRoute,
} from './routes'

/** The layouts a page can have (docs/pages.md). */
export type LayoutName =
  'common' | 'content' | 'login' | 'featured' | 'news' | 'school-overview' | 'search' | 'default'

export interface Titles {
  zh: string
  en: string
}

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

/** Every fixed page of the site with its layout, header titles and banner. */
export const PAGES = {
  home: p('default', 'home', '首页', 'Home'),
  mailbox: p('content', 'service', '书记校长信箱', "Secretary & President's Mailbox"),
  news: p('news', 'news', '新闻中心', 'News Center'),
  newsDetail: p('content', 'news', '新闻详情', 'News Detail'),
  preview: p('content', 'news', '草稿预览', 'Draft Preview'),
  platforms: p('common', 'service', '新媒体矩阵', 'New Media Platforms'),
  siteGroup: p('common', 'service', '站群导航', 'Sites of the University'),
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
  disclosureReports: p('school-overview', 'school', '信息公开年度报告', 'Annual Disclosure Reports'),
  disclosureReport: p('content', 'school', '信息公开年度报告', 'Annual Disclosure Reports', '年度报告详情'),
  disclosureSearch: p('school-overview', 'school', '信息公开检索', 'Disclosure Search'),
  // The topic's home: named as its side navigation names it.
  featured: p('featured', 'featured', '专题首页', 'Topic Home'),
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

/** A header title pair, written like the `p(...)` rows above. */
const t = (zh: string, en: string): Titles => ({ zh, en })

/** Header titles of the education formats. */
export const FORMATS: Record<FormatKey, Titles> = {
  openEducation: t('开放教育', 'Open Education'),
  aldultEducation: t('成人学历教育', 'Adult Degree Education'),
  communityEducation: t('社区教育', 'Community Education'),
  elderlyEducation: t('老年教育', 'Senior Education'),
  familyEducation: t('家庭教育', 'Family Education'),
  overseasChineseCollege: t('华侨学院', 'Overseas Chinese College'),
  tianfuExperimentalCollege: t('天府实验学院', 'Tianfu Experimental College'),
}

/** Header titles of the children of the open and adult education pages. */
export const EDU_CHILD_TITLES: Record<EduChild, Titles> = {
  learningDynamics: t('学习动态', 'Learning Dynamics'),
  teachingPlan: t('教学教务', 'Teaching Plan'),
  districtCityCountyCollege: t('市县分校', 'District, City & County Colleges'),
  offCampus: t('校外教学点', 'Off-campus Teaching Sites'),
  directlyFaculty: t('直属学院', 'Directly Affiliated Faculty'),
  login: t('成绩查询登录', 'Score Query Login'),
  scoreQuery: t('成绩查询', 'Score Query'),
}

/** Header titles of the enrolment types and of their children. */
export const ENROLLING_TITLES: Record<EnrollingRoute, Titles> = {
  openEducation: t('开放教育招生', 'Open Education Admissions'),
  aldultEducation: t('成人学历教育招生', 'Adult Education Admissions'),
  elderlyEducation: t('老年教育招生', 'Senior Education Admissions'),
}
export const ENROLLING_CHILD_TITLES: Record<EnrollingChild, Titles> = {
  information: t('招生信息', 'Admissions Information'),
  major: t('招生专业', 'Majors'),
  paymentRegistration: t('报名缴费', 'Registration & Payment'),
}

/** The page of each school-overview section. */
export const SCHOOL_PAGES: Record<SchoolRoute, PageInfo> = {
  aboutSchool: PAGES.aboutSchool,
  history: PAGES.history,
  currentLeadership: PAGES.currentLeadership,
  internalOrganization: PAGES.internalOrganization,
  schoolAffairsOpen: PAGES.schoolAffairsOpen,
  campusCulture: PAGES.campusCulture,
}

export interface NavLink {
  href: string
  label: string
  /** Leaves the site: opens in a new tab. */
  external?: boolean
}
export interface NavItem extends NavLink {
  children?: NavLink[]
}

/**
 * Main navigation of the header as the route map draws it: the seed copies it into the console
 * (栏目导航), and the header falls back to it while the console's menu is empty or unreachable.
 */
export const NAV: NavItem[] = [
  { href: href.home(), label: '首页' },
  {
    href: href.schoolOverview(),
    label: '学校概况',
    children: SCHOOL_ROUTES.map((s) => ({ href: href.school(s), label: SCHOOL_PAGES[s].zh })),
  },
  { href: href.news(), label: '新闻中心' },
  {
    href: href.formats(),
    label: '办学形式',
    children: FORMAT_KEYS.map((k) => ({ href: href.format(k), label: FORMATS[k].zh })),
  },
  {
    href: href.enrolling(),
    label: '招生服务',
    children: (Object.keys(ENROLLING_TITLES) as EnrollingRoute[]).map((k) => ({
      href: href.enrollingType(k),
      label: ENROLLING_TITLES[k].zh,
    })),
  },
  { href: href.featured(), label: '专题专栏' },
  { href: href.platforms(), label: '新媒体' },
  { href: href.mailbox(), label: '书记校长信箱' },
]

/** The page of an education format, or of one of its children. */
export const formatPageInfo = (
  format: FormatKey,
  child?: Titles,
  layout: PageInfo['layout'] = 'common',
): PageInfo => ({
  title: child ? `${FORMATS[format].zh}·${child.zh}` : FORMATS[format].zh,
  zh: child ? child.zh : FORMATS[format].zh,
  en: child ? child.en : FORMATS[format].en,
  layout,
  banner: 'format',
})

/** The page of an enrolment type's child, or of one of its records. */
export const enrollingPageInfo = (type: EnrollingRoute, child: EnrollingChild, detail = false): PageInfo => ({
  title: `${ENROLLING_TITLES[type].zh}·${ENROLLING_CHILD_TITLES[child].zh}${detail ? '详情' : ''}`,
  zh: ENROLLING_CHILD_TITLES[child].zh,
  en: ENROLLING_CHILD_TITLES[child].en,
  layout: detail ? 'content' : 'common',
  banner: 'enrolling',
})

/** The pages of a theme's three sections: the list and an article. */
export const FEATURED_SECTIONS: Record<ThemeSection, { page: PageInfo; detail: PageInfo }> = {
  news: { page: PAGES.featuredNews, detail: PAGES.featuredNewsDetail },
  theoretical: { page: PAGES.featuredTheoretical, detail: PAGES.featuredTheoreticalDetail },
  work: { page: PAGES.featuredWork, detail: PAGES.featuredWorkDetail },
}

export const TIMETABLE: Titles = t('课程表', 'Timetable')

/** Side navigation of the senior education pages. */
export const ELDERLY_NAV = [
  { href: href.format('elderlyEducation'), label: '概况' },
  { href: href.timetable(), label: TIMETABLE.zh },
  { href: href.enrollingType('elderlyEducation'), label: ENROLLING_TITLES.elderlyEducation.zh },
]

/** The header menu the console keeps (`setting.Navigation/info`), or the built-in one while it is empty. */
export const headerNav = (nav: Navigation | null): NavItem[] =>
  nav?.header.length
    ? nav.header.map((i) => ({
        href: i.href,
        label: i.label,
        external: i.external,
        ...(i.children.length ? { children: i.children } : {}),
      }))
    : NAV
