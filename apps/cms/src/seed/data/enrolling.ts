import type { CategoryType, MajorLevel } from '@ou/contract'
import type { ImageKey } from '../images'

/** Courses of the senior university (老年大学). */
export const COURSES: {
  name: string
  category: string
  teacher: string
  schedule: string
  location: string
  capacity: number
  cover: ImageKey
  summary: string
  content: string[]
}[] = [
  {
    name: '楷书入门',
    category: '书法',
    teacher: '杜明远',
    schedule: '每周一 9:00—11:00',
    location: '双流校区综合楼301',
    capacity: 40,
    cover: 'senior',
    summary: '从执笔、笔画到结构，系统学习欧体楷书的基本技法。',
    content: [
      '本课程以欧阳询《九成宫醴泉铭》为范本，讲授执笔方法、基本笔画、偏旁部首和间架结构。',
      '课程适合零基础学员，学期末每位学员完成一幅楷书作品。',
    ],
  },
  {
    name: '行书提高',
    category: '书法',
    teacher: '杜明远',
    schedule: '每周三 9:00—11:00',
    location: '双流校区综合楼301',
    capacity: 35,
    cover: 'senior',
    summary: '临习《兰亭序》《圣教序》，掌握行书的用笔与章法。',
    content: [
      '课程面向有一定楷书基础的学员，重点讲授行书的连带、映带和章法布局。',
      '课堂采用教师示范、学员临写、逐一点评的方式进行。',
    ],
  },
  {
    name: '写意花鸟画',
    category: '国画',
    teacher: '钟韵秋',
    schedule: '每周二 14:30—16:30',
    location: '双流校区综合楼305',
    capacity: 30,
    cover: 'culture',
    summary: '学习梅兰竹菊及常见禽鸟的写意画法，体会笔墨情趣。',
    content: [
      '本课程从“四君子”入手，逐步学习牡丹、荷花、小鸟等题材的写意表现方法。',
      '学员需自备毛笔、宣纸和国画颜料，首次课教师将讲解工具选购。',
    ],
  },
  {
    name: '山水画基础',
    category: '国画',
    teacher: '钟韵秋',
    schedule: '每周四 14:30—16:30',
    location: '双流校区综合楼305',
    capacity: 30,
    cover: 'mountains',
    summary: '学习山石、树木、云水的基本画法，临摹经典山水小品。',
    content: ['课程讲授山石皴法、树木画法和云水留白等基本技法，并结合巴蜀山水进行写生练习。'],
  },
  {
    name: '声乐基础（美声）',
    category: '声乐',
    teacher: '方若晴',
    schedule: '每周一 14:30—16:30',
    location: '艺术楼音乐教室一',
    capacity: 45,
    cover: 'ceremony',
    summary: '科学发声方法训练，学唱经典中外艺术歌曲。',
    content: [
      '课程从呼吸、发声和共鸣训练入手，帮助学员掌握科学的发声方法，保护嗓音健康。',
      '每学期学唱六至八首经典艺术歌曲。',
    ],
  },
  {
    name: '民族声乐',
    category: '声乐',
    teacher: '方若晴',
    schedule: '每周三 14:30—16:30',
    location: '艺术楼音乐教室一',
    capacity: 45,
    cover: 'ceremony',
    summary: '学唱经典民歌和创作歌曲，感受民族声乐的韵味。',
    content: ['课程选取各地经典民歌和优秀创作歌曲，讲授民族声乐的咬字、润腔和情感表达。'],
  },
  {
    name: '合唱艺术',
    category: '声乐',
    teacher: '孟清扬',
    schedule: '每周五 9:00—11:00',
    location: '艺术楼排练厅',
    capacity: 60,
    cover: 'ceremony',
    summary: '多声部合唱训练，参加学校和社区的文艺演出。',
    content: ['课程进行声部训练和合唱作品排练，优秀学员可入选老年大学合唱团。'],
  },
  {
    name: '中国古典舞',
    category: '舞蹈',
    teacher: '苏蔓',
    schedule: '每周二 9:00—11:00',
    location: '艺术楼舞蹈室',
    capacity: 30,
    cover: 'culture',
    summary: '学习古典舞基本手位、脚位和身韵组合，提升形体气质。',
    content: ['课程以身韵训练为基础，学习两至三个古典舞组合，动作难度适合中老年学员。'],
  },
  {
    name: '民族民间舞',
    category: '舞蹈',
    teacher: '苏蔓',
    schedule: '每周四 9:00—11:00',
    location: '艺术楼舞蹈室',
    capacity: 30,
    cover: 'community',
    summary: '学习藏族、彝族、羌族等民族舞蹈，感受多彩民族文化。',
    content: ['课程选取四川各民族特色舞蹈，讲解舞蹈背后的民俗文化。'],
  },
  {
    name: '数码摄影',
    category: '摄影',
    teacher: '韩启东',
    schedule: '每周三 9:00—11:00',
    location: '双流校区综合楼402',
    capacity: 35,
    cover: 'mountains',
    summary: '掌握相机基本操作、构图与用光，拍出好照片。',
    content: ['课程讲授曝光三要素、构图法则和自然光运用，每月组织一次外出采风。'],
  },
  {
    name: '手机摄影与修图',
    category: '摄影',
    teacher: '韩启东',
    schedule: '每周五 14:30—16:30',
    location: '双流校区综合楼402',
    capacity: 40,
    cover: 'digital',
    summary: '用手机拍摄生活之美，学会常用修图软件。',
    content: ['课程教授手机拍摄技巧和常用修图软件的使用，学员可将作品制作成电子相册。'],
  },
  {
    name: '二十四式太极拳',
    category: '太极',
    teacher: '彭志刚',
    schedule: '每周二 8:00—9:30',
    location: '体育馆一楼',
    capacity: 50,
    cover: 'mountains',
    summary: '学习二十四式简化太极拳，强身健体、修身养性。',
    content: ['课程逐式讲解二十四式太极拳的动作要领，注重呼吸与动作的配合。'],
  },
  {
    name: '太极扇',
    category: '太极',
    teacher: '彭志刚',
    schedule: '每周四 8:00—9:30',
    location: '体育馆一楼',
    capacity: 40,
    cover: 'culture',
    summary: '学习太极功夫扇套路，动作舒展优美。',
    content: ['课程适合有一定太极拳基础的学员，学期末进行汇报展示。'],
  },
  {
    name: '智能手机应用入门',
    category: '智能手机',
    teacher: '邱静',
    schedule: '每周一 14:30—16:00',
    location: '双流校区机房二',
    capacity: 40,
    cover: 'digital',
    summary: '学会微信聊天、视频通话、移动支付和网上挂号。',
    content: [
      '课程手把手教学员使用智能手机的常用功能，并讲解防范电信诈骗的知识。',
      '每次课配有助教一对一辅导。',
    ],
  },
  {
    name: '短视频拍摄与剪辑',
    category: '智能手机',
    teacher: '邱静',
    schedule: '每周三 14:30—16:00',
    location: '双流校区机房二',
    capacity: 35,
    cover: 'digital',
    summary: '用手机拍摄和剪辑短视频，记录美好生活。',
    content: ['课程讲授短视频拍摄构思、剪辑软件操作和字幕配乐，学员完成一部个人作品。'],
  },
  {
    name: '中医养生',
    category: '养生',
    teacher: '姚康年',
    schedule: '每周四 14:30—16:00',
    location: '双流校区综合楼201',
    capacity: 60,
    cover: 'community',
    summary: '了解中医养生基本知识，学习四季养生与食疗方法。',
    content: ['课程讲授中医养生的基本理念、常用穴位保健和四季饮食调养方法。'],
  },
  {
    name: '营养与慢病管理',
    category: '养生',
    teacher: '姚康年',
    schedule: '每周五 9:00—10:30',
    location: '双流校区综合楼201',
    capacity: 60,
    cover: 'family',
    summary: '学习合理膳食与常见慢性病的日常管理。',
    content: ['课程由营养师和社区医生共同授课，讲解高血压、糖尿病等常见慢性病的饮食与生活管理。'],
  },
  {
    name: '葫芦丝演奏',
    category: '器乐',
    teacher: '孟清扬',
    schedule: '每周二 14:30—16:00',
    location: '艺术楼音乐教室二',
    capacity: 30,
    cover: 'ceremony',
    summary: '零基础学习葫芦丝，演奏经典名曲。',
    content: ['课程从指法和气息入手，学期末可独立演奏两至三首乐曲。'],
  },
]

