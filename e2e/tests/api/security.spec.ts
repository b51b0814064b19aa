import { spawn } from 'node:child_process'
import { Agent } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { SignJWT } from 'jose'
import { DEMO_STAFF, DEMO_STUDENTS } from '../../../apps/cms/src/seed/accounts'
import {
  call,
  clearAttempts,
  CMS_URL,
  data,
  idCard,
  solveCaptcha,
  freshStaffLogin,
  staffLogin,
} from '../../lib/api'
import { rows, sql } from '../../lib/db'
import { callAs, endlessChunkedPost, PROXY_ADDRESS, rawRequest } from '../../lib/peer'

/**
 * The security review's findings, one describe block each (docs/security.md lists them): every
 * test here failed before its fix.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
let adminToken = ''

test.beforeAll(async ({ playwright }) => {
  const ctx = await playwright.request.newContext()
  adminToken = await staffLogin(ctx, admin.email, admin.password)
  await clearAttempts(ctx, adminToken)
})
test.afterAll(async ({ playwright }) => {
  await clearAttempts(await playwright.request.newContext(), adminToken)
})

async function letterBody(request: APIRequestContext, subject: string) {
  const c = await data(request, 'mailbox.Letter/captcha')
  return JSON.stringify({
    recipient: 'president',
    anonymous: true,
    contact: '13800138000',
    subject,
    content: '建议图书馆周末延长开放时间，方便在职学员学习。',
    captcha_id: c.captcha_id,
    captcha: await solveCaptcha(request, adminToken, c.captcha_id),
  })
}

const storedAddress = async (trackingCode: string) =>
  (await rows('select client_ip from letters where tracking_code = ?', [trackingCode]))[0]?.client_ip

test.describe('client address (TRUSTED_PROXIES)', () => {
  test('a client’s X-Forwarded-For is ignored; a trusted proxy’s is believed', async ({ request }) => {
    const direct = await rawRequest('/api/mailbox.Letter/add', {
      method: 'POST',
      headers: { 'x-forwarded-for': '203.0.113.50', 'x-real-ip': '203.0.113.51' },
      body: await letterBody(request, '直连来信'),
    })
    expect(direct.json().code, direct.text).toBe(200)
    const code = (direct.json().data as { tracking_code: string }).tracking_code
    expect(await storedAddress(code)).toBe('127.0.0.1')

    const proxied = await rawRequest('/api/mailbox.Letter/add', {
      method: 'POST',
      from: PROXY_ADDRESS,
      headers: { 'x-forwarded-for': '203.0.113.50, 198.51.100.7' },
      body: await letterBody(request, '代理来信'),
    })
    expect(proxied.json().code, proxied.text).toBe(200)
    const viaProxy = (proxied.json().data as { tracking_code: string }).tracking_code
    // The proxy vouches for the entry it appended (the last), not for what the client wrote before it.
    expect(await storedAddress(viaProxy)).toBe('198.51.100.7')
    await clearAttempts(request, adminToken)
  })

  test('a new X-Forwarded-For does not reset the hourly letter allowance', async ({ request }) => {
    await clearAttempts(request, adminToken)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await rawRequest('/api/mailbox.Letter/add', {
        method: 'POST',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: await letterBody(request, `第${i + 1}封来信`),
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    await clearAttempts(request, adminToken)
  })
})

test.describe('student tokens are bound to their session', () => {
  const secret = () => new TextEncoder().encode(process.env.STUDENT_TOKEN_SECRET!)
  for (const type of ['openEducation', 'adultEducation'] as const) {
    test(`${type}: a real session id under another student or type is refused`, async ({ request }) => {
      const [me, other] = DEMO_STUDENTS.filter((s) => s.edu_type === type)
      const c = await data(request, `${type}.Student/captcha`)
      const login = await data(request, `${type}.Student/login`, {
        student_no: me!.student_no,
        password: me!.password,
        captcha_id: c.captcha_id,
        captcha: await solveCaptcha(request, adminToken, c.captcha_id),
      })
      const jti = JSON.parse(Buffer.from(login.token.split('.')[1]!, 'base64url').toString()).jti as string
      const [victim] = await rows('select id from students where student_no = ? and edu_type = ?', [
        other!.student_no,
        type,
      ])
      const forge = (sub: string, typ: string) =>
        new SignJWT({ typ })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setAudience('student')
          .setJti(jti)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(secret())
      const term = { year: '2025', period: 'autumn' }
      const asVictim = await call(
        request,
        `${type}.StudentScore/list`,
        term,
        await forge(String(victim!.id), type),
      )
      expect([asVictim.status, asVictim.body.code]).toEqual([401, 40003])
      const otherType = type === 'openEducation' ? 'adultEducation' : 'openEducation'
      const [twin] = await rows('select id from students where edu_type = ? limit 1', [otherType])
      const crossType = await call(
        request,
        `${otherType}.StudentScore/getYearAndPeriod`,
        {},
        await forge(String(twin!.id), otherType),
      )
      expect([crossType.status, crossType.body.code]).toEqual([401, 40003])
    })
  }
})

/** Waits up to a minute for a server that should refuse to start; null when it kept running. */
async function exitOf(child: ReturnType<typeof spawn>) {
  let output = ''
  child.stdout?.on('data', (c) => (output += c))
  child.stderr?.on('data', (c) => (output += c))
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(null)
    }, 60_000)
    child.on('exit', (c) => {
      clearTimeout(timer)
      resolve(c)
    })
  })
  return { code, output }
}

