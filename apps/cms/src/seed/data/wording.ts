import { LEADERS, SCHOOL } from './school'

/**
 * The seeded dictionary of fixed expressions (规范表述词典): the country's name and state bodies,
 * the school's own name, departments, leaders' names and posts (from the demo's own leaders, never
 * real people's), and common typos. Serious ones block publishing until a reviewer confirms.
 */
type Rule = {
  correct: string
  wrong: string[]
  severity: 'serious' | 'normal'
  category: 'country' | 'state' | 'leader' | 'school' | 'department' | 'other'
  note?: string
}

const leader = (name: string) => LEADERS.find((l) => l.name === name)!

/** Leaders' names as commonly mistyped (one character of the same sound). */
const NAME_TYPOS: Record<string, string[]> = {
  周正阳: ['周正扬', '周政阳'],
  林书涵: ['林书含', '林淑涵'],
  何立新: ['何立欣', '何力新'],
  宋清和: ['宋青和', '宋清河'],
}

export const WORDING_RULES: Rule[] = [
  {
    correct: '中华人民共和国',
    wrong: ['中华人民共合国', '中华人名共和国', '中化人民共和国'],
    severity: 'serious',
    category: 'country',
  },
  { correct: '中国共产党', wrong: ['中国共产常', '中国共广党'], severity: 'serious', category: 'state' },
  {
    correct: '全国人民代表大会',
    wrong: ['全国人民代表大汇', '全国人民代表会议'],
    severity: 'serious',
    category: 'state',
  },
  {
    correct: '中国人民政治协商会议',
    wrong: ['中国人民政治协商会义', '中国人民政治协商大会'],
    severity: 'serious',
    category: 'state',
  },
  { correct: '国务院', wrong: ['国物院', '国务部'], severity: 'serious', category: 'state' },
  {
    correct: '教育部',
    wrong: ['国家教育部', '教育布'],
    severity: 'serious',
    category: 'state',
    note: '国务院组成部门的规范名称是“教育部”',
  },
  {
    correct: '四川省人民政府',
    wrong: ['四川省人明政府', '四川省政府人民'],
    severity: 'serious',
    category: 'state',
  },
  { correct: '四川省教育厅', wrong: ['四川省教育局', '四川教育厅'], severity: 'serious', category: 'state' },
  { correct: '中国台湾', wrong: ['台湾国'], severity: 'serious', category: 'country' },
  {
    correct: SCHOOL.name,
    wrong: ['天府开发大学', '天府开放大校', '天府开方大学'],
    severity: 'serious',
    category: 'school',
  },
  ...LEADERS.filter((l) => NAME_TYPOS[l.name]).map((l) => ({
    correct: l.name,
    wrong: NAME_TYPOS[l.name]!,
    severity: 'serious' as const,
    category: 'leader' as const,
    note: `${l.position}`,
  })),
  // Posts: the secretary is not the president and the other way round.
  {
    correct: `${leader('周正阳').position}周正阳`,
    wrong: ['周正阳校长', '校长周正阳'],
    severity: 'serious',
    category: 'leader',
    note: '周正阳的职务是党委书记',
  },
  {
    correct: `校长林书涵`,
    wrong: ['林书涵书记', '党委书记林书涵'],
    severity: 'serious',
    category: 'leader',
    note: '林书涵的职务是党委副书记、校长',
  },
  { correct: '招生办公室', wrong: ['招生办事处', '招生办公厅'], severity: 'normal', category: 'department' },
  { correct: '学分银行管理中心', wrong: ['学分银行中心'], severity: 'normal', category: 'department' },
  {
    correct: '医药与护理学院',
    wrong: ['医药护理学院', '医学与护理学院'],
    severity: 'normal',
    category: 'department',
  },
  {
    correct: '社区教育学院（老年大学）',
    wrong: ['社区教育学校', '社区学院（老年大学）'],
    severity: 'normal',
    category: 'department',
  },
  {
    correct: '党委组织部（人事处）',
    wrong: ['党委组织部（人事科）', '组织人事部'],
    severity: 'normal',
    category: 'department',
  },
  { correct: '再接再厉', wrong: ['再接再励'], severity: 'normal', category: 'other' },
  { correct: '一如既往', wrong: ['一如继往'], severity: 'normal', category: 'other' },
  { correct: '即使', wrong: ['既使'], severity: 'normal', category: 'other' },
  { correct: '截至', wrong: ['截止到', '截止目前'], severity: 'normal', category: 'other' },
  { correct: '按部就班', wrong: ['按步就班'], severity: 'normal', category: 'other' },
  { correct: '迫不及待', wrong: ['迫不急待'], severity: 'normal', category: 'other' },
]