export const COURSE_TERM = '{Y}年秋季学期'

export const ENROLL_NEWS: Record<CategoryType, { title: string; month?: number; summary: string }[]> = {
  open: [
    {
      title: '天府开放大学{Y1}年春季开放教育招生简章',
      month: 11,
      summary: '开放教育春季招生正式启动，面向社会招收专科、本科（专升本）学员，报名即可注册入学。',
    },
    {
      title: '天府开放大学{Y}年秋季开放教育招生简章',
      month: 6,
      summary: '秋季开放教育开设本专科专业40余个，学员可通过线上或就近分校报名。',
    },
    {
      title: '开放教育招生常见问题解答',
      summary: '开放教育学历国家承认吗？多久能毕业？需要考试吗？我们整理了报名咨询中最常见的问题。',
    },
    {
      title: '开放教育学费标准及缴费说明',
      summary: '开放教育按学分收费，学员可按学期分期缴纳，支持线上支付。',
    },
    {
      title: '开放教育报名所需材料清单',
      summary: '报名时需提供身份证、学历证书及学信网学历认证报告等材料，具体要求如下。',
    },
    {
      title: '开放教育新生入学测试安排',
      month: 3,
      summary: '新生须参加入学水平测试，测试内容为语文和数学基础知识，采用线上方式进行。',
    },
    {
      title: '“一村一名大学生”计划{Y}年招生公告',
      month: 2,
      summary: '面向农村基层干部、返乡创业人员招收农业经济管理等涉农专业学员，学费享受补助。',
    },
    {
      title: '退役军人学历提升专项招生公告',
      summary: '面向退役军人开展学历提升专项招生，符合条件的可减免学费，并提供专门学习辅导。',
    },
    {
      title: '开放教育新生注册及学习平台开通须知',
      summary: '录取新生注册后即可开通学习平台账号，请按照指引完成个人信息确认和课程学习。',
    },
  ],
  adult: [
    {
      title: '{Y}年全国成人高考报名通知',
      month: 8,
      summary: '成人高考网上报名即将开始，考生须在规定时间内完成网上报名和现场确认。',
    },
    {
      title: '天府开放大学{Y}年成人高等教育招生简章',
      month: 8,
      summary: '学校成人高等教育开设高起专、专升本、高起本三个层次共30余个专业，学习形式为函授和业余。',
    },
    {
      title: '成人高考考前辅导班招生',
      month: 7,
      summary: '学校开设成人高考考前辅导班，由经验丰富的教师授课，线上线下同步开班。',
    },
    {
      title: '成人高考网上报名操作流程',
      summary: '从注册账号、填写信息到上传照片、网上缴费，一图看懂成人高考网上报名全流程。',
    },
    {
      title: '成人高考照顾加分政策解读',
      summary: '年满25周岁、退役军人、少数民族考生等可按规定享受照顾加分，具体条件请见本文。',
    },
    {
      title: '{Y}年成人高考录取结果查询',
      month: 12,
      summary: '成人高考录取工作已经结束，考生可通过省教育考试院网站或学校招生网查询录取结果。',
    },
    {
      title: '成人学历教育新生报到须知',
      month: 3,
      summary: '录取新生请按通知时间到所在函授站报到，办理入学手续并领取教材。',
    },
    {
      title: '成人学历教育各专业学费标准',
      summary: '成人学历教育按学年收费，各专业学费标准按省物价部门核定标准执行。',
    },
    {
      title: '成人学历教育函授站分布及联系方式',
      summary: '学校在全省设有函授站和校外教学点，考生可就近选择报考和学习。',
    },
  ],
  elderly: [
    {
      title: '天府开放大学老年大学{Y1}年春季招生简章',
      month: 12,
      summary: '老年大学春季学期开设十大类课程，年满50周岁的中老年朋友均可报名。',
    },
    {
      title: '天府开放大学老年大学{Y}年秋季招生简章',
      month: 7,
      summary: '秋季学期新增短视频剪辑、营养与慢病管理等课程，欢迎中老年朋友报名。',
    },
    {
      title: '老年大学报名须知',
      summary: '报名采取线上报名与现场报名相结合的方式，每位学员每学期限报三门课程。',
    },
    {
      title: '老年大学线上课程开放报名',
      summary: '为方便行动不便和居住较远的老年朋友，老年大学开设线上班，居家即可上课。',
    },
    {
      title: '老年大学新开课程介绍',
      summary: '本学期新开设葫芦丝演奏、手机摄影与修图等课程，课程介绍及授课教师信息如下。',
    },
    {
      title: '“智能手机应用”公益培训班招生',
      summary: '面向社区老年人免费开设智能手机应用培训班，帮助老年人跨越“数字鸿沟”。',
    },
    {
      title: '社区老年学习点招生信息',
      summary: '老年大学在成都市各街道设立社区学习点，居民可就近报名参加课程学习。',
    },
    {
      title: '老年大学春季报名首日现场火爆',
      month: 2,
      summary: '报名首日，不少老年朋友一早就来到报名现场，热门课程名额很快报满。',
    },
    { title: '老年大学学员须知', summary: '为保障教学秩序和学员安全，请学员认真阅读并遵守学员须知。' },
  ],
}

