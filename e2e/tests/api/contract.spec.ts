import { calls, callNames, type CallName } from '@ou/contract'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { DEMO_STAFF, DEMO_STUDENTS } from '../../../apps/cms/src/seed/accounts'
import { GUIDE_PAGE } from '../../../apps/cms/src/seed/markers'
import {
  AS_SITE,
  CMS_URL,
  call,
  data,
  fileDisclosureRequest,
  idCard,
  seededLists,
  solveCaptcha,
  staffLogin,
  themeIds,
} from '../../lib/api'

/**
 * Walks every call of the contract against the running cms (SQLite or PostgreSQL, per DB_KIND):
 * each success answer must parse with its schema and carry real seeded data.
 */

interface Case {
  input?: Record<string, unknown>
  token?: string
  /** Calls only the site makes carry its secret. */
  headers?: Record<string, string>
  /** A detail call: the answer's id must be this one. */
  id?: number
}

type Fixtures = Awaited<ReturnType<typeof loadFixtures>>
const first = (list: { id: number }[], what: string) => {
  expect(list.length, `${what} should have seeded records`).toBeGreaterThan(0)
  return list[0]!.id
}

async function studentToken(
  request: APIRequestContext,
  admin: string,
  type: 'openEducation' | 'adultEducation',
) {
  const s = DEMO_STUDENTS.find((x) => x.edu_type === type)!
  const c = await data(request, `${type}.Student/captcha`)
  const captcha = await solveCaptcha(request, admin, c.captcha_id)
  const login = await data(request, `${type}.Student/login`, {
    student_no: s.student_no,
    password: s.password,
    captcha_id: c.captcha_id,
    captcha,
  })
  return login.token
}

async function loadFixtures(request: APIRequestContext) {
  const admin = await staffLogin(request, DEMO_STAFF[0]!.email, DEMO_STAFF[0]!.password)
  const themeId = (await themeIds(request))[0]!
  const page = { page: 1, limit: 5 }
  const [
    { news, campus, staff, dept, affair, course },
    openNews,
    adultNews,
    openSchool,
    adultSchool,
    enrollNews,
    majors,
    themeArticles,
  ] = await Promise.all([
    seededLists(request, page),
    data(request, 'openEducation.News/list', page),
    data(request, 'adultEducation.News/list', page),
    data(request, 'openEducation.School/list', page),
    data(request, 'adultEducation.School/list', page),
    data(request, 'enrolling.News/list', page),
    data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open', level: 'upgrade' }),
    data(request, 'theme.Article/list', { ...page, theme_id: themeId }),
  ])
  const schools = await data(request, 'educational.School/list', { page: 0, limit: 0 })
  const mailCaptcha = await data(request, 'mailbox.Letter/captcha')
  const letter = await data(request, 'mailbox.Letter/add', {
    recipient: 'president',
    name: '契约测试',
    contact: '13800138000',
    subject: '关于图书馆开放时间的建议',
    content: '建议周末延长图书馆开放时间，方便在职学员学习。',
    captcha_id: mailCaptcha.captcha_id,
    captcha: await solveCaptcha(request, admin, mailCaptcha.captcha_id),
  })
  const catalog = await data(request, 'disclosure.Catalog/list', {})
  const withDocuments = catalog.categories.flatMap((c) => c.items).find((i) => i.documents > 0)
  const disclosure = await fileDisclosureRequest(request)
  return {
    admin,
    themeId,
    disclosureItemId: withDocuments!.id,
    disclosureCode: disclosure.tracking_code,
    reportYear: (await data(request, 'disclosure.Report/list')).list[0]!.year,
    newsId: first(news.list, 'news'),
    campusId: first(campus.list, 'campus culture'),
    staffId: first(staff.list, 'leaders'),
    departmentId: first(dept.list, 'departments'),
    affairId: first(affair.list, 'school affairs'),
    openNewsId: first(openNews.list, 'open education news'),
    adultNewsId: first(adultNews.list, 'adult education news'),
    openSchoolId: first(openSchool.list, 'open education schools'),
    adultSchoolId: first(adultSchool.list, 'adult education schools'),
    courseId: first(course.list, 'courses'),
    enrollNewsId: first(enrollNews.list, 'enrolment news'),
    major: majors.list[0]!,
    schoolId: first(schools.list, 'learning centres'),
    articleId: first(themeArticles.list, 'theme articles'),
    trackingCode: letter.tracking_code,
    openToken: await studentToken(request, admin, 'openEducation'),
    adultToken: await studentToken(request, admin, 'adultEducation'),
  }
}

