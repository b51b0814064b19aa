import type { LinkType } from '@ou/contract'
import type { ImageKey } from '../images'
import { SCHOOL } from './school'

export const SITE_SETTINGS = (year: number) => ({
  site_name: SCHOOL.name,
  site_name_en: SCHOOL.name_en,
  address: SCHOOL.address,
  phone: SCHOOL.phone,
  email: SCHOOL.email,
  postcode: SCHOOL.postcode,
  copyright: `© ${year} ${SCHOOL.name} 版权所有`,
  icp: '蜀ICP备20000000号-1',
  police_record: '川公网安备51010702000000号',
})

/** `{theme}` in a url is replaced with the id of the first theme. */
export const CAROUSELS: { title: string; subtitle: string; image: ImageKey; url: string }[] = [
  {
    title: '办人民满意的开放大学',
    subtitle: '服务全民终身学习，建设学习型社会',
    image: 'slide1',
    url: '/schoolOverview/aboutSchool',
  },
  {
    title: '春季招生火热进行中',
    subtitle: '开放教育、成人学历教育、老年大学同步招生',
    image: 'slide2',
    url: '/enrolling',
  },
  {
    title: '终身学习 伴您同行',
    subtitle: '全民终身学习活动周系列活动',
    image: 'slide3',
    url: '/featured?theme_id={theme}',
  },
  {
    title: '数字化赋能开放教育',
    subtitle: '“智慧开大”学习平台全新上线',
    image: 'slide4',
    url: '/educationalFormat/openEducation',
  },
]

export const LINKS: {
  type: LinkType
  title: string
  url: string | null
  image?: ImageKey
}[] = [
  { type: 'links', title: '中华人民共和国教育部', url: 'http://www.moe.gov.cn/' },
  { type: 'links', title: '国家智慧教育公共服务平台', url: 'https://www.smartedu.cn/' },
  { type: 'links', title: '中国高等教育学生信息网（学信网）', url: 'https://www.chsi.com.cn/' },
  { type: 'links', title: '国家开放大学', url: 'https://www.ouchn.edu.cn/' },
  { type: 'links', title: '四川省教育厅', url: 'https://edu.sc.gov.cn/' },
  { type: 'links', title: '四川省教育考试院', url: 'https://www.sceea.cn/' },
  { type: 'contact', title: `地址：${SCHOOL.address}`, url: null },
  { type: 'contact', title: `办公电话：${SCHOOL.phone}`, url: `tel:${SCHOOL.phone}` },
  { type: 'contact', title: '招生咨询：028-85550203', url: 'tel:028-85550203' },
  { type: 'contact', title: `邮箱：${SCHOOL.email}`, url: `mailto:${SCHOOL.email}` },
  { type: 'teach', title: '“智慧开大”学习平台', url: 'https://learn.tfou.edu.cn/' },
  { type: 'teach', title: '网络考试平台', url: 'https://exam.tfou.edu.cn/' },
  { type: 'teach', title: '天府学习网', url: 'https://xuexi.tfou.edu.cn/' },
  { type: 'teach', title: '数字图书馆', url: 'https://lib.tfou.edu.cn/' },
  { type: 'code', title: '官方微信', url: null, image: 'qrWechat' },
  { type: 'code', title: '招生咨询', url: null, image: 'qrEnroll' },
]

export const PLATFORMS: {
  name: string
  account: string
  description: string
  url: string | null
  qrcode: ImageKey
}[] = [
  {
    name: '微信公众号',
    account: '天府开放大学',
    description: '发布学校新闻、招生信息和学习服务通知，提供成绩查询、课表查询等便捷服务。',
    url: null,
    qrcode: 'qrWechat',
  },
  {
    name: '微信视频号',
    account: '天府开大',
    description: '用短视频记录校园生活、学员故事和精彩课堂。',
    url: null,
    qrcode: 'qrChannels',
  },
  {
    name: '新浪微博',
    account: '@天府开放大学',
    description: '第一时间发布学校动态和重要通知。',
    url: 'https://weibo.com/',
    qrcode: 'qrWeibo',
  },
  {
    name: '抖音',
    account: '天府开放大学',
    description: '学员风采、名师微课和校园活动短视频。',
    url: 'https://www.douyin.com/',
    qrcode: 'qrDouyin',
  },
  {
    name: '学习强国号',
    account: '天府开放大学',
    description: '展示学校在终身学习、社区教育和老年教育方面的工作成效。',
    url: null,
    qrcode: 'qrXuexi',
  },
  {
    name: '哔哩哔哩',
    account: '天府开大公开课',
    description: '开放优质课程视频和专题讲座，欢迎社会学习者免费学习。',
    url: 'https://www.bilibili.com/',
    qrcode: 'qrBilibili',
  },
]

export const SERVICES: { name: string; url: string; icon: ImageKey }[] = [
  { name: '学习平台', url: 'https://learn.tfou.edu.cn/', icon: 'iconLearn' },
  { name: '招生报名', url: '/enrolling', icon: 'iconEnroll' },
  { name: '成绩查询', url: '/educationalFormat/openEducation/scoreQuery', icon: 'iconScore' },
  { name: '书记校长信箱', url: '/mailbox', icon: 'iconMail' },
  { name: '数字图书馆', url: 'https://lib.tfou.edu.cn/', icon: 'iconLibrary' },
  { name: '信息公开', url: '/schoolOverview/schoolAffairsOpen', icon: 'iconOpen' },
  { name: '学历查询', url: 'https://www.chsi.com.cn/', icon: 'iconCert' },
  { name: '老年大学课程', url: '/educationalFormat/elderlyEducation/timetable', icon: 'iconSenior' },
]
