import type { EduType, LetterRecipient } from '@ou/contract'
import { FLAGGED_LETTER_CODE, PENDING_LETTER_CODE, REPLIED_LETTER_CODE } from '../markers'

const list = (s: string) => s.split('、')

/** Courses taken by all students of a type, then each major's own. */
export const COMMON_COURSES: Record<EduType, string[]> = {
  openEducation: list(
    '开放教育学习指南、中国近现代史纲要、形势与政策、国家安全教育、管理英语3、管理英语4、计算机应用基础、应用写作',
  ),
  adultEducation: list(
    '思想道德与法治、大学英语（一）、大学英语（二）、计算机应用基础、形势与政策、心理健康教育、体育与健康、大学语文',
  ),
}

/** Keyed by the student's major as written in accounts.ts. */
export const MAJOR_COURSES: Record<string, string[]> = {
  '行政管理（本科）': list(
    '公共行政学、政府经济学、公共部门人力资源管理、行政法与行政诉讼法、城市管理学、西方行政学说、公共政策概论、社会调查研究与方法、监督学、地方政府学、社会保障学、行政领导学、公共危机管理、领导科学与艺术、现代管理专题、政府绩效管理、电子政务、公文写作与处理、基层治理专题、公共关系学、行政伦理学、应急管理概论',
  ),
  '会计学（本科）': list(
    '中级财务会计（一）、中级财务会计（二）、高级财务会计、财务报表分析、审计学、税法、管理会计、成本管理、财务管理、会计信息系统、政府会计、内部控制与风险管理、经济法、金融学、统计学原理、企业战略管理、Excel在财务中的应用、纳税筹划、审计实务、资产评估、财务共享服务、企业会计准则专题',
  ),
  '计算机科学与技术（本科）': list(
    '数据结构、操作系统、数据库系统原理、计算机组成原理、软件工程、Web开发技术、离散数学、计算机网络、Python程序设计、Java语言程序设计、算法设计与分析、信息安全、人工智能导论、移动应用开发、云计算技术、Linux系统管理、软件测试、数据分析与可视化、编译原理、计算机图形学、嵌入式系统、项目管理与软件过程',
  ),
  '护理学（专升本）': list(
    '护理管理学、内科护理学、外科护理学、急危重症护理学、护理研究、健康评估、妇产科护理学、儿科护理学、社区护理学、老年护理学、精神科护理学、护理伦理学、护理心理学、病理学、药理学、医学统计学、康复护理学、循证护理、护理教育学、传染病护理、营养与膳食、临床护理技能实训',
  ),
  '工程管理（专升本）': list(
    '工程经济学、工程项目管理、工程合同管理、工程估价、建设法规、房地产开发与经营、工程力学、建筑结构、施工组织设计、工程测量、建筑CAD、BIM技术应用、工程招投标、工程质量管理、安全生产管理、管理运筹学、会计学原理、工程造价软件应用、建筑设备、工程监理概论、房屋建筑学、绿色建筑概论',
  ),
  '学前教育（专科）': list(
    '学前教育学、学前心理学、幼儿园活动设计、幼儿美术、幼儿歌曲弹唱、学前儿童卫生学、幼儿园管理、学前儿童语言教育、学前儿童科学教育、幼儿游戏与指导、儿童文学、学前儿童社会教育、幼儿舞蹈、手工制作、家园共育、学前特殊儿童教育、蒙台梭利教育法、幼儿教师职业道德、幼儿园环境创设、学前儿童数学教育、儿童行为观察与分析、幼儿园课程论',
  ),
}

export const EXAM_TYPES = [
  '形成性考核+终结性考试',
  '网络终结性考试',
  '纸笔考试',
  '大作业',
  '实践考核',
  '形成性考核+口试',
]

