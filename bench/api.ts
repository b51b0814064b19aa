/**
 * API benchmark at production scale (not part of `npm test`):
 *   npx tsx bench/api.ts [--db=sqlite,postgres] [--port=3302] [--requests=300] [--seconds=20]
 *                        [--scale=1] [--keep] [--reuse] [--dir=/tmp/ou-bench-api] [--pg-db=ou_bench_api]
 *                        [--out=results.json] [--fill-only]
 *
 * For each database: the demo seed, then bulk SQL adds 100,000 news articles (10% drafts) with
 * their search entries, 20,000 open/adult-education articles, 50,000 students with 1,000,000
 * score rows and 100,000 applications. The built cms (`npm run build -w apps/cms`) is started on
 * it and every call below is timed over HTTP at 1 and at 8 concurrent clients, beside the health
 * call measured in the same run (the HTTP + framework + one-query floor).
 *
 * --keep leaves the filled database in place (--dir for SQLite, --pg-db for PostgreSQL); --reuse
 * starts from it (applying new migrations) instead of filling a fresh one. --fill-only (with --keep)
 * fills the database and stops, for another benchmark to use (bench/inspection.ts).
 */
import { spawnSync } from 'node:child_process'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { lexical } from '../apps/cms/src/seed/lexical'
import { toSearchDoc } from '../apps/cms/src/search/extract'
import { PG_ADMIN, pgAdmin, productionEnv } from '../scripts/lib/env.mjs'
import { startCms } from './cms'
import { openPostgres, openSqlite } from './db'
import { FILLER, GIVEN, SURNAMES, seededRandom } from './support'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const has = (name: string) => args.includes(`--${name}`)

const DBS = opt('db', 'sqlite,postgres').split(',') as ('sqlite' | 'postgres')[]
const PORT = Number(opt('port', '3302'))
const REQUESTS = Number(opt('requests', '300'))
const SECONDS = Number(opt('seconds', '20'))
const SCALE = Number(opt('scale', '1'))
const DIR = path.resolve(opt('dir', '/tmp/ou-bench-api'))
const PG_DB = opt('pg-db', 'ou_bench_api')
const OUT = opt('out', '')
const KEEP = has('keep')
const REUSE = has('reuse')
const FILL_ONLY = has('fill-only')
const root = path.resolve(import.meta.dirname, '..')
// Fresh strong secrets per run: production mode refuses short or published ones.
const TOKEN_SECRET = randomBytes(32).toString('base64url')

const COUNTS = {
  news: Math.round(100_000 * SCALE),
  eduNews: Math.round(20_000 * SCALE),
  students: Math.round(50_000 * SCALE),
  scoresPerStudent: 20,
  applications: Math.round(100_000 * SCALE),
}

// Every run builds the same data and asks the same questions.
const { rand, int, pick } = seededRandom(20261121)

const WORDS = (
  '开放教育 成人教育 继续教育 终身学习 学习中心 教学质量 课程思政 专业建设 招生工作 毕业典礼 ' +
  '社区教育 老年大学 家庭教育 乡村振兴 数字化 在线课程 实践教学 学分银行 职业培训 技能提升 ' +
  '党建工作 理论学习 主题教育 志愿服务 校园文化 图书馆 实验室 教师发展 科研项目 学术讲座 ' +
  '网络学习 形成性考核 期末考试 教务管理 学籍管理 新生入学 开学典礼 评优表彰 安全教育 ' +
  '书法 国画 摄影 太极 合唱 舞蹈 智能手机 养生保健 茶艺 天府 成都 四川 分校 教学点 ' +
  '人工智能 大数据 云计算 会计学 行政管理 护理学 工程管理 学前教育 法学 汉语言文学 计算机'
).split(' ')
const COURSES = [
  ['00011', '大学英语'],
  ['00012', '高等数学'],
  ['00023', '计算机应用基础'],
  ['00034', '管理学基础'],
  ['00045', '经济学原理'],
  ['00056', '基础会计'],
  ['00067', '法律基础'],
  ['00078', '中国近现代史纲要'],
  ['00089', '思想道德与法治'],
  ['00090', '心理学'],
  ['00101', '社会学概论'],
  ['00112', '统计学原理'],
] as const

