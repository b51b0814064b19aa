import {
  CATEGORY_TYPE_LABEL,
  COURSE_KIND_LABEL,
  COURSE_KINDS,
  MAX_SEMESTER,
  parsePeriod,
  type EduType,
  type Period,
  type PlanCourse,
} from '@ou/contract'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { hashPassword } from '@/lib/password'
import { inTransaction, sqlOf, type Sql } from '@/lib/sql'
import { readSheet, type Sheet } from './table'

export type ImportKind = 'scores' | 'students' | 'teaching-plan'
export const IMPORT_KINDS: ImportKind[] = ['scores', 'students', 'teaching-plan']
/** What each import is called in the console, its messages and the audit log. */
export const IMPORT_LABEL: Record<ImportKind, string> = {
  scores: '成绩',
  students: '学生',
  'teaching-plan': '教学计划',
}

export interface RowError {
  line: number
  message: string
}
export interface ImportResult {
  kind: ImportKind
  total: number
  errors: RowError[]
  /** The first rows as read, for the preview table. */
  preview: Record<string, string>[]
  imported: number
  seconds: number
}

/** Columns of each import; the template has exactly these, `required` ones must be present. */
export const COLUMNS: Record<ImportKind, { name: string; required: boolean; example: string[] }[]> = {
  scores: [
    { name: '学号', required: true, example: ['2251101200001', '2251101200001'] },
    { name: '姓名', required: false, example: ['李明远', '李明远'] },
    { name: '学年', required: true, example: ['2026', '2026'] },
    { name: '学期', required: true, example: ['春季', '春季'] },
    { name: '课程代码', required: true, example: ['01457', '02316'] },
    { name: '课程名称', required: true, example: ['管理学基础', '政治学原理'] },
    { name: '成绩', required: true, example: ['86', '良好'] },
    { name: '学分', required: true, example: ['4', '3'] },
    { name: '考核方式', required: false, example: ['形成性考核+终结性考试', '终结性考试'] },
    { name: '状态', required: false, example: ['通过', '通过'] },
  ],
  'teaching-plan': [
    { name: '专业代码', required: true, example: ['590206', '590206', '590206'] },
    { name: '专业名称', required: false, example: ['行政管理', '行政管理', '行政管理'] },
    { name: '招生类别', required: false, example: ['开放教育', '开放教育', '开放教育'] },
    { name: '学期', required: true, example: ['1', '1', '2'] },
    { name: '课程代码', required: false, example: ['01457', '04010', '02316'] },
    { name: '课程名称', required: true, example: ['管理学基础', '应用写作', '政治学原理'] },
    { name: '学分', required: true, example: ['4', '2', '3'] },
    { name: '课程性质', required: true, example: ['必修', '选修', '必修'] },
    { name: '考核方式', required: false, example: ['形成性考核+终结性考试', '形成性考核', '终结性考试'] },
  ],
  students: [
    { name: '学号', required: true, example: ['2251101200101'] },
    { name: '姓名', required: true, example: ['王晓明'] },
    { name: '专业', required: false, example: ['行政管理（本科）'] },
    { name: '年级', required: false, example: ['2025秋'] },
    { name: '初始密码', required: false, example: ['Init#2026abc'] },
  ],
}

const GRADES = ['优秀', '良好', '中等', '及格', '不及格', '合格', '不合格', '缺考', '免修']
const MAX_LISTED_ERRORS = 200
const BATCH = 500

function checkColumns(sheet: Sheet, kind: ImportKind): RowError[] {
  return COLUMNS[kind]
    .filter((c) => c.required && !sheet.headers.includes(c.name))
    .map((c) => ({ line: 1, message: `缺少必需的列“${c.name}”` }))
}

/**
 * Checks every row of a sheet. `check` lists a row's problems and gives the key that must be unique
 * in the file with what the row would write (built only for a row without problems); a row that
 * repeats an earlier key is a problem too, worded by `repeated`.
 */
