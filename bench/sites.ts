/**
 * Site group (站群) benchmark (not part of `npm test`; `npm run build` first):
 *   npx tsx bench/sites.ts [--sites=100] [--per-site=1000] [--columns=4] [--seconds=10] [--rounds=3]
 *                          [--connections=20] [--articles=200] [--port=5000] [--no-lighthouse] [--keep [--fill-only]]
 *                          [--stats-only]
 *
 * On SQLite: the demo seed, then bulk SQL adds --sites sites with --columns columns and --per-site
 * articles each (10% drafts, each with its version row as the console reads it), and as many
 * articles again on the portal, so that every site figure has a portal baseline from the same run
 * at the same total size. Then, each site figure beside the portal's:
 *   1. pages with autocannon: a site's home, column list and article against the portal's `/`,
 *      `/news/{column}` and article, the site and article picked at random for every request (as
 *      many distinct site addresses as portal ones: the portal's home and lists under as many
 *      cache keys as there are site homes and lists), with the site's micro-cache on and off (as
 *      behind nginx); p99 and req/s, and the ratio of the p99s (target: a site within 1.2×);
 *   2. the public calls the pages make: `news.News/list` (page 1, and one column's) and
 *      `news.News/info` with a random `site`, against the same calls without one (the portal);
 *   3. a site editor's console list views through REST (an editor confined to one site, created
 *      for the run): p50/p99 of one client, target p99 within 1 s;
 *   4. the site process's RSS after warming 10 sites' homes and lists, and after all of them;
 *   5. Lighthouse (mobile, Debian's chromium) on a site's home and on the portal's;
 *   6. 发稿统计 (GET /staff-api/stats and its 通报 export) as the web office over every site, this
 *      quarter and the longest period (366 days), on the articles' review trail in the audit log
 *      (a submission and a publication per published site article): target within 2 s.
 * Ports: --port the site, +1 the cms, +2 the site with its micro-cache off.
 * Articles carry no search entries (search is not measured here; bench/api.ts and search.ts do).
 */
import autocannon from 'autocannon'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { DEMO_STAFF } from '../apps/cms/src/seed/accounts'
import { lexical } from '../apps/cms/src/seed/lexical'
import { productionEnv } from '../scripts/lib/env.mjs'
import { openSqlite } from './db'
import { FILLER, GIVEN, SURNAMES, seededRandom, waitFor } from './support'

const args = process.argv.slice(2)
const opt = (name: string, fallback: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback
const has = (name: string) => args.includes(`--${name}`)

const SITES = Number(opt('sites', '100'))
const PER_SITE = Number(opt('per-site', '1000'))
const COLUMNS = Number(opt('columns', '4'))
const SECONDS = Number(opt('seconds', '10'))
/** Rounds per case, taking turns between the site and the portal; SECONDS is split between them. */
const ROUNDS = Number(opt('rounds', '3'))
const ROUND_SECONDS = Math.max(3, Math.round(SECONDS / 2))
const CONNECTIONS = Number(opt('connections', '20'))
const SITE_PORT = Number(opt('port', '5000'))
const CMS_PORT = SITE_PORT + 1
const PLAIN_PORT = SITE_PORT + 2
const ARTICLES = Number(opt('articles', '200'))
const LIGHTHOUSE = !has('no-lighthouse')
const KEEP = has('keep')
const FILL_ONLY = has('fill-only')
// Only the fill and step 6 (发稿统计): no site process, autocannon or Lighthouse.
const STATS_ONLY = has('stats-only')
const DIR = path.resolve(opt('dir', `/tmp/ou-bench-sites-${SITE_PORT}`))
const root = path.resolve(import.meta.dirname, '..')
const site = `http://127.0.0.1:${SITE_PORT}`
const cms = `http://127.0.0.1:${CMS_PORT}`
const plain = `http://127.0.0.1:${PLAIN_PORT}`

for (const app of FILL_ONLY ? [] : STATS_ONLY ? ['cms'] : ['cms', 'site'])
  if (!existsSync(path.join(root, `apps/${app}/.next/BUILD_ID`)))
    throw new Error('build first: npm run build')

// Every run builds the same data and asks the same questions.
const { rand, int, pick } = seededRandom(20261127)

const WORDS = (
  '开放教育 成人教育 继续教育 终身学习 学习中心 教学质量 课程思政 专业建设 招生工作 毕业典礼 ' +
  '社区教育 老年大学 家庭教育 乡村振兴 数字化 在线课程 实践教学 学分银行 职业培训 技能提升 ' +
  '党建工作 理论学习 主题教育 志愿服务 校园文化 图书馆 实验室 教师发展 科研项目 学术讲座 ' +
  '网络学习 形成性考核 期末考试 教务管理 学籍管理 新生入学 开学典礼 评优表彰 安全教育 分校 教学点'
).split(' ')
const CITIES = '绵阳 德阳 乐山 宜宾 南充 泸州 自贡 内江 遂宁 达州 广元 巴中 雅安 眉山 资阳 攀枝花'.split(' ')
const COLUMN_DEFS = [
  ['学院新闻', 'College News', 'news'],
  ['通知公告', 'Notices', 'notice'],
  ['教学教务', 'Teaching', 'teaching'],
  ['社区教育', 'Community Education', 'community'],
  ['党建工作', 'Party Building', 'party'],
  ['招生信息', 'Enrolment', 'enrol'],
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
const secs = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`

/* ---------- processes ---------- */

const env = {
  ...process.env,
  ...productionEnv(),
  SQLITE_FILE: path.join(DIR, 'cms.db'),
  DATABASE_URL: '',
  MEDIA_DIR: path.join(DIR, 'media'),
}
const children: ChildProcess[] = []
function start(app: 'cms' | 'site', port: number, extra: Record<string, string>) {
  const child = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    cwd: path.join(root, `apps/${app}`),
    env: { ...env, ...extra },
    stdio: 'ignore',
    detached: true,
  })
  children.push(child)
  return child
}
async function portFree(port: number) {
  const taken = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${port} is in use: pick another with --port`)
}
/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024