const sentence = (n: number) => {
  const parts: string[] = []
  for (let i = 0; i < n; i++) parts.push(rand() < 0.6 ? pick(WORDS) : pick(FILLER))
  return parts.join('')
}
const title = () => sentence(3 + int(4))
const body = () =>
  lexical(
    Array.from({ length: 4 + int(5) }, (_, i) => (i === 2 ? `## ${title()}` : `${sentence(20 + int(30))}。`)),
  )
const dateBetween = (fromYear: number) => {
  const from = Date.UTC(fromYear, 0, 1)
  return new Date(from + Math.floor(rand() * (Date.now() - 86_400_000 - from))).toISOString()
}

/* ---------- databases ---------- */

interface Db {
  kind: 'sqlite' | 'postgres'
  env: Record<string, string>
  query: (sql: string, args?: unknown[]) => Promise<Record<string, unknown>[]>
  insert: (table: string, cols: string[], rows: unknown[][]) => Promise<void>
  close: () => Promise<void>
}

async function sqliteDb(file: string): Promise<Db> {
  const { client, ...db } = await openSqlite(file)
  return {
    kind: 'sqlite',
    ...db,
    insert: async (table, cols, rows) => {
      const per = Math.floor(30_000 / cols.length)
      const stmts = []
      for (let i = 0; i < rows.length; i += per) {
        const chunk = rows.slice(i, i + per)
        stmts.push({
          sql: `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(',')}) VALUES ${chunk
            .map(() => `(${cols.map(() => '?').join(',')})`)
            .join(',')}`,
          args: chunk.flat() as never,
        })
      }
      await client.batch(stmts, 'write')
    },
  }
}

async function postgresDb(url: string): Promise<Db> {
  const { pool, ...db } = openPostgres(url, 2)
  return {
    kind: 'postgres',
    ...db,
    insert: async (table, cols, rows) => {
      const per = Math.floor(60_000 / cols.length)
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        for (let i = 0; i < rows.length; i += per) {
          const chunk = rows.slice(i, i + per)
          let n = 0
          const values = chunk.map(() => `(${cols.map(() => `$${++n}`).join(',')})`).join(',')
          await client.query(
            `INSERT INTO "${table}" (${cols.map((c) => `"${c}"`).join(',')}) VALUES ${values}`,
            chunk.flat(),
          )
        }
        await client.query('COMMIT')
      } catch (e) {
        await client.query('ROLLBACK')
        throw e
      } finally {
        client.release()
      }
    },
  }
}

const baseEnv = (dbEnv: Record<string, string>, dir: string) => ({
  ...process.env,
  MEDIA_DIR: path.join(dir, 'media'),
  ...dbEnv,
  ...productionEnv(),
  // The benchmark signs student tokens itself.
  STUDENT_TOKEN_SECRET: TOKEN_SECRET,
  SITE_URL: 'none',
})

