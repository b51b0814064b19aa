import type { CallData } from '@ou/contract'
import {
  THEME_SECTIONS,
  type CategoryType,
  type EduType,
  type FormatKey,
  type SearchScope,
  type SearchType,
  type ThemeSection,
} from '@ou/contract/enums'
import type { FormatPageCall } from '@ou/contract/routes'

/**
 * The site's route map: the route segments the site answers, and `href`, which builds every
 * internal link from them. Navigation, page paths, breadcrumbs, search results and the sitemap
 * all build their links here, so a route is spelt once. Plain TypeScript with no framework
 * import: the end-to-end tests walk it too. docs/pages.md lists what each route shows.
 */

/** The featured topic /featured opens when the visitor has seen none yet. */
export const DEFAULT_THEME_ID = 1

/** The two formats with student pages, as the routes name them (`aldult…` is the product's spelling), and their API module. */
export const EDU_ROUTES = {
  openEducation: 'openEducation',
  aldultEducation: 'adultEducation',
} as const satisfies Record<string, EduType>
export type EduRoute = keyof typeof EDU_ROUTES
export const isEduRoute = (s: string): s is EduRoute => Object.hasOwn(EDU_ROUTES, s)

/** Children of the open and adult education pages (directlyFaculty: open education only). */
export const EDU_CHILDREN = [
  'learningDynamics',
  'teachingPlan',
  'directlyFaculty',
  'districtCityCountyCollege',
  'offCampus',
  'login',
  'scoreQuery',
] as const
export type EduChild = (typeof EDU_CHILDREN)[number]
/** The children whose records have a detail page of their own. */
export type EduDetailChild = 'learningDynamics' | 'teachingPlan' | 'districtCityCountyCollege' | 'offCampus'
/** The open-education pages that list majors (`…/major/index`, `…/major/{id}`). */
export type OpenMajorParent = 'directlyFaculty' | 'teachingPlan'

/** Enrolment types of /enrolling/{type}, and the category of majors and news each shows. */
export const ENROLLING_ROUTES = {
  openEducation: 'open',
  aldultEducation: 'adult',
  elderlyEducation: 'elderly',
} as const satisfies Record<string, CategoryType>
export type EnrollingRoute = keyof typeof ENROLLING_ROUTES
export const isEnrollingRoute = (s: string): s is EnrollingRoute => Object.hasOwn(ENROLLING_ROUTES, s)
export const ENROLLING_CHILDREN = ['information', 'major', 'paymentRegistration'] as const
export type EnrollingChild = (typeof ENROLLING_CHILDREN)[number]

/** The /enrolling/{type} route of a category (open, adult, elderly); open education when unknown. */
export const enrollingRouteOf = (categoryType: string | undefined): EnrollingRoute =>
  (Object.keys(ENROLLING_ROUTES) as EnrollingRoute[]).find((k) => ENROLLING_ROUTES[k] === categoryType) ??
  'openEducation'

/** Sections of the school overview, in menu order. */
export const SCHOOL_ROUTES = [
  'aboutSchool',
  'history',
  'currentLeadership',
  'internalOrganization',
  'schoolAffairsOpen',
  'campusCulture',
] as const
export type SchoolRoute = (typeof SCHOOL_ROUTES)[number]
export type SchoolDetailRoute = Exclude<SchoolRoute, 'aboutSchool' | 'history'>

/** The home page's blocks, each also served alone under /components/{name}. */
export const HOME_COMPONENT_NAMES = ['HomeBanner', 'HomeNews', 'HomeFormats', 'HomeEnrolling'] as const
export type HomeComponentName = (typeof HOME_COMPONENT_NAMES)[number]

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v))
  const s = q.toString()
  return s ? `${path}?${s}` : path
}

/** A search page's address with its query: the portal's `/search`, or a site's (站群, siteHref.search). */
export const searchHref = (
  path: string,
  keyword?: string,
  type?: SearchType | '',
  page?: number,
  scope?: SearchScope,
) =>
  withQuery(path, {
    keyword,
    type,
    // 本站 is the default: only 全部站点 (站群) is spelt out.
    scope: scope === 'all' ? scope : undefined,
    page: page && page > 1 ? page : undefined,
  })

const FORMATS = '/educationalFormat'
const OPEN = `${FORMATS}/openEducation`

