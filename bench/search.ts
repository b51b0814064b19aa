/**
 * Search benchmark (not part of `npm test`):
 *   npx tsx bench/search.ts [--docs=100000] [--queries=1000]
 * Builds a fresh SQLite database with the cms migrations, fills the search index with N synthetic
 * Chinese articles, starts the built cms on it, and times whole-site search calls over HTTP.
 * Baselines measured in the same run: the health call (HTTP + framework floor) and a plain LIKE
 * scan of the same table for the same queries (what search would cost without the index).
 */
import { createClient } from '@libsql/client'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { tokenize } from '../apps/cms/src/search/tokens'

// Fresh strong secrets per run: production mode refuses short or published ones.
const SECRETS = Object.fromEntries(
  ['PAYLOAD_SECRET', 'STUDENT_TOKEN_SECRET', 'REVALIDATE_SECRET'].map((k) => [
    k,
    randomBytes(32).toString('base64url'),
  ]),
)

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const DOCS = arg('docs', 100_000)
const QUERIES = arg('queries', 1000)
const PORT = 3301
const root = path.resolve(import.meta.dirname, '..')
const dir = mkdtempSync(path.join(tmpdir(), 'ou-bench-'))
const dbFile = path.join(dir, 'bench.db')

// A seeded PRNG, so every run builds the same corpus and asks the same questions.
let seed = 20261121
const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!

const WORDS = (
  '开放教育 成人教育 继续教育 终身学习 学习中心 教学质量 课程思政 专业建设 招生工作 毕业典礼 ' +
  '社区教育 老年大学 家庭教育 乡村振兴 数字化 在线课程 实践教学 学分银行 职业培训 技能提升 ' +
  '党建工作 理论学习 主题教育 志愿服务 校园文化 图书馆 实验室 教师发展 科研项目 学术讲座 ' +
  '网络学习 形成性考核 期末考试 教务管理 学籍管理 新生入学 开学典礼 评优表彰 安全教育 疫情防控 ' +
  '银杏 书法 国画 摄影 太极 合唱 舞蹈 智能手机 养生保健 茶艺 天府 成都 四川 分校 教学点 ' +
  '人工智能 大数据 云计算 会计学 行政管理 护理学 工程管理 学前教育 法学 汉语言文学 计算机'
).split(' ')
const FILLER = '的 在 和 与 为 了 对 于 是 将 进一步 全面 推进 加强 提升 开展 举办 召开 组织 落实'.split(' ')

function sentence(n: number) {
  const parts: string[] = []
  for (let i = 0; i < n; i++) parts.push(rand() < 0.6 ? pick(WORDS) : pick(FILLER))
  return parts.join('') + '。'
}