function runOrThrow(cmd: string, a: string[], env: NodeJS.ProcessEnv, cwd = root) {
  const res = spawnSync(cmd, a, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'] })
  if (res.status !== 0) throw new Error(`${cmd} ${a.join(' ')} exited with ${res.status}`)
}

/* ---------- filling ---------- */

async function fill(db: Db) {
  const t0 = Date.now()
  const step = async (label: string, work: () => Promise<number>) => {
    const t = Date.now()
    const n = await work()
    console.log(`  ${label}: ${n.toLocaleString('en')} rows in ${((Date.now() - t) / 1000).toFixed(1)} s`)
  }
  const ids = async (sql: string) => (await db.query(sql)).map((r) => Number(r.id))
  // The portal's news (the site group's other sites have columns of their own, bench/sites.ts).
  const portal = (await ids(`SELECT id FROM sites WHERE slug = 'portal'`))[0]!
  const categories = await ids(`SELECT id FROM news_categories WHERE site_id = ${portal} ORDER BY id`)
  const media = await ids('SELECT id FROM media ORDER BY id')
  const majors = (await db.query('SELECT id, level, category_type FROM majors ORDER BY id')) as {
    id: number
    level: string
    category_type: string
  }[]
  const centres = await ids('SELECT id FROM learning_centers ORDER BY id')
  const hash = String((await db.query('SELECT password_hash FROM students LIMIT 1'))[0]!.password_hash)
  const json = (v: unknown) => JSON.stringify(v)
  const BATCH = 10_000

  const articles = async (
    table: string,
    total: number,
    extra: () => Record<string, unknown>,
    search?: (row: Record<string, unknown>, id: number) => Record<string, unknown> | null,
  ) => {
    const firstId = Number((await db.query(`SELECT coalesce(max(id), 0) AS id FROM "${table}"`))[0]!.id) + 1
    for (let i = 0; i < total; i += BATCH) {
      const rows: Record<string, unknown>[] = []
      for (let j = i; j < Math.min(total, i + BATCH); j++) {
        const at = dateBetween(2016)
        rows.push({
          id: firstId + j,
          ...extra(),
          title: title(),
          summary: `${sentence(12 + int(10))}。`,
          cover_id: rand() < 0.5 ? pick(media) : null,
          content: body(),
          author: `${pick(SURNAMES)}${pick(GIVEN)}`,
          source: '宣传部',
          published_at: at,
          views: int(5000),
          updated_at: at,
          created_at: at,
          _status: rand() < 0.1 ? 'draft' : 'published',
        })
      }
      const cols = Object.keys(rows[0]!)
      await db.insert(
        table,
        cols,
        rows.map((r) => cols.map((c) => (c === 'content' ? json(r[c]) : r[c]))),
      )
      if (search) {
        const docs = rows.flatMap((r) => {
          const d = r._status === 'published' ? search(r, Number(r.id)) : null
          return d ? [d] : []
        })
        if (docs.length) {
          const scols = Object.keys(docs[0]!)
          await db.insert(
            'search_docs',
            scols,
            docs.map((d) => scols.map((c) => d[c])),
          )
        }
      }
    }
    return total
  }

  await step('news (+ search entries)', () =>
    articles(
      'news',
      COUNTS.news,
      () => ({ category_id: pick(categories), site_id: portal }),
      (r, id) => {
        const d = toSearchDoc('news', { ...r, category: r.category_id })
        if (!d) return null
        const at = String(r.published_at)
        return { source: 'news', source_id: id, ...d, ref: json(d.ref), updated_at: at, created_at: at }
      },
    ),
  )
  await step('open/adult-education news', () =>
    articles('edu_news', COUNTS.eduNews, () => ({
      edu_type: rand() < 0.6 ? 'openEducation' : 'adultEducation',
      type: rand() < 0.5 ? 'learning' : 'teaching',
    })),
  )

  await step('students', async () => {
    for (let i = 0; i < COUNTS.students; i += BATCH) {
      const rows: unknown[][] = []
      for (let j = i; j < Math.min(COUNTS.students, i + BATCH); j++) {
        const at = dateBetween(2020)
        rows.push([
          j % 2 ? 'adultEducation' : 'openEducation',
          `9${String(j).padStart(12, '0')}`,
          `${pick(SURNAMES)}${pick(GIVEN)}${rand() < 0.5 ? pick(GIVEN) : ''}`,
          pick(['会计学', '行政管理', '护理学', '工程管理', '学前教育', '法学', '汉语言文学']),
          `20${20 + int(6)}`,
          hash,
          at,
          at,
        ])
      }
      const cols = [
        'edu_type',
        'student_no',
        'name',
        'major',
        'grade',
        'password_hash',
        'updated_at',
        'created_at',
      ]
      await db.insert('students', cols, rows)
    }
    return COUNTS.students
  })

  await step('scores', async () => {
    const students = await ids(`SELECT id FROM students WHERE student_no LIKE '9%' ORDER BY id`)
    const cols = [
      'student_id',
      'year',
      'period',
      'course_code',
      'course_name',
      'score',
      'credit',
      'exam_type',
      'status',
      'updated_at',
      'created_at',
    ]
    const per = 2000
    let n = 0
    for (let i = 0; i < students.length; i += per) {
      const rows: unknown[][] = []
      for (const student of students.slice(i, i + per)) {
        const start = 2021 + int(3)
        for (let k = 0; k < COUNTS.scoresPerStudent; k++) {
          const term = Math.floor(k / 5)
          const [code, name] = COURSES[(k + student) % COURSES.length]!
          const score = 40 + int(60)
          const at = new Date(Date.UTC(start + Math.floor(term / 2), term % 2 ? 6 : 0, 15)).toISOString()
          rows.push([
            student,
            String(start + Math.floor(term / 2)),
            term % 2 ? 'autumn' : 'spring',
            `${code}${k}`,
            name,
            String(score),
            2 + int(4),
            rand() < 0.7 ? '闭卷' : '形成性考核',
            score >= 60 ? '合格' : '不合格',
            at,
            at,
          ])
        }
      }
      await db.insert('scores', cols, rows)
      n += rows.length
    }
    return n
  })

  await step('applications', async () => {
    const cols = [
      'application_no',
      'status',
      'term',
      'category_type',
      'name',
      'gender',
      'id_card',
      'mobile',
      'education',
      'level',
      'major_id',
      'school_id',
      'updated_at',
      'created_at',
    ]
    for (let i = 0; i < COUNTS.applications; i += BATCH) {
      const rows: unknown[][] = []
      for (let j = i; j < Math.min(COUNTS.applications, i + BATCH); j++) {
        const m = pick(majors)
        const at = dateBetween(2022)
        rows.push([
          `BM${at.slice(0, 10).replaceAll('-', '')}${String(j).padStart(8, '0')}`,
          pick(['submitted', 'reviewing', 'accepted', 'rejected']),
          `${at.slice(0, 4)}${Number(at.slice(5, 7)) <= 6 ? '春季' : '秋季'}`,
          m.category_type,
          `${pick(SURNAMES)}${pick(GIVEN)}${pick(GIVEN)}`,
          rand() < 0.5 ? 'male' : 'female',
          `51010${String(19700101 + int(300000)).slice(0, 8)}${String(j).padStart(5, '0')}`.slice(0, 18),
          `13${String(100000000 + int(899999999))}`,
          pick(['high_school', 'secondary_vocational', 'associate', 'bachelor']),
          m.level,
          m.id,
          pick(centres),
          at,
          at,
        ])
      }
      await db.insert('applications', cols, rows)
    }
    return COUNTS.applications
  })

  if (db.kind === 'postgres') {
    // What autovacuum does within a minute of a bulk load: planner statistics and visibility map.
    const t = Date.now()
    for (const table of ['news', 'edu_news', 'students', 'scores', 'applications', 'search_docs'])
      await db.query(`VACUUM ANALYZE "${table}"`)
    console.log(`  vacuum analyze: ${((Date.now() - t) / 1000).toFixed(1)} s`)
  } else {
    await db.query(`INSERT INTO search_fts(search_fts) VALUES ('optimize')`)
  }
  console.log(`  filled in ${((Date.now() - t0) / 1000).toFixed(0)} s`)
}

/* ---------- timing ---------- */

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}