/** Every internal link of the site. */
export const href = {
  home: () => '/',
  mailbox: () => '/mailbox',
  platforms: () => '/platforms',
  /** 站群导航: every live site of the group, linked. */
  siteGroup: () => '/sites',
  search: (keyword?: string, type?: SearchType | '', page?: number) =>
    searchHref('/search', keyword, type, page),

  /** Redirects to the first category. */
  news: () => '/news',
  newsCategory: (category: string) => `/news/${category}`,
  newsArticle: (category: string, id: number) => `/news/${category}/${id}`,

  /** Redirects to its first section. */
  schoolOverview: () => '/schoolOverview',
  school: (section: SchoolRoute) => `/schoolOverview/${section}`,
  schoolDetail: (section: SchoolDetailRoute, id: number) => `/schoolOverview/${section}/${id}`,
  /** 信息公开: the search within the catalogue, and the annual reports by school year. */
  disclosureSearch: (keyword?: string, page?: number) =>
    withQuery('/schoolOverview/schoolAffairsOpen/search', {
      keyword,
      page: page && page > 1 ? page : undefined,
    }),
  disclosureReports: () => '/schoolOverview/schoolAffairsOpen/annualReport',
  disclosureReport: (year: number) => `/schoolOverview/schoolAffairsOpen/annualReport/${year}`,

  /** Without a theme id the browser goes on to the theme it last saw. */
  featured: (themeId?: number) => withQuery('/featured', { theme_id: themeId }),
  featuredSection: (section: ThemeSection, themeId?: number) =>
    withQuery(`/featured/${section}`, { theme_id: themeId }),
  featuredArticle: (section: ThemeSection, id: number) => `/featured/${section}/${id}`,

  formats: () => FORMATS,
  format: (key: FormatKey) => `${FORMATS}/${key}`,
  formatHeaderComponent: () => `${FORMATS}/components/EducationalFormatHeader`,
  eduChild: (edu: EduRoute, child: EduChild) => `${FORMATS}/${edu}/${child}`,
  eduDetail: (edu: EduRoute, child: EduDetailChild, id: number) => `${FORMATS}/${edu}/${child}/${id}`,
  directlyFacultyIntroduction: () => `${OPEN}/directlyFaculty/introduction`,
  /** Redirects to the index of majors. */
  openMajors: (parent: OpenMajorParent) => `${OPEN}/${parent}/major`,
  openMajorIndex: (parent: OpenMajorParent) => `${OPEN}/${parent}/major/index`,
  openMajor: (parent: OpenMajorParent, id: number) => `${OPEN}/${parent}/major/${id}`,
  timetable: () => `${FORMATS}/elderlyEducation/timetable`,
  course: (id: number) => `${FORMATS}/elderlyEducation/timetable/${id}`,

  enrolling: () => '/enrolling',
  /** Redirects to the type's information page. */
  enrollingType: (type: EnrollingRoute) => `/enrolling/${type}`,
  enrollingChild: (type: EnrollingRoute, child: EnrollingChild) => `/enrolling/${type}/${child}`,
  enrollingArticle: (type: EnrollingRoute, id: number) => `/enrolling/${type}/information/${id}`,
  enrollingMajor: (type: EnrollingRoute, id: number) => `/enrolling/${type}/major/${id}`,
  /** The sign-up form, with a major chosen in advance. */
  signUp: (type: EnrollingRoute, majorId?: number) =>
    withQuery(`/enrolling/${type}/paymentRegistration`, { major_id: majorId }),

  homeComponent: (name: HomeComponentName) => `/components/${name}`,
} as const
export type RouteName = keyof typeof href

/** A segment of a route pattern that stands for any one segment. */
const ANY = '*'
/** The children of the open and adult education pages that are paged lists. */
const EDU_LISTS = ['learningDynamics', 'teachingPlan', 'districtCityCountyCollege', 'offCampus'] as const

/**
 * The lists linked as `?page=N`. Each has a `page/[n]` route that serves page N without reading the
 * query, so every page of a list is cached (src/proxy.ts rewrites to it with `listPageRoute`).
 */
export const PAGED_LISTS: readonly string[] = [
  href.newsCategory(ANY),
  // 站群: a site's news column (lib/sites.ts, siteHref.news).
  `/sites/${ANY}/news/${ANY}`,
  href.school('campusCulture'),
  href.school('schoolAffairsOpen'),
  href.enrollingChild(ANY as EnrollingRoute, 'information'),
  href.timetable(),
  ...EDU_LISTS.map((child) => href.eduChild(ANY as EduRoute, child)),
  href.mailbox(),
]