/** Terms each type's demo students have scores in (3-4 terms over 2024-2026). */
export const TERMS: Record<EduType, { year: string; period: 'spring' | 'autumn' }[]> = {
  openEducation: [
    { year: '2024', period: 'autumn' },
    { year: '2025', period: 'spring' },
    { year: '2025', period: 'autumn' },
    { year: '2026', period: 'spring' },
  ],
  adultEducation: [
    { year: '2024', period: 'spring' },
    { year: '2024', period: 'autumn' },
    { year: '2025', period: 'spring' },
    { year: '2025', period: 'autumn' },
  ],
}

export const GRADES: Record<EduType, string> = { openEducation: '2024秋', adultEducation: '2024春' }

export interface LetterSeed {
  tracking_code: string
  recipient: LetterRecipient
  anonymous: boolean
  name: string
  contact: string
  subject: string
  content: string
  reply?: string
  status: 'pending' | 'processing' | 'replied'
  is_public: boolean
  /** Days before the seed run. */
  sent_days_ago: number
  replied_days_ago?: number
}

export const LETTERS: LetterSeed[] = [
  {
    tracking_code: REPLIED_LETTER_CODE,
    recipient: 'president',
    anonymous: false,
    name: '陈女士',
    contact: '13880001234',
    subject: '建议延长学习平台夜间直播课回放时间',
    content:
      '校长您好！我是开放教育会计学专业的学员，平时工作较忙，经常只能在深夜看直播课回放。现在部分课程回放只保留一周，建议延长回放时间，方便我们在职学员安排学习。谢谢！',
    reply:
      '陈女士您好！感谢您对学校工作的关心。经与数字学习资源中心研究，自本学期起，所有统设课程直播回放保留至本学期期末考试结束，其他课程回放保留时间不少于四周。祝您学习顺利！',
    status: 'replied',
    is_public: true,
    sent_days_ago: 86,
    replied_days_ago: 80,
  },
  {
    tracking_code: 'TFDEMO5H8LPC',
    recipient: 'president',
    anonymous: true,
    name: '',
    contact: 'learner2024@example.com',
    subject: '咨询开放教育本科学士学位申请条件',
    content:
      '您好，我是开放教育行政管理专业本科学员，想了解申请学士学位需要满足哪些条件？学位外语考试每年什么时候报名？',
    reply:
      '您好！开放教育本科毕业生申请学士学位，须同时满足课程成绩、毕业论文成绩和学位外语考试等要求，具体条件见学校《学士学位授予工作细则》。学位外语考试每年报名两次，一般在3月和9月，届时学习平台会发布通知，请留意。',
    status: 'replied',
    is_public: true,
    sent_days_ago: 140,
    replied_days_ago: 133,
  },
  {
    tracking_code: 'TFDEMO3R6YKB',
    recipient: 'secretary',
    anonymous: false,
    name: '刘先生',
    contact: '13990005678',
    subject: '建议增加老年大学智能手机课程班次',
    content:
      '书记您好！我今年六十八岁，想报老年大学的智能手机课程，但每次报名都很快满员。身边很多老朋友也有这个需求，建议增加班次，或者在社区开设教学点。',
    reply:
      '刘先生您好！感谢您的建议。学校已决定从下学期起将智能手机应用课程由两个班增加到五个班，并在成都市六个社区学习中心开设同类课程。具体报名信息请关注老年大学招生简章。',
    status: 'replied',
    is_public: true,
    sent_days_ago: 200,
    replied_days_ago: 192,
  },
  {
    tracking_code: 'TFDEMO7T2VHD',
    recipient: 'president',
    anonymous: true,
    name: '',
    contact: '13550009876',
    subject: '反映双流校区周末面授期间停车困难',
    content:
      '周末集中面授期间，双流校区停车位非常紧张，很多学员只能把车停在校外路边，存在安全隐患。希望学校能想想办法。',
    reply:
      '您好！您反映的问题已转后勤保障部门办理。周末面授期间，学校将开放教职工停车场供学员使用，并在校门口安排工作人员引导停车。感谢您的反映！',
    status: 'replied',
    is_public: true,
    sent_days_ago: 45,
    replied_days_ago: 41,
  },
  {
    tracking_code: 'TFDEMO8N3JGF',
    recipient: 'president',
    anonymous: false,
    name: '赵同学',
    contact: '13600004321',
    subject: '个人学籍信息更正',
    content:
      '您好，我在学习平台上看到自己的身份证号码有一位录入错误，请问应该如何办理更正？需要准备哪些材料？',
    reply:
      '赵同学您好！请携带身份证原件和复印件到所在分校教务办公室填写《学籍信息更正申请表》，分校审核后报学校教务处办理，一般十个工作日内完成。',
    status: 'replied',
    is_public: false,
    sent_days_ago: 30,
    replied_days_ago: 27,
  },
  {
    tracking_code: 'TFDEMO4W5MEH',
    recipient: 'secretary',
    anonymous: true,
    name: '',
    contact: 'teacher.sc@example.com',
    subject: '关于县级教学点面授辅导安排的意见',
    content:
      '我所在的县级教学点本学期面授辅导次数偏少，部分课程只安排了一次面授，学员反映跟不上。希望学校加强对教学点的督导。',
    status: 'processing',
    is_public: false,
    sent_days_ago: 12,
  },
  {
    tracking_code: PENDING_LETTER_CODE,
    recipient: 'president',
    anonymous: false,
    name: '王女士',
    contact: '18980007788',
    subject: '希望开设应用心理学专业',
    content:
      '校长您好！我在社区从事基层工作，经常需要做居民的心理疏导，希望学校能开设应用心理学相关专业或培训课程。',
    status: 'pending',
    is_public: false,
    sent_days_ago: 3,
  },
  {
    tracking_code: 'TFDEMO6QZ9SK',
    recipient: 'secretary',
    anonymous: false,
    name: '李先生',
    contact: '13700006655',
    subject: '感谢计算机专业辅导老师的耐心帮助',
    content:
      '书记您好！我是一名快递员，学习编程基础很差。辅导老师多次在晚上为我答疑，还帮我制订了学习计划。我想通过信箱向老师表示感谢！',
    status: 'pending',
    is_public: false,
    sent_days_ago: 1,
  },
  {
    tracking_code: FLAGGED_LETTER_CODE,
    recipient: 'president',
    anonymous: false,
    name: '周先生',
    contact: 'zhou.reader@example.com',
    subject: '网上有人自称贵校老师收费代考',
    content:
      '校长您好！我在网上看到有人自称是贵校老师，收费承诺“代考包过”，还说可以“刷学分”。请问这是真的吗？希望学校提醒广大学员提高警惕，不要上当受骗。',
    status: 'pending',
    is_public: false,
    sent_days_ago: 0,
  },
]

