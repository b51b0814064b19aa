import type { SiteKind, SiteTemplate } from '@ou/contract'
import type { COVERS } from '../images'

/**
 * The demo's site group (站群): the portal and three sites with their own columns, news and staff.
 * Addresses and phone numbers match the branch schools of the 区市县学院 lists (data/edu.ts).
 */
export interface DemoSite {
  slug: string
  name: string
  short_name: string
  kind: SiteKind
  template: SiteTemplate
  theme_color: string
  contact: string
  categories: { name: string; name_en: string; path_name: string }[]
  /** Per category, in its order: title and summary of each published article, newest first. */
  news: { title: string; summary: string }[][]
  /** Its own menu links (after its home and columns), footer links and notice. */
  menu: { label: string; url: string }[]
  footer_links: { label: string; url: string }[]
  notice: { text: string; link?: string }
  /** Its own carousel on its home, on its copies of the branch covers. */
  carousel: { title: string; subtitle: string; image: (typeof COVERS.branch)[number]; url: string }[]
  /** Its own page (/sites/{slug}/pages/{slug}), linked from its menu. */
  page: { title: string; slug: string; summary: string; body: string[] }
}

export const PORTAL = {
  slug: 'portal',
  name: '天府开放大学',
  short_name: '门户',
  kind: 'portal',
  template: 'portal',
  theme_color: '#0b3d91',
  contact: '成都市武侯区学府路168号　028-85550200',
} as const