/* ---------- filling ---------- */

type Db = Awaited<ReturnType<typeof openSqlite>>

async function insert(db: Db, table: string, cols: string[], rows: unknown[][]) {
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
  await db.client.batch(stmts, 'write')
}

async function fill(db: Db) {
  const t0 = Date.now()
  const cols = async (table: string) =>
    (await db.query(`PRAGMA table_info("${table}")`)).map((r) => String(r.name))
  const portal = Number((await db.query(`SELECT id FROM sites WHERE slug = 'portal'`))[0]!.id)
  const media = (await db.query('SELECT id FROM media ORDER BY id')).map((r) => Number(r.id))

  // Sites: copies of the demo's first branch site (its notice, contact, template), live.
  const model = (await db.query(`SELECT * FROM sites WHERE kind = 'branch' ORDER BY id LIMIT 1`))[0]!
  const siteCols = (await cols('sites')).filter((c) => !['id', 'domain'].includes(c))
  const now = new Date().toISOString()
  const siteRows = Array.from({ length: SITES }, (_, i) => {
    const n = String(i + 1).padStart(3, '0')
    const city = CITIES[i % CITIES.length]!
    const own: Record<string, unknown> = {
      name: `天府开放大学${city}${n}分校`,
      short_name: `${city}${n}分校`,
      slug: `bench${n}`,
      status: 'live',
      logo_id: null,
      updated_at: now,
      created_at: now,
    }
    return siteCols.map((c) => (c in own ? own[c] : model[c]))
  })
  await insert(db, 'sites', siteCols, siteRows)
  const sites = (await db.query(`SELECT id, slug FROM sites WHERE slug LIKE 'bench%' ORDER BY id`)) as {
    id: number
    slug: string
  }[]

  // Columns: --columns per site, with the same paths on every site (unique within a site).
  const catCols = (await cols('news_categories')).filter((c) => c !== 'id')
  const catModel = (await db.query(`SELECT * FROM news_categories ORDER BY id LIMIT 1`))[0]!
  const catRows = sites.flatMap((s) =>
    COLUMN_DEFS.slice(0, COLUMNS).map(([name, nameEn, pathName], k) => {
      const own: Record<string, unknown> = {
        name,
        name_en: nameEn,
        path_name: pathName,
        site_id: s.id,
        sort: k + 1,
        updated_at: now,
        created_at: now,
      }
      return catCols.map((c) => (c in own ? own[c] : catModel[c]))
    }),
  )
  await insert(db, 'news_categories', catCols, catRows)
  const catsBySite = new Map<number, number[]>()
  for (const r of await db.query(`SELECT id, site_id FROM news_categories ORDER BY sort, id`)) {
    const list = catsBySite.get(Number(r.site_id)) ?? []
    list.push(Number(r.id))
    catsBySite.set(Number(r.site_id), list)
  }
  console.log(`  ${sites.length} sites, ${catRows.length} columns: ${secs(t0)}`)

  // Articles, each with the version row Payload keeps for a document with drafts (the console's
  // list reads the latest versions).
  const versionCols = await cols('_news_v')
  const BATCH = 5_000
  const articles = async (label: string, total: number, siteOf: (j: number) => number) => {
    const t = Date.now()
    const firstId = Number((await db.query(`SELECT coalesce(max(id), 0) AS id FROM news`))[0]!.id) + 1
    for (let i = 0; i < total; i += BATCH) {
      const rows: Record<string, unknown>[] = []
      for (let j = i; j < Math.min(total, i + BATCH); j++) {
        const at = dateBetween(2016)
        const s = siteOf(j)
        const status = rand() < 0.1 ? 'draft' : 'published'
        rows.push({
          id: firstId + j,
          site_id: s,
          category_id: pick(catsBySite.get(s)!),
          title: title(),
          summary: `${sentence(12 + int(10))}。`,
          cover_id: rand() < 0.5 && media.length ? pick(media) : null,
          content: JSON.stringify(body()),
          author: `${pick(SURNAMES)}${pick(GIVEN)}`,
          source: '宣传部',
          published_at: at,
          views: int(5000),
          updated_at: at,
          created_at: at,
          _status: status,
          // The console's review workflow: a published article has passed review.
          review_state: status,
        })
      }
      const newsCols = Object.keys(rows[0]!)
      await insert(
        db,
        'news',
        newsCols,
        rows.map((r) => newsCols.map((c) => r[c])),
      )
      const vCols = versionCols.filter(
        (c) =>
          ['parent_id', 'latest', 'updated_at', 'created_at'].includes(c) ||
          (c.startsWith('version_') && c.slice(8) in rows[0]!),
      )
      await insert(
        db,
        '_news_v',
        vCols,
        rows.map((r) =>
          vCols.map((c) =>
            c === 'parent_id' ? r.id : c === 'latest' ? 1 : c.startsWith('version_') ? r[c.slice(8)] : r[c],
          ),
        ),
      )
    }
    console.log(`  ${label}: ${total.toLocaleString('en')} articles (+ versions) in ${secs(t)}`)
  }
  await articles(
    `${sites.length} sites × ${PER_SITE.toLocaleString('en')}`,
    sites.length * PER_SITE,
    (j) => sites[j % sites.length]!.id,
  )
  await articles('portal (baseline, same total)', sites.length * PER_SITE, () => portal)

  // The review trail 发稿统计 reads (audit log): each published site article submitted by one of
  // a few accounts 1 to 72 hours before its publication, one in twenty returned once on the way.
  const ta = Date.now()
  const users = (await db.query('SELECT id FROM users ORDER BY id LIMIT 6')).map((r) => Number(r.id))
  const published = await db.query(
    `SELECT n.id, n.published_at FROM news n JOIN sites s ON s.id = n.site_id
     WHERE s.slug LIKE 'bench%' AND n._status = 'published' ORDER BY n.id`,
  )
  const auditCols = [
    'action',
    'user_id',
    'actor',
    'target_collection',
    'target_label',
    'target_id',
    'target_title',
    'summary',
    'ip',
    'updated_at',
    'created_at',
  ]
  const trail: unknown[][] = []
  const entry = (action: string, user: number, id: unknown, at: number) => {
    const when = new Date(at).toISOString()
    trail.push([action, user, 'bench', 'news', '新闻', String(id), '', '', '', when, when])
  }
  for (const r of published) {
    const at = Date.parse(String(r.published_at))
    const submitted = at - (1 + int(72)) * 3_600_000
    const user = pick(users)
    entry('submit', user, r.id, submitted)
    if (rand() < 0.05) {
      entry('return', users[0]!, r.id, submitted + 1_800_000)
      entry('submit', user, r.id, submitted + 3_600_000)
    }
    entry('publish', users[0]!, r.id, at)
  }
  for (let i = 0; i < trail.length; i += 20_000)
    await insert(db, 'audit_logs', auditCols, trail.slice(i, i + 20_000))
  console.log(`  audit trail: ${trail.length.toLocaleString('en')} entries in ${secs(ta)}`)
  const t = Date.now()
  await db.query('ANALYZE')
  console.log(`  analyze: ${secs(t)}; filled in ${secs(t0)}`)
  return { portal, sites }
}