/** Starts a server in production with `env` added: it must exit by itself, and not with 0. Returns its output. */
async function refusal(app: 'cms' | 'site', command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: path.join(root, `apps/${app}`),
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { code, output } = await exitOf(child)
  expect(code, output).not.toBe(0)
  expect(code, output).not.toBeNull()
  return output
}

test.describe('secrets', () => {
  test('production refuses to start with a short or published secret, before serving', async () => {
    const port = Number(new URL(CMS_URL).port) + 8
    for (const weak of ['dev-payload-secret-change-me', 'short-secret']) {
      const output = await refusal(
        'cms',
        process.execPath,
        [path.join(root, 'apps/cms/server.mjs'), '-p', String(port)],
        {
          PAYLOAD_SECRET: weak,
        },
      )
      expect(output).toContain('PAYLOAD_SECRET')
      expect(output).not.toContain('cms ready')
    }
  })

  test('the site refuses to start in production without a real REVALIDATE_SECRET', async () => {
    const port = Number(new URL(CMS_URL).port) + 9
    for (const weak of ['', 'dev-revalidate-secret']) {
      const output = await refusal(
        'site',
        path.join(root, 'node_modules/.bin/next'),
        ['start', '-p', String(port)],
        {
          REVALIDATE_SECRET: weak,
        },
      )
      expect(output).toContain('REVALIDATE_SECRET')
    }
  })
})

test.describe('malformed paths', () => {
  test('every /api path answers the JSON envelope; other paths a 404 page; / leads to the console', async () => {
    for (const p of ['/api/news.News%ZZ/list', '/api/%E0%A4%A/x', '/api/nothing/here', '/api/a/b/c']) {
      const res = await rawRequest(p)
      expect(res.status, p).toBe(404)
      expect(res.headers['content-type'], p).toContain('application/json')
      expect(res.json().code, p).toBe(404)
    }
    for (const p of ['/%ZZ', '/no-such-page', '/admin%ZZ']) {
      const res = await rawRequest(p)
      expect(res.status, p).toBe(404)
      expect(res.headers['content-type'], p).toContain('text/html')
    }
    const home = await rawRequest('/')
    expect([307, 308]).toContain(home.status)
    expect(home.headers.location).toMatch(/\/admin$/)
  })
})

test.describe('bodies', () => {
  test('a chunked body is cut off at the limit instead of read whole', async () => {
    const res = await endlessChunkedPost('/api/mailbox.Letter/add')
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text).code).toBe(413)
    expect(res.sentBytes).toBeLessThan(8 * 1024 * 1024)
  })
})

