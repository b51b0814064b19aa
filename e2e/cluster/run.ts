/**
 * The scale-out test (`npm run test:cluster`): production's shape on loopback, then instances
 * killed while visitors keep coming.
 *
 *   nginx (deploy/nginx.conf) ─┬─ site A ─┐            ┌─ cms A (jobs leader) ─┐
 *                              └─ site B ─┴─ Redis     └─ cms B ───────────────┴─ PostgreSQL
 *
 * It checks, and prints the counts of:
 *   1. readiness of every instance; exactly one cms instance leads the job queue;
 *   2. a title published through cms A shows through nginx and from both sites within 2 s;
 *   3. one request id through nginx, the site and the cms; /metrics guarded by its token;
 *   4. media uploaded through one cms instance served by the other (a shared MEDIA_DIR);
 *   5. 1,000 sign-ups through nginx, 50 at a time, while site B and the leading cms instance are
 *      killed (SIGKILL) halfway and restarted: each acknowledged sign-up is stored exactly once,
 *      each unanswered one gets its receipt on retry, and public pages answer 200 throughout;
 *   6. the job queue's lead passes to the surviving cms instance.
 *
 * Ports: TEST_CLUSTER_PORT and the next nine (default 3300). Sign-ups come from 60 loopback
 * addresses (127.0.0.10–69), as many clients would, so the per-address limit holds each to 20.
 */
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createClient } from 'redis'
import { DEMO_STAFF } from '../../apps/cms/src/seed/accounts'
import { npmBin, root, run, serve, serveApp, stop, waitFor } from '../../scripts/lib/proc.mjs'
import { PG_ADMIN, productionEnv } from '../../scripts/lib/env.mjs'
import { idCard } from '../lib/api'
import { httpAnswer, type Answer } from '../lib/http'
import { CMS_HOST, SITE_HOST, startProxy } from '../lib/nginx'

type Child = ReturnType<typeof serve>

const BASE = Number(process.env.TEST_CLUSTER_PORT ?? 3300)
const PORT = {
  proxy: BASE,
  internal: BASE + 1,
  cmsA: BASE + 2,
  cmsB: BASE + 3,
  siteA: BASE + 4,
  siteB: BASE + 5,
}
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const SIGNUPS = Number(process.env.CLUSTER_SIGNUPS ?? 1000)
const CONCURRENCY = 50
const url = (port: number) => `http://127.0.0.1:${port}`

const t0 = Date.now()
const say = (msg: string) => console.log(`[cluster ${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`)

// ---------------------------------------------------------------------------------------------
// HTTP through nginx, from a chosen loopback source address.

function http(
  opts: {
    port: number
    path: string
    method?: string
    host?: string
    headers?: Record<string, string>
    from?: string
  },
  body?: string | Buffer,
): Promise<Answer> {
  return httpAnswer(
    {
      host: '127.0.0.1',
      port: opts.port,
      path: opts.path,
      method: opts.method ?? 'GET',
      localAddress: opts.from,
      headers: {
        ...(opts.host ? { host: opts.host } : {}),
        ...(body
          ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
          : {}),
        ...opts.headers,
      },
      timeout: 30_000,
      agent: false,
    },
    body,
  )
}

// The API's answers as the test reads them: shapes are checked by the contract suite, not here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const json = (a: Answer) => JSON.parse(a.body) as { code: number; msg: string; data: any }

/** A public API call (POST with a JSON body, as the contract says for these), its data. */
async function call(port: number, name: string, input: Record<string, unknown>, host?: string) {
  const a = await http({ port, host, path: `/api/${name}`, method: 'POST' }, JSON.stringify(input))
  const body = json(a)
  assert.equal(body.code, 200, `${name}: ${a.status} ${a.body.slice(0, 200)}`)
  return body.data
}

async function pgQuery<T = Record<string, unknown>>(conn: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: conn })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as T[]
  } finally {
    await client.end()
  }
}