/* ---------- measuring ---------- */

interface Rate {
  rps: number
  p50: number
  p99: number
}

/** autocannon on `paths()` (a new path or body for every request), after a warm-up. */
async function rate(base: string, next: () => string, post = false, warm = true): Promise<Rate> {
  const requests = [
    post
      ? {
          method: 'POST',
          path: '/api/' + next().split('|')[0],
          headers: { 'content-type': 'application/json' },
          setupRequest: (req: { path?: string; body?: string }) => {
            const [call, bodyText] = next().split('|')
            return { ...req, path: `/api/${call}`, body: bodyText }
          },
        }
      : { setupRequest: (req: { path?: string }) => ({ ...req, path: next() }) },
  ]
  if (warm) await autocannon({ url: base, connections: 10, duration: 2, requests }) // warm-up
  const r = await autocannon({ url: base, connections: CONNECTIONS, duration: ROUND_SECONDS, requests })
  if (r.non2xx || r.errors > r.requests.total * 0.01)
    throw new Error(`${base}: ${r.non2xx} non-2xx answers, ${r.errors} errors`)
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 }
}

const fmt = (r: Rate) =>
  `${r.rps.toFixed(0).padStart(5)} req/s  p50 ${String(r.p50).padStart(4)} ms  p99 ${String(r.p99).padStart(5)} ms`
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN
}

