/**
 * The navigation as the site drew it from its route map before the console kept it
 * (apps/site/src/lib/pages.ts, `NAV`): the seed writes it so the site looks the same.
 * e2e/tests/api/navigation.spec.ts compares the two.
 */
type Item = { label: string; kind: 'route'; route: string; children?: Item[] }
const route = (label: string, path: string): Item => ({ label, kind: 'route', route: path })

export const HEADER_NAV: Item[] = [
  route('首页', '/'),
  {
    ...route('学校概况', '/schoolOverview'),
    children: [
      route('学校简介', '/schoolOverview/aboutSchool'),
      route('历史沿革', '/schoolOverview/history'),
      route('现任领导', '/schoolOverview/currentLeadership'),
      route('内设机构', '/schoolOverview/internalOrganization'),
      route('校务公开', '/schoolOverview/schoolAffairsOpen'),
      route('校园文化', '/schoolOverview/campusCulture'),
    ],
  },
  route('新闻中心', '/news'),
  {
    ...route('办学形式', '/educationalFormat'),
    children: [
      route('开放教育', '/educationalFormat/openEducation'),
      route('成人学历教育', '/educationalFormat/aldultEducation'),
      route('社区教育', '/educationalFormat/communityEducation'),
      route('老年教育', '/educationalFormat/elderlyEducation'),
      route('家庭教育', '/educationalFormat/familyEducation'),
      route('华侨学院', '/educationalFormat/overseasChineseCollege'),
      route('天府实验学院', '/educationalFormat/tianfuExperimentalCollege'),
    ],
  },
  {
    ...route('招生服务', '/enrolling'),
    children: [
      route('开放教育招生', '/enrolling/openEducation'),
      route('成人学历教育招生', '/enrolling/aldultEducation'),
      route('老年教育招生', '/enrolling/elderlyEducation'),
    ],
  },
  route('专题专栏', '/featured'),
  route('新媒体', '/platforms'),
  route('书记校长信箱', '/mailbox'),
]

/** Side navigation of the sections holding editors' pages. */
export const SIDE_NAV = [
  { section: 'schoolOverview' as const, items: HEADER_NAV[1]!.children! },
  { section: 'enrolling' as const, items: HEADER_NAV[4]!.children! },
]

/** The demo page: an enrolment guide at /enrolling/guide (markers.ts names it). */
export const GUIDE_PAGE_BODY = [
  '## 报名条件',
  '具有高中、中专或同等学历的在职人员及社会人员均可报名，年龄不限。',
  '## 报名方式',
  '可到各学习中心现场报名，也可在本网站“报名缴费”页面在线报名。',
]
export const GUIDE_PAGE_TABLE = [
  '专业 | 层次 | 学制',
  '行政管理 | 专科 | 2.5 年',
  '汉语言文学 | 本科 | 2.5 年',
].join('\n')
