import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { adminToken, call, clearAttempts, CMS_URL, data, solveCaptcha, staffAs } from '../../lib/api'
import { png } from '../../lib/png'

/** Payload's REST API (/cms-api): listing uploads, body limits, image size, reset mails, two 500s. */

const uploadImage = (request: APIRequestContext, token: string, name: string, buffer: Buffer) =>
  request.post(`${CMS_URL}/cms-api/media?depth=0`, {
    headers: { authorization: `JWT ${token}` },
    multipart: {
      file: { name, mimeType: 'image/png', buffer },
      _payload: JSON.stringify({ alt: '尺寸测试' }),
    },
    timeout: 60_000,
  })

/** A raw request with a chunked body (no Content-Length), answered with its status. */
function chunked(path: string, size: number, headers: Record<string, string> = {}) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      `${CMS_URL}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      },
    )
    req.on('error', (e) => ((e as { code?: string }).code === 'EPIPE' ? undefined : reject(e)))
    const piece = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (sent < size) {
        sent += piece.length
        if (!req.write(piece)) return req.once('drain', pump)
      }
      req.end()
    }
    req.write('{"email":"')
    pump()
  })
}

/**
 * A request line of `size` bytes written at once on a raw connection: what came back before the
 * connection closed, and the socket error, if any.
 */
function longRequestLine(size: number) {
  const { hostname, port } = new URL(CMS_URL)
  return new Promise<{ answer: string; error?: string }>((resolve) => {
    const socket = connect(Number(port), hostname)
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (d: string) => (answer += d))
    socket.on('error', (e: NodeJS.ErrnoException) => resolve({ answer, error: e.code }))
    socket.on('close', () => resolve({ answer }))
    socket.write(`GET /api/news.News/category?q=${'a'.repeat(size)} HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`)
  })
}

test('a request line too long gets its 431 envelope whole, though the client is still sending it', async () => {
  // Closed at once after the answer, the connection was reset under the client's writing: it got
  // ECONNRESET (or EPIPE) instead of the answer, every time with one 900 KB write.
  for (let i = 0; i < 3; i++) {
    const { answer, error } = await longRequestLine(900 * 1024)
    expect(error, 'the connection is not reset').toBeUndefined()
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      code: 431,
      msg: '请求头过大',
      data: null,
    })
  }
})

test('visitors fetch uploaded files by URL but never list them', async ({ request }) => {
  for (const collection of ['media', 'files']) {
    const list = await request.get(`${CMS_URL}/cms-api/${collection}?limit=100`)
    expect(list.status(), collection).toBe(403)
    const count = await request.get(`${CMS_URL}/cms-api/${collection}/count`)
    expect(count.status(), collection).toBe(403)
  }
  const editor = await staffAs(request, 'editor')
  const staffList = await editor.api.get('/media?limit=1&depth=0&sort=id')
  expect(staffList.status()).toBe(200)
  const image = ((await staffList.json()) as { docs: { id: number; url: string }[] }).docs[0]!
  expect((await request.get(`${CMS_URL}/cms-api/media/${image.id}`)).status()).toBe(403)
  // The file itself stays public.
  expect((await request.get(new URL(image.url, CMS_URL).toString())).status()).toBe(200)
  const files = (await (await editor.api.get('/files?limit=1&depth=0&sort=id')).json()) as {
    docs: { url: string }[]
  }
  if (files.docs[0])
    expect((await request.get(new URL(files.docs[0].url, CMS_URL).toString())).status()).toBe(200)
})

test('REST bodies are limited: 16 KB for login, 1 MB elsewhere, 413 before reading on', async ({
  request,
}) => {
  const editor = await staffAs(request, 'editor')
  const started = Date.now()
  const huge = await request.post(`${CMS_URL}/cms-api/users/login`, {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from(`{"email":"a@b.c","password":"${'x'.repeat(30 * 1024 * 1024)}"}`),
  })
  expect(huge.status()).toBe(413)
  expect(((await huge.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain(
    '请求内容过大',
  )
  expect(Date.now() - started).toBeLessThan(5_000)
  const login = await request.post(`${CMS_URL}/cms-api/users/login`, {
    headers: { 'content-type': 'application/json' },
    data: Buffer.from(`{"email":"a@b.c","password":"${'x'.repeat(20 * 1024)}"}`),
  })
  expect(login.status()).toBe(413)
  const patch = await editor.api.patch('/news/1?draft=true', { title: 'x'.repeat(2 * 1024 * 1024) })
  expect(patch.status()).toBe(413)
  // Without a Content-Length, the body is cut off at the limit.
  expect(await chunked('/cms-api/users/login', 1024 * 1024)).toBe(413)
  expect(await chunked('/cms-api/news', 3 * 1024 * 1024, { authorization: `JWT ${editor.token}` })).toBe(413)
  // An upload keeps its own limit: a 3 MB image is taken.
  const big = png(1000, 1000, { noise: true })
  expect(big.length).toBeGreaterThan(1024 * 1024 * 2)
  const uploaded = await uploadImage(request, editor.token, 'noise.png', big)
  expect(uploaded.status()).toBe(201)
  const admin = await staffAs(request, 'admin')
  await admin.api.delete(`/media/${((await uploaded.json()) as { doc: { id: number } }).doc.id}`)
})

test('an image above the pixel limit is refused before it is decoded', async ({ request }) => {
  const editor = await staffAs(request, 'editor')
  // 7,000 × 7,000 = 49 megapixels in about 50 KB.
  const huge = png(7000, 7000)
  expect(huge.length).toBeLessThan(200 * 1024)
  const started = Date.now()
  const res = await uploadImage(request, editor.token, 'huge.png', huge)
  expect(res.status()).toBe(400)
  expect(JSON.stringify(await res.json())).toContain('图片过大')
  expect(Date.now() - started).toBeLessThan(2_000)
})

test('password-reset mails are limited like console logins', async ({ request }) => {
  const email = `nobody-${Date.now()}@ou.edu.cn`
  const statuses: number[] = []
  for (let i = 0; i < 7; i++) {
    const res = await request.post(`${CMS_URL}/cms-api/users/forgot-password`, { data: { email } })
    statuses.push(res.status())
    if (res.status() === 429) {
      expect(res.headers()['retry-after']).toMatch(/^\d+$/)
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
        /[\u4e00-\u9fff]/,
      )
    }
  }
  expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true)
  expect(statuses.slice(5)).toEqual([429, 429])
  await clearAttempts(request, await adminToken(request))
})

/** Each query (a path under /cms-api) answers 400 with `message` in its error: the query guard's refusal. */
async function expectRefusedQueries(
  api: { get: (path: string) => Promise<APIResponse> },
  queries: string[],
  message: string,
) {
  for (const query of queries) {
    const res = await api.get(`/${query}`)
    expect(res.status(), query).toBe(400)
    expect(((await res.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain(message)
  }
}

test('geometry operators on ordinary fields answer 400, not 500', async ({ request }) => {
  const editor = await staffAs(request, 'editor')
  for (const query of ['where[alt][near]=1,2', 'where[alt][within]=1', 'where[or][0][alt][intersects]=1']) {
    const anonymous = await request.get(`${CMS_URL}/cms-api/media?${query}`)
    expect(anonymous.status(), query).toBeGreaterThanOrEqual(400)
    expect(anonymous.status(), query).toBeLessThan(500)
    const staff = await editor.api.get(`/media?${query}`)
    expect(staff.status(), query).toBe(400)
    expect(((await staff.json()) as { errors: { message: string }[] }).errors[0]!.message).toContain(
      '不支持的查询条件',
    )
  }
})

test('a query path that goes on past a plain value answers 400, not 500', async ({ request }) => {
  // Found by the fuzz suite on PostgreSQL: `category` is a select, so `category.name` names nothing.
  const mailbox = await staffAs(request, 'mailbox')
  await expectRefusedQueries(
    mailbox.api,
    [
      'where[category.name][all]=2089614309',
      'where[category.name][equals]=x',
      'where[or][0][subject.x][like]=a',
      'where[id.x][equals]=1',
      // Also found by the fuzz suite on PostgreSQL: an id compared with `contains` (`like` works).
      'where[id][contains]=12',
      'where[or][0][id][contains]=.-',
      // And by CI's fuzz on PostgreSQL: an id `like` a number that is no integer id, and `not_like`.
      'where[or][1][id][like]=-4.027299117576939e-22',
      'where[id][like]=1.5',
      'where[id][like]=99999999999',
      'where[id][not_like]=12',
      // And by the site fuzz (sites.spec.ts): a null among the ids of a list.
      'where[id][in][0]=1&where[id][in][1]=null',
      'where[and][0][forwarded_to][not_in][0]=&where[and][0][forwarded_to][not_in][1]=3',
    ].map((query) => `letters/count?${query}`),
    '查询条件无效',
  )
  // An id `like` an integer is Payload's `equals`, and a word that is no number is dropped.
  const letter = await mailbox.api.first('letters')
  for (const [like, total] of [
    [String(letter.id), 1],
    ['2147483647', 0],
  ] as const)
    expect(
      (
        (await mailbox.api.get(`/letters/count?where[id][like]=${like}`).then((r) => r.json())) as {
          totalDocs: number
        }
      ).totalDocs,
      like,
    ).toBe(total)
  // A path through a relationship still works.
  const editor = await staffAs(request, 'editor')
  expect((await editor.api.get('/news/count?where[category.path_name][equals]=xwzx')).status()).toBe(200)
})

test('a select compared with an empty value or the word null answers 400, not 500', async ({ request }) => {
  // Found by CI's fuzz on PostgreSQL, where a select is an enum column: `users.roles` (many values)
  // and `letters.category` (one) compared with '' or 'null', by any operator.
  const admin = await staffAs(request, 'admin')
  await expectRefusedQueries(
    admin.api,
    [
      'users?where[roles][less_than_equal]=&page=99999999&sort=-published_at&select[sizes.xs.filename]=true',
      'users?where[roles][equals]=',
      'users?where[roles][equals]=null',
      'users?where[roles][in][0]=&where[roles][in][1]=admin',
      'users?where[roles][all]=',
      'letters?where[category][not_equals]=',
      'letters?where[or][0][category][in]=null',
      'letters?where[status][greater_than]=',
    ],
    '查询条件无效',
  )
  // A real option and `exists` still answer.
  const admins = (await admin.api.get('/users?where[roles][equals]=admin').then((r) => r.json())) as {
    totalDocs: number
  }
  expect(admins.totalDocs).toBeGreaterThan(0)
  expect((await admin.api.get('/users?where[roles][exists]=false')).status()).toBe(200)
})

test('rich text compared as text (like, contains, not_like) answers 400, not 500', async ({ request }) => {
  // Found by the fuzz suite on PostgreSQL, which keeps rich text as jsonb: any text comparison failed.
  const editor = await staffAs(request, 'editor')
  await expectRefusedQueries(
    editor.api,
    [
      'departments?where[content][contains]=abc',
      'departments?where[or][1][content][contains]=%F0%9B%83%83&limit=0&page=2',
      'news?where[content][like]=%E6%96%B0%E9%97%BB',
      'news?where[and][0][content][not_like]=x',
    ],
    '查询条件无效：content',
  )
  // Its own title still matches as text.
  const article = await editor.api.doc('news', (await editor.api.first('news')).id)
  const found = (await editor.api
    .get(`/news?where[title][like]=${encodeURIComponent(String(article.title).slice(0, 4))}`)
    .then((r) => r.json())) as { totalDocs: number }
  expect(found.totalDocs).toBeGreaterThan(0)
})

test('rich text that is no editor document answers 400 naming the field; the article keeps its text', async ({
  request,
}) => {
  const reviewer = await staffAs(request, 'reviewer')
  const article = await reviewer.api.first('enroll-news')
  const before = await reviewer.api.doc('enroll-news', article.id)
  for (const content of [
    { root: { children: 'x' } },
    { root: 'x' },
    { root: { type: 'root', children: [{ type: 'paragraph', children: 'y' }] } },
    { root: { type: 'root', children: [{ children: [] }] } },
    { root: { type: 'paragraph', children: [] } },
    {},
  ])
    for (const draft of ['', '?draft=true']) {
      const res = await reviewer.api.patch(`/enroll-news/${article.id}${draft}`, { content })
      const label = `${JSON.stringify(content)} ${draft}`
      expect(res.status(), label).toBe(400)
      const body = (await res.json()) as {
        errors: { message: string; data?: { errors?: { path: string }[] } }[]
      }
      expect(JSON.stringify(body), label).toContain('内容格式不正确')
      expect(JSON.stringify(body), label).toContain('content')
    }
  expect((await reviewer.api.doc('enroll-news', article.id)).content).toEqual(before.content)
})

test('deleting a student who has a login session works; the sessions go with them', async ({ request }) => {
  const academic = await staffAs(request, 'academic')
  const student_no = `77${String(Date.now()).slice(-8)}`
  const created = await academic.api.post('/students?depth=0', {
    edu_type: 'openEducation',
    student_no,
    name: '删除测试',
    new_password: 'Delete#2026',
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const c = await data(request, 'openEducation.Student/captcha')
  const login = await call(request, 'openEducation.Student/login', {
    student_no,
    password: 'Delete#2026',
    captcha_id: c.captcha_id,
    captcha: await solveCaptcha(request, admin, c.captcha_id),
  })
  expect(login.body.code, login.body.msg).toBe(200)
  const sessions = await academic.api.get(`/student-sessions?where[student][equals]=${id}&depth=0`)
  expect(((await sessions.json()) as { totalDocs: number }).totalDocs).toBe(1)

  const deleted = await academic.api.delete(`/students/${id}`)
  expect(deleted.status()).toBe(200)
  const left = await academic.api.get(`/student-sessions?where[student][equals]=${id}&depth=0`)
  expect(((await left.json()) as { totalDocs: number }).totalDocs).toBe(0)
  // The token names a session that no longer exists.
  const token = (login.body.data as { token: string }).token
  const terms = await call(request, 'openEducation.StudentScore/getYearAndPeriod', {}, token)
  expect(terms.body.code).not.toBe(200)
})