export const ENROLL_BANK: Record<CategoryType, string[]> = {
  open: [
    '## 招生对象',
    '专科专业招收具有高中、中专、职高或技校毕业学历的人员；本科（专升本）专业招收具有国民教育系列专科及以上学历的人员。',
    '## 学习方式',
    '开放教育以网络学习为主、面授辅导为辅，学员可利用业余时间灵活安排学习，不影响正常工作。',
    '## 报名方式',
    '学员可登录学校招生网在线报名，也可到就近的市县分校、教学点现场报名。报名咨询电话：028-85550203。',
  ],
  adult: [
    '## 报考条件',
    '遵守中华人民共和国宪法和法律，身体健康，具有高中（含中专、职高、技校）及以上学历者可报考高起专、高起本；具有国民教育系列专科及以上学历者可报考专升本。',
    '## 考试科目',
    '高起专考试科目为语文、数学、外语；专升本考试科目为政治、外语和一门专业基础课。',
    '## 咨询方式',
    '招生咨询电话：028-85550203，也可关注学校微信公众号获取最新招生信息。',
  ],
  elderly: [
    '## 报名条件',
    '年满50周岁、身体健康、生活能够自理，能坚持正常学习的中老年朋友均可报名。',
    '## 报名方式',
    '可通过学校微信公众号“老年大学”栏目在线报名，也可到双流校区综合楼一楼报名处现场报名。',
    '## 温馨提示',
    '热门课程名额有限，报满即止。报名成功后请按时参加开学典礼并领取学员证。',
  ],
}

