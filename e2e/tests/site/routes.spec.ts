import { expect, test } from '@playwright/test'
import { siteDataBeforeAll, type SiteData } from './fixtures'

/**
 * Visits every route of the site with real ids from the API and checks what a visitor sees:
 * HTTP status, the fixed page title, the header title in Chinese and English, the layout, and
 * content that comes from the API.
 */

interface Case {
  path: string
  /** Fixed meta title (before " - <site name>"). */
  title: string
  /** Header title, Chinese and English. */
  zh?: string
  en?: string
  layout: string
  /** Text from the API that must be visible. */
  text: string
}

const FORMAT = {
  openEducation: ['开放教育', 'Open Education'],
  aldultEducation: ['成人学历教育', 'Adult Degree Education'],
  communityEducation: ['社区教育', 'Community Education'],
  elderlyEducation: ['老年教育', 'Senior Education'],
  familyEducation: ['家庭教育', 'Family Education'],
  overseasChineseCollege: ['华侨学院', 'Overseas Chinese College'],
  tianfuExperimentalCollege: ['天府实验学院', 'Tianfu Experimental College'],
} as const
const ENROLL = {
  openEducation: '开放教育招生',
  aldultEducation: '成人学历教育招生',
  elderlyEducation: '老年教育招生',
} as const

/**
 * A list page and one of its records: both carry the list's header titles, the record has the
 * content layout and, unless said, the same API text.
 */
function listAndRecord(
  [zh, en]: readonly [string, string],
  list: { path: string; title: string; layout: string; text: string },
  record: { path: string; title: string; text?: string },
): Case[] {
  return [
    { ...list, zh, en },
    { ...record, text: record.text ?? list.text, zh, en, layout: 'content' },
  ]
}

