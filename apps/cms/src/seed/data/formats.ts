import type { FormatKey } from '@ou/contract'
import type { ImageKey } from '../images'

export const FORMATS_OVERVIEW = {
  title: '办学形式',
  title_en: 'Educational Formats',
  intro:
    '学校构建了学历继续教育与非学历教育并举、线上线下融合的办学体系，开放教育、成人学历教育、社区教育、老年教育、家庭教育协同发展，并设华侨学院和天府实验学院，为不同人群提供多样化的学习机会。',
}

export const FORMAT_CARDS: {
  key: FormatKey
  name: string
  name_en: string
  summary: string
  cover: ImageKey
  color: '0' | '1' | '2' | '3'
}[] = [
  {
    key: 'openEducation',
    name: '开放教育',
    name_en: 'Open Education',
    summary: '注册入学、学分制管理，线上线下相结合，面向在职成人开展专科、本科（专升本）学历教育。',
    cover: 'digital',
    color: '2',
  },
  {
    key: 'aldultEducation',
    name: '成人学历教育',
    name_en: 'Adult Degree Education',
    summary: '通过全国成人高考录取入学，开展高起专、专升本、高起本三个层次的函授和业余学历教育。',
    cover: 'classroom',
    color: '0',
  },
  {
    key: 'communityEducation',
    name: '社区教育',
    name_en: 'Community Education',
    summary: '依托社区学习中心，面向社区居民开展文化素养、健康生活、职业技能等各类学习活动。',
    cover: 'community',
    color: '3',
  },
  {
    key: 'elderlyEducation',
    name: '老年教育',
    name_en: 'Senior Education',
    summary: '老年大学开设书画、声乐、舞蹈、摄影、养生、智能手机等课程，丰富老年人精神文化生活。',
    cover: 'senior',
    color: '1',
  },
  {
    key: 'familyEducation',
    name: '家庭教育',
    name_en: 'Family Education',
    summary: '家庭教育指导中心面向家长开展家庭教育指导，帮助家长树立科学的教育理念。',
    cover: 'family',
    color: '3',
  },
  {
    key: 'overseasChineseCollege',
    name: '华侨学院',
    name_en: 'Overseas Chinese College',
    summary: '面向海外华侨华人及其子女，开展中华语言文化教育、学历继续教育和寻根研学活动。',
    cover: 'overseas',
    color: '2',
  },
  {
    key: 'tianfuExperimentalCollege',
    name: '天府实验学院',
    name_en: 'Tianfu Experimental College',
    summary: '探索“学历+技能+创新”人才培养模式，开展教育综合改革和产教融合试点。',
    cover: 'tianfu',
    color: '1',
  },
]

export interface FormatPageSeed {
  title: string
  title_en: string
  summary: string
  banner: ImageKey
  content: string[]
  sections: { title: string; content: string[]; image?: ImageKey }[]
  contact: { phone: string; address: string; email: string }
}

const MAIN = '四川省成都市武侯区学府路168号'
const SHUANGLIU = '四川省成都市双流区怡心路66号天府开放大学双流校区'