export interface MajorSeed {
  name: string
  code: string
  discipline: string
  summary: string
  courses: string[]
}

type Combo = `${CategoryType}:${MajorLevel}`

/** Majors for every level each enrolment offers: open (associate, upgrade), adult (all three), elderly (non-degree). */
export const MAJORS: Partial<
  Record<Combo, { duration: string; tuition: string; cover: ImageKey; items: MajorSeed[] }>
> = {
  'open:associate': {
    duration: '2.5年（学籍8年有效）',
    tuition: '约4800元（按学分收费）',
    cover: 'digital',
    items: [
      {
        name: '行政管理',
        code: '590206',
        discipline: '管理学',
        summary: '培养具备行政管理基本理论和办公事务处理能力的基层管理人员。',
        courses: [
          '管理学基础',
          '行政组织学',
          '公共政策概论',
          '办公室管理',
          '社会调查研究与方法',
          '行政领导学',
        ],
      },
      {
        name: '大数据与会计',
        code: '530302',
        discipline: '管理学',
        summary: '培养掌握会计核算、财务软件应用和数据分析技能的财会人员。',
        courses: ['基础会计', '财务会计', '成本会计', '管理会计', '会计信息化', '经济法基础'],
      },
      {
        name: '计算机网络技术',
        code: '510202',
        discipline: '工学',
        summary: '培养能够从事网络组建、运维和安全管理工作的技术人员。',
        courses: [
          '计算机应用基础',
          '计算机网络',
          '网络操作系统',
          '网络安全技术',
          '数据库应用',
          'Python程序设计',
        ],
      },
      {
        name: '学前教育',
        code: '570102',
        discipline: '教育学',
        summary: '培养具备保育和教育能力的幼儿园教师和早期教育工作者。',
        courses: [
          '学前儿童发展心理学',
          '学前教育学',
          '幼儿园课程论',
          '学前儿童卫生与保健',
          '幼儿游戏与玩具',
          '儿童文学',
        ],
      },
      {
        name: '工商企业管理',
        code: '530601',
        discipline: '管理学',
        summary: '培养从事企业生产运营、市场营销和人力资源管理的管理人员。',
        courses: ['管理学基础', '市场营销学', '企业运营管理', '人力资源管理', '经济数学', '企业文化'],
      },
    ],
  },
  'open:upgrade': {
    duration: '2.5年（学籍8年有效）',
    tuition: '约6200元（按学分收费）',
    cover: 'library',
    items: [
      {
        name: '行政管理',
        code: '120402',
        discipline: '管理学',
        summary: '面向公共部门和社会组织，培养具有现代行政管理能力的管理人才。',
        courses: [
          '公共行政学',
          '政府经济学',
          '公共部门人力资源管理',
          '行政法与行政诉讼法',
          '城市管理学',
          '西方行政学说',
        ],
      },
      {
        name: '会计学',
        code: '120203K',
        discipline: '管理学',
        summary: '培养具备会计、审计和财务管理能力的高级应用型财会人才。',
        courses: ['中级财务会计', '高级财务会计', '财务报表分析', '审计学', '税法', '管理会计'],
      },
      {
        name: '计算机科学与技术',
        code: '080901',
        discipline: '工学',
        summary: '培养从事软件开发、系统运维和信息化建设的应用型技术人才。',
        courses: ['数据结构', '操作系统', '数据库系统原理', '计算机组成原理', '软件工程', 'Web开发技术'],
      },
      {
        name: '汉语言文学',
        code: '050101',
        discipline: '文学',
        summary: '培养具备汉语言文学素养和文字写作能力的文秘、教育和宣传人才。',
        courses: [
          '现代汉语专题',
          '古代文学专题',
          '中国现当代文学专题',
          '外国文学专题',
          '文学概论',
          '应用写作',
        ],
      },
      {
        name: '法学',
        code: '030101K',
        discipline: '法学',
        summary: '培养掌握法律知识、能够从事基层法律实务工作的应用型法律人才。',
        courses: ['宪法学', '民法学', '刑法学', '民事诉讼法学', '行政法与行政诉讼法', '合同法'],
      },
    ],
  },
  'adult:associate': {
    duration: '2.5年',
    tuition: '3200元/学年',
    cover: 'classroom',
    items: [
      {
        name: '护理',
        code: '520201',
        discipline: '医学',
        summary: '培养具备基础护理和专科护理技能的临床护理人员。',
        courses: ['人体解剖学', '生理学', '护理学基础', '内科护理', '外科护理', '社区护理'],
      },
      {
        name: '建设工程管理',
        code: '440501',
        discipline: '工学',
        summary: '培养从事建设工程施工管理、造价和监理工作的技术管理人员。',
        courses: ['建筑制图与识图', '建筑材料', '建筑施工技术', '工程造价', '工程项目管理', '建设法规'],
      },
      {
        name: '电子商务',
        code: '530701',
        discipline: '管理学',
        summary: '培养掌握网店运营、直播营销和数据分析的电子商务从业人员。',
        courses: ['电子商务概论', '网店运营', '网络营销', '直播电商', '商务数据分析', '物流管理基础'],
      },
      {
        name: '学前教育',
        code: '570102K',
        discipline: '教育学',
        summary: '培养幼儿园保教工作人员，注重保教实践能力训练。',
        courses: ['学前教育学', '学前心理学', '幼儿园活动设计', '幼儿美术', '幼儿歌曲弹唱', '学前儿童卫生学'],
      },
    ],
  },
  'adult:upgrade': {
    duration: '2.5年',
    tuition: '3600元/学年',
    cover: 'campus',
    items: [
      {
        name: '护理学',
        code: '101101',
        discipline: '医学',
        summary: '面向在职护士，提升临床护理、护理管理和护理科研能力。',
        courses: ['护理管理学', '内科护理学', '外科护理学', '急危重症护理学', '护理研究', '健康评估'],
      },
      {
        name: '工程管理',
        code: '120103',
        discipline: '管理学',
        summary: '培养具备工程技术与管理知识，从事工程项目全过程管理的人才。',
        courses: ['工程经济学', '工程项目管理', '工程合同管理', '工程估价', '建设法规', '房地产开发与经营'],
      },
      {
        name: '人力资源管理',
        code: '120206',
        discipline: '管理学',
        summary: '培养从事招聘、培训、绩效与薪酬管理的人力资源专业人才。',
        courses: ['人力资源管理', '组织行为学', '劳动关系与劳动法', '绩效管理', '薪酬管理', '招聘与甄选'],
      },
      {
        name: '土木工程',
        code: '081001',
        discipline: '工学',
        summary: '培养从事房屋建筑、道路桥梁施工与管理的工程技术人才。',
        courses: ['结构力学', '混凝土结构', '土力学与地基基础', '钢结构', '施工组织设计', '工程测量'],
      },
    ],
  },
  'adult:bachelor': {
    duration: '5年',
    tuition: '3400元/学年',
    cover: 'academic',
    items: [
      {
        name: '汉语言文学',
        code: '050101',
        discipline: '文学',
        summary: '系统学习汉语言文学知识，培养文字表达与文化传播能力。',
        courses: ['古代汉语', '现代汉语', '中国古代文学', '中国现当代文学', '写作', '语言学概论'],
      },
      {
        name: '工商管理',
        code: '120201K',
        discipline: '管理学',
        summary: '培养具备现代企业管理知识和实务能力的综合管理人才。',
        courses: ['管理学原理', '微观经济学', '市场营销学', '财务管理', '运营管理', '战略管理'],
      },
      {
        name: '计算机科学与技术',
        code: '080901',
        discipline: '工学',
        summary: '培养具备计算机软硬件基础和程序设计能力的技术人才。',
        courses: ['高等数学', 'C语言程序设计', '数据结构', '计算机网络', '数据库原理', '操作系统'],
      },
    ],
  },
  'elderly:non_degree': {
    duration: '1学年（两学期）',
    tuition: '每门课程260元/学期',
    cover: 'senior',
    items: [
      {
        name: '书画艺术',
        code: 'LN01',
        discipline: '艺术',
        summary: '学习书法与中国画，陶冶情操，传承传统文化。',
        courses: ['楷书入门', '行书提高', '写意花鸟画', '山水画基础'],
      },
      {
        name: '声乐与器乐',
        code: 'LN02',
        discipline: '艺术',
        summary: '科学发声，快乐歌唱，学习一门民族乐器。',
        courses: ['声乐基础（美声）', '民族声乐', '合唱艺术', '葫芦丝演奏'],
      },
      {
        name: '智慧生活',
        code: 'LN03',
        discipline: '信息技术',
        summary: '用好智能手机，拍好照片和视频，乐享数字生活。',
        courses: ['智能手机应用入门', '短视频拍摄与剪辑', '手机摄影与修图', '数码摄影'],
      },
      {
        name: '健康养生',
        code: 'LN04',
        discipline: '健康',
        summary: '学习养生知识和传统体育，科学健身，健康生活。',
        courses: ['二十四式太极拳', '太极扇', '中医养生', '营养与慢病管理'],
      },
    ],
  },
}

