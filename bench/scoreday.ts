/**
 * Score-release day benchmark (issue 20; not part of `npm test`):
 *   npx tsx bench/scoreday.ts [--db=sqlite,postgres] [--port=3320] [--students=5000] [--clients=16]
 *                             [--seconds=30] [--room=200] [--overload-seconds=10] [--out=results.json]
 *
 * For each database: migrations and the demo seed, then N open-education students with 20 score
 * rows each, all with the demo student's password (so its stored hash, at the configured cost).
 * The built cms (`npm run build -w apps/cms`) runs in production mode behind a "trusted proxy"
 * (TRUSTED_PROXIES=127.0.0.1): each simulated student sends its own X-Forwarded-For address.
 *
 * One lookup is what a student does: captcha, login, terms, scores. The captcha's answer is read
 * from the database, as a student reads the image.
 *
 * 1. The hash limit: one password check (scrypt with the stored hash's parameters) timed while
 *    the cms is idle; limit = cores × 1000 / ms. Timed two ways (hashCheckMs): as a plain scrypt
 *    call in this process, and through the cms's own password worker, which keeps scrypt's memory
 *    between checks and so takes less than half the time; the throughput is given against both.
 *    The machine's speed drifts (on a shared virtual machine one check took 160 ms in one run and
 *    213 ms in the next), so the checks are timed just before and just after the throughput run,
 *    and each limit is the mean.
 * 2. Throughput: C students at a time from distinct addresses, for S seconds: lookups/s beside
 *    the limit, p50/p99 per step.
 * 3. The shared address: `--room` students behind one address, 16 at a time; 1 in 10 first
 *    mistypes the captcha, 1 in 10 the password, then each gets it right (a 503 is retried after
 *    its Retry-After, as the site's login page does). Meanwhile a guesser from the same address
 *    tries 40 wrong passwords on one other account. Prints how many reached their scores and how
 *    many of the guesser's passwords were checked.
 * 4. Overload: lookups arrive at 4 × the hash limit for --overload-seconds from distinct
 *    addresses (open loop; a 503 is not retried). Prints the longest wait of any request, the
 *    503s and whether each had Retry-After, and the p99 of API reads (news list, a student's
 *    scores) and of page reads (the built site on --port + 1: the home page and the score login
 *    page) during the run beside their p99 unloaded.
 *
 * The load stays on loopback and bounded (at most 400 requests in flight).
 */
import { spawnSync } from 'node:child_process'
import { scryptSync } from 'node:crypto'
import http from 'node:http'
import { Worker } from 'node:worker_threads'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PG_ADMIN, pgAdmin, productionEnv } from '../scripts/lib/env.mjs'
import { startCms, startSite } from './cms'
import { openPostgres, openSqlite } from './db'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback

const DBS = opt('db', 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[]
const PORT = Number(opt('port', '3320'))
const STUDENTS = Number(opt('students', '5000'))
const CLIENTS = Number(opt('clients', '16'))
const SECONDS = Number(opt('seconds', '30'))
const ROOM = Number(opt('room', '200'))
const OVERLOAD_S = Number(opt('overload-seconds', '10'))
/** Reads a second during the overload and before it, for their p50/p99. */
const READS_PER_S = 40
const OUT = opt('out', '')
const DIR = path.resolve(opt('dir', '/tmp/ou-bench-scoreday'))
const PG_DB = opt('pg-db', 'ou_bench_scoreday')
const root = path.resolve(import.meta.dirname, '..')
const PASSWORD = 'Student#2026'
const TYPE = 'openEducation'
const MAX_IN_FLIGHT = 400

/* ---------- databases ---------- */

interface Db {
  kind: 'sqlite' | 'postgres'
  env: Record<string, string>
  query: (sql: string, args?: unknown[]) => Promise<Record<string, unknown>[]>
  close: () => Promise<void>
}

const sqliteDb = async (file: string): Promise<Db> => ({ kind: 'sqlite', ...(await openSqlite(file)) })
const postgresDb = async (url: string): Promise<Db> => ({ kind: 'postgres', ...openPostgres(url, 4) })

async function fill(db: Db) {
  const t = Date.now()
  const hash = String(
    (await db.query(`SELECT password_hash FROM students WHERE edu_type = ? LIMIT 1`, [TYPE]))[0]!
      .password_hash,
  )
  const at = new Date().toISOString()
  const BATCH = 500
  for (let i = 0; i < STUDENTS; i += BATCH) {
    const rows: unknown[] = []
    const n = Math.min(BATCH, STUDENTS - i)
    for (let j = i; j < i + n; j++) rows.push(TYPE, studentNo(j), `学生${j}`, '会计学', '2024', hash, at, at)
    await db.query(
      `INSERT INTO students (edu_type, student_no, name, major, grade, password_hash, updated_at, created_at) VALUES ${Array.from(
        { length: n },
        () => '(?,?,?,?,?,?,?,?)',
      ).join(',')}`,
      rows,
    )
  }
  const ids = (await db.query(`SELECT id FROM students WHERE student_no LIKE '8%' ORDER BY id`)).map((r) =>
    Number(r.id),
  )
  for (let i = 0; i < ids.length; i += 100) {
    const rows: unknown[] = []
    let n = 0
    for (const id of ids.slice(i, i + 100))
      for (let k = 0; k < 20; k++) {
        const term = Math.floor(k / 5)
        const score = 40 + ((id * 7 + k * 13) % 60)
        rows.push(
          id,
          String(2022 + Math.floor(term / 2)),
          term % 2 ? 'autumn' : 'spring',
          `C${String(k).padStart(4, '0')}`,
          `课程${k}`,
          String(score),
          3,
          '闭卷',
          score >= 60 ? '合格' : '不合格',
          at,
          at,
        )
        n++
      }
    await db.query(
      `INSERT INTO scores (student_id, year, period, course_code, course_name, score, credit, exam_type, status, updated_at, created_at) VALUES ${Array.from(
        { length: n },
        () => '(?,?,?,?,?,?,?,?,?,?,?)',
      ).join(',')}`,
      rows,
    )
  }
  // Statistics for the planner now, as a database in service has them: otherwise PostgreSQL's
  // autovacuum analyses the filled tables in the middle of a measurement.
  if (db.kind === 'postgres')
    for (const table of ['students', 'scores']) await db.query(`VACUUM ANALYZE ${table}`)
  console.log(`  ${STUDENTS} students, ${STUDENTS * 20} scores in ${((Date.now() - t) / 1000).toFixed(1)} s`)
  return hash
}

const studentNo = (i: number) => `8${String(i).padStart(11, '0')}`

/* ---------- the hash limit ---------- */

/** The scrypt parameters, salt and key length of a stored `scrypt$N$salt$hash`. */
function parseHash(stored: string) {
  const parts = stored.split('$')
  if (parts[0] !== 'scrypt' || parts.length !== 4) throw new Error(`unknown hash format ${parts[0]}`)
  const N = Number(parts[1])
  const salt = Buffer.from(parts[2]!, 'base64url')
  const keylen = Buffer.from(parts[3]!, 'base64url').length
  return { N, r: 8, p: 1, salt, keylen, label: `N=${N} r=8 p=1` }
}

const median9 = async (check: () => unknown) => {
  await check()
  const times: number[] = []
  for (let i = 0; i < 9; i++) {
    const t = performance.now()
    await check()
    times.push(performance.now() - t)
  }
  return pct(times, 50)
}

/**
 * One password check, timed two ways, with the parameters stored in the hash:
 * - `plain`: a scrypt call in this process, its 32 MiB block allocated afresh each time, as any
 *   program calls it (the measure of "one scrypt check");
 * - `worker`: through the cms's own pool (apps/cms/src/lib/hashPool.ts), one worker, whose
 *   allocator keeps the block between checks: what a check costs the cms.
 */
async function hashCheckMs(stored: string) {
  const h = parseHash(stored)
  const plain = await median9(() =>
    scryptSync(PASSWORD, h.salt, h.keylen, { N: h.N, r: h.r, p: h.p, maxmem: 256 * 1024 * 1024 }),
  )
  const { HashPool } = (await import(path.join(root, 'apps/cms/src/lib/hashPool.ts'))) as {
    HashPool: new (
      size: number,
      maxQueueMs: number,
    ) => {
      scrypt: (
        pw: string,
        salt: Buffer,
        p: { N: number; r: number; p: number; keylen: number },
      ) => Promise<Buffer>
    }
  }
  const pool = new HashPool(1, 600_000)
  const worker = await median9(() =>
    pool.scrypt(PASSWORD, h.salt, { N: h.N, r: h.r, p: h.p, keylen: h.keylen }),
  )
  return { plain, worker, params: h.label }
}

async function captchaCpuMs(): Promise<number | null> {
  const file = path.join(root, 'apps/cms/src/lib/captchaImage.ts')
  if (!existsSync(file)) return null
  const { renderCaptcha } = (await import(file)) as { renderCaptcha: (code: string) => Promise<string> }
  await renderCaptcha('WARM')
  const cpu = process.cpuUsage()
  for (let i = 0; i < 200; i++) await renderCaptcha('AB3K')
  const used = process.cpuUsage(cpu)
  return (used.user + used.system) / 1000 / 200
}

/* ---------- HTTP ---------- */

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}