/**
 * A site's case against the portal's, in ROUNDS rounds that take turns (site first, then portal
 * first, …): a pause of the machine (a GC, a checkpoint, another process) lands on both sides
 * alike instead of on whichever case ran then. Each side's p50 and p99 are the median of its
 * rounds', its rate their mean; the rounds' p99s are printed beside.
 */
async function pair(
  label: string,
  site: (warm: boolean) => Promise<Rate>,
  portal: (warm: boolean) => Promise<Rate>,
  target = 1.2,
) {
  const rounds: { s: Rate[]; p: Rate[] } = { s: [], p: [] }
  for (let i = 0; i < ROUNDS; i++) {
    if (i % 2 === 0) {
      rounds.s.push(await site(i === 0))
      rounds.p.push(await portal(i === 0))
    } else {
      rounds.p.push(await portal(i === 0))
      rounds.s.push(await site(i === 0))
    }
  }
  const sum = (rs: Rate[]): Rate => ({
    rps: rs.reduce((a, r) => a + r.rps, 0) / rs.length,
    p50: pct(
      rs.map((r) => r.p50),
      50,
    ),
    p99: pct(
      rs.map((r) => r.p99),
      50,
    ),
  })
  const [s, p] = [sum(rounds.s), sum(rounds.p)]
  const ratio = s.p99 / Math.max(1, p.p99)
  const each = (rs: Rate[]) => ` (p99s ${rs.map((r) => r.p99).join(', ')})`
  console.log(`  ${label.padEnd(30)} site   ${fmt(s)}${each(rounds.s)}`)
  console.log(
    `  ${''.padEnd(30)} portal ${fmt(p)}   p99 ${ratio.toFixed(2)}× portal${ratio <= target ? `  ≤ ${target} ok` : `  > ${target} MISSED`}, req/s ${(s.rps / p.rps).toFixed(2)}×${each(rounds.p)}`,
  )
}

