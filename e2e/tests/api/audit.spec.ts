import { expect, test } from '@playwright/test'
import { CMS_URL, staffAs } from '../../lib/api'
import { sql } from '../../lib/db'

/** The audit log: who, when, from where, what; append-only; exported; purged after the retention period. */

interface Entry {
  id: number
  action: string
  actor: string
  ip: string
  target_collection: string
  target_id: string
  target_title: string
  summary: string
  createdAt: string
}

const DAY = 86_400_000

test('staff actions, logins and failed logins are recorded with who, where and what changed', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const latest = async (where: string) =>
    (
      (await (await admin.api.get(`/audit-logs?sort=-createdAt&limit=5&depth=0&${where}`)).json()) as {
        docs: Entry[]
      }
    ).docs

  const failed = await request.post(`${CMS_URL}/cms-api/users/login`, {
    data: { email: 'editor@ou.edu.cn', password: 'not-the-password' },
  })
  expect(failed.status()).toBe(401)
  const unknown = await request.post(`${CMS_URL}/cms-api/users/login`, {
    data: { email: 'nobody@example.com', password: 'whatever' },
  })
  expect(unknown.status()).toBe(401)
  const refused = await latest('where[action][equals]=login_failed')
  expect(refused.map((e) => e.target_title)).toEqual(
    expect.arrayContaining(['editor@ou.edu.cn', 'nobody@example.com']),
  )
  expect(refused[0]!.ip).toMatch(/127\.0\.0\.1|::1/)

  // A new login, not a kept session: the login itself is what is recorded.
  const editor = await staffAs(request, 'editor', { fresh: true })
  const logins = await latest('where[action][equals]=login')
  expect(logins[0]).toMatchObject({ actor: expect.stringContaining('editor@ou.edu.cn') })

  // Create, change, delete: each entry names the document and what changed.
  const category = await editor.api.first('news-categories')
  const title = `审计测试 ${Date.now()}`
  const created = await editor.api.post('/news?draft=true&depth=0', {
    title,
    category: category.id,
    _status: 'draft',
  })
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  await editor.api.patch(`/news/${id}?draft=true&depth=0`, { summary: '新摘要', author: '审计' })
  // Deleting for good (past the trash) is the administrator's (issue 32): the editor is refused.
  expect((await editor.api.delete(`/news/${id}`)).status()).toBe(403)
  const adminApi = await staffAs(request, 'admin')
  expect((await adminApi.api.delete(`/news/${id}`)).status()).toBe(200)
  const trail = await latest(`where[target_collection][equals]=news&where[target_id][equals]=${id}`)
  expect(trail.map((e) => e.action)).toEqual(['delete', 'update', 'create'])
  expect(trail.every((e) => e.target_title === title)).toBe(true)
  expect(trail[0]!.actor).toContain('admin@ou.edu.cn')
  expect(trail.slice(1).every((e) => e.actor.includes('editor@ou.edu.cn'))).toBe(true)
  expect(trail[1]!.summary).toContain('摘要')
  expect(trail[1]!.summary).toContain('作者')

  // A choice shows its old and new value.
  const mailbox = await staffAs(request, 'mailbox')
  const letter = (
    (await (await mailbox.api.get('/letters?limit=1&depth=0&where[status][equals]=pending')).json()) as {
      docs: { id: number }[]
    }
  ).docs[0]!
  await mailbox.api.patch(`/letters/${letter.id}?depth=0`, { status: 'processing' })
  const changed = await latest(
    `where[target_collection][equals]=letters&where[target_id][equals]=${letter.id}`,
  )
  expect(changed[0]!.summary).toContain('状态：待处理 → 处理中')
})

test('nobody can edit or delete audit entries through the API, not even an administrator', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const editor = await staffAs(request, 'editor')
  const { docs, totalDocs } = (await (await admin.api.get('/audit-logs?limit=1&depth=0')).json()) as {
    docs: Entry[]
    totalDocs: number
  }
  const entry = docs[0]!
  expect((await admin.api.patch(`/audit-logs/${entry.id}`, { summary: '篡改' })).status()).toBe(403)
  expect(
    (await admin.api.patch(`/audit-logs?where[id][equals]=${entry.id}`, { summary: '篡改' })).status(),
  ).toBe(403)
  expect((await admin.api.delete(`/audit-logs/${entry.id}`)).status()).toBe(403)
  expect((await admin.api.delete('/audit-logs?where[id][exists]=true')).status()).toBe(403)
  expect((await admin.api.post('/audit-logs', { action: 'login', actor: '伪造' })).status()).toBe(403)
  expect((await editor.api.get('/audit-logs?limit=1')).status()).toBe(403)
  expect([401, 403]).toContain((await request.get(`${CMS_URL}/cms-api/audit-logs?limit=1`)).status())
  const after = (await (await admin.api.get(`/audit-logs/${entry.id}?depth=0`)).json()) as Entry
  expect(after.summary).toBe(entry.summary)
  const count = (await (await admin.api.get('/audit-logs?limit=1&depth=0')).json()) as { totalDocs: number }
  expect(count.totalDocs).toBeGreaterThanOrEqual(totalDocs)
})