async function until<T>(
  what: string,
  timeoutMs: number,
  probe: () => Promise<T | undefined | false>,
): Promise<T> {
  const end = Date.now() + timeoutMs
  let last: unknown
  while (Date.now() < end) {
    try {
      const v = await probe()
      if (v) return v
    } catch (e) {
      last = e
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(
    `${what}: not within ${timeoutMs} ms${last ? ` (${last instanceof Error ? last.message : last})` : ''}`,
  )
}

// ---------------------------------------------------------------------------------------------
// The cluster.

/**
 * A dump of the suite's PostgreSQL seed and its media (`npm test` passes them, as to the database
 * blip), restored in seconds where seeding took 40 s; it is served with the secrets it was seeded
 * with. Run alone (`npm run test:cluster`), the test seeds its database itself.
 */
const SEED_DUMP =
  process.env.CLUSTER_SEED_DUMP && process.env.PAYLOAD_SECRET && process.env.STUDENT_TOKEN_SECRET
    ? process.env.CLUSTER_SEED_DUMP
    : undefined

const work = mkdtempSync(path.join(tmpdir(), 'ou-cluster-'))
const dbName = `ou_cluster_${process.pid}`
const DATABASE_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${dbName}`)
const REDIS_KEY_PREFIX = `ou:cluster:${process.pid}:`
const METRICS_TOKEN = randomBytes(24).toString('base64url')
const env: Record<string, string> = {
  ...productionEnv(),
  ...(SEED_DUMP
    ? { PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!, STUDENT_TOKEN_SECRET: process.env.STUDENT_TOKEN_SECRET! }
    : {}),
  DATABASE_URL,
  MEDIA_DIR: path.join(work, 'media'),
  METRICS_TOKEN,
  SQLITE_FILE: '',
}
const logs = new Map<string, string[]>()
const children = new Map<string, Child>()

function start(name: 'cmsA' | 'cmsB' | 'siteA' | 'siteB'): Child {
  const port = PORT[name]
  const lines = logs.get(name) ?? []
  logs.set(name, lines)
  const child = name.startsWith('cms')
    ? serveApp('cms', name, port, {
        quiet: true,
        env: {
          ...env,
          SITE_URL: `${url(PORT.siteA)},${url(PORT.siteB)}`,
          CMS_PUBLIC_URL: `http://${CMS_HOST}:${PORT.proxy}`,
          CORS_ORIGINS: `http://${SITE_HOST}:${PORT.proxy}`,
          // nginx, on this host, is the only proxy; the clients' 127.0.0.x addresses are theirs.
          TRUSTED_PROXIES: '127.0.0.1',
          JOBS_AUTORUN: '1',
        },
      })
    : serveApp('site', name, port, {
        quiet: true,
        env: {
          ...env,
          REDIS_URL,
          REDIS_KEY_PREFIX,
          // As the deploy guide: nginx holds pages, the site's micro-cache is off.
          PAGE_MICROCACHE_ENTRIES: '0',
          API_BASE_URL: url(PORT.internal),
          PUBLIC_API_BASE_URL: `http://${CMS_HOST}:${PORT.proxy}`,
          SITE_ORIGIN: `http://${SITE_HOST}:${PORT.proxy}`,
        },
      })
  const collect = (c: Buffer) => lines.push(...c.toString().split('\n').filter(Boolean))
  child.stdout?.on('data', collect)
  child.stderr?.on('data', collect)
  children.set(name, child)
  return child
}

const cmsReady = (port: number) => waitFor(`${url(port)}/api/system.Health/ready`, null, 180_000)
const siteUp = (port: number) => waitFor(`${url(port)}/api/ready`, null, 180_000)