interface Answer {
  status: number
  code: number
  msg: string
  data: Record<string, unknown> | null
  retryAfter: string | null
  ms: number
}

let base = ''
/** The public site, when it is built and started beside the cms ('' otherwise). */
let siteBase = ''
let inFlight = 0
let longest = 0

// Plain node:http with keep-alive: the simulated students share the cms's two cores, and fetch
// costs several times the CPU per call (the students' browsers would not run here).
const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT })

function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<{ status: number; text: string; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, timeout: 120_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString('utf8'),
          retryAfter: (res.headers['retry-after'] as string | undefined) ?? null,
        }),
      )
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end(payload)
  })
}

async function api(ip: string, call: string, body?: unknown, token?: string): Promise<Answer> {
  const get = body === undefined
  while (inFlight >= MAX_IN_FLIGHT) await new Promise((r) => setTimeout(r, 5))
  inFlight++
  const t = performance.now()
  try {
    const payload = get ? undefined : JSON.stringify(body)
    const res = await send(
      `${base}/api/${call}`,
      get ? 'GET' : 'POST',
      {
        'x-forwarded-for': ip,
        ...(payload === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    )
    const ms = performance.now() - t
    longest = Math.max(longest, ms)
    let json: { code?: number; msg?: string; data?: Record<string, unknown> } = {}
    try {
      json = JSON.parse(res.text)
    } catch {
      /* not JSON */
    }
    return {
      status: res.status,
      code: json.code ?? res.status,
      msg: json.msg ?? res.text.slice(0, 80),
      data: json.data ?? null,
      retryAfter: res.retryAfter,
      ms,
    }
  } catch (e) {
    const ms = performance.now() - t
    longest = Math.max(longest, ms)
    return { status: 0, code: 0, msg: (e as Error).message, data: null, retryAfter: null, ms }
  } finally {
    inFlight--
  }
}

type Step = 'captcha' | 'login' | 'terms' | 'scores'
type Times = Record<Step, number[]>
const newTimes = (): Times => ({ captcha: [], login: [], terms: [], scores: [] })

interface Lookup {
  ok: boolean
  /** The step and answer that stopped it. */
  failed?: { step: Step; code: number; status: number; msg: string; retryAfter: string | null }
  tries: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * One student's whole lookup. `mistype` makes the first try wrong; a 503 (captcha or login) is
 * retried after its Retry-After when `retry503` (as the site's page does).
 */
async function lookup(
  db: Db,
  ip: string,
  no: string,
  times: Times,
  opts: { mistype?: 'captcha' | 'password'; retry503?: boolean } = {},
): Promise<Lookup> {
  let mistype = opts.mistype
  // 503s are retried for up to two minutes in all.
  const giveUpAt = Date.now() + 120_000
  for (let tries = 1; tries <= 6; tries++) {
    let c = await api(ip, `${TYPE}.Student/captcha`)
    times.captcha.push(c.ms)
    // 503: while logins queue, the captcha too is refused; asked again after Retry-After.
    while (c.status === 503 && opts.retry503 && Date.now() < giveUpAt) {
      await sleep(Number(c.retryAfter ?? '1') * 1000)
      c = await api(ip, `${TYPE}.Student/captcha`)
      times.captcha.push(c.ms)
    }
    if (c.code !== 200) return { ok: false, failed: { step: 'captcha', ...c }, tries }
    const id = String(c.data!.captcha_id)
    const answer = String(
      (await db.query('SELECT answer FROM captchas WHERE id = ?', [Number(id)]))[0]!.answer,
    )
    const body = {
      student_no: no,
      password: mistype === 'password' ? 'Wrong#2026' : PASSWORD,
      captcha_id: id,
      captcha: mistype === 'captcha' ? '0000' : answer,
    }
    let l = await api(ip, `${TYPE}.Student/login`, body)
    times.login.push(l.ms)
    // 503: the same login again after Retry-After, with the same captcha (a refused login did not
    // use it), as the site's page does.
    while (l.status === 503 && opts.retry503 && Date.now() < giveUpAt) {
      await sleep(Number(l.retryAfter ?? '1') * 1000)
      l = await api(ip, `${TYPE}.Student/login`, body)
      times.login.push(l.ms)
    }
    if (mistype && l.code === 400) {
      mistype = undefined
      continue
    }
    if (l.code !== 200) return { ok: false, failed: { step: 'login', ...l }, tries }
    const token = String(l.data!.token)
    const t = await api(ip, `${TYPE}.StudentScore/getYearAndPeriod`, {}, token)
    times.terms.push(t.ms)
    if (t.code !== 200) return { ok: false, failed: { step: 'terms', ...t }, tries }
    const term = (t.data as unknown as { year: string; period: string }[])[0]!
    const s = await api(
      ip,
      `${TYPE}.StudentScore/list`,
      { year: term.year, period: term.period, page: 1, limit: 50 },
      token,
    )
    times.scores.push(s.ms)
    if (s.code !== 200) return { ok: false, failed: { step: 'scores', ...s }, tries }
    return { ok: true, tries }
  }
  return { ok: false, tries: 6 }
}

const fmtTimes = (times: Times) =>
  (Object.keys(times) as Step[])
    .map((s) => `${s} ${pct(times[s], 50).toFixed(0)} / ${pct(times[s], 99).toFixed(0)} ms`)
    .join('; ')

let ipSeq = 0
const distinctIp = () => {
  const n = ++ipSeq
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}
let studentSeq = 0
const nextStudent = () => studentNo(studentSeq++ % STUDENTS)

/* ---------- where the CPU goes ---------- */

/** utime + stime of a /proc stat line, and its parent's pid, in ms. */
function statOf(file: string) {
  const stat = readFileSync(file, 'utf8')
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { ppid: Number(f[1]), ms: (Number(f[11]) + Number(f[12])) * 10 } // USER_HZ = 100
}

/**
 * CPU ms of the cms so far (Linux /proc): its child processes (the hash pool's workers) and the
 * process itself (the request thread, GC, libuv).
 */
function processCpu(pid: number) {
  let hash = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const s = statOf(`/proc/${entry}/stat`)
      if (s.ppid === pid) hash += s.ms
    } catch {
      /* the process ended */
    }
  }
  return { hash, rest: statOf(`/proc/${pid}/stat`).ms }
}

/**
 * One client, one step at a time: the cms's CPU per step outside the hash, the hash pool's CPU
 * per login, and this client's own CPU, so that the distance to the hash limit can be assigned.
 */
async function costs(db: Db, pid: number) {
  const N = 100
  const ip = distinctIp()
  const measure = async (fn: (i: number) => Promise<unknown>) => {
    const cms0 = processCpu(pid)
    const me0 = process.cpuUsage()
    for (let i = 0; i < N; i++) await fn(i)
    const cms1 = processCpu(pid)
    const me = process.cpuUsage(me0)
    return {
      cms: (cms1.rest - cms0.rest) / N,
      hash: (cms1.hash - cms0.hash) / N,
      client: (me.user + me.system) / 1000 / N,
    }
  }
  const captcha = await measure(() => api(ip, `${TYPE}.Student/captcha`))
  const lookupCost = await measure(() => lookup(db, distinctIp(), nextStudent(), newTimes()))
  const c = await api(ip, `${TYPE}.Student/captcha`)
  const answer = String(
    (await db.query('SELECT answer FROM captchas WHERE id = ?', [Number(c.data!.captcha_id)]))[0]!.answer,
  )
  const l = await api(ip, `${TYPE}.Student/login`, {
    student_no: nextStudent(),
    password: PASSWORD,
    captcha_id: String(c.data!.captcha_id),
    captcha: answer,
  })
  const token = String(l.data!.token)
  const [term] = (await api(ip, `${TYPE}.StudentScore/getYearAndPeriod`, {}, token)).data as unknown as {
    year: string
    period: string
  }[]
  const terms = await measure(() => api(ip, `${TYPE}.StudentScore/getYearAndPeriod`, {}, token))
  const scores = await measure(() =>
    api(
      ip,
      `${TYPE}.StudentScore/list`,
      { year: term!.year, period: term!.period, page: 1, limit: 50 },
      token,
    ),
  )
  return { captcha, terms, scores, lookup: lookupCost }
}

/* ---------- scenarios ---------- */

async function throughput(db: Db) {
  const times = newTimes()
  let done = 0
  const failures = new Map<string, number>()
  const stopAt = Date.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (Date.now() < stopAt) {
        const r = await lookup(db, distinctIp(), nextStudent(), times, { retry503: true })
        if (r.ok) done++
        else {
          const k = `${r.failed?.step} ${r.failed?.status}/${r.failed?.code} ${r.failed?.msg}`
          failures.set(k, (failures.get(k) ?? 0) + 1)
        }
      }
    }),
  )
  const wall = (performance.now() - started) / 1000
  return { lookupsPerS: done / wall, done, times, failures: Object.fromEntries(failures) }
}