interface Case {
  name: string
  /** Target p99 at one client, in ms. */
  target?: number
  request: (i: number) => { call: string; method?: 'GET' | 'POST'; body?: unknown; token?: string }
}

interface Result {
  name: string
  clients: number
  n: number
  p50: number
  p99: number
  rps: number
}

async function callOnce(base: string, r: ReturnType<Case['request']>) {
  const method = r.method ?? 'POST'
  const url = `${base}/api/${r.call}`
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
    },
    body: method === 'POST' ? JSON.stringify(r.body ?? {}) : undefined,
  })
  const json = (await res.json()) as { code: number; msg?: string }
  if (json.code !== 200) throw new Error(`${r.call} ${JSON.stringify(r.body)}: ${json.code} ${json.msg}`)
}

async function measure(base: string, c: Case, clients: number): Promise<Result> {
  for (let i = 0; i < 10; i++) await callOnce(base, c.request(100_000 + i)) // warm-up
  const lat: number[] = []
  let next = 0
  const stopAt = Date.now() + SECONDS * 1000
  const total = clients === 1 ? REQUESTS : REQUESTS * 2
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < total && Date.now() < stopAt) {
        const r = c.request(next++)
        const t = performance.now()
        await callOnce(base, r)
        lat.push(performance.now() - t)
      }
    }),
  )
  const wall = (performance.now() - started) / 1000
  return {
    name: c.name,
    clients,
    n: lat.length,
    p50: pct(lat, 50),
    p99: pct(lat, 99),
    rps: lat.length / wall,
  }
}

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url')
/** A student token as the cms issues one (HS256 JWT plus its session row), without the captcha. */
async function studentToken(db: Db, studentId: number, type: string) {
  const jti = randomUUID()
  const exp = Math.floor(Date.now() / 1000) + 3600
  const at = new Date().toISOString()
  await db.insert(
    'student_sessions',
    ['student_id', 'edu_type', 'jti', 'expires_at', 'revoked', 'updated_at', 'created_at'],
    [[studentId, type, jti, new Date(exp * 1000).toISOString(), false, at, at]],
  )
  const head = b64url(JSON.stringify({ alg: 'HS256' }))
  const claims = b64url(
    JSON.stringify({ typ: type, sub: String(studentId), aud: 'student', jti, iat: exp - 3600, exp }),
  )
  const sig = createHmac('sha256', TOKEN_SECRET).update(`${head}.${claims}`).digest('base64url')
  return `${head}.${claims}.${sig}`
}

