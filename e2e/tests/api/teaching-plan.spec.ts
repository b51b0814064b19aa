import { expect, test, type APIRequestContext } from '@playwright/test'
import { CMS_URL, data, staffAs } from '../../lib/api'

/**
 * `teachingPlan/major/{id}` was a copy of the major's introduction: there was no teaching plan.
 * Now each major has one (semester, code, name, credits, required or elective, assessment),
 * edited in the console or imported from a spreadsheet, and answered by enrolling.Major/info.
 */

const HEADER = '专业代码,专业名称,招生类别,学期,课程代码,课程名称,学分,课程性质,考核方式'
const csv = (lines: string[]) => Buffer.from(`\uFEFF${[HEADER, ...lines].join('\n')}\n`, 'utf8')

async function importPlan(request: APIRequestContext, token: string, body: Buffer, dryRun = false) {
  const res = await request.post(`${CMS_URL}/staff-api/import/teaching-plan`, {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name: 'plan.csv', mimeType: 'text/csv', buffer: body },
      ...(dryRun ? { dry_run: '1' } : {}),
    },
  })
  return { status: res.status(), body: await res.json() }
}

test('every demo major has a teaching plan, ordered by semester', async ({ request }) => {
  for (const category_type of ['open', 'adult', 'elderly'] as const) {
    const majors = await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type })
    expect(majors.list.length).toBeGreaterThan(0)
    for (const m of majors.list) {
      const plan = (await data(request, 'enrolling.Major/info', { major_id: m.id })).teaching_plan
      expect(plan.length, m.name).toBeGreaterThan(2)
      expect(plan.map((c) => c.semester)).toEqual([...plan.map((c) => c.semester)].sort((a, b) => a - b))
      expect(plan.some((c) => c.kind === 'required')).toBe(true)
    }
  }
})

test('a spreadsheet replaces a major’s plan, all or nothing; staff edit it in the console', async ({
  request,
}) => {
  const academic = await staffAs(request, 'academic')
  const editor = await staffAs(request, 'editor')
  const majors = await data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'open' })
  const major = majors.list.find((m) => m.code)!
  const original = (await data(request, 'enrolling.Major/info', { major_id: major.id })).teaching_plan
  const label = '开放教育'
  try {
    // A file with mistakes: every problem named by its line, nothing written.
    const bad = await importPlan(
      request,
      academic.token,
      csv([
        `${major.code},${major.name},${label},0,X1,课程甲,3,必修,考试`,
        `${major.code},${major.name},${label},1,X2,课程乙,3,必选,考试`,
        `999999,不存在的专业,${label},1,X3,课程丙,abc,选修,考查`,
      ]),
    )
    expect(bad.status).toBe(422)
    const messages = (bad.body.errors as { line: number; message: string }[]).map(
      (e) => `${e.line}:${e.message}`,
    )
    expect(messages.join('\n')).toMatch(/^2:.*学期应为 1–10 的整数/m)
    expect(messages.join('\n')).toMatch(/^3:.*课程性质应为“必修”或“选修”/m)
    expect(messages.join('\n')).toMatch(/^4:.*专业代码 999999 不存在.*学分应为/m)
    expect((await data(request, 'enrolling.Major/info', { major_id: major.id })).teaching_plan).toEqual(
      original,
    )

    // Preview, then import: the plan is exactly the file's courses.
    const good = csv([
      `${major.code},${major.name},${label},2,T0102,数据分析基础,3.5,必修,形成性考核+终结性考试`,
      `${major.code},${major.name},${label},1,T0101,导入测试课程,4,必修,终结性考试`,
      `${major.code},${major.name},${label},1,T0103,导入测试选修,2,选修,形成性考核`,
    ])
    const preview = await importPlan(request, academic.token, good, true)
    expect(preview.status).toBe(200)
    expect(preview.body.total).toBe(3)
    expect((await data(request, 'enrolling.Major/info', { major_id: major.id })).teaching_plan).toEqual(
      original,
    )
    const done = await importPlan(request, academic.token, good)
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.imported).toBe(3)
    const plan = (await data(request, 'enrolling.Major/info', { major_id: major.id })).teaching_plan
    expect(plan).toEqual([
      {
        semester: 1,
        code: 'T0101',
        name: '导入测试课程',
        credits: 4,
        kind: 'required',
        assessment: '终结性考试',
      },
      {
        semester: 1,
        code: 'T0103',
        name: '导入测试选修',
        credits: 2,
        kind: 'elective',
        assessment: '形成性考核',
      },
      {
        semester: 2,
        code: 'T0102',
        name: '数据分析基础',
        credits: 3.5,
        kind: 'required',
        assessment: '形成性考核+终结性考试',
      },
    ])

    // The console: an editor changes one course; a visitor's session cannot.
    const edited = plan.map((c, i) => (i === 0 ? { ...c, credits: 5 } : c))
    const patch = await editor.api.patch(`/majors/${major.id}`, { teaching_plan: edited })
    expect(patch.status(), await patch.text()).toBe(200)
    expect(
      (await data(request, 'enrolling.Major/info', { major_id: major.id })).teaching_plan[0]!.credits,
    ).toBe(5)
    const anonymous = await request.patch(`${CMS_URL}/cms-api/majors/${major.id}`, {
      data: { teaching_plan: [] },
    })
    expect(anonymous.status()).toBe(403)
    // An invalid edit is refused with a message, the plan untouched.
    const invalid = await editor.api.patch(`/majors/${major.id}`, {
      teaching_plan: [{ semester: 11, name: '', credits: -1, kind: 'required' }],
    })
    expect(invalid.status()).toBe(400)
    expect((await data(request, 'enrolling.Major/info', { major_id: major.id })).teaching_plan).toHaveLength(
      3,
    )

    // Who imports: academic affairs, editors and admissions; not the mailbox office.
    const mailbox = await staffAs(request, 'mailbox')
    expect((await importPlan(request, mailbox.token, good, true)).status).toBe(403)
  } finally {
    const restore = await editor.api.patch(`/majors/${major.id}`, { teaching_plan: original })
    expect(restore.status()).toBe(200)
  }
})