async function termOf(request: APIRequestContext, type: 'openEducation' | 'adultEducation', token: string) {
  const terms = await data(request, `${type}.StudentScore/getYearAndPeriod`, {}, token)
  expect(terms.length).toBeGreaterThan(1)
  return { year: terms[0]!.year, period: terms[0]!.period }
}

/** A redirect to count and list (created once per database). */
async function ensureRedirect(request: APIRequestContext, admin: string) {
  const from = '/contract/old-page.htm'
  await request.post(`${CMS_URL}/cms-api/redirects?depth=0`, {
    headers: { authorization: `JWT ${admin}` },
    data: { from, to: '/news', type: '301' },
  })
  return from
}

/** One case per call; the Record type makes a call without a case a compile error. */
const CASES: Record<CallName, (f: Fixtures, request: APIRequestContext) => Case | Promise<Case>> = {
  'setting.Site/list': () => ({}),
  'setting.Site/info': () => ({ input: { site: 'mianyang' } }),
  'setting.Setting/setting': () => ({}),
  'setting.Carousel/list': () => ({}),
  // Redirects, the notice and previews have no demo content: each case makes its own.
  'setting.Redirect/list': async (f, request) => {
    await ensureRedirect(request, f.admin)
    return {}
  },
  'setting.Redirect/hit': async (f, request) => ({
    input: { from: await ensureRedirect(request, f.admin), count: 1 },
    headers: AS_SITE,
  }),
  'setting.Notice/info': async (f, request) => {
    // Starts in a year: the site's pages carry it but show nothing.
    const res = await request.post(`${CMS_URL}/cms-api/globals/notice`, {
      headers: { authorization: `JWT ${f.admin}` },
      data: {
        text: '契约测试通知',
        level: 'normal',
        starts_at: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      },
    })
    expect(res.ok(), await res.text()).toBe(true)
    return {}
  },
  'setting.Preview/info': async (f, request) => {
    const headers = { authorization: `JWT ${f.admin}` }
    const link = await request.post(`${CMS_URL}/cms-api/preview-links?depth=0`, {
      headers,
      data: { doc: { relationTo: 'news', value: f.newsId } },
    })
    expect(link.status(), await link.text()).toBe(201)
    const { url } = ((await link.json()) as { doc: { url: string } }).doc
    return { input: { token: url.split('/preview/')[1]! } }
  },
  'setting.Navigation/info': () => ({}),
  'setting.Page/info': () => ({ input: { path: GUIDE_PAGE.path } }),
  'setting.Page/tree': () => ({}),
  'setting.Page/list': () => ({ input: { page: 1, limit: 10 } }),
  'news.News/category': () => ({}),
  'news.News/list': () => ({ input: { page: 1, limit: 10, path_name: '1' } }),
  'news.News/info': (f) => ({ input: { news_id: f.newsId }, id: f.newsId }),
  'school.Setting/info': () => ({}),
  'school.Introduction/list': () => ({ input: { page: 0, limit: 0 } }),
  'school.History/list': () => ({ input: { page: 0, limit: 0 } }),
  'school.Campus/list': () => ({ input: { page: 1, limit: 10 } }),
  'school.Campus/info': (f) => ({ input: { campus_id: f.campusId }, id: f.campusId }),
  'school.Staff/list': () => ({ input: { page: 1, limit: 10 } }),
  'school.Staff/info': (f) => ({ input: { staff_id: f.staffId }, id: f.staffId }),
  'school.Department/list': () => ({ input: { page: 1, limit: 10 } }),
  'school.Department/info': (f) => ({ input: { department_id: f.departmentId }, id: f.departmentId }),
  'school.Affair/list': () => ({ input: { page: 1, limit: 10 } }),
  'school.Affair/info': (f) => ({ input: { affair_id: f.affairId }, id: f.affairId }),
  'educationFormat.Setting/baseInfo': () => ({}),
  'educationFormat.Setting/overseasChineseCollegeInfo': () => ({}),
  'educationFormat.Setting/tianfuExperimentalCollegeInfo': () => ({}),
  'openEducation.Setting/baseInfo': () => ({}),
  'adultEducation.Setting/baseInfo': () => ({}),
  'communityEducation.Setting/baseInfo': () => ({}),
  'oldEducation.Setting/oldEducationInfo': () => ({}),
  'familyEducation.Setting/baseInfo': () => ({}),
  'communityEducation.Setting/communityEducationInfo': () => ({}),
  'familyEducation.Setting/familyEducationInfo': () => ({}),
  'openEducation.Setting/teachingServicesInfo': () => ({}),
  'openEducation.Setting/schoolInfo': () => ({}),
  'adultEducation.Setting/teachingServicesInfo': () => ({}),
  'adultEducation.Setting/schoolInfo': () => ({}),
  'openEducation.News/list': () => ({ input: { page: 1, limit: 10, type: 'learning' } }),
  'openEducation.News/info': (f) => ({ input: { news_id: f.openNewsId }, id: f.openNewsId }),
  'adultEducation.News/list': () => ({ input: { page: 1, limit: 10, type: 'teaching' } }),
  'adultEducation.News/info': (f) => ({ input: { news_id: f.adultNewsId }, id: f.adultNewsId }),
  'openEducation.School/list': () => ({ input: { page: 1, limit: 10, type: 'branch' } }),
  'openEducation.School/info': (f) => ({ input: { school_id: f.openSchoolId }, id: f.openSchoolId }),
  'adultEducation.School/list': () => ({ input: { page: 1, limit: 10, type: 'site' } }),
  'adultEducation.School/info': (f) => ({ input: { school_id: f.adultSchoolId }, id: f.adultSchoolId }),
  'openEducation.Student/captcha': () => ({}),
  'adultEducation.Student/captcha': () => ({}),
  'openEducation.Student/login': async (f, request) => {
    const c = await data(request, 'openEducation.Student/captcha')
    const s = DEMO_STUDENTS.find((x) => x.edu_type === 'openEducation')!
    const captcha = await solveCaptcha(request, f.admin, c.captcha_id)
    return { input: { student_no: s.student_no, password: s.password, captcha_id: c.captcha_id, captcha } }
  },
  'adultEducation.Student/login': async (f, request) => {
    const c = await data(request, 'adultEducation.Student/captcha')
    const s = DEMO_STUDENTS.find((x) => x.edu_type === 'adultEducation')!
    const captcha = await solveCaptcha(request, f.admin, c.captcha_id)
    return { input: { student_no: s.student_no, password: s.password, captcha_id: c.captcha_id, captcha } }
  },
  // Sign-out ends the session it is called with: a fresh one, not the fixtures' token.
  'openEducation.Student/logout': async (f, request) => {
    const token = await studentToken(request, f.admin, 'openEducation')
    return { input: {}, token }
  },
  'adultEducation.Student/logout': async (f, request) => {
    const token = await studentToken(request, f.admin, 'adultEducation')
    return { input: {}, token }
  },
  'openEducation.StudentScore/getYearAndPeriod': (f) => ({
    input: { token: f.openToken },
    token: f.openToken,
  }),
  'adultEducation.StudentScore/getYearAndPeriod': (f) => ({
    input: { token: f.adultToken },
    token: f.adultToken,
  }),
  'openEducation.StudentScore/list': async (f, request) => ({
    input: { ...(await termOf(request, 'openEducation', f.openToken)), page: 0, limit: 0 },
    token: f.openToken,
  }),
  'adultEducation.StudentScore/list': async (f, request) => ({
    input: { ...(await termOf(request, 'adultEducation', f.adultToken)), page: 0, limit: 0 },
    token: f.adultToken,
  }),
  'oldEducation.Course/list': () => ({ input: { page: 1, limit: 10 } }),
  'oldEducation.Course/info': (f) => ({ input: { course_id: f.courseId }, id: f.courseId }),
  'enrolling.News/list': () => ({ input: { page: 1, limit: 10, category_type: 'adult' } }),
  'enrolling.News/info': (f) => ({ input: { news_id: f.enrollNewsId }, id: f.enrollNewsId }),
  'enrolling.Major/list': () => ({
    input: { page: 0, limit: 0, level: 'associate', category_type: 'adult' },
  }),
  'enrolling.Major/info': (f) => ({ input: { major_id: f.major.id }, id: f.major.id }),
  'enrolling.Enroll/add': (f) => ({
    input: {
      category_type: f.major.category_type,
      name: '周志远',
      gender: 'male',
      id_card: idCard(Date.now() % 1000, '19880512'),
      mobile: '13912345678',
      education: 'associate',
      level: f.major.level,
      major_id: f.major.id,
      school_id: f.schoolId,
    },
  }),
  'educational.School/list': () => ({ input: { page: 0, limit: 0 } }),
  'theme.Theme/info': (f) => ({ input: { theme_id: f.themeId }, id: f.themeId }),
  'theme.Article/list': (f) => ({
    input: { page: 1, limit: 10, theme_id: f.themeId, section: 'theoretical' },
  }),
  'theme.Article/info': (f) => ({ input: { article_id: f.articleId }, id: f.articleId }),
  'search.Search/list': () => ({ input: { keyword: '学习', page: 1, limit: 10 } }),
  'mailbox.Letter/captcha': () => ({}),
  'mailbox.Letter/add': async (f, request) => {
    const c = await data(request, 'mailbox.Letter/captcha')
    return {
      input: {
        recipient: 'secretary',
        anonymous: true,
        contact: 'reader@example.com',
        subject: '食堂服务的意见',
        content: '希望食堂在晚间课程结束后能延长营业时间。',
        captcha_id: c.captcha_id,
        captcha: await solveCaptcha(request, f.admin, c.captcha_id),
      },
    }
  },
  'mailbox.Letter/query': (f) => ({ input: { tracking_code: f.trackingCode } }),
  'mailbox.Letter/list': () => ({ input: { page: 1, limit: 10 } }),
  'mailbox.Letter/stats': () => ({ input: { months: 12 } }),
  'disclosure.Catalog/list': () => ({ input: {} }),
  'disclosure.Catalog/info': (f) => ({ input: { item_id: f.disclosureItemId }, id: f.disclosureItemId }),
  'disclosure.Request/captcha': () => ({}),
  'disclosure.Request/add': async (f, request) => {
    const c = await data(request, 'disclosure.Request/captcha')
    return {
      input: {
        requester_type: 'organization',
        name: '某某教育研究会',
        org_code: '91510100MA61234567',
        contact_person: '王老师',
        phone: '028-86001234',
        address: '成都市青羊区某某路 1 号',
        description: '申请公开学校学历教育收费项目及标准的制定依据。',
        delivery: 'paper',
        captcha_id: c.captcha_id,
        captcha: await solveCaptcha(request, f.admin, c.captcha_id),
      },
    }
  },
  'disclosure.Request/query': (f) => ({ input: { tracking_code: f.disclosureCode } }),
  'disclosure.Report/list': () => ({}),
  'disclosure.Report/info': (f) => ({ input: { year: f.reportYear } }),
  'system.Health/check': () => ({}),
  'system.Health/ready': () => ({}),
  'system.Captcha/audio': async (_f, request) => ({
    input: { captcha_id: (await data(request, 'mailbox.Letter/captcha')).captcha_id },
  }),
}