async function sharedAddress(db: Db) {
  const ip = '10.250.0.1'
  const times = newTimes()
  const refused = new Map<string, number>()
  let reached = 0
  let next = 0
  const room = Array.from({ length: ROOM }, () => nextStudent())
  const victim = nextStudent()
  // The guesser: 40 wrong passwords on one account, each with a solved captcha, while the room logs in.
  const guesser = (async () => {
    let checked = 0
    const answers = new Map<string, number>()
    for (let i = 0; i < 40; i++) {
      const c = await api(ip, `${TYPE}.Student/captcha`)
      if (c.code !== 200) {
        answers.set(`captcha ${c.code}`, (answers.get(`captcha ${c.code}`) ?? 0) + 1)
        continue
      }
      const id = String(c.data!.captcha_id)
      const answer = String(
        (await db.query('SELECT answer FROM captchas WHERE id = ?', [Number(id)]))[0]!.answer,
      )
      const l = await api(ip, `${TYPE}.Student/login`, {
        student_no: victim,
        password: `Guess#${i}`,
        captcha_id: id,
        captcha: answer,
      })
      if (l.code === 400 && l.msg.includes('学号或密码错误')) checked++
      const k = `login ${l.status}/${l.code}`
      answers.set(k, (answers.get(k) ?? 0) + 1)
    }
    return { checked, answers: Object.fromEntries(answers) }
  })()
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < room.length) {
        const i = next++
        const mistype = i % 10 === 3 ? 'captcha' : i % 10 === 7 ? 'password' : undefined
        const r = await lookup(db, ip, room[i]!, times, { mistype, retry503: true })
        if (r.ok) reached++
        else {
          const k = `${r.failed?.step} ${r.failed?.status}/${r.failed?.code} ${r.failed?.msg}`
          refused.set(k, (refused.get(k) ?? 0) + 1)
        }
      }
    }),
  )
  const roomS = (performance.now() - t0) / 1000
  const g = await guesser
  return { reached, of: ROOM, roomS, refused: Object.fromEntries(refused), guesser: g, times }
}