/** A few sign-ups, so the admissions console has something to show. */
export const APPLICANTS: {
  name: string
  gender: 'male' | 'female'
  birth: string
  mobile: string
  education: 'high_school' | 'secondary_vocational' | 'associate' | 'bachelor'
  status: 'submitted' | 'reviewing' | 'accepted' | 'rejected'
  remark?: string
}[] = [
  {
    name: '黄诗雨',
    gender: 'female',
    birth: '19960412',
    mobile: '13881230001',
    education: 'associate',
    status: 'submitted',
  },
  {
    name: '蒋浩然',
    gender: 'male',
    birth: '19910823',
    mobile: '13881230002',
    education: 'high_school',
    status: 'reviewing',
  },
  {
    name: '徐子涵',
    gender: 'female',
    birth: '19990105',
    mobile: '13881230003',
    education: 'secondary_vocational',
    status: 'accepted',
  },
  {
    name: '孙立伟',
    gender: 'male',
    birth: '19870317',
    mobile: '13881230004',
    education: 'associate',
    status: 'accepted',
    remark: '希望安排周末面授',
  },
  {
    name: '冯秀兰',
    gender: 'female',
    birth: '19610928',
    mobile: '13881230005',
    education: 'high_school',
    status: 'submitted',
    remark: '报读书画艺术',
  },
  {
    name: '曹文博',
    gender: 'male',
    birth: '19940630',
    mobile: '13881230006',
    education: 'bachelor',
    status: 'rejected',
  },
]
