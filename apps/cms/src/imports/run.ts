import { parsePeriod, type EduType, type Period } from '@ou/contract'
import type { Payload } from 'payload'
import { hashPassword } from '@/lib/password'
import { inTransaction, sqlOf, type Sql } from '@/lib/sql'
import { readSheet, type Sheet } from './table'

export type ImportKind = 'scores' | 'students'

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
  const errors: RowError[] = []
  const rows: ScoreRow[] = []
  const seen = new Map<string, number>()
  for (const { line, values: v } of sheet.rows) {
    const problems: string[] = []
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
    const key = `${v['学号']}|${v['学年']}|${period}|${v['课程代码']}`
    const earlier = seen.get(key)
    if (earlier) problems.push(`与第 ${earlier} 行重复（同一学生、学期、课程）`)
    else seen.set(key, line)

    if (problems.length) errors.push({ line, message: problems.join('；') })
    else
      rows.push({
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
      })
  }
  return { errors, rows }
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
  const errors: RowError[] = []
  const rows: StudentRow[] = []
  const seen = new Map<string, number>()
  for (const { line, values: v } of sheet.rows) {
    const problems: string[] = []
    const no = v['学号'] ?? ''
    if (!/^[A-Za-z0-9]{4,32}$/.test(no)) problems.push('学号应为 4–32 位字母或数字')
    if (!v['姓名'] || v['姓名'].length > 40) problems.push('姓名为空或过长')
    const password = v['初始密码'] ?? ''
    if (password && password.length < 8) problems.push('初始密码至少 8 位')
    const earlier = seen.get(no)
    if (earlier) problems.push(`与第 ${earlier} 行学号重复`)
    else seen.set(no, line)
    if (problems.length) errors.push({ line, message: problems.join('；') })
    else rows.push({ no, name: v['姓名']!, major: v['专业'] ?? '', grade: v['年级'] ?? '', password })
  }
  return { errors, rows }
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