/** Pages a student opens on score day: the home page and the score login page. */
const PAGES = ['/', `/educationalFormat/${TYPE}/login`]

/**
 * The reader runs in a thread of its own: its timings must not include the waits of this
 * thread's event loop, which drives the overload (hundreds of lookups a second). It sends, at
 * `perS` a second for `ms`, API reads (the news list, a student's scores) and, when the site
 * runs, page reads, each from its own keep-alive connection, and answers the times of those
 * answered 200.
 */
const READER = `
const { parentPort, workerData: w } = require('node:worker_threads')
const http = require('node:http')
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 })
const get = (url, method, headers, body) =>
  new Promise((resolve) => {
    const t = performance.now()
    const req = http.request(url, { method, headers, agent, timeout: 60000 }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode === 200 ? performance.now() - t : null))
    })
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve(null))
    req.end(body)
  })
const post = (call, body, token) => {
  const payload = JSON.stringify(body)
  const headers = { 'x-forwarded-for': w.ip, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
  if (token) headers.authorization = 'Bearer ' + token
  return get(w.base + '/api/' + call, 'POST', headers, payload)
}
;(async () => {
  const api = [], pages = [], pending = []
  let failed = 0
  const kinds = w.siteBase ? 4 : 2
  const start = Date.now()
  for (let i = 0; Date.now() - start < w.ms; i++) {
    const k = i % kinds
    pending.push(
      (k === 0
        ? post(w.type + '.StudentScore/list', { year: w.year, period: w.period, page: 1, limit: 50 }, w.token)
        : k === 1
          ? post('news.News/list', { page: 1, limit: 10 })
          : get(w.siteBase + w.pages[k - 2], 'GET', { 'x-forwarded-for': w.ip })
      ).then((ms) => { if (ms === null) failed++; else (k < 2 ? api : pages).push(ms) }),
    )
    const due = start + ((i + 1) * 1000) / w.perS
    await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())))
  }
  await Promise.all(pending)
  parentPort.postMessage({ apiMs: api, pageMs: pages, failed })
})()
`