function cases(d: SiteData): Case[] {
  /** A school-overview section titled by its header, and one of its records. */
  const school = (
    section: string,
    titles: readonly [string, string],
    text: string,
    record: { id: number; title: string; text?: string },
  ) =>
    listAndRecord(
      titles,
      { path: `/schoolOverview/${section}`, title: titles[0], layout: 'school-overview', text },
      { path: `/schoolOverview/${section}/${record.id}`, title: record.title, text: record.text },
    )
  const list: Case[] = [
    { path: '/', title: '首页', layout: 'default', text: d.news.title },
    {
      path: '/mailbox',
      title: '书记校长信箱',
      zh: '书记校长信箱',
      en: "Secretary & President's Mailbox",
      layout: 'content',
      text: '来信查询',
    },
    {
      path: '/news/1',
      title: '新闻中心',
      zh: '新闻中心',
      en: 'News Center',
      layout: 'news',
      text: d.news.title,
    },
    {
      path: `/news/${d.category.path_name}`,
      title: '新闻中心',
      zh: '新闻中心',
      en: 'News Center',
      layout: 'news',
      text: d.category.name,
    },
    {
      path: `/news/${d.category.path_name}/${d.news.id}`,
      title: d.news.title,
      zh: '新闻详情',
      en: 'News Detail',
      layout: 'content',
      text: d.news.title,
    },
    {
      path: '/platforms',
      title: '新媒体矩阵',
      zh: '新媒体矩阵',
      en: 'New Media Platforms',
      layout: 'common',
      text: d.settings.media[0]?.name ?? '',
    },
    {
      path: '/search',
      title: '站内搜索',
      zh: '站内搜索',
      en: 'Site Search',
      layout: 'search',
      text: '请输入关键词',
    },
    {
      path: '/schoolOverview/aboutSchool',
      title: '学校简介',
      zh: '学校简介',
      en: 'About the School',
      layout: 'school-overview',
      text: d.school.name,
    },
    {
      path: '/schoolOverview/history',
      title: '历史沿革',
      zh: '历史沿革',
      en: 'History',
      layout: 'school-overview',
      text: d.history.title,
    },
    ...school('campusCulture', ['校园文化', 'Campus Culture'], d.campus.title, {
      id: d.campus.id,
      title: d.campus.title,
    }),
    ...school('currentLeadership', ['现任领导', 'Current Leadership'], d.staff.name, {
      id: d.staff.id,
      title: '领导简介',
      text: d.staff.position,
    }),
    ...school('internalOrganization', ['内设机构', 'Internal Organization'], d.dept.name, {
      id: d.dept.id,
      title: '机构详情',
    }),
    ...school('schoolAffairsOpen', ['校务公开', 'School Affairs Disclosure'], d.affair.title, {
      id: d.affair.id,
      title: d.affair.title,
    }),
    {
      path: `/featured?theme_id=${d.theme.id}`,
      title: '专题首页',
      zh: '专题首页',
      en: 'Topic Home',
      layout: 'featured',
      text: d.theme.title,
    },
    {
      path: `/featured/news?theme_id=${d.theme.id}`,
      title: '专题新闻列表',
      zh: '专题新闻',
      en: 'Featured News',
      layout: 'featured',
      text: d.themeArticles.news.title,
    },
    ...(
      [
        ['theoretical', ['理论学习', 'Theoretical Study']],
        ['work', ['工作简报', 'Work Briefing']],
      ] as const
    ).flatMap(([section, titles]) => {
      const a = d.themeArticles[section]
      return listAndRecord(
        titles,
        {
          path: `/featured/${section}?theme_id=${d.theme.id}`,
          title: titles[0],
          layout: 'featured',
          text: a.title,
        },
        { path: `/featured/${section}/${a.id}`, title: a.title },
      )
    }),
    {
      path: '/educationalFormat',
      title: '办学形式',
      zh: '办学形式',
      en: 'Educational Formats',
      layout: 'common',
      text: d.formats.formats[0]?.name ?? '',
    },
    {
      path: '/educationalFormat/components/EducationalFormatHeader',
      title: '办学形式页头',
      zh: '办学形式',
      en: 'Educational Formats',
      layout: 'common',
      text: '天府实验学院',
    },
    {
      path: '/enrolling',
      title: '招生服务',
      zh: '招生服务',
      en: 'Admissions',
      layout: 'common',
      text: '最新招生信息',
    },
  ]
  for (const [key, [zh, en]] of Object.entries(FORMAT)) {
    list.push({ path: `/educationalFormat/${key}`, title: zh, zh, en, layout: 'common', text: zh })
  }
  list.push(
    {
      path: '/educationalFormat/elderlyEducation/timetable',
      title: '老年教育·课程表',
      zh: '课程表',
      en: 'Timetable',
      layout: 'common',
      text: d.course.name,
    },
    {
      path: `/educationalFormat/elderlyEducation/timetable/${d.course.id}`,
      title: '老年教育·课程详情',
      zh: '课程详情',
      en: 'Course',
      layout: 'content',
      text: d.course.name,
    },
  )
  for (const key of ['openEducation', 'aldultEducation'] as const) {
    const e = key === 'openEducation' ? d.open : d.adult
    const f = FORMAT[key][0]
    const base = `/educationalFormat/${key}`
    list.push(
      { path: base, title: f, zh: f, en: FORMAT[key][1], layout: 'common', text: e.base.title },
      // The record pages of news are titled by the news, those of schools by the child.
      ...(
        [
          [
            'learningDynamics',
            ['学习动态', 'Learning Dynamics'],
            e.learning.title,
            e.learning,
            e.learning.title,
          ],
          ['teachingPlan', ['教学教务', 'Teaching Plan'], e.teaching.title, e.teaching, e.teaching.title],
          [
            'districtCityCountyCollege',
            ['市县分校', 'District, City & County Colleges'],
            e.branch.name,
            e.branch,
            `${f}·市县分校详情`,
          ],
          [
            'offCampus',
            ['校外教学点', 'Off-campus Teaching Sites'],
            e.site.name,
            e.site,
            `${f}·校外教学点详情`,
          ],
        ] as const
      ).flatMap(([child, titles, text, record, recordTitle]) =>
        listAndRecord(
          titles,
          { path: `${base}/${child}`, title: `${f}·${titles[0]}`, layout: 'common', text },
          { path: `${base}/${child}/${record.id}`, title: recordTitle },
        ),
      ),
      {
        path: `${base}/login`,
        title: `${f}·成绩查询登录`,
        zh: '成绩查询登录',
        en: 'Score Query Login',
        layout: 'login',
        text: '学号',
      },
    )
  }
  const openMajor = d.enrolling.openEducation.major
  for (const parent of ['directlyFaculty', 'teachingPlan'] as const) {
    const base = `/educationalFormat/openEducation/${parent}/major`
    const zh = parent === 'directlyFaculty' ? '直属学院' : '教学教务'
    const en = parent === 'directlyFaculty' ? 'Directly Affiliated Faculty' : 'Teaching Plan'
    list.push(
      { path: `${base}/index`, title: `开放教育·${zh}专业`, zh, en, layout: 'common', text: openMajor.name },
      {
        path: `${base}/${openMajor.id}`,
        // Detail pages are titled by what they show (issue 14 item 17).
        title: parent === 'teachingPlan' ? `${openMajor.name}专业教学计划` : openMajor.name,
        zh,
        en,
        layout: 'content',
        text: openMajor.name,
      },
    )
  }
  list.push({
    path: '/educationalFormat/openEducation/directlyFaculty/introduction',
    title: '开放教育·直属学院简介',
    zh: '直属学院',
    en: 'Directly Affiliated Faculty',
    layout: 'common',
    text: '学院简介',
  })
  for (const [type, label] of Object.entries(ENROLL) as [keyof typeof ENROLL, string][]) {
    const e = d.enrolling[type]
    const base = `/enrolling/${type}`
    list.push(
      ...listAndRecord(
        ['招生信息', 'Admissions Information'],
        { path: `${base}/information`, title: `${label}·招生信息`, layout: 'common', text: e.info.title },
        { path: `${base}/information/${e.info.id}`, title: e.info.title },
      ),
      ...listAndRecord(
        ['招生专业', 'Majors'],
        { path: `${base}/major`, title: `${label}·招生专业`, layout: 'common', text: e.major.name },
        { path: `${base}/major/${e.major.id}`, title: `${label}·招生专业详情` },
      ),
      {
        path: `${base}/paymentRegistration`,
        title: `${label}·报名缴费`,
        zh: '报名缴费',
        en: 'Registration & Payment',
        layout: 'common',
        text: '提交报名',
      },
    )
  }
  for (const name of ['HomeBanner', 'HomeNews', 'HomeFormats', 'HomeEnrolling']) {
    list.push({
      path: `/components/${name}`,
      title: '首页组件',
      layout: 'default',
      text: name === 'HomeNews' ? d.news.title : '',
    })
  }
  return list
}