test('administrators export the log as filtered; exports of applications are logged too', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const admissions = await staffAs(request, 'admissions')
  const headers = (token: string) => ({ authorization: `JWT ${token}` })

  const apps = await request.get(`${CMS_URL}/staff-api/export/applications?format=csv&status=submitted`, {
    headers: headers(admissions.token),
  })
  expect(apps.status()).toBe(200)
  const csv = await request.get(
    `${CMS_URL}/staff-api/export/audit-logs?format=csv&where[action][equals]=export`,
    {
      headers: headers(admin.token),
    },
  )
  expect(csv.status()).toBe(200)
  expect(csv.headers()['content-disposition']).toMatch(/\.csv$/)
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
  expect(lines[0]).toBe('时间,操作,操作人,来源地址,对象类型,对象,对象编号,摘要')
  expect(lines.length).toBeGreaterThan(1)
  expect(lines.slice(1).every((l) => l.split(',')[1] === '导出')).toBe(true)
  expect(lines.some((l) => l.includes('zhaosheng@ou.edu.cn') && l.includes('导出报名申请'))).toBe(true)

  // The export itself is on record, and only administrators may export.
  const exports = (await (
    await admin.api.get('/audit-logs?sort=-createdAt&limit=1&where[action][equals]=export')
  ).json()) as {
    docs: Entry[]
  }
  expect(exports.docs[0]).toMatchObject({
    target_collection: 'audit-logs',
    summary: expect.stringContaining('审计日志'),
  })
  const denied = await request.get(`${CMS_URL}/staff-api/export/audit-logs?format=csv`, {
    headers: headers(admissions.token),
  })
  expect(denied.status()).toBe(403)
  const bad = await request.get(`${CMS_URL}/staff-api/export/audit-logs?where[nope][equals]=1`, {
    headers: headers(admin.token),
  })
  expect(bad.status()).toBe(400)
})

test('entries older than the retention period are purged by the job; younger ones stay', async ({
  request,
}) => {
  const admin = await staffAs(request, 'admin')
  const old = async (days: number, marker: string) => {
    const at = new Date(Date.now() - days * DAY).toISOString()
    await sql(
      `INSERT INTO audit_logs (action, actor, ip, target_collection, target_label, target_id, target_title, summary, created_at, updated_at)
       VALUES ('login', ?, '10.0.0.1', 'users', '工作人员', '', '', ?, ?, ?)`,
      ['历史记录', marker, at, at],
    )
  }
  const present = async (marker: string) =>
    (
      (await (
        await admin.api.get(
          `/audit-logs?limit=1&depth=0&where[summary][equals]=${encodeURIComponent(marker)}`,
        )
      ).json()) as {
        totalDocs: number
      }
    ).totalDocs === 1
  const purge = async () => {
    const res = await request.post(`${CMS_URL}/staff-api/jobs/purgeAuditLog`, {
      headers: { authorization: `JWT ${admin.token}` },
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  const stamp = Date.now()
  await old(200, `过期-${stamp}`)
  await old(100, `保留-${stamp}`)
  expect(await present(`过期-${stamp}`)).toBe(true)
  await purge()
  expect(await present(`过期-${stamp}`)).toBe(false)
  expect(await present(`保留-${stamp}`)).toBe(true)
  const purged = (await (
    await admin.api.get('/audit-logs?sort=-createdAt&limit=1&where[action][equals]=purge')
  ).json()) as {
    docs: Entry[]
  }
  expect(purged.docs[0]!.summary).toMatch(/保留期 180 天清理了 [1-9]\d* 条/)

  // A longer period keeps more; the period can never go below 180 days.
  try {
    expect((await admin.api.post('/globals/console-settings', { audit_retention_days: 90 })).status()).toBe(
      400,
    )
    expect((await admin.api.post('/globals/console-settings', { audit_retention_days: 365 })).status()).toBe(
      200,
    )
    await old(200, `延长保留-${stamp}`)
    await purge()
    expect(await present(`延长保留-${stamp}`)).toBe(true)
  } finally {
    await admin.api.post('/globals/console-settings', { audit_retention_days: 180 })
  }

  // Only administrators run jobs by hand.
  const editor = await staffAs(request, 'editor')
  const denied = await request.post(`${CMS_URL}/staff-api/jobs/purgeAuditLog`, {
    headers: { authorization: `JWT ${editor.token}` },
  })
  expect(denied.status()).toBe(403)
})

test('a score import is recorded once, with what was imported', async ({ request }) => {
  const academic = await staffAs(request, 'academic')
  const admin = await staffAs(request, 'admin')
  const code = `A${Date.now() % 100_000}`
  const body = Buffer.from(
    `\uFEFF学号,姓名,学年,学期,课程代码,课程名称,成绩,学分,考核方式,状态\r\n2023310100001,张晓燕,2026,春季,${code},审计导入课程,88,2,终结性考试,通过\r\n`,
  )
  const res = await request.post(`${CMS_URL}/staff-api/import/scores`, {
    headers: { authorization: `JWT ${academic.token}` },
    multipart: {
      file: { name: 'audit-scores.csv', mimeType: 'text/csv', buffer: body },
      edu_type: 'adultEducation',
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  const { docs } = (await (
    await admin.api.get('/audit-logs?sort=-createdAt&limit=1&where[action][equals]=import')
  ).json()) as {
    docs: Entry[]
  }
  expect(docs[0]).toMatchObject({
    target_collection: 'scores',
    actor: expect.stringContaining(academic.email),
    summary: expect.stringMatching(/导入成绩 1 条（成人学历教育，文件“audit-scores\.csv”/),
  })
})
