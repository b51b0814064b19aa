/**
 * The Ministry of Education's 《高等学校信息公开事项清单》 (教办函〔2014〕23号): 10 categories, 50
 * items. Items 1–21 were checked against published copies of the list (schools' disclosure
 * catalogues that reproduce it); items 22–50 against the sources named above them. Items whose
 * exact wording was not found are marked `verified: false` until an editor checks them
 * (docs/console.md lists them).
 */
export interface ItemSeed {
  number: number
  title: string
  verified: boolean
  /** Template titles of demo 校务公开 articles (data/school.ts AFFAIRS) that answer the item. */
  affairs?: string[]
}

const v = (number: number, title: string, affairs?: string[]): ItemSeed => ({
  number,
  title,
  verified: true,
  affairs,
})
const u = (number: number, title: string): ItemSeed => ({ number, title, verified: false })

export const DISCLOSURE_CATALOG: { name: string; items: ItemSeed[] }[] = [
  {
    name: '基本信息',
    items: [
      v(
        1,
        '办学规模、校级领导班子简介及分工、学校机构设置、学科情况、专业情况、各类在校生情况、教师和专业技术人员数量等办学基本情况',
      ),
      v(2, '学校章程及制定的各项规章制度', ['天府开放大学章程', '学校重大事项决策程序规定']),
      v(3, '教职工代表大会相关制度、工作报告'),
      v(4, '学术委员会相关制度、年度报告'),
      v(5, '学校发展规划、年度工作计划及重点工作安排'),
      v(6, '信息公开年度报告', ['{Y0}年度信息公开工作年度报告']),
    ],
  },
  {
    name: '招生考试信息',
    items: [
      v(7, '招生章程及特殊类型招生办法，分批次、分科类招生计划', ['{Y}年开放教育招生章程']),
      v(8, '保送、自主选拔录取、高水平运动员和艺术特长生招生等特殊类型招生入选考生资格及测试结果'),
      v(9, '考生个人录取信息查询渠道和办法，分批次、分科类录取人数和录取最低分'),
      v(10, '招生咨询及考生申诉渠道，新生复查期间有关举报、调查及处理结果'),
      v(11, '研究生招生简章、招生专业目录、复试录取办法，各院（系、所）或学科、专业招收研究生人数'),
      v(12, '参加研究生复试的考生成绩'),
      v(13, '拟录取研究生名单'),
      v(14, '研究生招生咨询及申诉渠道'),
    ],
  },
  {
    name: '财务资产及收费信息',
    items: [
      v(15, '财务、资产管理制度'),
      v(16, '受捐赠财产的使用与管理情况'),
      v(17, '校办企业资产、负债、国有资产保值增值等信息'),
      v(18, '仪器设备、图书、药品等物资设备采购和重大基建工程的招投标'),
      v(19, '收支预算总表、收入预算表、支出预算表、财政拨款支出预算表', ['{Y}年度部门预算公开']),
      v(20, '收支决算总表、收入决算表、支出决算表、财政拨款支出决算表', ['{Y0}年度部门决算公开']),
      v(21, '收费项目、收费依据、收费标准及投诉方式', ['学历教育收费项目及标准公示']),
    ],
  },
  /*
   * Items 22–50. Sources found (search tools, stored copies):
   * [J] 吉林农业大学 信息公开网 xxgk.jlau.edu.cn, its column labels and their URL slugs
   *     (xxgklm1/rsszxx, jxzlxx, xsglfwxx, xfjsxx, …), as reproduced in a public crawler script
   *     (public code index, find_string id 70565408424). Its columns use the list's wording.
   * [H] 海南大学信息公开目录 https://info.hainanu.edu.cn/gkml.htm and
   *     https://m.marthaarifin.com/gkml/index.htm (a mirrored school 目录): numbered items 1–17 and
   *     the per-category counts (6, 8, 7 items).
   * [N] 教育部关于公布《高等学校信息公开事项清单》的通知, reproduced at
   *     http://jlgjxh.com.cn/article/9/jiaoyubuwenjian/2014/0730/2983.html: 10 categories, 50 items.
   * `verified` is true only where [J] shows the item's exact words; the comment says what differs.
   */
  {
    name: '人事师资信息',
    items: [
      v(22, '校级领导干部社会兼职情况'), // [J] rsszxx label, exact
      v(23, '校级领导干部因公出国（境）情况'), // [J] exact
      v(24, '岗位设置管理与聘用办法'), // [J] rsszxx/gwszglypybf, exact
      // [J] has two labels, 「校内中层干部任免信息」 and 「招聘信息」: the joined wording is unconfirmed.
      u(25, '校内中层干部任免、人员招聘信息'),
      v(26, '教职工争议解决办法'), // [J] exact
    ],
  },
  {
    name: '教学质量信息',
    items: [
      v(27, '本科生占全日制在校生总数的比例、教师数量及结构'), // [J] exact
      v(28, '专业设置、当年新增专业、停招专业名单'), // [J] exact
      // 29 and 30: not found in any copy of the list (only as indicators of 本科教学质量报告).
      u(29, '全校开设课程总门数、实践教学学分占总学分比例、选修课学分占总学分比例'),
      u(30, '主讲本科课程的教授占教授总数的比例、教授授课占课程总门次数的比例'),
      v(31, '促进毕业生就业的政策措施和指导服务'), // [J] exact
      v(32, '毕业生的规模、结构、就业率、就业流向'), // [J] exact
      // [J] label 「毕业生就业质量年度报告」, slug jxzlxx/gxbysjyzlndbg = 高校毕业生就业质量年度报告.
      v(33, '高校毕业生就业质量年度报告'),
      // 34, 35: [J] files both under 教学质量信息 (jxzlxx/bkjxzlbg, jxzlxx/ysjyfzndbg), after 33;
      // which is 34 and which 35 is not confirmed by a numbered copy.
      u(34, '本科教学质量报告'),
      u(35, '艺术教育发展年度报告'),
    ],
  },
  {
    name: '学生管理服务信息',
    items: [
      v(36, '学籍管理办法'), // [J] xsglfwxx/xjglbf, exact
      // [J] label 「学生资助管理」; its slug xsjxj_zxj_xfjm_zxdk_qgjxdsqyglgd spells this wording.
      v(37, '学生奖学金、助学金、学费减免、助学贷款与勤工俭学的申请与管理规定'),
      v(38, '学生奖励处罚办法'), // [J] exact
      u(39, '学生申诉途径与处理程序'), // [J] has only 「学生申诉办法」 (xsssbf)
    ],
  },
  {
    name: '学风建设信息',
    items: [
      u(40, '学风建设机构'), // [J] has only 「学风建设」 (xfjs)
      u(41, '学术规范制度'), // [J] has only 「学术规范」 (xsgf)
      v(42, '学术不端行为查处机制'), // [J] xfjsxx/xsbdxwccjz, exact
    ],
  },
  {
    name: '学位学科信息',
    items: [
      // 43–45: [J] has the same words without the 、 between 博士, 硕士 and 学士.
      v(43, '授予博士、硕士、学士学位的基本要求'),
      v(44, '拟授予硕士、博士学位同等学力人员资格审查和学力水平认定'),
      v(45, '新增硕士、博士学位授权学科或专业学位授权点审核办法'),
      v(46, '拟新增学位授权学科或专业学位授权点的申报及论证材料'), // [J] exact
    ],
  },
  {
    name: '对外交流与合作信息',
    items: [
      v(47, '中外合作办学情况'), // [J] exact
      v(48, '来华留学生管理相关规定'), // [J] exact
    ],
  },
  {
    name: '其他',
    items: [
      // 49, 50: [J] has only the columns 巡视整改 and 突发事件; no copy with the wording was found.
      u(49, '巡视组反馈意见，落实反馈意见整改情况'),
      u(50, '自然灾害等突发事件的应急处理预案、预警信息和处置情况，涉及学校的重大事件的调查和处理情况'),
    ],
  },
]