async function fill() {
  const started = Date.now()
  const migrate = spawn(process.execPath, ['--import', 'tsx', 'bench/migrate.ts'], {
    cwd: root,
    env: { ...process.env, SQLITE_FILE: dbFile, DATABASE_URL: '', NODE_ENV: 'production', ...SECRETS },
    stdio: 'inherit',
  })
  await new Promise((resolve, reject) =>
    migrate.on('exit', (c) => (c === 0 ? resolve(null) : reject(new Error('migrate failed')))),
  )
  const db = createClient({ url: `file:${dbFile}` })
  await db.execute('PRAGMA journal_mode = WAL')
  const batch = 1000
  for (let i = 0; i < DOCS; i += batch) {
    const stmts = []
    for (let j = i; j < Math.min(DOCS, i + batch); j++) {
      const title = sentence(3 + Math.floor(rand() * 4)).replace('。', '')
      const body = Array.from({ length: 6 + Math.floor(rand() * 6) }, () =>
        sentence(6 + Math.floor(rand() * 8)),
      ).join('')
      const t = tokenize(title)
      const b = tokenize(body)
      const date = new Date(Date.UTC(2020, 0, 1) + Math.floor(rand() * 6 * 365) * 86400000).toISOString()
      stmts.push({
        sql: `INSERT INTO search_docs (source, source_id, type, title, body, published_at, ref, tu, tb, bu, bb, updated_at, created_at)
              VALUES ('news', ?, 'news', ?, ?, ?, '{}', ?, ?, ?, ?, ?, ?)`,
        args: [1_000_000 + j, title, body, date, t.u, t.b, b.u, b.b, date, date],
      })
    }
    await db.batch(stmts, 'write')
    if ((i / batch) % 10 === 0) process.stdout.write(`\r  filled ${i + stmts.length}/${DOCS}`)
  }
  await db.execute("INSERT INTO search_fts(search_fts) VALUES ('optimize')")
  console.log(`\n  corpus: ${DOCS} articles in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return db
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(2)} ms, p99 ${pct(xs, 99).toFixed(2)} ms`

async function time(fn: () => Promise<unknown>) {
  const t = performance.now()
  await fn()
  return performance.now() - t
}

async function main() {
  console.log(`Search benchmark: ${DOCS} articles, ${QUERIES} queries`)
  const db = await fill()
  // The question mix: mostly two-character words, some one-character and longer phrases, some Latin.
  const queries = Array.from({ length: QUERIES }, () => {
    const r = rand()
    const w = pick(WORDS)
    if (r < 0.15) return w[0]!
    if (r < 0.75) return w.slice(0, 2)
    if (r < 0.95) return w
    return pick(['AI', 'MOOC', '2024'])
  })

  const portTaken = await fetch(`http://127.0.0.1:${PORT}/`).then(
    () => true,
    () => false,
  )
  if (portTaken) throw new Error(`port ${PORT} is in use: stop whatever listens there first`)
  const cms = spawn(process.execPath, [path.join(root, 'apps/cms/server.mjs'), '-p', String(PORT)], {
    cwd: path.join(root, 'apps/cms'),
    env: {
      ...process.env,
      SQLITE_FILE: dbFile,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      ...SECRETS,
      SITE_URL: 'none',
      JOBS_AUTORUN: '0',
      MEDIA_DIR: path.join(dir, 'media'),
    },
    stdio: 'ignore',
    detached: true,
  })
  try {
    const base = `http://127.0.0.1:${PORT}/api`
    for (let i = 0; i < 240; i++) {
      try {
        if ((await fetch(`${base}/system.Health/check`)).ok) break
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 500))
    }
    const search = (keyword: string) =>
      fetch(`${base}/search.Search/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ keyword, page: 1, limit: 10 }),
      }).then(async (r) => {
        const body = (await r.json()) as { code: number }
        if (body.code !== 200) throw new Error(JSON.stringify(body))
      })
    for (const q of queries.slice(0, 50)) await search(q) // warm-up
    const health: number[] = []
    for (let i = 0; i < QUERIES; i++)
      health.push(await time(() => fetch(`${base}/system.Health/check`).then((r) => r.json())))
    const lat: number[] = []
    for (const q of queries) lat.push(await time(() => search(q)))
    // Baseline without the index: the same questions as substring scans, in-process (no HTTP).
    const scan: number[] = []
    for (const q of queries.slice(0, 100)) {
      scan.push(
        await time(() =>
          db.execute({
            sql: 'SELECT id FROM search_docs WHERE title LIKE ? OR body LIKE ? ORDER BY published_at DESC LIMIT 10',
            args: [`%${q}%`, `%${q}%`],
          }),
        ),
      )
    }
    console.log(`\n  search over HTTP (${QUERIES} queries): ${fmt(lat)}`)
    console.log(`  baseline health call over HTTP:       ${fmt(health)}`)
    console.log(`  baseline LIKE scan, no index (100 q): ${fmt(scan)}`)
    console.log(
      `  ratio search p99 / health p99: ${(pct(lat, 99) / pct(health, 99)).toFixed(2)}; LIKE p50 / search p50: ${(pct(scan, 50) / pct(lat, 50)).toFixed(1)}×`,
    )
    console.log(`  p99 under 50 ms: ${pct(lat, 99) < 50 ? 'yes' : 'NO'}`)
  } finally {
    try {
      process.kill(-cms.pid!, 'SIGTERM')
    } catch {
      /* gone */
    }
    db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