function validateRows<R>(
  sheet: Sheet,
  repeated: (earlier: number) => string,
  check: (v: Record<string, string>, problems: string[]) => { key: string; row: () => R },
) {
  const errors: RowError[] = []
  const rows: R[] = []
  const seen = new Map<string, number>()
  for (const { line, values } of sheet.rows) {
    const problems: string[] = []
    const { key, row } = check(values, problems)
    const earlier = seen.get(key)
    if (earlier) problems.push(repeated(earlier))
    else seen.set(key, line)
    if (problems.length) errors.push({ line, message: problems.join('；') })
    else rows.push(row())
  }
  return { errors, rows }
}

interface ScoreRow {
  studentId: number
  year: string
  period: Period
  code: string
  name: string
  score: string
  credit: number
  examType: string
  status: string
}

async function studentIds(sql: Sql, type: EduType) {
  const rows = await sql.execute('SELECT id, student_no, name FROM students WHERE edu_type = ?', [type])
  return new Map(rows.map((r) => [String(r.student_no), { id: Number(r.id), name: String(r.name) }]))
}

function validateScores(sheet: Sheet, students: Map<string, { id: number; name: string }>) {
  return validateRows(
    sheet,
    (earlier) => `与第 ${earlier} 行重复（同一学生、学期、课程）`,
    (v, problems) => {
      const student = students.get(v['学号'] ?? '')
      if (!v['学号']) problems.push('学号为空')
      else if (!student) problems.push(`学号 ${v['学号']} 不存在`)
      else if (v['姓名'] && v['姓名'] !== student.name)
        problems.push(`学号 ${v['学号']} 与姓名“${v['姓名']}”不符`)
      if (!/^\d{4}$/.test(v['学年'] ?? '')) problems.push('学年应为四位年份')
      const period = parsePeriod(v['学期'] ?? '')
      if (!period) problems.push('学期应为“春季”或“秋季”')
      if (!v['课程代码']) problems.push('课程代码为空')
      if (!v['课程名称']) problems.push('课程名称为空')
      const score = v['成绩'] ?? ''
      const numeric = /^\d+(\.\d+)?$/.test(score) ? Number(score) : null
      if (!score) problems.push('成绩为空')
      else if (numeric === null ? !GRADES.includes(score) : numeric < 0 || numeric > 100)
        problems.push(`成绩“${score}”超出范围（0–100 或 ${GRADES.join('/')}）`)
      const credit = Number(v['学分'])
      if (!v['学分'] || !Number.isFinite(credit) || credit < 0 || credit > 20)
        problems.push('学分应为 0–20 的数字')
      return {
        key: `${v['学号']}|${v['学年']}|${period}|${v['课程代码']}`,
        row: () => ({
          studentId: student!.id,
          year: v['学年']!,
          period: period!,
          code: v['课程代码']!,
          name: v['课程名称']!,
          score,
          credit,
          examType: v['考核方式'] ?? '',
          status:
            v['状态'] ||
            (numeric === null
              ? ['不及格', '不合格', '缺考'].includes(score)
                ? '未通过'
                : '通过'
              : numeric >= 60
                ? '通过'
                : '未通过'),
        }),
      }
    },
  )
}

/** Replaces the listed students' scores for each term in the file, in one transaction. */
async function writeScores(payload: Payload, rows: ScoreRow[]) {
  const now = new Date().toISOString()
  await inTransaction(payload, async (sql) => {
    const terms = new Map<string, Set<number>>()
    for (const r of rows) {
      const key = `${r.year}|${r.period}`
      if (!terms.has(key)) terms.set(key, new Set())
      terms.get(key)!.add(r.studentId)
    }
    for (const [key, ids] of terms) {
      const [year, period] = key.split('|')
      const list = [...ids]
      for (let i = 0; i < list.length; i += BATCH) {
        const chunk = list.slice(i, i + BATCH)
        await sql.execute(
          `DELETE FROM scores WHERE year = ? AND period = ? AND student_id IN (${chunk.map(() => '?').join(',')})`,
          [year, period, ...chunk],
        )
      }
    }
    for (let i = 0; i < rows.length; i += BATCH) {
      const chunk = rows.slice(i, i + BATCH)
      await sql.execute(
        `INSERT INTO scores (student_id, year, period, course_code, course_name, score, credit, exam_type, status, updated_at, created_at) VALUES ${chunk.map(() => '(?,?,?,?,?,?,?,?,?,?,?)').join(',')}`,
        chunk.flatMap((r) => [
          r.studentId,
          r.year,
          r.period,
          r.code,
          r.name,
          r.score,
          r.credit,
          r.examType,
          r.status,
          now,
          now,
        ]),
      )
    }
  })
}