async function cases(db: Db): Promise<Case[]> {
  const cats = (
    await db.query(
      `SELECT path_name FROM news_categories WHERE site_id = (SELECT id FROM sites WHERE slug = 'portal') ORDER BY sort, id`,
    )
  ).map((r) => String(r.path_name))
  const published = (
    await db.query(
      `SELECT id FROM news WHERE _status = 'published' AND site_id = (SELECT id FROM sites WHERE slug = 'portal') ORDER BY id`,
    )
  ).map((r) => Number(r.id))
  const newsIds = Array.from({ length: 1000 }, () => pick(published))
  const students = (
    await db.query(
      `SELECT s.id, s.edu_type, sc.year, sc.period FROM students s JOIN scores sc ON sc.student_id = s.id
       WHERE s.student_no LIKE '9%' AND s.id % 97 = 0 AND sc.course_code LIKE '%0'`,
    )
  ).slice(0, 200) as { id: number; edu_type: string; year: string; period: string }[]
  const tokens = await Promise.all(students.map((s) => studentToken(db, Number(s.id), s.edu_type)))
  const keywords = WORDS.filter((w) => w.length >= 2).map((w) => w.slice(0, 2))
  const levels = ['associate', 'upgrade', 'bachelor']
  const types = ['open', 'adult']
  return [
    { name: 'health', request: () => ({ call: 'system.Health/check', method: 'GET' }) },
    {
      name: 'news list page 1',
      target: 25,
      request: () => ({ call: 'news.News/list', body: { page: 1, limit: 10 } }),
    },
    {
      name: 'news list page 500',
      target: 50,
      request: () => ({ call: 'news.News/list', body: { page: 500, limit: 10 } }),
    },
    {
      name: 'news by category',
      target: 25,
      request: (i) => ({
        call: 'news.News/list',
        body: { path_name: cats[i % cats.length], page: 1 + (i % 3), limit: 10 },
      }),
    },
    {
      name: 'news with keyword',
      target: 50,
      request: (i) => ({
        call: 'news.News/list',
        body: { keyword: keywords[i % keywords.length], page: 1, limit: 10 },
      }),
    },
    {
      name: 'news detail',
      target: 25,
      request: (i) => ({ call: 'news.News/info', body: { news_id: newsIds[i % newsIds.length] } }),
    },
    {
      name: 'edu news list page 1',
      target: 25,
      request: (i) => ({
        call: `${i % 2 ? 'adult' : 'open'}Education.News/list`,
        body: { page: 1, limit: 10, type: i % 4 < 2 ? 'learning' : 'teaching' },
      }),
    },
    {
      name: 'enrolment major list',
      target: 25,
      request: (i) => ({
        call: 'enrolling.Major/list',
        body: { page: 0, limit: 0, level: levels[i % 3], category_type: types[(i >> 2) % 2] },
      }),
    },
    {
      name: 'student score list',
      target: 25,
      request: (i) => {
        const s = students[i % students.length]!
        return {
          call: `${s.edu_type}.StudentScore/list`,
          body: { year: s.year, period: s.period, page: 1, limit: 50 },
          token: tokens[i % students.length],
        }
      },
    },
    {
      name: 'search',
      target: 50,
      request: (i) => ({
        call: 'search.Search/list',
        body: { keyword: keywords[i % keywords.length], page: 1, limit: 10 },
      }),
    },
  ]
}

