import { FORMAT_KEYS, THEME_SECTIONS } from '@ou/contract'
import {
  ENROLLING_CHILDREN,
  ENROLLING_ROUTES,
  HOME_COMPONENT_NAMES,
  SCHOOL_ROUTES,
  href,
  type EduChild,
  type EnrollingRoute,
  type RouteName,
} from '../../../apps/site/src/lib/routes'
import { reportYears } from '../../../apps/cms/src/seed/data/disclosure'
import type { SiteData } from './fixtures'

/**
 * Real arguments for every entry of the site's route map (apps/site/src/lib/routes.ts), so that
 * a test can visit every page: a new entry without samples does not compile.
 */
export type Args<K extends RouteName> = Parameters<(typeof href)[K]>
type Samples = { [K in RouteName]: Args<K>[] }
const ENROLLING = Object.keys(ENROLLING_ROUTES) as EnrollingRoute[]
const EDU_PAGES: EduChild[] = [
  'learningDynamics',
  'teachingPlan',
  'districtCityCountyCollege',
  'offCampus',
  'login',
]

export function samples(d: SiteData): Samples {
  const edu = { openEducation: d.open, aldultEducation: d.adult } as const
  return {
    home: [[]],
    mailbox: [[]],
    platforms: [[]],
    siteGroup: [[]],
    search: [[], [d.news.title.slice(0, 4)], ['教育', 'news', 2]],
    news: [[]],
    newsCategory: [['1'], ...d.categories.map((c) => [c.path_name] as [string])],
    newsArticle: [[d.category.path_name, d.news.id]],
    schoolOverview: [[]],
    school: SCHOOL_ROUTES.map((s) => [s]),
    schoolDetail: [
      ['campusCulture', d.campus.id],
      ['currentLeadership', d.staff.id],
      ['internalOrganization', d.dept.id],
      ['schoolAffairsOpen', d.affair.id],
    ],
    disclosureSearch: [[], ['学籍'], ['信息', 2]],
    disclosureReports: [[]],
    disclosureReport: reportYears(new Date()).map((y) => [y]),
    featured: [[], [d.theme.id]],
    featuredSection: THEME_SECTIONS.flatMap((s): Args<'featuredSection'>[] => [[s], [s, d.theme.id]]),
    featuredArticle: THEME_SECTIONS.map((s) => [s, d.themeArticles[s].id]),
    formats: [[]],
    format: FORMAT_KEYS.map((k) => [k]),
    formatHeaderComponent: [[]],
    eduChild: [
      ...EDU_PAGES.flatMap((c): Args<'eduChild'>[] => [
        ['openEducation', c],
        ['aldultEducation', c],
      ]),
      ['openEducation', 'directlyFaculty'],
      ['openEducation', 'scoreQuery'],
    ],
    eduDetail: (['openEducation', 'aldultEducation'] as const).flatMap((e): Args<'eduDetail'>[] => [
      [e, 'learningDynamics', edu[e].learning.id],
      [e, 'teachingPlan', edu[e].teaching.id],
      [e, 'districtCityCountyCollege', edu[e].branch.id],
      [e, 'offCampus', edu[e].site.id],
    ]),
    directlyFacultyIntroduction: [[]],
    openMajors: [['directlyFaculty'], ['teachingPlan']],
    openMajorIndex: [['directlyFaculty'], ['teachingPlan']],
    openMajor: [
      ['directlyFaculty', d.enrolling.openEducation.major.id],
      ['teachingPlan', d.enrolling.openEducation.major.id],
    ],
    timetable: [[]],
    course: [[d.course.id]],
    enrolling: [[]],
    enrollingType: ENROLLING.map((t) => [t]),
    enrollingChild: ENROLLING.flatMap((t) => ENROLLING_CHILDREN.map((c): Args<'enrollingChild'> => [t, c])),
    enrollingArticle: ENROLLING.map((t) => [t, d.enrolling[t].info.id]),
    enrollingMajor: ENROLLING.map((t) => [t, d.enrolling[t].major.id]),
    signUp: ENROLLING.flatMap((t): Args<'signUp'>[] => [[t], [t, d.enrolling[t].major.id]]),
    homeComponent: HOME_COMPONENT_NAMES.map((n) => [n]),
  }
}

/** Every distinct path the route map builds from the samples. */
export function samplePaths(d: SiteData): { name: RouteName; path: string }[] {
  const all = samples(d)
  const builders = href as Record<RouteName, (...args: unknown[]) => string>
  const seen = new Set<string>()
  return (Object.keys(all) as RouteName[]).flatMap((name) =>
    all[name].flatMap((args) => {
      const path = builders[name](...args)
      if (seen.has(path)) return []
      seen.add(path)
      return [{ name, path }]
    }),
  )
}