export const DEMO_SITES: DemoSite[] = [
  {
    slug: 'mianyang',
    name: '天府开放大学绵阳分校',
    short_name: '绵阳分校',
    kind: 'branch',
    template: 'branch',
    theme_color: '#0b6e4f',
    contact: '绵阳市涪城区科教路28号　0816-2255001',
    menu: [
      { label: '学院简介', url: '/sites/mianyang/pages/about' },
      { label: '招生服务', url: '/enrolling' },
    ],
    page: {
      title: '学院简介',
      slug: 'about',
      summary:
        '天府开放大学绵阳分校是天府开放大学在绵阳市设立的分校，承担开放教育、成人教育和社区教育的教学组织与学习支持服务。',
      body: [
        '天府开放大学绵阳分校是天府开放大学在绵阳市设立的分校，承担开放教育、成人教育和社区教育的教学组织与学习支持服务。',
        '分校在科教路校区设有教务科、学生科和学习中心，为在职成人学员提供面授辅导、考试组织和毕业服务。',
      ],
    },
    footer_links: [
      { label: '绵阳市教育和体育局', url: 'https://jytyj.my.gov.cn' },
      { label: '国家开放大学', url: 'https://www.ouchn.edu.cn' },
    ],
    notice: {
      text: '绵阳分校2026年秋季开放教育报名正在进行，欢迎咨询0816-2255001。',
      link: '/sites/mianyang/news/notice',
    },
    carousel: [
      {
        title: '绵阳分校2026年秋季开放教育招生',
        subtitle: '专科、本科多个专业，在职学习，学历国家承认',
        image: 'campus',
        url: '/sites/mianyang/news/notice',
      },
      {
        title: '社区教育走进涪城',
        subtitle: '送课到社区，终身学习在身边',
        image: 'community',
        url: '/sites/mianyang/pages/about',
      },
    ],
    categories: [
      { name: '分校要闻', name_en: 'Branch News', path_name: 'news' },
      { name: '通知公告', name_en: 'Notices', path_name: 'notice' },
    ],
    news: [
      [
        {
          title: '绵阳分校举行开放教育秋季开学典礼',
          summary: '分校在科教路校区举行秋季开学典礼，新生代表与教师代表先后发言，分校负责人寄语新生。',
        },
        {
          title: '绵阳分校与当地三家企业签订职工学历提升合作协议',
          summary: '合作企业的职工可在工作地附近的学习点参加面授辅导，学费按协议给予减免。',
        },
        {
          title: '绵阳分校教师在全省开放教育教学能力比赛中获奖',
          summary: '分校两名教师的课程设计作品分获二等奖和三等奖。',
        },
      ],
      [
        {
          title: '绵阳分校关于期末考试安排的通知',
          summary: '本学期期末考试安排在第十八、十九周进行，请学员按准考证上的时间、地点参加考试。',
        },
        {
          title: '绵阳分校关于办理学生证的通知',
          summary: '新生可在开学后两周内到分校教务科办理学生证，请携带身份证和一寸照片。',
        },
      ],
    ],
  },
  {
    slug: 'deyang',
    name: '天府开放大学德阳分校',
    short_name: '德阳分校',
    kind: 'branch',
    template: 'branch',
    theme_color: '#8a3b12',
    contact: '德阳市旌阳区泰山南路二段16号　0838-2255002',
    menu: [
      { label: '学院简介', url: '/sites/deyang/pages/about' },
      { label: '招生服务', url: '/enrolling' },
    ],
    page: {
      title: '学院简介',
      slug: 'about',
      summary: '天府开放大学德阳分校面向德阳地区在职成人开展学历教育与非学历培训。',
      body: [
        '天府开放大学德阳分校面向德阳地区在职成人开展学历教育与非学历培训。',
        '分校与当地装备制造企业合作建设实训基地，开设机电一体化、数控技术等专业。',
      ],
    },
    footer_links: [{ label: '国家开放大学', url: 'https://www.ouchn.edu.cn' }],
    notice: { text: '德阳分校开放教育新生入学测试将于本月底截止，请尽快完成。' },
    carousel: [
      {
        title: '德阳分校开放教育新生入学指南',
        subtitle: '入学测试、选课与学习平台，一站了解',
        image: 'classroom',
        url: '/sites/deyang/news/notice',
      },
    ],
    categories: [
      { name: '分校要闻', name_en: 'Branch News', path_name: 'news' },
      { name: '通知公告', name_en: 'Notices', path_name: 'notice' },
    ],
    news: [
      [
        {
          title: '德阳分校装备制造类专业学员走进企业实训基地',
          summary: '四十余名学员在合作企业的实训车间完成了为期一周的数控加工实训。',
        },
        {
          title: '德阳分校召开本学期教学工作会议',
          summary: '会议总结了上学期的教学工作，部署了本学期课程辅导、形成性考核和毕业论文工作。',
        },
      ],
      [
        {
          title: '德阳分校关于开放教育新生入学测试的通知',
          summary: '入学测试在网上进行，请新生在规定时间内登录学习平台完成测试。',
        },
      ],
    ],
  },
  {
    slug: 'laonian',
    name: '天府开放大学老年大学',
    short_name: '老年大学',
    kind: 'college',
    template: 'college',
    theme_color: '#9c2a5b',
    contact: '成都市武侯区学府路168号　028-85550266',
    menu: [
      { label: '学校简介', url: '/sites/laonian/pages/about' },
      { label: '招生服务', url: '/enrolling' },
    ],
    page: {
      title: '学校简介',
      slug: 'about',
      summary: '天府开放大学老年大学为中老年学员开设书法、国画、声乐、太极拳和智能手机应用等课程。',
      body: [
        '天府开放大学老年大学为中老年学员开设书法、国画、声乐、太极拳和智能手机应用等课程。',
        '学校坚持“老有所学、老有所乐”，每学期面向社会公开招生。',
      ],
    },
    footer_links: [{ label: '国家开放大学', url: 'https://www.ouchn.edu.cn' }],
    notice: { text: '老年大学春季学期报名开始，报名时请携带身份证。' },
    carousel: [
      {
        title: '老年大学春季学期报名开始',
        subtitle: '书画、声乐、太极与智能手机应用，乐学乐享',
        image: 'mountains',
        url: '/sites/laonian/news/notice',
      },
    ],
    categories: [
      { name: '学校动态', name_en: 'News', path_name: 'news' },
      { name: '课程通知', name_en: 'Course Notices', path_name: 'notice' },
    ],
    news: [
      [
        {
          title: '老年大学合唱团在社区文化节上演出',
          summary: '合唱团演唱了《歌唱祖国》等六首曲目，赢得社区居民阵阵掌声。',
        },
        {
          title: '老年大学智能手机应用课程开班',
          summary: '课程从微信视频通话、手机挂号讲起，帮助老年学员跨越“数字鸿沟”。',
        },
      ],
      [
        {
          title: '老年大学春季学期报名须知',
          summary: '春季学期开设书法、国画、声乐、太极拳等二十门课程，报名时请携带身份证。',
        },
      ],
    ],
  },
]

/** Demo staff of the sites (README lists them): each works on one site only. */
export const DEMO_SITE_STAFF: {
  email: string
  password: string
  name: string
  roles: ('siteAdmin' | 'editor' | 'reviewer')[]
  site: string
}[] = [
  {
    // The site's administrator: adds and removes its editors and reviewers, and writes and reviews.
    email: 'my-admin@ou.edu.cn',
    password: 'Mianyang#2026',
    name: '绵阳分校站点管理员',
    roles: ['siteAdmin'],
    site: 'mianyang',
  },
  {
    email: 'my-editor@ou.edu.cn',
    password: 'Mianyang#2026',
    name: '绵阳分校编辑',
    roles: ['editor'],
    site: 'mianyang',
  },
  {
    email: 'my-shenhe@ou.edu.cn',
    password: 'Mianyang#2026',
    name: '绵阳分校审核员',
    roles: ['reviewer'],
    site: 'mianyang',
  },
  {
    email: 'dy-editor@ou.edu.cn',
    password: 'Deyang#2026',
    name: '德阳分校编辑',
    roles: ['editor'],
    site: 'deyang',
  },
  {
    email: 'ln-editor@ou.edu.cn',
    password: 'Laonian#2026',
    name: '老年大学编辑',
    roles: ['editor'],
    site: 'laonian',
  },
]