/** Real content: a list that is not empty, an object whose strings are not all blank. */
function assertReal(name: CallName, value: unknown) {
  if (value && typeof value === 'object' && 'list' in value) {
    expect((value as { list: unknown[] }).list.length, `${name} list`).toBeGreaterThan(0)
  } else if (Array.isArray(value)) {
    expect(value.length, `${name} array`).toBeGreaterThan(0)
  } else {
    // Every string value of the answer, however deep: at least one must say something.
    const strings = JSON.stringify(value).match(/:"[^"]{2,}"/g) ?? []
    expect(strings.length, `${name} carries content`).toBeGreaterThan(0)
  }
}

test.describe(`contract walk (${process.env.DB_KIND ?? 'sqlite'})`, () => {
  let fixtures: Fixtures
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext()
    fixtures = await loadFixtures(request)
  })

  test('the contract names every call', () => {
    expect(callNames.length).toBe(Object.keys(CASES).length)
  })

  for (const name of callNames) {
    test(`${calls[name].method} ${name}`, async ({ request }) => {
      const c = await CASES[name](fixtures, request)
      const answer = await call(request, name, c.input, c.token, c.headers)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.code, answer.body.msg).toBe(200)
      const parsed = calls[name].data.safeParse(answer.body.data)
      expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))).toBe(true)
      assertReal(name, parsed.data)
      if (c.id !== undefined) expect((parsed.data as { id: number }).id).toBe(c.id)
    })
  }
})