async function metric(port: number, name: string): Promise<number> {
  const a = await http({ port, path: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  assert.equal(a.status, 200, `metrics of :${port}`)
  const line = a.body.split('\n').find((l) => l.startsWith(name))
  return line ? Number(line.split(' ').pop()) : NaN
}
const leaders = async () => {
  const [a, b] = await Promise.all(
    [PORT.cmsA, PORT.cmsB].map((p) => metric(p, 'ou_jobs_leader').catch(() => 0)),
  )
  return { cmsA: a ?? 0, cmsB: b ?? 0 }
}

let proxy: Awaited<ReturnType<typeof startProxy>> | undefined
const counts: Record<string, unknown> = {}
let failed = false

try {
  for (const app of ['apps/cms', 'apps/site']) {
    if (!existsSync(path.join(root, app, '.next', 'BUILD_ID'))) {
      say(`building ${app}`)
      run(npmBin, ['run', 'build', '-w', app], { env: { NEXT_TELEMETRY_DISABLED: '1' } })
    }
  }
  await pgQuery(PG_ADMIN, `drop database if exists ${dbName}`)
  await pgQuery(PG_ADMIN, `create database ${dbName}`)
  if (SEED_DUMP) {
    say('restoring the suite’s PostgreSQL seed')
    run('pg_restore', ['--no-owner', '-d', DATABASE_URL, SEED_DUMP], { stdio: 'ignore' })
    const media = process.env.CLUSTER_SEED_MEDIA
    if (media && existsSync(media)) cpSync(media, env.MEDIA_DIR!, { recursive: true })
  } else {
    say('seeding PostgreSQL')
    run(npmBin, ['run', 'seed', '-w', 'apps/cms'], { env, stdio: 'ignore' })
  }

  proxy = await startProxy(PORT.proxy, [url(PORT.siteA), url(PORT.siteB)], [url(PORT.cmsA), url(PORT.cmsB)], {
    internalPort: PORT.internal,
  })
  // cms A first, so that it takes the job queue's lock.
  start('cmsA')
  await cmsReady(PORT.cmsA)
  start('cmsB')
  start('siteA')
  start('siteB')
  await Promise.all([cmsReady(PORT.cmsB), siteUp(PORT.siteA), siteUp(PORT.siteB)])
  say('two cms and two site instances ready behind nginx')

  // 1. Readiness and the job queue's leader.
  for (const port of [PORT.cmsA, PORT.cmsB]) {
    const ready = json(await http({ port, path: '/api/system.Health/ready' }))
    assert.equal(ready.code, 200)
    assert.deepEqual(ready.data.migrations.pending, [])
  }
  for (const port of [PORT.siteA, PORT.siteB]) {
    const ready = json(await http({ port, path: '/api/ready' }))
    assert.deepEqual(ready.data, { cms: 'ok', redis: 'ok' })
  }
  const lead = await until('one jobs leader', 15_000, async () => {
    const l = await leaders()
    return l.cmsA + l.cmsB === 1 ? l : undefined
  })
  assert.equal(lead.cmsA, 1, 'cms A, started first, leads the job queue')
  counts.leaderAtStart = 'cmsA'

  // 2. Publish through cms A; nginx and both sites show it within 2 s.
  const admin = DEMO_STAFF[0]!
  const login = await http(
    { port: PORT.cmsA, path: '/cms-api/users/login', method: 'POST' },
    JSON.stringify({ email: admin.email, password: admin.password }),
  )
  const token = (JSON.parse(login.body) as { token: string }).token
  assert.ok(token, `admin login: ${login.status} ${login.body.slice(0, 200)}`)
  const category = json(await http({ port: PORT.cmsA, path: '/api/news.News/category' })).data[0]
  const news = (await call(PORT.cmsA, 'news.News/list', { page: 1, limit: 1, path_name: category.path_name }))
    .list[0]
  const detail = `/news/${category.path_name}/${news.id}`
  for (const port of [PORT.siteA, PORT.siteB]) assert.equal((await http({ port, path: detail })).status, 200)
  assert.equal((await http({ port: PORT.proxy, host: SITE_HOST, path: detail })).status, 200)
  const title = `集群发布校验 ${process.pid}`
  const patched = await http(
    {
      port: PORT.cmsA,
      path: `/cms-api/news/${news.id}`,
      method: 'PATCH',
      headers: { authorization: `JWT ${token}` },
    },
    JSON.stringify({ title }),
  )
  assert.equal(patched.status, 200, patched.body.slice(0, 300))
  const publishedAt = Date.now()
  const seen: Record<string, number> = {}
  await Promise.all(
    (
      [
        ['siteA', { port: PORT.siteA, path: detail }],
        ['siteB', { port: PORT.siteB, path: detail }],
        ['nginx', { port: PORT.proxy, host: SITE_HOST, path: detail }],
      ] as const
    ).map(async ([name, req]) => {
      await until(`the new title on ${name}`, 2000, async () => (await http(req)).body.includes(title))
      seen[name] = Date.now() - publishedAt
    }),
  )
  counts.publishVisibleMs = seen
  say(`published title visible: ${JSON.stringify(seen)} ms`)

  // 3. One request id from nginx through the site to the cms; metrics only with the token.
  // A page no one has asked for yet: the site renders it and calls the cms.
  const categories = json(await http({ port: PORT.cmsA, path: '/api/news.News/category' })).data as {
    path_name: string
  }[]
  const unseen = categories[categories.length - 1]!.path_name
  const page = await http({ port: PORT.proxy, host: SITE_HOST, path: `/news/${unseen}` })
  assert.equal(page.status, 200)
  const rid = String(page.headers['x-request-id'] ?? '')
  assert.match(rid, /^[0-9a-f]{32}$/, 'nginx hands the site its request id')
  await until('the request id in both logs', 3000, async () => {
    const inLog = (name: string) => (logs.get(name) ?? []).some((l) => l.includes(`"reqId":"${rid}"`))
    return (inLog('siteA') || inLog('siteB')) && (inLog('cmsA') || inLog('cmsB'))
  })
  const lineOf = [...(logs.get('cmsA') ?? []), ...(logs.get('cmsB') ?? [])].find((l) => l.includes(rid))!
  const entry = JSON.parse(lineOf) as Record<string, unknown>
  assert.equal(entry.app, 'cms')
  assert.match(String(entry.path), /^\/api\/news\.News\//)
  assert.equal((await http({ port: PORT.siteA, path: '/metrics' })).status, 401)
  assert.equal((await http({ port: PORT.proxy, host: SITE_HOST, path: '/metrics' })).status, 404)
  assert.equal((await http({ port: PORT.proxy, host: CMS_HOST, path: '/metrics' })).status, 404)
  assert.ok((await metric(PORT.siteA, 'ou_http_requests_total')) > 0)
  say(`request id ${rid} logged by nginx, the site and the cms`)

  // 4. Media: uploaded through cms A, served by cms B from the shared MEDIA_DIR.
  const image = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  )
  const boundary = `----ou${randomBytes(8).toString('hex')}`
  const multipart = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ alt: '集群共享目录' })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cluster-dot.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const uploaded = await http(
    {
      port: PORT.cmsA,
      path: '/cms-api/media',
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    },
    multipart,
  )
  assert.equal(uploaded.status, 201, uploaded.body.slice(0, 300))
  // The console answers with the file's path on the address it was reached at (issue 32, item 4).
  const mediaUrl = new URL(
    (JSON.parse(uploaded.body) as { doc: { url: string } }).doc.url,
    `http://127.0.0.1:${PORT.cmsA}`,
  )
  const fromB = await http({ port: PORT.cmsB, path: mediaUrl.pathname })
  assert.equal(fromB.status, 200, 'cms B serves a file cms A stored')
  counts.sharedMedia = `${mediaUrl.pathname} stored by cms A, served by cms B`

  // 5. Sign-ups under fire.
  const majors = (
    await call(PORT.proxy, 'enrolling.Major/list', { page: 0, limit: 0, category_type: 'adult' }, CMS_HOST)
  ).list as { id: number; level: string }[]
  const schools = (await call(PORT.proxy, 'educational.School/list', { page: 0, limit: 0 }, CMS_HOST))
    .list as {
    id: number
  }[]
  assert.ok(majors.length && schools.length)
  const form = (i: number) => {
    const major = majors[i % majors.length]!
    return {
      category_type: 'adult',
      name: `集群${[...String(i).padStart(4, '0')].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}`,
      gender: i % 2 ? 'male' : 'female',
      // Birth dates spread the numbers: idCard() varies only three digits.
      id_card: idCard(i % 1000, `19${70 + Math.floor(i / 1000)}0${1 + (i % 9)}1${i % 10}`),
      mobile: `139${String(10_000_000 + i).slice(-8)}`,
      education: 'high_school',
      level: major.level,
      major_id: major.id,
      school_id: schools[i % schools.length]!.id,
      address: '集群测试地址',
    }
  }
  const forms = Array.from({ length: SIGNUPS }, (_, i) => form(i))
  assert.equal(new Set(forms.map((f) => f.id_card)).size, SIGNUPS, 'distinct ID card numbers')
  const from = (i: number) => `127.0.0.${10 + (i % 60)}`
  const signUp = (i: number) =>
    http(
      { port: PORT.proxy, host: CMS_HOST, path: '/api/enrolling.Enroll/add', method: 'POST', from: from(i) },
      JSON.stringify(forms[i]),
    )

  type Outcome =
    | { kind: 'ok'; no: string; via: string }
    | { kind: 'error'; status: number; msg: string }
    | { kind: 'lost'; why: string }
  const outcomes: Outcome[] = new Array(SIGNUPS)
  const pageStatus = new Map<string, number>()
  let pagesDone = false
  const pagePaths = ['/', '/news/1', detail, '/enrolling', '/schoolOverview/aboutSchool']
  // Visitors reading pages the whole time, half of them past every cache (an Authorization header
  // is never served from nginx's cache or the site's micro-cache). Each from an address of its
  // own; those past the cache read under nginx's limit on misses (10 a second per address).
  const readers = Array.from({ length: 4 }, async (_, r) => {
    let n = 0
    while (!pagesDone) {
      const p = pagePaths[n++ % pagePaths.length]!
      const a = await http({
        port: PORT.proxy,
        host: SITE_HOST,
        path: p,
        from: `127.0.4.${r + 1}`,
        headers: r % 2 ? { authorization: 'Bearer reader' } : {},
      }).catch((e: Error) => ({ status: 0, body: e.message, headers: {} }) as Answer)
      pageStatus.set(String(a.status), (pageStatus.get(String(a.status)) ?? 0) + 1)
      await new Promise((res) => setTimeout(res, r % 2 ? 150 : 20))
    }
  })

  let next = 0
  let killed = false
  const restarted: Promise<void>[] = []
  const killAt = Math.floor(SIGNUPS / 2)
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= SIGNUPS) return
      if (i === killAt && !killed) {
        killed = true
        say(`halfway (${i}): SIGKILL site B and cms A (the jobs leader)`)
        for (const name of ['siteB', 'cmsA'] as const) {
          const child = children.get(name)!
          process.kill(-child.pid!, 'SIGKILL')
        }
        restarted.push(
          (async () => {
            await new Promise((r) => setTimeout(r, 500))
            start('siteB')
            // The job queue's lead passes to cms B (its next try of the lock) before cms A is back.
            const killedAt = Date.now()
            await until(
              'cms B takes over the job queue',
              20_000,
              async () => (await metric(PORT.cmsB, 'ou_jobs_leader')) === 1,
            )
            counts.jobsFailoverMs = Date.now() - killedAt
            start('cmsA')
            await Promise.all([siteUp(PORT.siteB), cmsReady(PORT.cmsA)])
            say(`site B and cms A are back (cms B led the jobs after ${counts.jobsFailoverMs} ms)`)
          })(),
        )
      }
      try {
        const a = await signUp(i)
        const body = (() => {
          try {
            return json(a)
          } catch {
            return null
          }
        })()
        if (a.status === 200 && body?.code === 200)
          outcomes[i] = { kind: 'ok', no: body.data.application_no, via: 'first' }
        else outcomes[i] = { kind: 'error', status: a.status, msg: body?.msg ?? a.body.slice(0, 80) }
      } catch (e) {
        outcomes[i] = { kind: 'lost', why: e instanceof Error ? e.message : String(e) }
      }
    }
  }
  const sendStart = Date.now()
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const sendMs = Date.now() - sendStart
  await Promise.all(restarted)
  pagesDone = true
  await Promise.all(readers)

  // Unanswered or refused by a dying instance: the visitor presses 提交 again.
  const firstOk = outcomes.filter((o) => o.kind === 'ok').length
  const errors = outcomes.filter((o): o is Extract<Outcome, { kind: 'error' }> => o.kind === 'error')
  const lost = outcomes.filter((o) => o.kind === 'lost').length
  const errorKinds: Record<string, number> = {}
  for (const e of errors) errorKinds[`${e.status} ${e.msg}`] = (errorKinds[`${e.status} ${e.msg}`] ?? 0) + 1
  // Which of them had been stored before their answer was lost (the instance died after the commit).
  const unanswered = forms.filter((_, i) => outcomes[i]!.kind !== 'ok').map((f) => f.id_card)
  const storedBeforeRetry = unanswered.length
    ? (
        await pgQuery<{ n: string }>(
          DATABASE_URL,
          'select count(*) as n from applications where id_card = any($1)',
          [unanswered],
        )
      )[0]!.n
    : '0'
  let retried = 0
  for (let i = 0; i < SIGNUPS; i++) {
    const o = outcomes[i]!
    if (o.kind === 'ok') continue
    retried++
    const a = await signUp(i)
    const body = json(a)
    assert.equal(body.code, 200, `retry of sign-up ${i}: ${a.status} ${a.body.slice(0, 200)}`)
    outcomes[i] = { kind: 'ok', no: body.data.application_no, via: 'retry' }
  }
  // A retry of an acknowledged one returns the same receipt.
  for (const i of [0, killAt, SIGNUPS - 1]) {
    const o = outcomes[i] as Extract<Outcome, { kind: 'ok' }>
    assert.equal(json(await signUp(i)).data.application_no, o.no, `the receipt of sign-up ${i} again`)
  }

  const rows = await pgQuery<{ id_card: string; application_no: string }>(
    DATABASE_URL,
    `select id_card, application_no from applications where name like '集群%'`,
  )
  const byCard = new Map<string, string[]>()
  for (const r of rows) byCard.set(r.id_card, [...(byCard.get(r.id_card) ?? []), r.application_no])
  const duplicates = [...byCard.values()].filter((v) => v.length > 1).length
  const mismatched = forms.filter((f, i) => {
    const stored = byCard.get(f.id_card)
    const o = outcomes[i] as Extract<Outcome, { kind: 'ok' }>
    return !stored || stored.length !== 1 || stored[0] !== o.no
  }).length
  counts.signups = {
    sent: SIGNUPS,
    concurrency: CONCURRENCY,
    sendSeconds: Math.round(sendMs / 100) / 10,
    acknowledgedFirstTime: firstOk,
    clearErrors: errors.length,
    errorKinds,
    noAnswer: lost,
    unansweredButStored: Number(storedBeforeRetry),
    retried,
    stored: rows.length,
    duplicates,
    receiptsNotMatchingStored: mismatched,
  }
  counts.pagesDuringKills = Object.fromEntries(pageStatus)
  assert.equal(rows.length, SIGNUPS, 'every sign-up stored')
  assert.equal(duplicates, 0, 'none stored twice')
  assert.equal(mismatched, 0, 'every receipt names the stored sign-up')
  for (const e of errors)
    assert.ok(
      e.status === 503 && /稍后重试/.test(e.msg),
      `a refusal is a clear error in the envelope: ${e.status} ${e.msg}`,
    )
  const badPages = [...pageStatus].filter(([s]) => s !== '200')
  assert.deepEqual(badPages, [], 'public pages answered 200 through nginx during the kills')

  // 6. The lead passed to cms B when cms A died, and stays with B alone now that A is back.
  const after = await until('one jobs leader after the restart', 20_000, async () => {
    const l = await leaders()
    return l.cmsA + l.cmsB === 1 ? l : undefined
  })
  assert.equal(after.cmsB, 1, 'cms B took over the job queue')
  counts.leaderAfterKill = 'cmsB'
} catch (e) {
  failed = true
  console.error(e)
  for (const [name, lines] of logs)
    console.error(`--- last lines of ${name}:\n${lines.slice(-15).join('\n')}`)
} finally {
  await Promise.all([...children.values()].map((c) => stop(c)))
  await proxy?.stop()
  await pgQuery(PG_ADMIN, `drop database if exists ${dbName}`).catch(() => {})
  const redis = createClient({ url: REDIS_URL })
  await redis
    .connect()
    .then(async () => {
      for await (const keys of redis.scanIterator({ MATCH: `${REDIS_KEY_PREFIX}*`, COUNT: 500 }))
        if (keys.length) await redis.unlink(keys)
    })
    .catch(() => {})
    .finally(() => redis.destroy())
  rmSync(work, { recursive: true, force: true })
}
console.log(JSON.stringify(counts, null, 2))
console.log(`cluster test ${failed ? 'FAILED' : 'passed'} in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
process.exit(failed ? 1 : 0)