/** Whether `pathname` fits `pattern`, segment by segment (`*` fits any one segment). */
const fits = (pattern: string, pathname: string) => {
  const want = pattern.split('/')
  const got = pathname.split('/')
  return want.length === got.length && want.every((w, i) => (w === ANY ? got[i] !== '' : w === got[i]))
}

/** Featured pages are linked with `?theme_id=N`: /featured and its sections. */
const FEATURED_PAGES = new Map<string, ThemeSection | null>([
  [href.featured(), null],
  ...THEME_SECTIONS.map((s) => [href.featuredSection(s), s] as const),
])

/**
 * The route that serves a list's `?page=N` or a featured page's `?theme_id=N` (with `&page=M` for
 * a section) without reading the query, or null when the address needs none.
 */
export function queryRoute(pathname: string, query: URLSearchParams): string | null {
  const page = query.get('page')
  const pageN = page !== null && /^\d{1,6}$/.test(page) ? page : '1'
  if (page !== null && PAGED_LISTS.some((p) => fits(p, pathname))) return `${pathname}/page/${pageN}`
  const themeId = query.get('theme_id')
  const section = FEATURED_PAGES.get(pathname)
  if (section === undefined || themeId === null || !/^[1-9]\d{0,8}$/.test(themeId)) return null
  return section
    ? `${href.featuredSection(section)}/theme/${themeId}/${pageN}`
    : `${href.featured()}/theme/${themeId}`
}

/** Where each format page call's content is shown (search hits on a format page link here). */
export const FORMAT_PAGE_HREF: Record<FormatPageCall, string> = {
  'educationFormat.Setting/overseasChineseCollegeInfo': href.format('overseasChineseCollege'),
  'educationFormat.Setting/tianfuExperimentalCollegeInfo': href.format('tianfuExperimentalCollege'),
  'openEducation.Setting/baseInfo': href.format('openEducation'),
  'adultEducation.Setting/baseInfo': href.format('aldultEducation'),
  'communityEducation.Setting/baseInfo': href.format('communityEducation'),
  'communityEducation.Setting/communityEducationInfo': href.format('communityEducation'),
  'oldEducation.Setting/oldEducationInfo': href.format('elderlyEducation'),
  'familyEducation.Setting/baseInfo': href.format('familyEducation'),
  'familyEducation.Setting/familyEducationInfo': href.format('familyEducation'),
  'openEducation.Setting/teachingServicesInfo': href.eduChild('openEducation', 'teachingPlan'),
  'openEducation.Setting/schoolInfo': href.directlyFacultyIntroduction(),
  'adultEducation.Setting/teachingServicesInfo': href.eduChild('aldultEducation', 'teachingPlan'),
  // Adult education has no faculty page: its overview is the nearest.
  'adultEducation.Setting/schoolInfo': href.format('aldultEducation'),
}

type SearchHit = CallData<'search.Search/list'>['list'][number]

/** School sections of the search index → the pages that show their records. */
const SCHOOL_HIT: Record<string, (id: number) => string> = {
  introduction: () => href.school('aboutSchool'),
  history: () => href.school('history'),
  campus: (id) => href.schoolDetail('campusCulture', id),
  staff: (id) => href.schoolDetail('currentLeadership', id),
  department: (id) => href.schoolDetail('internalOrganization', id),
  affair: (id) => href.schoolDetail('schoolAffairsOpen', id),
}
const isThemeSection = (s: string | undefined): s is ThemeSection =>
  (THEME_SECTIONS as readonly (string | undefined)[]).includes(s)

/** Where a search hit lives on this site. */
export function searchHitHref(hit: SearchHit): string {
  const r = hit.ref
  switch (hit.type) {
    case 'news':
      return href.newsArticle(r.category || '1', hit.id)
    case 'school':
      return (SCHOOL_HIT[r.section ?? ''] ?? SCHOOL_HIT.introduction!)(hit.id)
    case 'theme':
      return href.featuredArticle(isThemeSection(r.section) ? r.section : 'news', hit.id)
    case 'format':
      return FORMAT_PAGE_HREF[r.format as FormatPageCall] ?? href.formats()
    case 'enrolling':
      return href.enrollingArticle(enrollingRouteOf(r.category_type), hit.id)
    case 'major':
      return href.enrollingMajor(enrollingRouteOf(r.category_type), hit.id)
    case 'page':
      return r.path ?? href.home()
  }
}