export const DISCLOSURE_GUIDE = [
  '为保障公民、法人和其他组织依法获取学校信息，根据《高等学校信息公开办法》和教育部《高等学校信息公开事项清单》，制定本指南。',
  '一、主动公开。学校按照清单所列事项，通过本栏目主动公开信息。信息制作完成或获取后 20 个工作日内公开，内容变更后 20 个工作日内更新。',
  '二、依申请公开。公民、法人或者其他组织可以通过本栏目的“依申请公开”表单提出申请，写明所需信息的内容描述、用途和获取方式。',
  '三、答复期限。学校自受理申请之日起 15 个工作日内答复；需要延长答复期限的，经信息公开工作机构负责人同意后告知申请人，延长期限不超过 15 个工作日。工作日按国家法定节假日与调休安排计算。',
  '四、办理进度。申请人凭提交后获得的查询码，可随时在本栏目查询办理状态与答复内容。查询结果不显示申请人的个人信息。',
  '五、信息公开年度报告。学校于每年 10 月底前公布上一学年的信息公开工作年度报告。',
].join('\n\n')

/**
 * The school years of the demo's two annual reports: a year's report (2025: 2025—2026 学年) is due
 * by the end of the following October, so the latest is the one already due.
 */
export const reportYears = (now: Date): [number, number] => {
  const latest = now.getMonth() >= 10 ? now.getFullYear() - 1 : now.getFullYear() - 2
  return [latest, latest - 1]
}

/** A demo annual report: its title, the summary's paragraphs and the PDF's (Latin) lines. */
export const disclosureReport = (year: number) => ({
  title: `天府开放大学${year}—${year + 1}学年信息公开工作年度报告`,
  summary: [
    `根据《高等学校信息公开办法》和教育部《高等学校信息公开事项清单》，现公布学校${year}—${year + 1}学年（${year}年9月1日至${year + 1}年8月31日）信息公开工作年度报告。`,
    '一、概述。学校按照清单所列 10 类 50 项事项主动公开信息，通过信息公开栏目、学校门户网站和新闻发布等渠道发布。',
    '二、主动公开情况。本学年主动公开各类信息，内容涵盖基本信息、招生考试、财务资产及收费、人事师资、教学质量、学生管理服务等方面。',
    '三、依申请公开和不予公开情况。本学年受理依申请公开申请，均在规定期限内答复。',
    '四、对信息公开的评议情况、因信息公开工作受到举报、复议、诉讼的情况，以及存在的主要问题和改进措施，详见报告全文（PDF）。',
  ],
  pdf: [
    `Tianfu Open University - Information Disclosure Annual Report ${year}-${year + 1}`,
    `School year: 1 September ${year} to 31 August ${year + 1}.`,
    'Demonstration file generated by the seed; the office uploads the real report.',
    "1. Overview  2. Information disclosed on the school's initiative",
    '3. Requests for disclosure and refusals  4. Reviews, complaints and appeals',
    '5. Main problems and improvements',
  ],
})

/** Demo departments the mailbox forwards letters to (部门群组), by the e-mail of their members. */
export const STAFF_GROUPS = [
  { name: '教务处', members: ['jiaowu@ou.edu.cn'], note: '教学安排、考试与成绩相关来信。' },
  { name: '招生办公室', members: ['zhaosheng@ou.edu.cn'], note: '招生、报名与缴费相关来信。' },
]