/** 6. 发稿统计 (stats/compute.ts): the web office's figures over every site, as the view asks them. */
async function statsStep(adminToken: string) {
  console.log('\n发稿统计 (GET /staff-api/stats) as the web office, every site, 1 client, target within 2 s:')
  const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)
  const today = Date.now()
  const quarterStart = (() => {
    const d = day(today)
    const m = Math.floor((Number(d.slice(5, 7)) - 1) / 3) * 3 + 1
    return `${d.slice(0, 4)}-${String(m).padStart(2, '0')}-01`
  })()
  for (const [label, query] of [
    ['this quarter', `from=${quarterStart}&to=${day(today)}`],
    ['the last 366 days (the longest period)', `from=${day(today - 365 * 86_400_000)}&to=${day(today)}`],
    ['the 通报 xlsx, last 366 days', `from=${day(today - 365 * 86_400_000)}&to=${day(today)}`],
  ] as const) {
    const url = `${cms}/staff-api/stats${label.includes('xlsx') ? '/export' : ''}?${query}`
    const headers = { authorization: `JWT ${adminToken}` }
    const lat: number[] = []
    let summary = ''
    let cold = 0
    for (let i = 0; i < 6; i++) {
      const t1 = performance.now()
      const res = await fetch(url, { headers })
      const body = label.includes('xlsx') ? await res.arrayBuffer() : await res.json()
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
      // The first call warms the route; the next five are timed.
      if (i > 0) lat.push(performance.now() - t1)
      else cold = performance.now() - t1
      if (!summary && !(body instanceof ArrayBuffer)) {
        const b = body as { sites: { published: number }[]; columns: unknown[]; editors: unknown[] }
        summary = ` (${b.sites.length} sites, ${b.sites.reduce((a, x) => a + x.published, 0).toLocaleString('en')} articles published, ${b.columns.length} column rows)`
      }
    }
    const worst = Math.max(...lat)
    console.log(
      `  ${label.padEnd(40)} p50 ${pct(lat, 50).toFixed(0).padStart(5)} ms  max ${worst.toFixed(0).padStart(5)} ms  first ${cold.toFixed(0).padStart(5)} ms${Math.max(worst, cold) <= 2000 ? '  ≤ 2 s ok' : '  > 2 s MISSED'}${summary}`,
    )
  }
}

/* ---------- the run ---------- */

