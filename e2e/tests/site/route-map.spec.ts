import { expect, test } from '@playwright/test'
import { FORMAT_KEYS, FORMAT_PAGE_CALLS, SEARCH_TYPES, THEME_SECTIONS, type SearchType } from '@ou/contract'
import {
  ENROLLING_CHILDREN,
  ENROLLING_ROUTES,
  FORMAT_PAGE_HREF,
  HOME_COMPONENT_NAMES,
  SCHOOL_ROUTES,
  href,
  searchHitHref,
  type EduChild,
  type EnrollingRoute,
  type RouteName,
} from '../../../apps/site/src/lib/routes'
import { data } from '../../lib/api'
import { loadSiteData, type SiteData } from './fixtures'

/**
 * The site's route map builds every internal link. Every entry, called with real records, must
 * name a page that answers; so must the link of every kind of search hit.
 */

type Args<K extends RouteName> = Parameters<(typeof href)[K]>
type Samples = { [K in RouteName]: Args<K>[] }
const ENROLLING = Object.keys(ENROLLING_ROUTES) as EnrollingRoute[]
const EDU_PAGES: EduChild[] = [
  'learningDynamics',
  'teachingPlan',
  'districtCityCountyCollege',
  'offCampus',
  'login',
]

/** Arguments for every entry of the map; a new entry without samples does not compile. */
function samples(d: SiteData): Samples {
  const edu = { openEducation: d.open, aldultEducation: d.adult } as const
  return {
    home: [[]],
    mailbox: [[]],
    platforms: [[]],
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

let site: SiteData
test.beforeAll(async () => {
  site = await loadSiteData()
})

test('every entry of the route map names a page that answers', async ({ request }) => {
  test.setTimeout(240_000)
  const all = samples(site)
  const builders = href as Record<RouteName, (...args: unknown[]) => string>
  for (const name of Object.keys(all) as RouteName[]) {
    expect(all[name].length, `${name} has samples`).toBeGreaterThan(0)
    for (const args of all[name]) {
      const path = builders[name](...args)
      const res = await request.get(path)
      expect(res.status(), `${name}(${args.join(', ')}) → ${path}`).toBe(200)
    }
  }
})

test('every format page call links to a page that answers', async ({ request }) => {
  for (const call of FORMAT_PAGE_CALLS) {
    const res = await request.get(FORMAT_PAGE_HREF[call])
    expect(res.status(), `${call} → ${FORMAT_PAGE_HREF[call]}`).toBe(200)
  }
})

test('every kind of search hit links to a page that answers', async ({ request }) => {
  test.setTimeout(120_000)
  const keyword: Record<SearchType, string> = {
    news: site.news.title,
    school: site.campus.title,
    theme: site.themeArticles.news.title,
    format: site.open.base.title,
    enrolling: site.enrolling.openEducation.info.title,
    major: site.enrolling.openEducation.major.name,
  }
  for (const type of SEARCH_TYPES) {
    const found = await data(request, 'search.Search/list', {
      keyword: keyword[type].slice(0, 12),
      type,
      page: 1,
      limit: 10,
    })
    expect(found.list.length, `${type} hits`).toBeGreaterThan(0)
    for (const hit of found.list) {
      const path = searchHitHref(hit)
      const res = await request.get(path)
      expect(res.status(), `${type} hit “${hit.title}” → ${path}`).toBe(200)
    }
  }
})

test('a format page found by the search page opens when its link is followed', async ({ page }) => {
  await page.goto(href.search(site.open.base.title, 'format'))
  const link = page.getByTestId('search-hit').first().getByRole('link')
  const target = (await link.getAttribute('href'))!
  expect(target).toMatch(/^\/educationalFormat(\/[A-Za-z]+)+$/)
  await link.click()
  await page.waitForURL((url) => url.pathname === target)
  await expect(page.getByTestId('page-title').filter({ visible: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0)
})
