import type { CategoryType, CourseKind, MajorLevel, PlanCourse } from '@ou/contract'

/** Semesters of a programme from its stated length ("2.5年（学籍8年有效）" → 5, "1学年（两学期）" → 2). */
export function semestersOf(duration: string): number {
  const years = Number(/(\d+(?:\.\d+)?)\s*(?:学)?年/.exec(duration)?.[1] ?? 2)
  return Math.min(10, Math.max(2, Math.round(years * 2)))
}

/** A stable five-digit course code from a course's name, as a school's catalogue would give. */
function codeOf(name: string, salt: string): string {
  let h = 7
  for (const ch of salt + name) h = (h * 31 + ch.codePointAt(0)!) % 90_000
  return String(10_000 + h)
}

const PUBLIC: Record<'degree' | 'non_degree', [number, string, number, string][]> = {
  degree: [
    [1, '思想道德与法治', 3, '形成性考核+终结性考试'],
    [1, '计算机应用基础', 4, '形成性考核+终结性考试'],
    [1, '国家开放大学学习指南', 1, '形成性考核'],
    [2, '习近平新时代中国特色社会主义思想概论', 3, '形成性考核+终结性考试'],
    [2, '人文英语', 4, '形成性考核+终结性考试'],
    [3, '毛泽东思想和中国特色社会主义理论体系概论', 3, '形成性考核+终结性考试'],
  ],
  non_degree: [[1, '老年大学学习导引', 1, '考查']],
}

const ELECTIVES: [string, number, string][] = [
  ['应用写作', 2, '形成性考核'],
  ['心理健康教育', 2, '形成性考核'],
  ['中国传统文化概观', 2, '形成性考核'],
  ['个人与团队管理', 3, '形成性考核+终结性考试'],
  ['信息技术与社会', 2, '形成性考核'],
]

/**
 * A plausible teaching plan for a demo major: public courses first, the major's own courses spread
 * over the semesters, an elective or two where a semester is light, and a closing practice (with a
 * thesis for degree programmes) in the last semester.
 */
export function teachingPlanFor(m: {
  code: string
  courses: string[]
  level: MajorLevel
  category_type: CategoryType
  duration: string
}): PlanCourse[] {
  const n = semestersOf(m.duration)
  const degree = m.level !== 'non_degree'
  const plan: PlanCourse[] = []
  const add = (semester: number, name: string, credits: number, kind: CourseKind, assessment: string) =>
    plan.push({ semester, code: codeOf(name, m.code), name, credits, kind, assessment })

  for (const [semester, name, credits, assessment] of PUBLIC[degree ? 'degree' : 'non_degree'])
    if (semester < n) add(semester, name, credits, 'required', assessment)
  // The major's own courses over every semester but the last.
  const teaching = Math.max(1, n - 1)
  m.courses.forEach((name, i) =>
    add(
      1 + Math.floor((i * teaching) / m.courses.length),
      name,
      degree ? 3 + (i % 3 === 0 ? 1 : 0) : 1,
      'required',
      degree ? (i % 2 ? '终结性考试' : '形成性考核+终结性考试') : '作品展示',
    ),
  )
  if (degree)
    for (let s = 2; s < n; s++) {
      const [name, credits, assessment] = ELECTIVES[(s + m.code.length) % ELECTIVES.length]!
      add(s, name, credits, 'elective', assessment)
    }
  add(n, '专业综合实践', degree ? 4 : 1, 'required', '考查')
  if (degree && m.level !== 'associate') add(n, '毕业设计（论文）', 6, 'required', '论文答辩')
  else if (degree) add(n, '毕业作业', 4, 'required', '考查')
  return plan
}