test.describe('kept-alive connections', () => {
  // nginx keeps idle connections to the cms for 60 s; a cms that closed them sooner (Node's 5 s)
  // could close one just as a POST was sent on it, and the POST was lost (seen as a hang-up in the fuzz suite).
  test('a connection idle for six seconds still carries the next call', async () => {
    test.setTimeout(30_000)
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const post = async () => {
      const res = await rawRequest('/api/news.News/list', {
        method: 'POST',
        body: JSON.stringify({ page: 1, limit: 1 }),
        agent,
      })
      return { status: res.status, reused: res.reused }
    }
    try {
      expect((await post()).status).toBe(200)
      await new Promise((r) => setTimeout(r, 6_000))
      expect(await post()).toEqual({ status: 200, reused: true })
    } finally {
      agent.destroy()
    }
  })
})

test.describe('ids fit their column', () => {
  test('a ten-digit captcha id is a validation error, not a server error', async ({ request }) => {
    for (const captcha_id of ['9999999999', '2147483648', '0', '-1', '1e3']) {
      const res = await call(request, 'openEducation.Student/login', {
        student_no: '2024001',
        password: 'x',
        captcha_id,
        captcha: 'ABCD',
      })
      expect(res.status, captcha_id).toBe(422)
      expect(res.body.errors?.captcha_id, captcha_id).toBeTruthy()
    }
  })
})

test.describe('login before validation', () => {
  for (const type of ['openEducation', 'adultEducation'] as const) {
    test(`${type}: a score call without a token gets 40001 whatever its body`, async ({ request }) => {
      for (const name of [`${type}.StudentScore/list`, `${type}.StudentScore/getYearAndPeriod`] as const) {
        for (const body of [{}, { year: 'x' }, { token: 123 }]) {
          const res = await call(request, name, body)
          expect([res.status, res.body.code], `${name} ${JSON.stringify(body)}`).toEqual([401, 40001])
        }
      }
      const bad = await call(request, `${type}.StudentScore/list`, {}, 'not.a.token')
      expect([bad.status, bad.body.code]).toEqual([401, 40003])
    })
  }
})

