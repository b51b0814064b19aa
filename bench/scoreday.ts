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
 * 1. The hash limit: one password check (scrypt with the stored hash's parameters) timed in this
 *    process while the cms is idle; limit = cores × 1000 / ms.
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
 *    scores) during the run beside their p99 unloaded.
 *
 * The load stays on loopback and bounded (at most 400 requests in flight).
 */
import { spawnSync } from 'node:child_process'
import { scryptSync } from 'node:crypto'
import http from 'node:http'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PG_ADMIN, pgAdmin, productionEnv } from '../scripts/lib/env.mjs'
import { startCms } from './cms'
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
const OVERLOAD_S = Number(opt('overload-seconds', '5'))
const OUT = opt('out', '')
const DIR = path.resolve(opt('dir', '/tmp/ou-bench-scoreday'))
const PG_DB = opt('pg-db', 'ou_bench_scoreday')
const root = path.resolve(import.meta.dirname, '..')
const PASSWORD = 'Student#2026'
const TYPE = 'openEducation'
const MAX_IN_FLIGHT = 400

/* ---------- databases ---------- */

interface Db {
  env: Record<string, string>
  query: (sql: string, args?: unknown[]) => Promise<Record<string, unknown>[]>
  close: () => Promise<void>
}

const sqliteDb = (file: string): Promise<Db> => openSqlite(file)
const postgresDb = async (url: string): Promise<Db> => openPostgres(url, 4)

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
  console.log(`  ${STUDENTS} students, ${STUDENTS * 20} scores in ${((Date.now() - t) / 1000).toFixed(1)} s`)
  return hash
}

const studentNo = (i: number) => `8${String(i).padStart(11, '0')}`

/* ---------- the hash limit ---------- */

/** One password check as the cms does it, with the parameters stored in the hash. */
function hashCheckMs(stored: string) {
  const parts = stored.split('$')
  if (parts[0] !== 'scrypt') throw new Error(`unknown hash format ${parts[0]}`)
  // `scrypt$N$salt$hash` or `scrypt$N$r$p$salt$hash`
  const [n, r, p, salt, key] =
    parts.length === 4
      ? [Number(parts[1]), 8, 1, parts[2]!, parts[3]!]
      : [Number(parts[1]), Number(parts[2]), Number(parts[3]), parts[4]!, parts[5]!]
  const check = () =>
    scryptSync(PASSWORD, Buffer.from(salt, 'base64url'), Buffer.from(key, 'base64url').length, {
      N: n,
      r,
      p,
      maxmem: 256 * 1024 * 1024,
    })
  check()
  const times: number[] = []
  for (let i = 0; i < 9; i++) {
    const t = performance.now()
    check()
    times.push(performance.now() - t)
  }
  return { ms: pct(times, 50), params: `N=${n} r=${r} p=${p}` }
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
let inFlight = 0
let longest = 0

// Plain node:http with keep-alive: the simulated students share the cms's two cores, and fetch
// costs several times the CPU per call (the students' browsers would not run here).
const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT })

function send(
  path: string,
  method: string,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<{ status: number; text: string; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent, timeout: 120_000 }, (res) => {
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
      `/api/${call}`,
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
 * One student's whole lookup. `mistype` makes the first try wrong; a 503 at login is retried after
 * its Retry-After when `retry503` (as the site's page does).
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
    const c = await api(ip, `${TYPE}.Student/captcha`)
    times.captcha.push(c.ms)
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

/**
 * CPU seconds of a process so far (Linux /proc), split into its worker threads (the hash pool's
 * `WorkerThread`s) and everything else (the request thread, GC, libuv).
 */
function processCpu(pid: number) {
  let hash = 0
  let rest = 0
  const tick = 1000 / 100 // USER_HZ
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ms = (Number(f[11]) + Number(f[12])) * tick
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim()
      if (name === 'WorkerThread') hash += ms
      else rest += ms
    } catch {
      /* the thread ended */
    }
  }
  return { hash, rest }
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

async function reads(db: Db, token: string, year: string, period: string, ms: number, perS: number) {
  const lat: number[] = []
  const ip = distinctIp()
  const stopAt = Date.now() + ms
  let i = 0
  const pending: Promise<void>[] = []
  while (Date.now() < stopAt) {
    const k = i++
    pending.push(
      (async () => {
        const a =
          k % 2
            ? await api(ip, 'news.News/list', { page: 1, limit: 10 })
            : await api(ip, `${TYPE}.StudentScore/list`, { year, period, page: 1, limit: 50 }, token)
        if (a.code === 200) lat.push(a.ms)
      })(),
    )
    await sleep(1000 / perS)
  }
  await Promise.all(pending)
  return lat
}

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
  await reads(db, token, year, period, 1000, 20) // warm-up
  const unloaded = await reads(db, token, year, period, 5000, 20)

  const rate = 4 * limit
  longest = 0
  const results: Lookup[] = []
  const stopAt = Date.now() + OVERLOAD_S * 1000
  const loaded = reads(db, token, year, period, OVERLOAD_S * 1000 + 5000, 20)
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
  const loadedLat = await loaded
  const refused = results.filter((r) => r.failed?.status === 503)
  return {
    rate,
    arrivals: n,
    ok: results.filter((r) => r.ok).length,
    refused503: refused.length,
    refused503WithRetryAfter: refused.filter((r) => r.failed?.retryAfter).length,
    otherFailures: results.filter((r) => !r.ok && r.failed?.status !== 503).length,
    longestWaitMs: longest,
    times,
    readsUnloaded: { p50: pct(unloaded, 50), p99: pct(unloaded, 99), n: unloaded.length },
    readsLoaded: { p50: pct(loadedLat, 50), p99: pct(loadedLat, 99), n: loadedLat.length },
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
    const h = hashCheckMs(hash)
    const limit = (cores * 1000) / h.ms
    console.log(
      `  hash check (${h.params}): ${h.ms.toFixed(0)} ms; ${cores} cores → limit ${limit.toFixed(1)} lookups/s`,
    )
    // The captcha image as the cms draws it (apps/cms/src/lib/captchaImage.ts, when present).
    const drawn = await captchaCpuMs()
    if (drawn !== null) console.log(`  captcha image: ${drawn.toFixed(2)} ms of CPU each (200 drawn)`)
    const cms = await startCms(PORT, env, 'inherit')
    base = `http://127.0.0.1:${PORT}`
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

      const tp = await throughput(db)
      console.log(
        `  throughput, ${CLIENTS} students at a time, ${SECONDS} s: ${tp.lookupsPerS.toFixed(1)} lookups/s = ${(
          tp.lookupsPerS / limit
        ).toFixed(2)} × the hash limit (${limit.toFixed(1)}); ${tp.done} done`,
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
        `  overload at 4 × limit (${ov.rate.toFixed(0)} lookups/s for ${OVERLOAD_S} s, ${ov.arrivals} arrivals): ${ov.ok} done, ${ov.refused503} got 503 (${ov.refused503WithRetryAfter} with Retry-After), ${ov.otherFailures} other failures; longest wait ${(ov.longestWaitMs / 1000).toFixed(1)} s`,
      )
      console.log(`    p50 / p99: ${fmtTimes(ov.times)}`)
      console.log(
        `    API reads p50 / p99: unloaded ${ov.readsUnloaded.p50.toFixed(0)} / ${ov.readsUnloaded.p99.toFixed(0)} ms, during overload ${ov.readsLoaded.p50.toFixed(0)} / ${ov.readsLoaded.p99.toFixed(0)} ms (× ${(ov.readsLoaded.p99 / ov.readsUnloaded.p99).toFixed(1)})`,
      )
      return {
        hashMs: h.ms,
        hashParams: h.params,
        cores,
        limit,
        cost,
        throughput: tp,
        shared: sh,
        overload: ov,
      }
    } finally {
      try {
        process.kill(-cms.pid!, 'SIGTERM')
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
