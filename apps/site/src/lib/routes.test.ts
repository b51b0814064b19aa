import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, it, test } from 'node:test'
import type { CallData } from '@ou/contract'
import { CATEGORY_TYPES, FORMAT_KEYS, SEARCH_TYPES, THEME_SECTIONS } from '@ou/contract/enums'
import { FORMAT_PAGE_CALLS } from '@ou/contract/routes'
import { PAGE_SECTIONS, isSiteRoute, pagePathProblem, type PageSection } from '@ou/contract/pages'
import { APP_ROUTES, routeOf } from '@/test-support/app-routes'
import {
  EDU_CHILDREN,
  EDU_ROUTES,
  ENROLLING_CHILDREN,
  ENROLLING_ROUTES,
  FORMAT_PAGE_HREF,
  HOME_COMPONENT_NAMES,
  SCHOOL_ROUTES,
  enrollingRouteOf,
  href,
  isEduRoute,
  isEnrollingRoute,
  searchHitHref,
  type EduRoute,
  type EnrollingRoute,
  type RouteName,
} from './routes'

const EDUS = Object.keys(EDU_ROUTES) as EduRoute[]
const ENROLLING_TYPES = Object.keys(ENROLLING_ROUTES) as EnrollingRoute[]
const DETAIL_SECTIONS = [
  'currentLeadership',
  'internalOrganization',
  'schoolAffairsOpen',
  'campusCulture',
] as const
const EDU_DETAIL_CHILDREN = [
  'learningDynamics',
  'teachingPlan',
  'districtCityCountyCollege',
  'offCampus',
] as const
const MAJOR_PARENTS = ['directlyFaculty', 'teachingPlan'] as const

/** Every builder of the route map with every value its arguments may take (a new builder fails typecheck here). */
const EVERY_LINK: Record<RouteName, () => string[]> = {
  home: () => [href.home()],
  mailbox: () => [href.mailbox()],
  platforms: () => [href.platforms()],
  siteGroup: () => [href.siteGroup()],
  search: () => [href.search(), href.search('开放大学', 'news', 3), href.search('a&b', '', 1)],
  news: () => [href.news()],
  newsCategory: () => [href.newsCategory('xwzx'), href.newsCategory('通知公告')],
  newsArticle: () => [href.newsArticle('xwzx', 12)],
  schoolOverview: () => [href.schoolOverview()],
  school: () => SCHOOL_ROUTES.map((s) => href.school(s)),
  schoolDetail: () => DETAIL_SECTIONS.map((s) => href.schoolDetail(s, 4)),
  disclosureSearch: () => [href.disclosureSearch(), href.disclosureSearch('学籍', 2)],
  disclosureReports: () => [href.disclosureReports()],
  disclosureReport: () => [href.disclosureReport(2025)],
  featured: () => [href.featured(), href.featured(2)],
  featuredSection: () => THEME_SECTIONS.flatMap((s) => [href.featuredSection(s), href.featuredSection(s, 2)]),
  featuredArticle: () => THEME_SECTIONS.map((s) => href.featuredArticle(s, 9)),
  formats: () => [href.formats()],
  format: () => FORMAT_KEYS.map((k) => href.format(k)),
  formatHeaderComponent: () => [href.formatHeaderComponent()],
  eduChild: () => EDUS.flatMap((e) => EDU_CHILDREN.map((c) => href.eduChild(e, c))),
  eduDetail: () => EDUS.flatMap((e) => EDU_DETAIL_CHILDREN.map((c) => href.eduDetail(e, c, 5))),
  directlyFacultyIntroduction: () => [href.directlyFacultyIntroduction()],
  openMajors: () => MAJOR_PARENTS.map((p) => href.openMajors(p)),
  openMajorIndex: () => MAJOR_PARENTS.map((p) => href.openMajorIndex(p)),
  openMajor: () => MAJOR_PARENTS.map((p) => href.openMajor(p, 8)),
  timetable: () => [href.timetable()],
  course: () => [href.course(3)],
  enrolling: () => [href.enrolling()],
  enrollingType: () => ENROLLING_TYPES.map((t) => href.enrollingType(t)),
  enrollingChild: () =>
    ENROLLING_TYPES.flatMap((t) => ENROLLING_CHILDREN.map((c) => href.enrollingChild(t, c))),
  enrollingArticle: () => ENROLLING_TYPES.map((t) => href.enrollingArticle(t, 6)),
  enrollingMajor: () => ENROLLING_TYPES.map((t) => href.enrollingMajor(t, 6)),
  signUp: () => ENROLLING_TYPES.flatMap((t) => [href.signUp(t), href.signUp(t, 11)]),
  homeComponent: () => HOME_COMPONENT_NAMES.map((n) => href.homeComponent(n)),
}