export const MAJOR_BANK = [
  '## 培养目标',
  '本专业坚持立德树人，面向在职成人和社会学习者，注重理论与实践相结合，培养具有良好职业道德、扎实专业基础和较强实践能力的应用型人才。',
  '## 教学安排',
  '课程学习采用网络自主学习、直播辅导和面授答疑相结合的方式，实践环节在合作单位或学员工作岗位上完成。',
  '## 就业与发展',
  '毕业生可在企事业单位、政府部门和社会组织从事相关工作，也可在现有岗位上提升专业能力，拓宽职业发展空间。',
]

export const LEARNING_CENTERS: { name: string; region: string; address: string; phone: string }[] = [
  {
    name: '天府开放大学直属学习中心（武侯校区）',
    region: '成都市武侯区',
    address: '成都市武侯区学府路168号',
    phone: '028-85550203',
  },
  {
    name: '天府开放大学直属学习中心（双流校区）',
    region: '成都市双流区',
    address: '成都市双流区怡心路66号',
    phone: '028-85550209',
  },
  {
    name: '青羊学习中心',
    region: '成都市青羊区',
    address: '成都市青羊区光华东三路58号',
    phone: '028-86255041',
  },
  {
    name: '成华学习中心',
    region: '成都市成华区',
    address: '成都市成华区建设北路三段19号',
    phone: '028-84255042',
  },
  { name: '绵阳学习中心', region: '绵阳市', address: '绵阳市涪城区科教路28号', phone: '0816-2255001' },
  { name: '德阳学习中心', region: '德阳市', address: '德阳市旌阳区泰山南路二段16号', phone: '0838-2255002' },
  { name: '乐山学习中心', region: '乐山市', address: '乐山市市中区嘉州大道99号', phone: '0833-2255003' },
  { name: '南充学习中心', region: '南充市', address: '南充市顺庆区文化路52号', phone: '0817-2255004' },
  { name: '宜宾学习中心', region: '宜宾市', address: '宜宾市翠屏区学苑街8号', phone: '0831-2255005' },
  { name: '泸州学习中心', region: '泸州市', address: '泸州市江阳区酒城大道三段36号', phone: '0830-2255006' },
  { name: '自贡学习中心', region: '自贡市', address: '自贡市自流井区五星街学府巷6号', phone: '0813-2255021' },
  { name: '达州学习中心', region: '达州市', address: '达州市通川区朝阳中路45号', phone: '0818-2255024' },
]