const site = siteDataBeforeAll()

test('every route answers with its title, header titles, layout and API content', async ({ page }) => {
  test.setTimeout(240_000)
  const all = cases(site())
  for (const c of all) {
    await test.step(c.path, async () => {
      const res = await page.goto(c.path)
      expect(res?.status(), `${c.path} status`).toBe(200)
      await expect(page, `${c.path} title`).toHaveTitle(`${c.title} - ${site().siteName}`)
      await expect(page.locator(`[data-layout="${c.layout}"]`).first(), `${c.path} layout`).toBeAttached()
      await expect(page.getByRole('main')).toBeVisible()
      if (c.zh) {
        // Leaf pages with a loading state stream in; only the visible header counts.
        const header = page.getByTestId('page-title').filter({ visible: true })
        await expect(header.getByTestId('page-title-zh'), `${c.path} zh title`).toHaveText(c.zh)
        await expect(header.getByTestId('page-title-en'), `${c.path} en title`).toHaveText(c.en ?? '')
      }
      if (c.text)
        await expect(
          page.locator('main').getByText(c.text, { exact: false }).first(),
          `${c.path} content`,
        ).toBeVisible()
      // Every page has the shell: header navigation, footer, assistant link.
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
      await expect(page.getByTestId('assistant')).toBeVisible()
    })
  }
})

test('score query without a login token goes to that type’s login page', async ({ page }) => {
  for (const key of ['openEducation', 'aldultEducation']) {
    await page.goto(`/educationalFormat/${key}/scoreQuery`)
    await expect(page).toHaveURL(new RegExp(`/educationalFormat/${key}/login$`))
    await expect(page.getByLabel('学号')).toBeVisible()
  }
})

test('featured pages take the theme color variant from the API', async ({ page }) => {
  await page.goto(`/featured?theme_id=${site().theme.id}`)
  await expect(page.locator('[data-layout="featured"]')).toHaveAttribute(
    'data-theme-color',
    String(site().theme.color),
  )
})

test('news list paginates with ?page=N', async ({ page, request }) => {
  const { CMS_URL } = await import('../../lib/api')
  const res = await request.post(`${CMS_URL}/api/news.News/list`, {
    data: { page: 2, limit: 10, path_name: site().category.path_name },
  })
  const second = ((await res.json()) as { data: { list: { title: string }[]; total: number } }).data
  test.skip(second.total <= 10, 'the first category has a single page')
  await page.goto(`/news/${site().category.path_name}`)
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click()
  await expect(page).toHaveURL(/\?page=2$/)
  await expect(page.getByText(second.list[0]!.title).first()).toBeVisible()
})