try {
  for (const p of [SITE_PORT, CMS_PORT, PLAIN_PORT]) await portFree(p)
  console.log(
    `Site group benchmark (SQLite): ${SITES} sites × ${PER_SITE.toLocaleString('en')} articles in ${COLUMNS} columns, ` +
      `the portal with ${(SITES * PER_SITE).toLocaleString('en')}; autocannon ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per case, site and portal taking turns`,
  )
  console.log(
    `  ${new Date().toISOString()}, ${(await import('node:os')).cpus().length} cores, load ${(
      await import('node:os')
    )
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  )
  rmSync(DIR, { recursive: true, force: true })
  mkdirSync(DIR, { recursive: true })
  console.log('\nseeding:')
  let t = Date.now()
  const seeded = spawnSync('npm', ['run', 'seed', '-w', 'apps/cms'], { cwd: root, env, stdio: 'ignore' })
  if (seeded.status !== 0) throw new Error('seeding failed')
  console.log(`  migrations + demo seed: ${secs(t)}`)
  const db = await openSqlite(env.SQLITE_FILE)
  const { sites } = await fill(db)

  // Questions: random sites, their columns, and as many site articles as portal ones.
  const colPaths = COLUMN_DEFS.slice(0, COLUMNS).map((c) => c[2])
  const siteArticles = (
    await db.query(
      `SELECT n.id, c.path_name, s.slug FROM news n JOIN news_categories c ON c.id = n.category_id
       JOIN sites s ON s.id = n.site_id WHERE s.slug LIKE 'bench%' AND n._status = 'published'
       AND n.id % 97 = 0 LIMIT ${ARTICLES}`,
    )
  ).map((r) => `/sites/${r.slug}/news/${r.path_name}/${r.id}`)
  const portalArticles = (
    await db.query(
      `SELECT n.id, c.path_name FROM news n JOIN news_categories c ON c.id = n.category_id
       JOIN sites s ON s.id = n.site_id WHERE s.slug = 'portal' AND n._status = 'published'
       AND n.id % 97 = 0 LIMIT ${ARTICLES}`,
    )
  ).map((r) => `/news/${r.path_name}/${r.id}`)
  const portalArticleIds = portalArticles.map((p) => Number(p.split('/').pop()))
  const siteArticleRefs = siteArticles.map((p) => {
    const parts = p.split('/')
    return { slug: parts[2]!, id: Number(parts[5]) }
  })
  await db.close()
  if (FILL_ONLY) process.exit(0)

  start('cms', CMS_PORT, { SITE_URL: site, CMS_PUBLIC_URL: cms, CORS_ORIGINS: site })
  await waitFor(`${cms}/api/system.Health/check`, 480)
  if (STATS_ONLY) {
    const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
    const res = await fetch(`${cms}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    })
    await statsStep(((await res.json()) as { token: string }).token)
    console.log(`\ndone ${new Date().toISOString()}`)
    // What `finally` below does, before leaving early.
    for (const c of children) process.kill(-c.pid!, 'SIGTERM')
    if (!KEEP) rmSync(DIR, { recursive: true, force: true })
    process.exit(0)
  }
  const portalCols = (
    (await (await fetch(`${cms}/api/news.News/category`)).json()) as { data: { path_name: string }[] }
  ).data.map((c) => c.path_name)
  const slugs = sites.map((s) => s.slug)
  const siteEnv = { API_BASE_URL: cms, PUBLIC_API_BASE_URL: cms, SITE_ORIGIN: site }

  /* 4. memory first, on fresh site processes */
  console.log('\nmemory of the site process (RSS), warming each site’s home and column lists:')
  const warm = async (base: string, few: string[]) => {
    for (const s of few)
      for (const p of [`/sites/${s}`, ...colPaths.map((c) => `/sites/${s}/news/${c}`)]) {
        const res = await fetch(`${base}${p}`)
        if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`)
        await res.arrayBuffer()
      }
  }
  const siteProc = start('site', SITE_PORT, siteEnv)
  const plainProc = start('site', PLAIN_PORT, { ...siteEnv, PAGE_MICROCACHE_ENTRIES: '0' })
  await waitFor(`${site}/logo.svg`, 480)
  await waitFor(`${plain}/logo.svg`, 480)
  // Both processes warm side by side, each page in both at once.
  const both = [
    { label: 'micro-cache on ', base: site, proc: siteProc },
    { label: 'micro-cache off', base: plain, proc: plainProc },
  ]
  const warmBoth = (few: string[]) => Promise.all(both.map((b) => warm(b.base, few)))
  for (const p of ['/', ...portalCols.map((c) => `/news/${c}`)])
    await Promise.all(both.map(async (b) => (await fetch(`${b.base}${p}`)).arrayBuffer()))
  const rss = () => both.map((b) => rssMb(b.proc.pid!))
  const settle = () => new Promise((r) => setTimeout(r, 3000))
  await settle()
  const before = rss()
  t = Date.now()
  await warmBoth(slugs.slice(0, 10))
  await settle()
  const ten = rss()
  const tenTook = secs(t)
  t = Date.now()
  await warmBoth(slugs.slice(10))
  await settle()
  const all = rss()
  console.log(
    `  (${1 + COLUMNS} pages a site, rendered by both processes: 10 sites in ${tenTook}, the rest in ${secs(t)})`,
  )
  both.forEach((b, i) =>
    console.log(
      `  ${b.label}: portal pages only ${before[i]!.toFixed(0)} MB; 10 sites ${ten[i]!.toFixed(0)} MB; ` +
        `all ${slugs.length} ${all[i]!.toFixed(0)} MB: ${all[i]! >= ten[i]! ? '+' : ''}${(all[i]! - ten[i]!).toFixed(0)} MB for ${slugs.length - 10} more sites ` +
        `(${((all[i]! - ten[i]!) / Math.max(1, slugs.length - 10)).toFixed(2)} MB a site, ${(all[i]! / ten[i]!).toFixed(2)}×)`,
    ),
  )

  // Steady state, as production reaches it: every article of the pools rendered once in both.
  t = Date.now()
  const pool = [...siteArticles, ...portalArticles]
  for (let i = 0; i < pool.length; i += 4)
    await Promise.all(
      pool
        .slice(i, i + 4)
        .flatMap((p) => both.map(async (b) => (await fetch(`${b.base}${p}`)).arrayBuffer())),
    )
  console.log(`  (${pool.length} articles rendered by both for the page runs: ${secs(t)})`)

  /* 1. pages */
  // One site's pages against one portal page: the same number of distinct addresses, so what is
  // left is the cost of a page, not the micro-cache's spread over more addresses.
  const one = slugs[Math.floor(slugs.length / 3)]!
  const sitePages = {
    home1: () => `/sites/${one}`,
    list1: () => `/sites/${one}/news/${colPaths[0]}`,
    home: () => `/sites/${pick(slugs)}`,
    list: () => `/sites/${pick(slugs)}/news/${pick(colPaths)}`,
    detail: () => pick(siteArticles),
  }
  // The random rows ask the portal for as many distinct addresses as the sites have: the portal's
  // one home and six column lists, each under as many cache keys (`type` is a page parameter the
  // micro-cache keys on, page-query.mjs, and these pages ignore), else a one-second micro-cache
  // compares 100 homes and 400 lists, each re-rendered every second, with one home and six lists.
  const keys = (n: number) => Array.from({ length: n }, (_, k) => `type=b${k}`)
  const homeKeys = keys(slugs.length)
  const listKeys = keys(Math.ceil((slugs.length * COLUMNS) / portalCols.length))
  const portalPages = {
    home1: () => '/',
    list1: () => `/news/${portalCols[0]}`,
    home: () => `/?${pick(homeKeys)}`,
    list: () => `/news/${pick(portalCols)}?${pick(listKeys)}`,
    detail: () => pick(portalArticles),
  }
  for (const [label, base] of [
    ['micro-cache on (server.mjs alone)', site],
    ['micro-cache off (as behind nginx)', plain],
  ] as const) {
    console.log(`\npages, ${label}: a random site's page against the portal's`)
    for (const k of ['home1', 'list1', 'home', 'list', 'detail'] as const)
      await pair(
        {
          home1: 'home, one site',
          list1: 'column list, one site',
          home: `home, random of ${slugs.length}ᵃ`,
          list: `column list, random of ${slugs.length * COLUMNS}ᵃ`,
          detail: `article, random of ${siteArticles.length}`,
        }[k],
        (warm) => rate(base, sitePages[k], false, warm),
        (warm) => rate(base, portalPages[k], false, warm),
      )
  }

  console.log(
    `  ᵃ the portal's pages under as many addresses: its home under ${homeKeys.length} cache keys, its ${portalCols.length} lists under ${listKeys.length} each`,
  )

  /* 2. the public API */
  console.log('\npublic API (cms): a random site’s call against the same call for the portal')
  const j = (name: string, input: unknown) => `${name}|${JSON.stringify(input)}`
  await pair(
    'news.News/list page 1',
    (warm) => rate(cms, () => j('news.News/list', { site: pick(slugs), page: 1, limit: 10 }), true, warm),
    (warm) => rate(cms, () => j('news.News/list', { page: 1, limit: 10 }), true, warm),
  )
  await pair(
    'news.News/list of a column',
    (warm) =>
      rate(
        cms,
        () => j('news.News/list', { site: pick(slugs), path_name: pick(colPaths), page: 1, limit: 10 }),
        true,
        warm,
      ),
    (warm) =>
      rate(cms, () => j('news.News/list', { path_name: pick(portalCols), page: 1, limit: 10 }), true, warm),
  )
  await pair(
    'news.News/info',
    (warm) =>
      rate(
        cms,
        () => {
          const a = pick(siteArticleRefs)
          return j('news.News/info', { site: a.slug, news_id: a.id })
        },
        true,
        warm,
      ),
    (warm) => rate(cms, () => j('news.News/info', { news_id: pick(portalArticleIds) }), true, warm),
  )
  await pair(
    'setting.Site/info',
    (warm) => rate(cms, () => j('setting.Site/info', { site: pick(slugs) }), true, warm),
    (warm) => rate(cms, () => j('setting.Site/info', {}), true, warm),
  )

  /* 3. the console, as one site's editor */
  console.log('\nconsole list views (REST) as an editor confined to one site, 1 client:')
  const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
  const login = async (email: string, password: string) => {
    const res = await fetch(`${cms}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    })
    const { token } = (await res.json()) as { token?: string }
    if (!token) throw new Error(`login ${email}: HTTP ${res.status}`)
    return token
  }
  const adminToken = await login(admin.email, admin.password)
  const mine = sites[Math.floor(sites.length / 2)]!
  const editor = { email: 'bench-site-editor@ou.edu.cn', password: 'Bench#Editor2026' }
  const made = await fetch(`${cms}/cms-api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${adminToken}` },
    body: JSON.stringify({ ...editor, name: '压测站点编辑', roles: ['editor'], sites: [mine.id] }),
  })
  if (!made.ok) throw new Error(`creating the editor: HTTP ${made.status} ${await made.text()}`)
  const token = await login(editor.email, editor.password)
  const [catId] = (
    (await (
      await fetch(`${cms}/cms-api/news-categories?where[site][equals]=${mine.id}&limit=1&depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { docs: { id: number }[] }
  ).docs.map((d) => d.id)
  const views: [string, string, number][] = [
    [
      'news, newest first',
      `/cms-api/news?where[site][equals]=${mine.id}&limit=10&sort=-published_at&depth=0`,
      0,
    ],
    [
      'news, drafts (console)',
      `/cms-api/news?where[site][equals]=${mine.id}&limit=10&sort=-published_at&draft=true`,
      0,
    ],
    [
      'news, page 50',
      `/cms-api/news?where[site][equals]=${mine.id}&limit=10&page=50&sort=-published_at&depth=0`,
      0,
    ],
    [
      'news of a column',
      `/cms-api/news?where[category][equals]=${catId}&limit=10&sort=-published_at&depth=0`,
      0,
    ],
    [
      'news, title contains',
      `/cms-api/news?where[site][equals]=${mine.id}&where[title][like]=${encodeURIComponent('教学')}&limit=10&depth=0`,
      0,
    ],
    ['news, unfiltered (own site only)', '/cms-api/news?limit=10&sort=-published_at&depth=0', 0],
    ['news-categories', `/cms-api/news-categories?where[site][equals]=${mine.id}&limit=10`, 0],
  ]
  for (const [label, url] of views) {
    const headers = { authorization: `JWT ${token}` }
    const once = async () => {
      const res = await fetch(`${cms}${url}`, { headers })
      const text = await res.text()
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`)
      return text
    }
    let first: string
    try {
      first = await once()
    } catch (e) {
      // One view that fails is reported; the others are still measured.
      console.log(`  ${label.padEnd(38)} FAILED: ${(e as Error).message}`)
      continue
    }
    for (let i = 0; i < 3; i++) await once()
    const lat: number[] = []
    const until = Date.now() + SECONDS * 1000
    while (lat.length < 100 && Date.now() < until) {
      const t1 = performance.now()
      await once()
      lat.push(performance.now() - t1)
    }
    const total = ` (${(JSON.parse(first) as { totalDocs: number }).totalDocs} docs)`
    const p99 = pct(lat, 99)
    console.log(
      `  ${label.padEnd(38)} n=${String(lat.length).padStart(3)}  p50 ${pct(lat, 50).toFixed(0).padStart(5)} ms  p99 ${p99.toFixed(0).padStart(5)} ms${p99 <= 1000 ? '  ≤ 1 s ok' : '  > 1 s MISSED'}${total}`,
    )
  }

  /* 6. 发稿统计 */
  await statsStep(adminToken)

  /* 5. Lighthouse */
  if (LIGHTHOUSE && existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
    console.log(
      '\nLighthouse (mobile), a site’s home against the portal’s, on the site with its micro-cache:',
    )
    const chromeLauncher = await import('chrome-launcher')
    const { default: lighthouse } = await import('lighthouse')
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    })
    try {
      const score = (v: number | null | undefined) => Math.round((v ?? 0) * 100)
      console.log(`  ${'page'.padEnd(22)} perf  a11y  best   seo  LCP ms  TBT ms`)
      for (const [label, p] of [
        ['portal /', '/'],
        [`site /sites/${mine.slug}`, `/sites/${mine.slug}`],
        ['portal column', `/news/${portalCols[0]}`],
        ['site column', `/sites/${mine.slug}/news/${colPaths[0]}`],
      ] as const) {
        const result = await lighthouse(`${site}${p}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        const lhr = result!.lhr
        const [perf, a11y, best, seo] = (
          ['performance', 'accessibility', 'best-practices', 'seo'] as const
        ).map((c) => score(lhr.categories[c]?.score))
        const lcp = Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0))
        const tbt = Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? 0))
        console.log(
          `  ${label.padEnd(22)} ${String(perf).padStart(4)}  ${String(a11y).padStart(4)}  ${String(best).padStart(4)}  ${String(seo).padStart(4)}  ${String(lcp).padStart(6)}  ${String(tbt).padStart(6)}`,
        )
      }
    } catch (e) {
      console.log(`  Lighthouse FAILED: ${(e as Error).message}`)
    } finally {
      chrome.kill()
    }
  }
  console.log(`\ndone ${new Date().toISOString()}`)
} finally {
  for (const c of children)
    try {
      process.kill(-c.pid!, 'SIGTERM')
    } catch {
      /* gone */
    }
  if (!KEEP) rmSync(DIR, { recursive: true, force: true })
}