type SearchHit = CallData<'search.Search/list'>['list'][number]
const hit = (type: SearchHit['type'], id: number, ref: SearchHit['ref'] = {}): SearchHit => ({
  type,
  id,
  ref,
  title: '标题',
  title_html: '标题',
  snippet_html: '',
  published_at: null,
})

const query = (link: string) => Object.fromEntries(new URL(link, 'http://site.test').searchParams)

describe('route map', () => {
  it('builds only paths that a route folder under src/app serves', () => {
    for (const [name, links] of Object.entries(EVERY_LINK)) {
      for (const link of links()) {
        assert.match(link, /^\/[^\s]*$/, `${name}: ${link}`)
        assert.ok(routeOf(link), `${name}: no route serves ${link}`)
      }
    }
  })

  it('leads to the static folder where one shadows an id or a format route', () => {
    const cases: [string, string][] = [
      [href.openMajorIndex('directlyFaculty'), '/educationalFormat/[edu]/directlyFaculty/major/index'],
      [href.openMajorIndex('teachingPlan'), '/educationalFormat/[edu]/teachingPlan/major/index'],
      [href.openMajor('teachingPlan', 8), '/educationalFormat/[edu]/teachingPlan/major/[id]'],
      [href.directlyFacultyIntroduction(), '/educationalFormat/[edu]/directlyFaculty/introduction'],
      [href.formatHeaderComponent(), '/educationalFormat/components/EducationalFormatHeader'],
      [href.format('elderlyEducation'), '/educationalFormat/elderlyEducation'],
      [href.format('aldultEducation'), '/educationalFormat/[edu]'],
      [href.course(3), '/educationalFormat/elderlyEducation/timetable/[id]'],
      [href.disclosureSearch('学籍'), '/schoolOverview/schoolAffairsOpen/search'],
      [href.disclosureReports(), '/schoolOverview/schoolAffairsOpen/annualReport'],
      [href.disclosureReport(2025), '/schoolOverview/schoolAffairsOpen/annualReport/[year]'],
      [href.enrollingChild('openEducation', 'information'), '/enrolling/[type]/information'],
      [href.school('history'), '/schoolOverview/history'],
      [href.schoolDetail('campusCulture', 4), '/schoolOverview/campusCulture/[id]'],
      [href.featuredArticle('work', 9), '/featured/work/[id]'],
    ]
    for (const [link, route] of cases) assert.equal(routeOf(link), route, link)
  })

  it('puts search terms in the query, leaving out empty ones and page 1', () => {
    assert.equal(href.search(), '/search')
    assert.equal(href.search('', '', 1), '/search')
    assert.deepEqual(query(href.search('开放 大学', 'news', 3)), {
      keyword: '开放 大学',
      type: 'news',
      page: '3',
    })
    assert.deepEqual(query(href.search('a&b=c?', undefined, 1)), { keyword: 'a&b=c?' })
    assert.deepEqual(query(href.search(undefined, 'major', 2)), { type: 'major', page: '2' })
  })

  it('adds a theme id or a chosen major only when given', () => {
    assert.equal(href.featured(), '/featured')
    assert.equal(href.featured(7), '/featured?theme_id=7')
    assert.equal(href.featuredSection('work'), '/featured/work')
    assert.equal(href.featuredSection('work', 7), '/featured/work?theme_id=7')
    assert.equal(href.signUp('elderlyEducation'), '/enrolling/elderlyEducation/paymentRegistration')
    assert.equal(
      href.signUp('elderlyEducation', 42),
      '/enrolling/elderlyEducation/paymentRegistration?major_id=42',
    )
  })

  it('maps each enrolment category to its route, open education when unknown', () => {
    for (const c of CATEGORY_TYPES) assert.equal(ENROLLING_ROUTES[enrollingRouteOf(c)], c)
    assert.equal(enrollingRouteOf('adult'), 'aldultEducation')
    assert.equal(enrollingRouteOf(undefined), 'openEducation')
    assert.equal(enrollingRouteOf('nonsense'), 'openEducation')
  })

  it('recognises route names only, not inherited properties or API module names', () => {
    assert.ok(isEduRoute('aldultEducation'))
    assert.ok(!isEduRoute('adultEducation'))
    assert.ok(!isEduRoute('toString'))
    assert.ok(isEnrollingRoute('elderlyEducation'))
    assert.ok(!isEnrollingRoute('constructor'))
    assert.ok(!isEnrollingRoute('elderly'))
  })

  it('links every format page call to a page the site serves', () => {
    assert.deepEqual(Object.keys(FORMAT_PAGE_HREF).sort(), [...FORMAT_PAGE_CALLS].sort())
    for (const [call, link] of Object.entries(FORMAT_PAGE_HREF)) assert.ok(routeOf(link), `${call}: ${link}`)
    assert.equal(
      FORMAT_PAGE_HREF['adultEducation.Setting/teachingServicesInfo'],
      '/educationalFormat/aldultEducation/teachingPlan',
    )
  })
})