interface StudentRow {
  no: string
  name: string
  major: string
  grade: string
  password: string
}

function validateStudents(sheet: Sheet) {
  return validateRows(
    sheet,
    (earlier) => `与第 ${earlier} 行学号重复`,
    (v, problems) => {
      const no = v['学号'] ?? ''
      if (!/^[A-Za-z0-9]{4,32}$/.test(no)) problems.push('学号应为 4–32 位字母或数字')
      if (!v['姓名'] || v['姓名'].length > 40) problems.push('姓名为空或过长')
      const password = v['初始密码'] ?? ''
      if (password && password.length < 8) problems.push('初始密码至少 8 位')
      return {
        key: no,
        row: () => ({ no, name: v['姓名']!, major: v['专业'] ?? '', grade: v['年级'] ?? '', password }),
      }
    },
  )
}

/** Adds new students and updates existing ones (a password only where the file gives one). */
async function writeStudents(payload: Payload, type: EduType, rows: StudentRow[]) {
  const hashes = new Map<string, string>()
  const withPassword = rows.filter((r) => r.password)
  for (let i = 0; i < withPassword.length; i += 4) {
    await Promise.all(
      withPassword.slice(i, i + 4).map(async (r) => hashes.set(r.no, await hashPassword(r.password))),
    )
  }
  const now = new Date().toISOString()
  await inTransaction(payload, async (sql) => {
    const existing = await studentIds(sql, type)
    const fresh = rows.filter((r) => !existing.has(r.no))
    for (const r of rows.filter((x) => existing.has(x.no))) {
      const hash = hashes.get(r.no)
      await sql.execute(
        `UPDATE students SET name = ?, major = ?, grade = ?, updated_at = ?${hash ? ', password_hash = ?' : ''} WHERE id = ?`,
        [r.name, r.major, r.grade, now, ...(hash ? [hash] : []), existing.get(r.no)!.id],
      )
    }
    for (let i = 0; i < fresh.length; i += BATCH) {
      const chunk = fresh.slice(i, i + BATCH)
      await sql.execute(
        `INSERT INTO students (edu_type, student_no, name, major, grade, password_hash, updated_at, created_at) VALUES ${chunk.map(() => '(?,?,?,?,?,?,?,?)').join(',')}`,
        chunk.flatMap((r) => [type, r.no, r.name, r.major, r.grade, hashes.get(r.no) ?? null, now, now]),
      )
    }
  })
}

interface PlanRow extends PlanCourse {
  majorId: number
}

type MajorRef = { id: number; code: string; name: string; category_type: string }

async function majorsByCode(payload: Payload) {
  const { docs } = await payload.find({
    collection: 'majors',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { code: true, name: true, category_type: true },
  })
  const byCode = new Map<string, MajorRef[]>()
  for (const d of docs) {
    const code = String(d.code ?? '')
    if (!code) continue
    byCode.set(code, [
      ...(byCode.get(code) ?? []),
      { id: d.id, code, name: d.name, category_type: d.category_type },
    ])
  }
  return byCode
}

const KIND_BY_LABEL = new Map(COURSE_KINDS.map((k) => [COURSE_KIND_LABEL[k], k]))
const CATEGORY_BY_LABEL = new Map(
  (Object.entries(CATEGORY_TYPE_LABEL) as [string, string][]).map(([value, label]) => [label, value]),
)