test.describe('sign-up abuse limits', () => {
  async function formFor(request: APIRequestContext, n: number) {
    const majors = (await data(request, 'enrolling.Major/list', { page: 0, limit: 0 })).list
    const school = (await data(request, 'educational.School/list', { page: 0, limit: 0 })).list[0]!
    const major = majors[n % majors.length]!
    return {
      category_type: major.category_type,
      name: '限流测试',
      gender: 'female',
      id_card: '',
      mobile: '13500000000',
      education: 'high_school',
      level: major.level,
      major_id: major.id,
      school_id: school.id,
    }
  }

  test('one address gets 20 sign-ups an hour; another address is not affected', async ({ request }) => {
    await clearAttempts(request, adminToken)
    const base = await formFor(request, 0)
    const stamp = Date.now() % 100000
    const statuses: number[] = []
    for (let i = 0; i < 21; i++) {
      const id = idCard(
        (stamp + i) % 1000,
        `1980${String(1 + (i % 12)).padStart(2, '0')}1${i % 10}`,
        '440106',
      )
      const res = await callAs('192.0.2.77', 'enrolling.Enroll/add', { ...base, id_card: id })
      statuses.push(res.body.code)
    }
    expect(statuses.slice(0, 20).every((c) => c === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
    const other = await callAs('192.0.2.78', 'enrolling.Enroll/add', {
      ...base,
      id_card: idCard((stamp + 50) % 1000, '19790909', '440106'),
    })
    expect(other.body.code).toBe(200)
    await clearAttempts(request, adminToken)
  })

  test('one ID card gets 5 sign-ups a day, whatever the address', async ({ request }) => {
    await clearAttempts(request, adminToken)
    const majors = (await data(request, 'enrolling.Major/list', { page: 0, limit: 0 })).list
    test.skip(majors.length < 6, 'needs six majors')
    const id = idCard(Date.now() % 1000, '19660606', '440106')
    const codes: number[] = []
    for (let i = 0; i < 6; i++) {
      const res = await callAs(`192.0.2.${100 + i}`, 'enrolling.Enroll/add', {
        ...(await formFor(request, i)),
        id_card: id,
      })
      codes.push(res.body.code)
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429])
    await clearAttempts(request, adminToken)
  })
})

test.describe('bounded work for anonymous clients', () => {
  test('“everything” (page 0, limit 0) only for majors and learning centres', async ({ request }) => {
    for (const name of ['news.News/list', 'search.Search/list', 'school.Staff/list'] as const) {
      const input =
        name === 'search.Search/list' ? { keyword: '学', page: 0, limit: 0 } : { page: 0, limit: 0 }
      const res = await call(request, name, input)
      expect(res.body.code, name).toBe(200)
      const d = res.body.data as { list: unknown[]; limit: number; page: number }
      expect([d.page, d.limit], name).toEqual([1, 100])
      expect(d.list.length, name).toBeLessThanOrEqual(100)
    }
    for (const name of ['enrolling.Major/list', 'educational.School/list'] as const) {
      const d = await data(request, name, { page: 0, limit: 0 })
      expect([d.page, d.limit], name).toEqual([0, 0])
    }
  })

  // Issue 20 changed this limit from 60 in 5 minutes per address to a budget per purpose and
  // address sized for a computer room (600 in 10 minutes).
  test('captchas are limited per client and purpose', async ({ request }) => {
    test.setTimeout(120_000)
    await clearAttempts(request, adminToken)
    const codes: number[] = []
    for (let i = 0; i < 601; i++)
      codes.push((await callAs('192.0.2.200', 'mailbox.Letter/captcha', {})).body.code)
    expect(codes.slice(0, 600).every((c) => c === 200)).toBe(true)
    expect(codes[600]).toBe(429)
    expect((await callAs('192.0.2.200', 'openEducation.Student/captcha', {})).body.code).toBe(200)
    expect((await callAs('192.0.2.201', 'mailbox.Letter/captcha', {})).body.code).toBe(200)
    await clearAttempts(request, adminToken)
  })

  test('a scheduled job purges expired captchas, old attempts and expired sessions', async ({ request }) => {
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString()
    const future = new Date(Date.now() + 3_600_000).toISOString()
    const [student] = await rows('select id from students limit 1')
    const tag = `purge-${Date.now()}`
    await sql('insert into captchas (purpose, answer, expires_at, used) values (?, ?, ?, ?)', [
      tag,
      'OLD1',
      past,
      0,
    ])
    await sql('insert into captchas (purpose, answer, expires_at, used) values (?, ?, ?, ?)', [
      tag,
      'NEW1',
      future,
      0,
    ])
    await sql('insert into attempts (key, at) values (?, ?)', [`${tag}-old`, past])
    await sql('insert into attempts (key, at) values (?, ?)', [`${tag}-new`, new Date().toISOString()])
    await sql(
      'insert into student_sessions (student_id, edu_type, jti, expires_at, revoked) values (?, ?, ?, ?, ?)',
      [Number(student!.id), 'openEducation', `${tag}-old`, past, 0],
    )
    const run = await request.post(`${CMS_URL}/staff-api/jobs/purgeExpired`, {
      headers: { authorization: `JWT ${adminToken}` },
    })
    expect(run.status(), await run.text()).toBe(200)
    const left = await rows('select answer from captchas where purpose = ?', [tag])
    expect(left.map((r) => r.answer)).toEqual(['NEW1'])
    const attempts = await rows('select key from attempts where key like ?', [`${tag}%`])
    expect(attempts.map((r) => r.key)).toEqual([`${tag}-new`])
    expect(await rows('select id from student_sessions where jti = ?', [`${tag}-old`])).toEqual([])
  })
})

test.describe('console headers', () => {
  test('the console has a CSP; HSTS only over HTTPS; the session cookie is Secure', async () => {
    const page = await rawRequest('/admin/login')
    const csp = String(page.headers['content-security-policy'] ?? '')
    for (const part of [
      "default-src 'self'",
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
    ])
      expect(csp).toContain(part)
    expect(csp).not.toMatch(/script-src[^;]*(https?:|\*)/)
    expect(page.headers['strict-transport-security']).toBeUndefined()
    const viaHttps = await rawRequest('/admin/login', { headers: { 'x-forwarded-proto': 'https' } })
    expect(viaHttps.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/)

    const login = await rawRequest('/cms-api/users/login', {
      method: 'POST',
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
    expect(login.status).toBe(200)
    const cookie = ([] as string[]).concat(login.headers['set-cookie'] ?? []).join('\n')
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
  })
})

test.describe('staff console logins', () => {
  const login = (client: string, body: Record<string, unknown>) =>
    rawRequest('/cms-api/users/login', {
      method: 'POST',
      from: PROXY_ADDRESS,
      headers: { 'x-forwarded-for': client },
      body: JSON.stringify(body),
    })
  const loginCaptcha = async (client: string, email: string) => {
    const res = await rawRequest(`/staff-api/login-captcha?email=${encodeURIComponent(email)}`, {
      from: PROXY_ADDRESS,
      headers: { 'x-forwarded-for': client },
    })
    return res.json() as unknown as { required: boolean; captcha_id?: string }
  }

  test('wrong passwords do not lock the administrator out; a captcha is asked from the third', async ({
    request,
  }) => {
    await clearAttempts(request, adminToken)
    // Five wrong passwords from five addresses, as anyone who knows the address could send.
    for (let i = 0; i < 5; i++) {
      let res = await login(`198.18.0.${i + 1}`, { email: admin.email, password: 'wrong-password' })
      if (i >= 3) {
        expect(res.status).toBe(401)
        expect(res.json()).toMatchObject({ captcha_required: true })
        const c = await loginCaptcha(`198.18.0.${i + 1}`, admin.email)
        expect(c.required).toBe(true)
        res = await login(`198.18.0.${i + 1}`, {
          email: admin.email,
          password: 'wrong-password',
          captcha_id: c.captcha_id,
          captcha: await solveCaptcha(request, adminToken, c.captcha_id!),
        })
      }
      expect(res.status).toBe(401)
    }
    // The administrator still gets in (with a captcha now), from anywhere.
    const c = await loginCaptcha('198.18.0.99', admin.email)
    const ok = await login('198.18.0.99', {
      email: admin.email,
      password: admin.password,
      captcha_id: c.captcha_id,
      captcha: await solveCaptcha(request, adminToken, c.captcha_id!),
    })
    expect(ok.status, ok.text).toBe(200)
    await clearAttempts(request, adminToken)
  })

  test('one answer, and similar timing, whether or not the account exists', async ({ request }) => {
    await clearAttempts(request, adminToken)
    const timed = async (client: string, email: string) => {
      const t0 = Date.now()
      const res = await login(client, { email, password: 'not-the-password' })
      return { ms: Date.now() - t0, status: res.status, body: res.text }
    }
    const known: { ms: number; status: number; body: string }[] = []
    const unknown: { ms: number; status: number; body: string }[] = []
    for (let i = 0; i < 2; i++) {
      known.push(await timed(`198.18.1.${i + 1}`, admin.email))
      unknown.push(await timed(`198.18.2.${i + 1}`, `nobody${i}-${Date.now()}@ou.edu.cn`))
    }
    for (const r of [...known, ...unknown]) {
      expect(r.status).toBe(401)
      expect(JSON.parse(r.body).errors[0].message).toBe('账号或密码错误')
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    // Before: 9 ms against 170 ms. Now an unknown account costs the same hashing and the same floor.
    expect(median(unknown.map((r) => r.ms))).toBeGreaterThan(median(known.map((r) => r.ms)) * 0.5)
    await clearAttempts(request, adminToken)
  })

  // Issue 19 (item 3) changed this policy: past ten failures from one address, tries wait and
  // need a captcha, but are never refused outright (429), so an owner behind that address can
  // still sign in. scoreday-limits.spec.ts tests the owner's side.
  test('ten failures from one address slow it down, whatever the account', async ({ request }) => {
    test.setTimeout(120_000)
    await clearAttempts(request, adminToken)
    const statuses: number[] = []
    let last = 0
    for (let i = 0; i < 11; i++) {
      const body: Record<string, unknown> = { email: `probe${i}@ou.edu.cn`, password: 'x' }
      if (i >= 3) {
        const c = await loginCaptcha('198.18.3.1', String(body.email))
        body.captcha_id = c.captcha_id
        body.captcha = c.captcha_id ? await solveCaptcha(request, adminToken, c.captcha_id) : ''
      }
      const t0 = Date.now()
      statuses.push((await login('198.18.3.1', body)).status)
      last = Date.now() - t0
    }
    expect(statuses.every((s) => s === 401)).toBe(true)
    expect(last).toBeGreaterThanOrEqual(1000)
    await clearAttempts(request, adminToken)
  })

  test('changing one’s own password or email needs the current password; other sessions end', async ({
    request,
  }) => {
    const editor = DEMO_STAFF.find((s) => s.roles.includes('editor'))!
    // Two sessions of one account: new logins, never a kept one.
    const first = await freshStaffLogin(request, editor.email, editor.password)
    const second = await freshStaffLogin(request, editor.email, editor.password)
    const me = (await (
      await request.get(`${CMS_URL}/cms-api/users/me`, { headers: { authorization: `JWT ${first}` } })
    ).json()) as { user: { id: number } }
    const patch = (token: string, data: Record<string, unknown>) =>
      request.patch(`${CMS_URL}/cms-api/users/${me.user.id}`, {
        headers: { authorization: `JWT ${token}` },
        data,
      })
    expect((await patch(first, { password: 'Another#2026pw' })).status()).toBe(400)
    expect((await patch(first, { email: 'stolen@example.com' })).status()).toBe(400)
    expect((await patch(first, { password: 'Another#2026pw', current_password: 'wrong' })).status()).toBe(400)
    expect(
      (await patch(first, { password: 'Another#2026pw', current_password: editor.password })).status(),
    ).toBe(200)
    const other = await request.get(`${CMS_URL}/cms-api/users/me`, {
      headers: { authorization: `JWT ${second}` },
    })
    expect(((await other.json()) as { user: unknown }).user).toBeNull()
    // Back as it was, for the tests after this one.
    expect(
      (await patch(first, { password: editor.password, current_password: 'Another#2026pw' })).status(),
    ).toBe(200)
  })
})

test.describe('public API answers carry the security headers', () => {
  // The cms's server answers API calls itself once the API's route has loaded (apps/cms/server.mjs);
  // the first call may go through Next. Either way the headers are the same.
  test('nosniff, frame and referrer policy on every answer; HSTS only over HTTPS', async ({ request }) => {
    for (let i = 0; i < 3; i++) {
      for (const [method, name, body, status] of [
        ['GET', 'system.Health/check', undefined, 200],
        ['POST', 'news.News/list', { page: 1, limit: 1 }, 200],
        ['POST', 'news.News/list', { page: 'x' }, 422],
        ['POST', 'nope.Nope/nope', {}, 404],
      ] as const) {
        const res = await request.fetch(`${CMS_URL}/api/${name}`, { method, data: body })
        const h = res.headers()
        expect(res.status(), name).toBe(status)
        expect(h['x-content-type-options'], name).toBe('nosniff')
        expect(h['x-frame-options'], name).toBe('SAMEORIGIN')
        expect(h['referrer-policy'], name).toBe('strict-origin-when-cross-origin')
        expect(h['permissions-policy'], name).toContain('camera=()')
        expect(h['content-type'], name).toBe('application/json; charset=utf-8')
        expect(h['cache-control'], name).toBe('no-store')
        expect(h['strict-transport-security'], name).toBeUndefined()
      }
      const https = await request.get(`${CMS_URL}/api/system.Health/check`, {
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(https.headers()['strict-transport-security']).toContain('max-age=31536000')
    }
  })
})