describe('searchHitHref', () => {
  it('links each kind of hit to the page that shows it', () => {
    const cases: [SearchHit, string][] = [
      [hit('news', 12, { category: 'tzgg' }), '/news/tzgg/12'],
      [hit('school', 1, { section: 'introduction' }), '/schoolOverview/aboutSchool'],
      [hit('school', 1, { section: 'history' }), '/schoolOverview/history'],
      [hit('school', 3, { section: 'campus' }), '/schoolOverview/campusCulture/3'],
      [hit('school', 4, { section: 'staff' }), '/schoolOverview/currentLeadership/4'],
      [hit('school', 5, { section: 'department' }), '/schoolOverview/internalOrganization/5'],
      [hit('school', 6, { section: 'affair' }), '/schoolOverview/schoolAffairsOpen/6'],
      [hit('theme', 7, { section: 'theoretical', theme_id: 2 }), '/featured/theoretical/7'],
      [
        hit('format', 1, { format: 'openEducation.Setting/schoolInfo' }),
        '/educationalFormat/openEducation/directlyFaculty/introduction',
      ],
      [
        hit('format', 1, { format: 'oldEducation.Setting/oldEducationInfo' }),
        '/educationalFormat/elderlyEducation',
      ],
      [hit('enrolling', 8, { category_type: 'adult' }), '/enrolling/aldultEducation/information/8'],
      [hit('major', 9, { category_type: 'elderly' }), '/enrolling/elderlyEducation/major/9'],
    ]
    for (const [h, expected] of cases) assert.equal(searchHitHref(h), expected, JSON.stringify(h))
  })

  it('falls back to a page that exists when the hit’s reference is missing or unknown', () => {
    const cases: [SearchHit, string][] = [
      [hit('news', 12), '/news/1/12'],
      [hit('school', 2, { section: 'nonsense' }), '/schoolOverview/aboutSchool'],
      [hit('theme', 7, { section: 'nonsense' }), '/featured/news/7'],
      [hit('theme', 7), '/featured/news/7'],
      [hit('format', 1, { format: 'nonsense.Setting/x' }), '/educationalFormat'],
      [hit('enrolling', 8), '/enrolling/openEducation/information/8'],
      [hit('major', 9, { category_type: 'nonsense' }), '/enrolling/openEducation/major/9'],
      [hit('page', 4, { path: '/enrolling/guide' }), '/enrolling/guide'],
    ]
    for (const [h, expected] of cases) assert.equal(searchHitHref(h), expected, JSON.stringify(h))
  })

  it('gives every search type a path a route serves', () => {
    for (const type of SEARCH_TYPES) {
      const link = searchHitHref(hit(type, 3))
      assert.ok(routeOf(link), `${type}: ${link}`)
    }
  })
})

describe('editors’ pages', () => {
  it('may not take a segment a section answers itself (the contract’s reserved segments)', () => {
    const dynamic: Partial<Record<PageSection, readonly string[]>> = {
      enrolling: ENROLLING_TYPES,
      educationalFormat: EDUS,
    }
    for (const section of PAGE_SECTIONS) {
      const own = APP_ROUTES.filter((r) => r[0] === section && r[1] && !r[1].startsWith('[')).map(
        (r) => r[1]!,
      )
      for (const segment of new Set([...own, ...(dynamic[section] ?? [])]))
        assert.ok(pagePathProblem(section, segment), `${section}/${segment} should be reserved`)
    }
    assert.equal(pagePathProblem('enrolling', 'guide2027'), null)
    assert.ok(routeOf('/enrolling/guide2027'))
    assert.ok(routeOf('/schoolOverview/guide2027'))
    assert.ok(routeOf('/featured/guide2027'))
  })
})

test('the contract names every top-level route of the site, so a redirect cannot take one over unreviewed', () => {
  const app = path.resolve(import.meta.dirname, '../app')
  // A folder is a route when a page or route handler lives somewhere under it.
  const routes = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((e) =>
      e.isDirectory() ? routes(path.join(dir, e.name)) : /^(page|route)\.tsx?$/.test(e.name),
    )
  const roots = readdirSync(app, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !/^[_([]/.test(e.name) && routes(path.join(app, e.name)))
    .map((e) => e.name)
  roots.push('robots.txt', 'manifest.webmanifest')
  for (const root of roots) assert.ok(isSiteRoute(`/${root}/x`), `${root} is missing from SITE_ROUTE_ROOTS`)
  assert.ok(isSiteRoute('/'))
  assert.ok(isSiteRoute('/PLATFORMS'))
  assert.ok(!isSiteRoute('/2022/0929/c740a4663/page.htm'))
})