/** One page per `…Setting/…Info` call, keyed by the call name. */
export const FORMAT_PAGES: Record<string, FormatPageSeed> = {
  'openEducation.Setting/baseInfo': {
    title: '开放教育',
    title_en: 'Open Education',
    summary: '宽进严出、注册入学、学分制管理的远程开放学历教育，让在职成人不离岗、不离家就能上大学。',
    banner: 'digital',
    content: [
      '开放教育是学校的主体办学形式。学校自1999年开展开放教育试点以来，形成了以学习者为中心、基于网络的远程开放教育模式，累计培养开放教育本专科毕业生40余万人。',
      '开放教育实行注册入学，学员可根据自身情况选择学习进度，学籍有效期为八年。课程考核采用形成性考核与终结性考试相结合的方式，重视学习过程和实践能力。',
    ],
    sections: [
      {
        title: '招生对象',
        content: [
          '专科专业：具有高中、中专、职高或技校毕业学历的人员。',
          '本科（专升本）专业：具有国民教育系列专科及以上学历的人员，部分专业要求相同或相近专业背景。',
        ],
      },
      {
        title: '学习方式',
        content: [
          '以网络自主学习为主，辅以面授辅导、直播课堂和小组学习。学员可通过电脑或手机登录学习平台，随时随地学习课程资源、参与讨论和提交作业。',
        ],
        image: 'classroom',
      },
      {
        title: '毕业与学位',
        content: [
          '修满规定学分、达到毕业要求者，颁发国家承认的高等教育学历证书，学信网可查。本科毕业生符合学位授予条件的，可申请学士学位。',
        ],
      },
    ],
    contact: { phone: '028-85550202', address: MAIN, email: 'kfjy@tfou.edu.cn' },
  },
  'openEducation.Setting/teachingServicesInfo': {
    title: '开放教育教学服务',
    title_en: 'Teaching Services for Open Education',
    summary: '导学、助学、促学贯穿学习全过程，为每一位学员配备班主任和课程辅导教师。',
    banner: 'classroom',
    content: [
      '学校建立了“总校—分校—教学点”三级学习支持服务体系，为学员提供入学指导、课程辅导、作业批阅、考试服务和毕业指导等全过程服务。',
    ],
    sections: [
      {
        title: '入学导学',
        content: [
          '新生入学后参加入学教育，了解开放教育学习方法、学习平台使用和课程考核要求，制订个人学习计划。',
        ],
      },
      {
        title: '课程辅导',
        content: [
          '每门课程配备辅导教师，通过直播课、论坛答疑和面授辅导等方式帮助学员解决学习中的问题。',
          '统设必修课程每学期安排不少于四次直播辅导，课程回放可随时观看。',
        ],
      },
      {
        title: '考试服务',
        content: [
          '考试中心每学期发布考试安排，学员可在学习平台查询考试时间、考场和考试方式，部分课程支持网络考试。',
        ],
      },
      {
        title: '学习预警',
        content: [
          '学习平台根据学员的学习行为数据，对长时间未登录、作业未提交的学员进行提醒，班主任及时跟进帮扶。',
        ],
        image: 'digital',
      },
    ],
    contact: { phone: '028-85550207', address: MAIN, email: 'xxzc@tfou.edu.cn' },
  },
  'openEducation.Setting/schoolInfo': {
    title: '开放教育直属学院',
    title_en: 'Directly Affiliated Faculty',
    summary: '直属学院面向成都市区学员开展开放教育教学组织和学习支持服务。',
    banner: 'campus',
    content: [
      '开放教育直属学院设在武侯校区，负责成都市主城区开放教育学员的招生、教学组织、学习支持和学员管理工作，在读学员一万二千余人。',
      '学院开设行政管理、会计学、计算机科学与技术、汉语言文学、法学、学前教育等二十余个本专科专业。',
    ],
    sections: [
      {
        title: '学院简介',
        content: ['学院现有专职教师和管理人员86人，班主任42人，建有智慧教室六间、学习支持服务大厅一个。'],
      },
      {
        title: '专业设置',
        content: [
          '学院专业覆盖管理、经济、法学、文学、教育、工学六个学科门类，可在“专业”栏目查看各专业的培养方案和主干课程。',
        ],
      },
    ],
    contact: { phone: '028-85550210', address: MAIN, email: 'zsxy@tfou.edu.cn' },
  },
  'adultEducation.Setting/baseInfo': {
    title: '成人学历教育',
    title_en: 'Adult Degree Education',
    summary: '通过全国成人高等学校招生统一考试录取入学，以函授、业余形式开展学历继续教育。',
    banner: 'classroom',
    content: [
      '学校成人学历教育设高中起点专科、专科起点本科和高中起点本科三个层次，学习形式为函授和业余，学制为专科两年半、专升本两年半、高起本五年。',
      '成人学历教育坚持“面授+网络”的混合式教学模式，利用周末和节假日集中面授，平时通过学习平台自主学习。',
    ],
    sections: [
      {
        title: '报考方式',
        content: [
          '考生须参加每年10月举行的全国成人高等学校招生统一考试，根据考试成绩和志愿择优录取。报名一般在每年8月至9月进行。',
        ],
      },
      {
        title: '函授站点',
        content: ['学校在全省设有函授站和校外教学点数十个，学员可就近选择学习地点参加面授和考试。'],
        image: 'mountains',
      },
      {
        title: '毕业与学位',
        content: [
          '学员修完教学计划规定的全部课程，成绩合格，颁发国家承认学历的成人高等教育毕业证书；本科毕业生符合条件的可申请学士学位。',
        ],
      },
    ],
    contact: { phone: '028-85550203', address: MAIN, email: 'crjy@tfou.edu.cn' },
  },
  'adultEducation.Setting/teachingServicesInfo': {
    title: '成人学历教育教学服务',
    title_en: 'Teaching Services for Adult Education',
    summary: '集中面授与网络学习相结合，为成人学员提供灵活便捷的教学服务。',
    banner: 'library',
    content: [
      '学校为成人学历教育学员提供课程面授、网络课程、作业辅导、考试组织和学位外语辅导等服务，并为在职学员提供周末和晚间课程安排。',
    ],
    sections: [
      {
        title: '面授安排',
        content: ['每学期在各函授站安排集中面授，面授时间一般为周末或节假日，具体安排以函授站通知为准。'],
      },
      {
        title: '学位外语辅导',
        content: ['学校为有学位需求的本科学员开设学位外语考试辅导班，提供线上课程和模拟测试。'],
      },
    ],
    contact: { phone: '028-85550208', address: MAIN, email: 'crjw@tfou.edu.cn' },
  },
  'adultEducation.Setting/schoolInfo': {
    title: '成人学历教育直属学院',
    title_en: 'Directly Affiliated Faculty for Adult Education',
    summary: '直属学院负责成都地区成人学历教育的教学组织与学员管理。',
    banner: 'campus',
    content: [
      '成人学历教育直属学院设在双流校区，开设护理学、工程管理、人力资源管理、土木工程、学前教育等专业，在读学员六千余人。',
    ],
    sections: [
      {
        title: '办学特色',
        content: ['学院与省内多家医院、建筑企业合作建设实践教学基地，实践课程由行业专家与学校教师共同指导。'],
      },
      {
        title: '学员服务',
        content: ['学院设有学员服务中心，办理学籍异动、证明开具、教材发放等业务，工作日和周末均有人员值班。'],
      },
    ],
    contact: { phone: '028-85550211', address: SHUANGLIU, email: 'crxy@tfou.edu.cn' },
  },
  'communityEducation.Setting/baseInfo': {
    title: '社区教育',
    title_en: 'Community Education',
    summary: '把课堂开到居民家门口，让学习成为社区生活的一部分。',
    banner: 'community',
    content: [
      '学校社区教育学院承担全省社区教育的业务指导、课程资源建设和队伍培训工作，建有省级社区教育示范基地35个，与两百余个街道、社区共建社区学习中心。',
    ],
    sections: [
      {
        title: '学习内容',
        content: [
          '课程涵盖文化艺术、健康生活、法律常识、职业技能、数字素养等领域，每年推出“社区学习菜单”，居民可按需选学。',
        ],
      },
      {
        title: '学习平台',
        content: [
          '“天府学习网”社区教育频道提供两千余门微课程，居民注册后可免费学习，学习记录可存入个人学习账户。',
        ],
        image: 'digital',
      },
    ],
    contact: { phone: '028-85550306', address: SHUANGLIU, email: 'sqjy@tfou.edu.cn' },
  },
  'communityEducation.Setting/communityEducationInfo': {
    title: '社区教育工作动态',
    title_en: 'Community Education in Practice',
    summary: '社区学习中心、学习型组织和终身学习品牌项目建设情况。',
    banner: 'mountains',
    content: [
      '近年来，学校围绕“建设学习型城市、服务基层社会治理”开展了一系列社区教育实践，形成了“社区学习中心+社区学习共同体+终身学习品牌”的工作模式。',
    ],
    sections: [
      {
        title: '社区学习中心',
        content: [
          '与街道共建的社区学习中心一般设在社区党群服务中心，配备多功能教室和学习终端，由学校提供课程和师资支持。',
        ],
      },
      {
        title: '学习共同体',
        content: ['支持居民自发组建读书会、合唱队、手工坊等学习共同体，目前已培育社区学习共同体六百余个。'],
      },
      {
        title: '品牌项目',
        content: [
          '“百姓学习之星”评选、“全民终身学习活动周”、“社区学习节”等品牌活动已连续举办多年，参与群众逾百万人次。',
        ],
        image: 'community',
      },
    ],
    contact: { phone: '028-85550306', address: SHUANGLIU, email: 'sqjy@tfou.edu.cn' },
  },
  'oldEducation.Setting/oldEducationInfo': {
    title: '老年教育',
    title_en: 'Senior Education',
    summary: '老有所学、老有所乐、老有所为，天府开放大学老年大学欢迎您。',
    banner: 'senior',
    content: [
      '天府开放大学老年大学成立于2017年，设有校本部和遍布全省的分校（教学点）120余个，开设书法、国画、声乐、舞蹈、摄影、太极、智能手机、养生保健等十余类课程，在读学员3.2万人。',
      '老年大学实行学期制，每年春、秋两季招生，课程分为初级、中级和高级，学员可根据兴趣和基础自主选课。',
    ],
    sections: [
      { title: '招生对象', content: ['年满50周岁、身体健康、能坚持正常学习的中老年朋友均可报名。'] },
      {
        title: '课程设置',
        content: [
          '课程每学期16周，每周一次课，每次两课时。部分课程同时开设线上班，居家也能学习。',
          '具体课程安排请查看“课程表”栏目。',
        ],
        image: 'culture',
      },
      {
        title: '学员活动',
        content: ['学校定期举办学员作品展、文艺汇演和游学活动，组建了合唱团、舞蹈队、摄影协会等学员团体。'],
      },
    ],
    contact: { phone: '028-85550310', address: SHUANGLIU, email: 'lndx@tfou.edu.cn' },
  },
  'familyEducation.Setting/baseInfo': {
    title: '家庭教育',
    title_en: 'Family Education',
    summary: '家庭是人生的第一所学校，家长是孩子的第一任老师。',
    banner: 'family',
    content: [
      '学校家庭教育指导中心成立于2021年，联合省妇联、教育部门和中小学校，面向家长开展家庭教育指导服务，建设家庭教育课程资源和指导师队伍。',
    ],
    sections: [
      {
        title: '家长课堂',
        content: ['按儿童年龄段开设“0—3岁”“幼小衔接”“小学阶段”“青春期”等系列家长课程，线上线下同步开展。'],
      },
      {
        title: '指导师培训',
        content: ['面向中小学教师、社区工作者开展家庭教育指导师培训，已培训指导师四千余人。'],
      },
    ],
    contact: { phone: '028-85550312', address: MAIN, email: 'jtjy@tfou.edu.cn' },
  },
  'familyEducation.Setting/familyEducationInfo': {
    title: '家庭教育指导服务',
    title_en: 'Family Education Guidance',
    summary: '公益讲座、个案咨询与家长学校，为家庭提供专业支持。',
    banner: 'library',
    content: [
      '家庭教育指导中心坚持公益属性，通过公益讲座进校园进社区、家庭教育热线和个案咨询等方式，为家长解决育儿中的实际困惑。',
    ],
    sections: [
      {
        title: '公益讲座',
        content: [
          '“家庭教育公益讲座进百校”活动已覆盖全省百余所中小学，讲座主题包括亲子沟通、习惯培养、心理健康和网络素养等。',
        ],
      },
      {
        title: '咨询服务',
        content: ['家庭教育咨询热线：028-85550313（工作日9:00—17:00），也可预约线下个案咨询。'],
      },
      {
        title: '家长学校',
        content: ['指导中小学、幼儿园建设家长学校，提供课程包、讲师培训和活动指导。'],
        image: 'family',
      },
    ],
    contact: { phone: '028-85550313', address: MAIN, email: 'jtjy@tfou.edu.cn' },
  },
  'educationFormat.Setting/overseasChineseCollegeInfo': {
    title: '华侨学院',
    title_en: 'Overseas Chinese College',
    summary: '传承中华文化，联结海内外，为海外侨胞提供学习与交流平台。',
    banner: 'overseas',
    content: [
      '华侨学院于2023年揭牌成立，面向海外华侨华人及其子女开展中华语言文化教育、学历继续教育和寻根研学活动，与海外三十余个华侨华人社团和华文学校建立了合作关系。',
    ],
    sections: [
      {
        title: '华文教育',
        content: ['开设线上中文课程和华文教师培训，为海外华文学校提供教材、课件和师资培训支持。'],
      },
      {
        title: '寻根研学',
        content: [
          '每年暑期举办“寻根之旅”中华文化研习营，组织华裔青少年来川学习川剧、蜀绣、茶艺和武术等传统文化。',
        ],
        image: 'mountains',
      },
      {
        title: '学历教育',
        content: ['为有学历提升需求的海外侨胞开设汉语言文学、国际经济与贸易等专业的网络学历教育。'],
      },
    ],
    contact: { phone: '028-85550320', address: MAIN, email: 'hqxy@tfou.edu.cn' },
  },
  'educationFormat.Setting/tianfuExperimentalCollegeInfo': {
    title: '天府实验学院',
    title_en: 'Tianfu Experimental College',
    summary: '以改革为使命的实验性学院，探索开放教育人才培养新路径。',
    banner: 'tianfu',
    content: [
      '天府实验学院成立于2024年，是学校开展教育综合改革的试验区。学院探索“学历+技能+创新”人才培养模式，推进学分银行成果转换、微专业和产教融合等改革试点。',
    ],
    sections: [
      {
        title: '微专业',
        content: [
          '开设数字营销、智慧养老、乡村电商等微专业，每个微专业由5—6门课程组成，学习者可单独修读并获得学分认定。',
        ],
      },
      {
        title: '产教融合',
        content: ['与行业龙头企业共建产业学院，企业深度参与课程设计、实践教学和学业评价。'],
      },
      {
        title: '改革试点',
        content: ['开展学习成果认证与转换、项目制学习和数字化评价等改革试点，形成可推广的经验。'],
        image: 'digital',
      },
    ],
    contact: { phone: '028-85550330', address: MAIN, email: 'tfsy@tfou.edu.cn' },
  },
}