/* ---------- one database ---------- */

async function benchOne(kind: 'sqlite' | 'postgres') {
  console.log(`\n== ${kind} ==`)
  const dir = path.join(DIR, kind)
  if (!REUSE) rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  let db: Db
  const dbUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${PG_DB}`)
  const file = path.join(dir, 'bench.db')
  const fresh = !REUSE
  if (kind === 'sqlite') {
    db = await sqliteDb(file)
  } else {
    if (fresh) {
      await pgAdmin(`DROP DATABASE IF EXISTS ${PG_DB}`)
      await pgAdmin(`CREATE DATABASE ${PG_DB}`)
    }
    db = await postgresDb(dbUrl)
  }
  const env = baseEnv(db.env, dir)
  try {
    const t = Date.now()
    // The demo seed applies the migrations (also on a reused database) and, on a fresh one, adds the demo site.
    runOrThrow('npm', ['run', 'seed', '-w', 'apps/cms'], env)
    console.log(`  migrations + demo seed: ${((Date.now() - t) / 1000).toFixed(0)} s`)
    if (fresh) await fill(db)
    if (FILL_ONLY) return []
    const list = await cases(db)
    const cms = await startCms(PORT, env, 'ignore')
    const results: Result[] = []
    try {
      const base = `http://127.0.0.1:${PORT}`
      for (const clients of [1, 8]) {
        for (const c of list) {
          const r = await measure(base, c, clients)
          results.push(r)
          const h = results.find((x) => x.name === 'health' && x.clients === clients)!
          const verdict =
            c.target && clients === 1
              ? r.p99 <= c.target
                ? `  ≤ ${c.target} ms ok`
                : `  > ${c.target} ms MISSED`
              : ''
          console.log(
            `  c=${clients} ${c.name.padEnd(22)} n=${String(r.n).padStart(4)}  p50 ${r.p50.toFixed(1).padStart(7)} ms  p99 ${r.p99
              .toFixed(1)
              .padStart(
                7,
              )} ms  ${r.rps.toFixed(0).padStart(5)} req/s  p50 ×${(r.p50 / h.p50).toFixed(1)} p99 ×${(
              r.p99 / h.p99
            ).toFixed(1)} health${verdict}`,
          )
        }
      }
    } finally {
      try {
        process.kill(-cms.pid!, 'SIGTERM')
      } catch {
        /* gone */
      }
    }
    return results
  } finally {
    await db.close()
    if (!KEEP) {
      rmSync(dir, { recursive: true, force: true })
      if (kind === 'postgres') await pgAdmin(`DROP DATABASE IF EXISTS ${PG_DB}`).catch(() => {})
    }
  }
}

const all: Record<string, Result[]> = {}
for (const kind of DBS) all[kind] = await benchOne(kind)
if (OUT)
  writeFileSync(OUT, JSON.stringify({ at: new Date().toISOString(), counts: COUNTS, results: all }, null, 2))