function validatePlan(sheet: Sheet, majors: Map<string, MajorRef[]>) {
  return validateRows(
    sheet,
    (earlier) => `与第 ${earlier} 行重复（同一专业、学期、课程）`,
    (v, problems) => {
      const code = v['专业代码'] ?? ''
      let candidates = majors.get(code) ?? []
      if (v['专业名称']) candidates = candidates.filter((m) => m.name === v['专业名称'])
      const category = v['招生类别'] ? CATEGORY_BY_LABEL.get(v['招生类别']) : undefined
      if (v['招生类别'] && !category)
        problems.push(`招生类别应为 ${Object.values(CATEGORY_TYPE_LABEL).join('/')}`)
      if (category) candidates = candidates.filter((m) => m.category_type === category)
      if (!code) problems.push('专业代码为空')
      else if (!majors.has(code)) problems.push(`专业代码 ${code} 不存在`)
      else if (!candidates.length) problems.push(`专业代码 ${code} 与专业名称或招生类别不符`)
      else if (candidates.length > 1) problems.push(`专业代码 ${code} 对应多个专业，请填写专业名称和招生类别`)
      const semester = Number(v['学期'])
      if (!/^\d+$/.test(v['学期'] ?? '') || semester < 1 || semester > MAX_SEMESTER)
        problems.push(`学期应为 1–${MAX_SEMESTER} 的整数`)
      if (!v['课程名称']) problems.push('课程名称为空')
      else if (v['课程名称'].length > 60) problems.push('课程名称不能超过 60 个字')
      if ((v['课程代码'] ?? '').length > 20) problems.push('课程代码不能超过 20 位')
      const credits = Number(v['学分'])
      if (!v['学分'] || !Number.isFinite(credits) || credits < 0 || credits > 30)
        problems.push('学分应为 0–30 的数字')
      const kind = KIND_BY_LABEL.get(v['课程性质'] ?? '')
      if (!kind) problems.push('课程性质应为“必修”或“选修”')
      if ((v['考核方式'] ?? '').length > 30) problems.push('考核方式不能超过 30 个字')
      const major = candidates.length === 1 ? candidates[0]! : undefined
      return {
        key: `${major?.id}|${semester}|${v['课程名称']}`,
        row: () => ({
          majorId: major!.id,
          semester,
          code: v['课程代码'] ?? '',
          name: v['课程名称']!,
          credits,
          kind: kind!,
          assessment: v['考核方式'] ?? '',
        }),
      }
    },
  )
}

/** Replaces the whole teaching plan of every major in the file, in one transaction. */
async function writePlans(payload: Payload, rows: PlanRow[]) {
  const byMajor = new Map<number, PlanRow[]>()
  for (const r of rows) byMajor.set(r.majorId, [...(byMajor.get(r.majorId) ?? []), r])
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    for (const [id, plan] of byMajor)
      await payload.update({
        collection: 'majors',
        id,
        req,
        overrideAccess: true,
        depth: 0,
        data: { teaching_plan: plan.map(({ majorId: _m, ...c }) => c) },
      })
    await commitTransaction(req)
  } catch (e) {
    await killTransaction(req)
    throw e
  }
  return byMajor.size
}

/**
 * Reads, validates and (unless `dryRun`) writes an import. Any invalid row means nothing is
 * written: the result lists every problem by its spreadsheet line.
 */
export async function runImport(
  payload: Payload,
  kind: ImportKind,
  type: EduType,
  file: { name: string; bytes: Uint8Array },
  dryRun: boolean,
): Promise<ImportResult> {
  const started = Date.now()
  const sheet = await readSheet(file.name, file.bytes)
  const result = (errors: RowError[], imported = 0): ImportResult => ({
    kind,
    total: sheet.rows.length,
    errors: errors.slice(0, MAX_LISTED_ERRORS),
    preview: sheet.rows.slice(0, 20).map((r) => r.values),
    imported,
    seconds: (Date.now() - started) / 1000,
  })
  const missing = checkColumns(sheet, kind)
  if (missing.length) return result(missing)
  if (!sheet.rows.length) return result([{ line: 2, message: '文件中没有数据行' }])

  if (kind === 'teaching-plan') {
    const { errors, rows } = validatePlan(sheet, await majorsByCode(payload))
    if (errors.length || dryRun) return result(errors)
    await writePlans(payload, rows)
    return result([], rows.length)
  }
  if (kind === 'scores') {
    const { errors, rows } = validateScores(sheet, await studentIds(sqlOf(payload), type))
    if (errors.length || dryRun) return result(errors)
    await writeScores(payload, rows)
    return result([], rows.length)
  }
  const { errors, rows } = validateStudents(sheet)
  if (errors.length || dryRun) return result(errors)
  await writeStudents(payload, type, rows)
  return result([], rows.length)
}
