import { expect, test, type APIRequestContext } from '@playwright/test'
import ExcelJS from 'exceljs'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, staffLogin } from '../../lib/api'

/** Academic affairs imports students and scores from spreadsheets. */
const academic = DEMO_STAFF.find((s) => s.roles.includes('academic'))!
const editor = DEMO_STAFF.find((s) => s.roles.includes('editor'))!
const HEADER = '学号,姓名,学年,学期,课程代码,课程名称,成绩,学分,考核方式,状态'
const STUDENTS = 5000
const COURSES = 10

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`)

async function upload(
  request: APIRequestContext,
  token: string,
  kind: string,
  name: string,
  body: Buffer,
  dryRun = false,
) {
  const res = await request.post(`${CMS_URL}/staff-api/import/${kind}`, {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name, mimeType: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream', buffer: body },
      edu_type: 'adultEducation',
      ...(dryRun ? { dry_run: '1' } : {}),
    },
    timeout: 120_000,
  })
  return { status: res.status(), body: await res.json() }
}

async function scoreCount(request: APIRequestContext, token: string) {
  const res = await request.get(`${CMS_URL}/cms-api/scores/count`, {
    headers: { authorization: `JWT ${token}` },
  })
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

const studentNo = (i: number) => `88${String(i).padStart(8, '0')}`

test.describe.serial('score import', () => {
  let token = ''
  test.beforeAll(async ({ playwright }) => {
    token = await staffLogin(await playwright.request.newContext(), academic.email, academic.password)
  })

  test('only academic affairs may import', async ({ request }) => {
    const editorToken = await staffLogin(request, editor.email, editor.password)
    const res = await upload(request, editorToken, 'scores', 'x.csv', csv([HEADER]))
    expect(res.status).toBe(403)
  })

  test('templates download as .xlsx and .csv with the import columns', async ({ request }) => {
    const xlsx = await request.get(`${CMS_URL}/staff-api/import/scores/template?format=xlsx`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(xlsx.status()).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer)
    expect((book.worksheets[0]!.getRow(1).values as string[]).slice(1).join(',')).toBe(HEADER)
    const text = await (
      await request.get(`${CMS_URL}/staff-api/import/scores/template?format=csv`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).text()
    expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(HEADER)
  })

  test(`imports ${STUDENTS} students, then ${STUDENTS * COURSES} score rows in under a minute`, async ({
    request,
  }) => {
    test.setTimeout(300_000)
    const students = Array.from(
      { length: STUDENTS },
      (_, i) => `${studentNo(i)},学员${i},工程管理（专升本）,2025秋,`,
    )
    const s = await upload(
      request,
      token,
      'students',
      'students.csv',
      csv(['学号,姓名,专业,年级,初始密码', ...students]),
    )
    expect(s.status, JSON.stringify(s.body).slice(0, 300)).toBe(200)
    expect(s.body.imported).toBe(STUDENTS)

    const rows: string[] = [HEADER]
    for (let i = 0; i < STUDENTS; i++)
      for (let c = 0; c < COURSES; c++)
        rows.push(
          `${studentNo(i)},学员${i},2026,春季,C${String(c).padStart(4, '0')},课程${c},${60 + ((i + c) % 41)},${(c % 4) + 1},终结性考试,`,
        )
    const file = csv(rows)
    const before = await scoreCount(request, token)

    const preview = await upload(request, token, 'scores', 'scores.csv', file, true)
    expect(preview.status).toBe(200)
    expect(preview.body.total).toBe(STUDENTS * COURSES)
    expect(preview.body.preview.length).toBe(20)
    expect(await scoreCount(request, token)).toBe(before)

    const started = Date.now()
    const done = await upload(request, token, 'scores', 'scores.csv', file)
    const seconds = (Date.now() - started) / 1000
    console.log(
      `[import] ${STUDENTS * COURSES} score rows imported in ${seconds.toFixed(1)} s (server: ${done.body.seconds} s)`,
    )
    expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200)
    expect(done.body.imported).toBe(STUDENTS * COURSES)
    expect(seconds).toBeLessThan(60)
    expect(await scoreCount(request, token)).toBe(before + STUDENTS * COURSES)

    // Importing the same term again replaces those scores instead of doubling them.
    const again = await upload(request, token, 'scores', 'scores.csv', file)
    expect(again.status).toBe(200)
    expect(await scoreCount(request, token)).toBe(before + STUDENTS * COURSES)
  })

  test('one bad row imports nothing and names that row', async ({ request }) => {
    const good = (i: number, course: string) =>
      `${studentNo(i)},学员${i},2026,秋季,${course},课程,88,2,终结性考试,`
    const cases: [string[], RegExp][] = [
      [
        [good(1, 'A1'), good(2, 'A1'), `${studentNo(3)},学员3,2026,秋季,A1,课程,120,2,,`, good(4, 'A1')],
        /第 4 行：成绩“120”超出范围/,
      ],
      [[good(1, 'A1'), `99999999999,某人,2026,秋季,A1,课程,80,2,,`], /第 3 行：学号 99999999999 不存在/],
      [[good(1, 'A1'), good(2, 'A1'), good(1, 'A1')], /第 4 行：与第 2 行重复/],
    ]
    for (const [lines, message] of cases) {
      const before = await scoreCount(request, token)
      const res = await upload(request, token, 'scores', 'bad.csv', csv([HEADER, ...lines]))
      expect(res.status).toBe(422)
      expect(
        res.body.errors
          .map((e: { line: number; message: string }) => `第 ${e.line} 行：${e.message}`)
          .join('\n'),
      ).toMatch(message)
      expect(res.body.imported).toBe(0)
      expect(await scoreCount(request, token)).toBe(before)
    }
    const missing = await upload(
      request,
      token,
      'scores',
      'missing.csv',
      csv(['学号,学年,学期,课程名称,成绩,学分', `${studentNo(1)},2026,秋季,课程,80,2`]),
    )
    expect(missing.status).toBe(422)
    expect(missing.body.errors[0].message).toBe('缺少必需的列“课程代码”')
  })

  test('an .xlsx file imports like a .csv', async ({ request }) => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('成绩')
    sheet.addRow(HEADER.split(','))
    sheet.addRow([studentNo(7), '学员7', '2025', '秋季', 'X100', '大学英语', 91, 3, '终结性考试', ''])
    sheet.addRow([studentNo(8), '学员8', '2025', '秋季', 'X100', '大学英语', '良好', 3, '', ''])
    const res = await upload(
      request,
      token,
      'scores',
      'scores.xlsx',
      Buffer.from(await book.xlsx.writeBuffer()),
    )
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200)
    expect(res.body.imported).toBe(2)
  })
})