/** Reads at `perS` a second for `ms` from the reader thread (READER); their times in ms. */
function reads(token: string, year: string, period: string, ms: number, perS: number) {
  return new Promise<{ apiMs: number[]; pageMs: number[]; failed: number }>((resolve, reject) => {
    const reader = new Worker(READER, {
      eval: true,
      workerData: {
        base,
        siteBase,
        pages: PAGES,
        type: TYPE,
        ip: distinctIp(),
        token,
        year,
        period,
        ms,
        perS,
      },
    })
    reader.once('message', (m) => {
      resolve(m)
      void reader.terminate()
    })
    reader.once('error', reject)
  })
}

const spread = (xs: number[]) => ({ p50: pct(xs, 50), p99: pct(xs, 99), n: xs.length })

async function overload(db: Db, limit: number) {
  // A reader's token, and the reads' unloaded p99.
  const times = newTimes()
  const ip = distinctIp()
  const no = nextStudent()
  const c = await api(ip, `${TYPE}.Student/captcha`)
  const answer = String(
    (await db.query('SELECT answer FROM captchas WHERE id = ?', [Number(c.data!.captcha_id)]))[0]!.answer,
  )
  const l = await api(ip, `${TYPE}.Student/login`, {
    student_no: no,
    password: PASSWORD,
    captcha_id: String(c.data!.captcha_id),
    captcha: answer,
  })
  const token = String(l.data!.token)
  const term = (await api(ip, `${TYPE}.StudentScore/getYearAndPeriod`, {}, token)).data as unknown as {
    year: string
    period: string
  }[]
  const { year, period } = term[0]!
  await reads(token, year, period, 1000, READS_PER_S) // warm-up
  const unloaded = await reads(token, year, period, 10_000, READS_PER_S)

  const rate = 4 * limit
  longest = 0
  const results: Lookup[] = []
  const stopAt = Date.now() + OVERLOAD_S * 1000
  const loaded = reads(token, year, period, OVERLOAD_S * 1000 + 5000, READS_PER_S)
  const arrivals: Promise<void>[] = []
  const started = Date.now()
  let n = 0
  while (Date.now() < stopAt) {
    arrivals.push(
      lookup(db, distinctIp(), nextStudent(), times).then((r) => {
        results.push(r)
      }),
    )
    n++
    const due = started + (n * 1000) / rate
    await sleep(Math.max(0, due - Date.now()))
  }
  await Promise.all(arrivals)
  const during = await loaded
  for (const ms of [...during.apiMs, ...during.pageMs]) longest = Math.max(longest, ms)
  const refused = results.filter((r) => r.failed?.status === 503)
  return {
    rate,
    arrivals: n,
    ok: results.filter((r) => r.ok).length,
    refused503: refused.length,
    refused503AtCaptcha: refused.filter((r) => r.failed?.step === 'captcha').length,
    refused503WithRetryAfter: refused.filter((r) => r.failed?.retryAfter).length,
    otherFailures: results.filter((r) => !r.ok && r.failed?.status !== 503).length,
    longestWaitMs: longest,
    times,
    readsFailed: during.failed,
    readsUnloaded: spread(unloaded.apiMs),
    readsLoaded: spread(during.apiMs),
    pagesUnloaded: spread(unloaded.pageMs),
    pagesLoaded: spread(during.pageMs),
  }
}

