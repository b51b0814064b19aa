import { request as pwRequest, test, type APIRequestContext } from '@playwright/test'
import { adminToken, data, seededLists, themeIds } from '../../lib/api'

export { adminToken, themeIds }

/** Real records from the running API, so every detail route is visited with an id that exists. */
export async function loadSiteData() {
  const request = await pwRequest.newContext()
  try {
    return await gather(request)
  } finally {
    await request.dispose()
  }
}

/** The site data for every test of a spec file, loaded once before them; call it inside a test. */
export function siteDataBeforeAll(): () => SiteData {
  let site: SiteData | undefined
  test.beforeAll(async () => {
    site = await loadSiteData()
  })
  return () => site!
}

const one = { page: 1, limit: 1 }
const firstOf = <T>(list: T[], what: string): T => {
  if (!list[0]) throw new Error(`no seeded ${what}`)
  return list[0]
}

async function gather(request: APIRequestContext) {
  const themes = await themeIds(request)
  const themeId = firstOf(themes, 'themes')
  const [settings, categories, { news, campus, staff, dept, affair, course }, history, school, formats] =
    await Promise.all([
      data(request, 'setting.Setting/setting'),
      data(request, 'news.News/category'),
      seededLists(request, one),
      data(request, 'school.History/list', one),
      data(request, 'school.Setting/info'),
      data(request, 'educationFormat.Setting/baseInfo'),
    ])
  const edu = async (m: 'openEducation' | 'adultEducation') => {
    const [learning, teaching, branch, site, base] = await Promise.all([
      data(request, `${m}.News/list`, { ...one, type: 'learning' }),
      data(request, `${m}.News/list`, { ...one, type: 'teaching' }),
      data(request, `${m}.School/list`, { ...one, type: 'branch' }),
      data(request, `${m}.School/list`, { ...one, type: 'site' }),
      data(request, `${m}.Setting/baseInfo`),
    ])
    return {
      learning: firstOf(learning.list, `${m} learning news`),
      teaching: firstOf(teaching.list, `${m} teaching news`),
      branch: firstOf(branch.list, `${m} branch schools`),
      site: firstOf(site.list, `${m} teaching sites`),
      base,
    }
  }
  const enrolling = async (category_type: 'open' | 'adult' | 'elderly') => {
    const [info, majors] = await Promise.all([
      data(request, 'enrolling.News/list', { ...one, category_type }),
      data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type }),
    ])
    return {
      info: firstOf(info.list, `${category_type} enrolment news`),
      major: firstOf(majors.list, `${category_type} majors`),
    }
  }
  const section = async (s: 'news' | 'theoretical' | 'work') =>
    firstOf(
      (await data(request, 'theme.Article/list', { ...one, theme_id: themeId, section: s })).list,
      `${s} articles`,
    )
  const [open, adult, eOpen, eAdult, eElderly, tNews, tTheo, tWork, theme] = await Promise.all([
    edu('openEducation'),
    edu('adultEducation'),
    enrolling('open'),
    enrolling('adult'),
    enrolling('elderly'),
    section('news'),
    section('theoretical'),
    section('work'),
    data(request, 'theme.Theme/info', { theme_id: themeId }),
  ])
  const category = firstOf(categories, 'news categories')
  const firstNews = firstOf(
    (await data(request, 'news.News/list', { ...one, path_name: category.path_name })).list,
    'news in the first category',
  )
  return {
    siteName: settings.setting.site_name,
    settings,
    categories,
    category,
    news: firstNews,
    anyNews: firstOf(news.list, 'news'),
    campus: firstOf(campus.list, 'campus culture'),
    staff: firstOf(staff.list, 'leaders'),
    dept: firstOf(dept.list, 'departments'),
    affair: firstOf(affair.list, 'school affairs'),
    course: firstOf(course.list, 'courses'),
    history: firstOf(history.list, 'history events'),
    school,
    formats,
    open,
    adult,
    enrolling: { openEducation: eOpen, aldultEducation: eAdult, elderlyEducation: eElderly },
    themes,
    theme,
    themeArticles: { news: tNews, theoretical: tTheo, work: tWork },
  }
}

export type SiteData = Awaited<ReturnType<typeof gather>>