/* ---------- one database ---------- */

async function benchOne(kind: 'sqlite' | 'postgres') {
  console.log(`\n== ${kind} ==`)
  const dir = path.join(DIR, kind)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let db: Db
  if (kind === 'sqlite') db = await sqliteDb(path.join(dir, 'bench.db'))
  else {
    await pgAdmin(`DROP DATABASE IF EXISTS ${PG_DB}`)
    await pgAdmin(`CREATE DATABASE ${PG_DB}`)
    db = await postgresDb(PG_ADMIN.replace(/\/[^/]*$/, `/${PG_DB}`))
  }
  const env = {
    ...process.env,
    MEDIA_DIR: path.join(dir, 'media'),
    ...db.env,
    ...productionEnv(),
    SITE_URL: 'none',
    TRUSTED_PROXIES: '127.0.0.1,::1',
  }
  try {
    const t = Date.now()
    const res = spawnSync('npm', ['run', 'seed', '-w', 'apps/cms'], {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (res.status !== 0) throw new Error(`seed exited with ${res.status}`)
    console.log(`  migrations + demo seed: ${((Date.now() - t) / 1000).toFixed(0)} s`)
    const hash = await fill(db)
    const cores = os.availableParallelism()
    const h = await hashCheckMs(hash)
    const limitOf = (ms: number) => (cores * 1000) / ms
    // The overload runs at 4 × the higher of the two: what the cms can really check.
    const limit = limitOf(h.worker)
    console.log(
      `  hash check (${h.params}): ${h.plain.toFixed(0)} ms as a plain scrypt call, ${h.worker.toFixed(0)} ms in the cms's password worker; ${cores} cores → limits ${limitOf(h.plain).toFixed(1)} and ${limit.toFixed(1)} lookups/s`,
    )
    // The captcha image as the cms draws it (apps/cms/src/lib/captchaImage.ts, when present).
    const drawn = await captchaCpuMs()
    if (drawn !== null) console.log(`  captcha image: ${drawn.toFixed(2)} ms of CPU each (200 drawn)`)
    const cms = await startCms(PORT, env, 'inherit')
    base = `http://127.0.0.1:${PORT}`
    // The site beside it, for the page reads during the overload (pages come from its cache).
    const site = await startSite(PORT + 1, base, env)
    siteBase = site ? `http://127.0.0.1:${PORT + 1}` : ''
    if (!site) console.log('  (the site is not built: page reads are left out)')
    try {
      // Warm-up: compile routes, open connections.
      const warm = newTimes()
      for (let i = 0; i < 4; i++) await lookup(db, distinctIp(), nextStudent(), warm)

      const cost = await costs(db, cms.pid!)
      const f = (x: number) => x.toFixed(1)
      const outside = cost.lookup.cms + cost.lookup.client
      console.log(
        `  CPU per lookup, one at a time: hash ${f(cost.lookup.hash)} ms; cms outside the hash ${f(cost.lookup.cms)} ms (captcha ${f(cost.captcha.cms)}, terms ${f(cost.terms.cms)}, scores ${f(cost.scores.cms)}); this client ${f(cost.lookup.client)} ms → at most ${f(cost.lookup.hash / (cost.lookup.hash + outside))} × the hash limit`,
      )

      const before = await hashCheckMs(hash)
      const tp = await throughput(db)
      const after = await hashCheckMs(hash)
      const plainLimit = limitOf((before.plain + after.plain) / 2)
      const workerLimit = limitOf((before.worker + after.worker) / 2)
      const x = (l: number) => (tp.lookupsPerS / l).toFixed(2)
      console.log(
        `  throughput, ${CLIENTS} students at a time, ${SECONDS} s: ${tp.lookupsPerS.toFixed(1)} lookups/s; ${tp.done} done`,
      )
      console.log(
        `    = ${x(plainLimit)} × the limit of a plain scrypt check (${plainLimit.toFixed(1)}: ${before.plain.toFixed(0)} ms just before, ${after.plain.toFixed(0)} ms just after)`,
      )
      console.log(
        `    = ${x(workerLimit)} × the limit of the cms's own check (${workerLimit.toFixed(1)}: ${before.worker.toFixed(0)} ms just before, ${after.worker.toFixed(0)} ms just after)`,
      )
      console.log(`    p50 / p99: ${fmtTimes(tp.times)}`)
      if (Object.keys(tp.failures).length) console.log(`    failures: ${JSON.stringify(tp.failures)}`)

      const sh = await sharedAddress(db)
      console.log(
        `  shared address: ${sh.reached} of ${sh.of} reached their scores in ${sh.roomS.toFixed(0)} s; guesser: ${sh.guesser.checked} of 40 passwords checked`,
      )
      if (Object.keys(sh.refused).length) console.log(`    refused: ${JSON.stringify(sh.refused)}`)
      console.log(`    guesser's answers: ${JSON.stringify(sh.guesser.answers)}`)
      console.log(`    p50 / p99: ${fmtTimes(sh.times)}`)

      const ov = await overload(db, limit)
      console.log(
        `  overload at 4 × limit (${ov.rate.toFixed(0)} lookups/s for ${OVERLOAD_S} s, ${ov.arrivals} arrivals): ${ov.ok} done, ${ov.refused503} got 503 (${ov.refused503AtCaptcha} at the captcha, the rest at login; ${ov.refused503WithRetryAfter} with Retry-After), ${ov.otherFailures} other failures; longest wait ${(ov.longestWaitMs / 1000).toFixed(1)} s`,
      )
      console.log(`    p50 / p99: ${fmtTimes(ov.times)}`)
      const readsLine = (label: string, a: typeof ov.readsLoaded, b: typeof ov.readsLoaded) =>
        console.log(
          `    ${label} p50 / p99: unloaded ${a.p50.toFixed(0)} / ${a.p99.toFixed(0)} ms, during overload ${b.p50.toFixed(0)} / ${b.p99.toFixed(0)} ms (× ${(b.p99 / a.p99).toFixed(1)}; ${b.n} reads)`,
        )
      readsLine('API reads', ov.readsUnloaded, ov.readsLoaded)
      if (site) readsLine('page reads', ov.pagesUnloaded, ov.pagesLoaded)
      if (ov.readsFailed) console.log(`    reads that failed during the overload: ${ov.readsFailed}`)
      return {
        hashMs: h,
        hashParams: h.params,
        cores,
        limit,
        cost,
        throughput: { ...tp, hashMsBefore: before, hashMsAfter: after, plainLimit, workerLimit },
        shared: sh,
        overload: ov,
      }
    } finally {
      for (const child of [cms, site])
        try {
          if (child) process.kill(-child.pid!, 'SIGTERM')
        } catch {
          /* gone */
        }
    }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
    if (kind === 'postgres') await pgAdmin(`DROP DATABASE IF EXISTS ${PG_DB}`).catch(() => {})
  }
}

const all: Record<string, unknown> = {}
for (const kind of DBS) all[kind] = await benchOne(kind)
if (OUT) writeFileSync(OUT, JSON.stringify({ at: new Date().toISOString(), results: all }, null, 2))
