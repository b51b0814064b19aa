/**
 * The database-blip test (issue 31, run by `npm test`): a cms on a PostgreSQL cluster that this
 * test makes and runs itself (initdb into a temporary folder, its own port; never the machine's
 * shared server), and that cluster stopped for 3 seconds while sign-ups keep coming.
 *
 * It checks:
 *   1. while the database cannot be reached, every answer is 503 with Retry-After and
 *      「系统繁忙，请稍后重试」: a sign-up, a letter, a public read, and the console's REST API;
 *   2. the cms serves again by itself once PostgreSQL is back (the time is printed);
 *   3. every sign-up acknowledged is stored exactly once, every refused one is stored once when
 *      sent again, and the letter refused during the outage goes through with its unused captcha.
 *
 * Ports: TEST_DBDOWN_CMS_PORT (default TEST_CMS_PORT, else 3201) for the cms, TEST_DBDOWN_PG_PORT
 * (default the cms port + 49) for PostgreSQL. Binaries: PG_BIN, else the newest
 * /usr/lib/postgresql/<version>/bin, else `pg_config --bindir`. Without them the test is skipped,
 * except under CI, where it fails. Run as root, the cluster runs as the `postgres` user.
 */
import assert from 'node:assert/strict'
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { idCardCheckCharacter } from '@ou/contract'
import { DEMO_STAFF } from '../../apps/cms/src/seed/accounts'
import { productionEnv } from '../../scripts/lib/env.mjs'
import { npmBin, run, serveApp, stop, waitFor } from '../../scripts/lib/proc.mjs'
import { httpAnswer, type Answer } from '../lib/http'

const CMS_PORT = Number(process.env.TEST_DBDOWN_CMS_PORT ?? process.env.TEST_CMS_PORT ?? 3201)
const PG_PORT = Number(process.env.TEST_DBDOWN_PG_PORT ?? CMS_PORT + 49)
/**
 * A dump of the suite's own PostgreSQL seed and its media (scripts/test.mjs takes them beside the
 * builds), restored in seconds; without them the test seeds its cluster itself (half a minute).
 * Needs the suite's PAYLOAD_SECRET and STUDENT_TOKEN_SECRET, which it was seeded with.
 */
const SEED_DUMP =
  process.env.DBDOWN_SEED_DUMP && process.env.PAYLOAD_SECRET && process.env.STUDENT_TOKEN_SECRET
    ? process.env.DBDOWN_SEED_DUMP
    : undefined
const OUTAGE_MS = 3000
const CONCURRENCY = 10
/** Sign-ups acknowledged before PostgreSQL is stopped, and after it is back before sending stops. */
const BEFORE = 60
const AFTER = 40
const BUSY = '系统繁忙，请稍后重试'
const run$ = promisify(execFile)

const t0 = Date.now()
const say = (msg: string) => console.log(`[dbdown ${((Date.now() - t0) / 1000).toFixed(1)}s] ${msg}`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function pgBinDir(): string | null {
  const has = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))
  if (process.env.PG_BIN) return has(process.env.PG_BIN) ? process.env.PG_BIN : null
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => has(path.join(base, v, 'bin')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length) return path.join(base, versions[0]!, 'bin')
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim()
    return has(dir) ? dir : null
  } catch {
    return null
  }
}

const bin = pgBinDir()
if (!bin) {
  const why = 'PostgreSQL binaries (initdb, pg_ctl) not found: set PG_BIN'
  if (process.env.CI) {
    console.error(`[dbdown] ${why}; CI must not skip the database-blip test.`)
    process.exit(1)
  }
  console.warn(`[dbdown] ${why}; skipping.`)
  process.exit(0)
}

// PostgreSQL refuses to run as root: then its folder belongs to `postgres`, which runs it.
const asRoot = process.getuid?.() === 0
const pgCmd = (tool: string, args: string[]) =>
  run$(
    asRoot ? 'runuser' : path.join(bin, tool),
    asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
  )

const work = mkdtempSync(path.join(tmpdir(), 'ou-dbdown-'))
const data = path.join(work, 'pg')
const pgLog = path.join(work, 'pg.log')
if (asRoot) chownSync(work, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), 0)

const startPg = () =>
  pgCmd('pg_ctl', [
    '-D',
    data,
    '-l',
    pgLog,
    '-w',
    '-o',
    `-p ${PG_PORT} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ])
// Fast shutdown, as a restart or a failover does: open sessions are ended (57P01), new ones refused.
const stopPg = (mode = 'fast') => pgCmd('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])

const ADMIN_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`
const DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/ou_dbdown`
async function query<T = Record<string, unknown>>(conn: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: conn })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows as T[]
  } finally {
    await client.end()
  }
}

function http(
  opts: { path: string; method?: string; headers?: Record<string, string>; from?: string },
  body?: string,
): Promise<Answer> {
  return httpAnswer(
    {
      host: '127.0.0.1',
      port: CMS_PORT,
      path: opts.path,
      method: opts.method ?? 'GET',
      localAddress: opts.from,
      headers: {
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
type Envelope = { code: number; msg: string; data: any; retry_after?: number } // eslint-disable-line @typescript-eslint/no-explicit-any
const envelope = (a: Answer): Envelope | null => {
  try {
    return JSON.parse(a.body) as Envelope
  } catch {
    return null
  }
}
const callApi = (name: string, input: Record<string, unknown>, from?: string) =>
  http({ path: `/api/${name}`, method: 'POST', from }, JSON.stringify(input))

/** The busy answer: 503, a Retry-After header of whole seconds, the envelope's sentence. */
function assertBusy(what: string, a: Answer) {
  assert.equal(a.status, 503, `${what}: ${a.status} ${a.body.slice(0, 200)}`)
  assert.match(String(a.headers['retry-after'] ?? ''), /^[1-9]\d*$/, `${what}: Retry-After`)
}

let cms: ReturnType<typeof serveApp> | undefined
let pgUp = false
let failed = false
const counts: Record<string, unknown> = {}

try {
  say(`PostgreSQL from ${bin}, on port ${PG_PORT}, in ${work}`)
  await pgCmd('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  await startPg()
  pgUp = true
  await query(ADMIN_URL, 'create database ou_dbdown')
  const env: Record<string, string> = {
    ...productionEnv(),
    // The suite's seed was made with the suite's secrets: a restored one is served with them.
    ...(SEED_DUMP
      ? {
          PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!,
          STUDENT_TOKEN_SECRET: process.env.STUDENT_TOKEN_SECRET!,
        }
      : {}),
    DATABASE_URL,
    SQLITE_FILE: '',
    MEDIA_DIR: path.join(work, 'media'),
    SITE_URL: 'none',
  }
  if (SEED_DUMP) {
    say('restoring the suite’s PostgreSQL seed')
    await pgCmd('pg_restore', [
      '--no-owner',
      '-h',
      '127.0.0.1',
      '-p',
      String(PG_PORT),
      '-U',
      'postgres',
      '-d',
      'ou_dbdown',
      SEED_DUMP,
    ])
    if (process.env.DBDOWN_SEED_MEDIA && existsSync(process.env.DBDOWN_SEED_MEDIA))
      cpSync(process.env.DBDOWN_SEED_MEDIA, env.MEDIA_DIR!, { recursive: true })
  } else {
    say('seeding')
    run(npmBin, ['run', 'seed', '-w', 'apps/cms'], { env, stdio: 'ignore' })
  }
  cms = serveApp('cms', 'cms', CMS_PORT, {
    quiet: true,
    logTo: path.join(work, 'cms.log'),
    env: { ...env, CMS_PUBLIC_URL: `http://127.0.0.1:${CMS_PORT}` },
  })
  await waitFor(`http://127.0.0.1:${CMS_PORT}/api/system.Health/ready`, cms)
  say('cms ready')

  const admin = DEMO_STAFF[0]!
  const login = await http(
    { path: '/cms-api/users/login', method: 'POST' },
    JSON.stringify({ email: admin.email, password: admin.password }),
  )
  const token = (JSON.parse(login.body) as { token?: string }).token
  assert.ok(token, `admin login: ${login.status} ${login.body.slice(0, 200)}`)
  const list = async (name: string, input: Record<string, unknown>) => {
    const body = envelope(await callApi(name, input))
    assert.equal(body?.code, 200, name)
    return body!.data.list as { id: number; level?: string }[]
  }
  const majors = await list('enrolling.Major/list', { page: 0, limit: 0, category_type: 'adult' })
  const schools = await list('educational.School/list', { page: 0, limit: 0 })
  assert.ok(majors.length && schools.length, 'the seed has majors and learning centres')

  const idCard = (i: number) => {
    const body = `510104${1980 + Math.floor(i / 1000)}0${1 + (i % 9)}1${i % 10}${String(i % 1000).padStart(3, '0')}`
    return body + idCardCheckCharacter(body)
  }
  const form = (i: number) => {
    const major = majors[i % majors.length]!
    return {
      category_type: 'adult',
      name: `断库${[...String(i).padStart(4, '0')].map((d) => '零一二三四五六七八九'[Number(d)]).join('')}`,
      gender: i % 2 ? 'male' : 'female',
      id_card: idCard(i),
      mobile: `137${String(10_000_000 + i).slice(-8)}`,
      education: 'high_school',
      level: major.level,
      major_id: major.id,
      school_id: schools[i % schools.length]!.id,
      address: '断库测试地址',
    }
  }
  // 60 client addresses: the per-address sign-up limit (20 an hour) holds each.
  const from = (i: number) => `127.0.0.${10 + (i % 60)}`
  const signUp = (i: number) => callApi('enrolling.Enroll/add', form(i), from(i))

  // A letter whose captcha is issued before the outage and sent during it.
  const captcha = envelope(await http({ path: '/api/mailbox.Letter/captcha', from: '127.0.0.200' }))!
    .data as {
    captcha_id: string
  }
  const rows = await query<{ answer: string }>(DATABASE_URL, 'select answer from captchas where id = $1', [
    Number(captcha.captcha_id),
  ])
  const answer = rows[0]!.answer
  const letter = {
    recipient: 'president',
    category: 'consult',
    anonymous: false,
    consent_public: false,
    name: '断库来信',
    contact: '13700000000',
    subject: `数据库中断时的来信 ${process.pid}`,
    content: '数据库短暂中断时提交的来信，恢复后应当只保存一封。',
    captcha_id: captcha.captcha_id,
    captcha: answer,
  }

  type Outcome = { status: number; code?: number; msg?: string; retryAfter?: string; no?: string; at: number }
  const outcomes = new Map<number, Outcome>()
  let phase: 'before' | 'down' | 'after' | 'done' = 'before'
  let acknowledgedBefore = 0
  let acknowledgedAfter = 0
  let startedAt = 0
  let firstServedAfter = 0
  let next = 0
  const outage = { stoppedAt: 0, stopReturnedAt: 0 }
  let outageDone: Promise<void> = Promise.resolve()
  let outageError: unknown

  const down = async () => {
    outage.stoppedAt = Date.now()
    await stopPg()
    pgUp = false
    outage.stopReturnedAt = Date.now()
    say(`PostgreSQL stopped (pg_ctl took ${outage.stopReturnedAt - outage.stoppedAt} ms)`)
    // What a visitor and an editor meet while it is down.
    // A form no worker sends: refused now, and so never stored (the count below checks it).
    assertBusy('a sign-up', await signUp(1999))
    const letterAnswer = await callApi('mailbox.Letter/add', letter, '127.0.0.200')
    assertBusy('a letter', letterAnswer)
    assert.equal(envelope(letterAnswer)?.msg, BUSY)
    const read = await callApi('news.News/list', { page: 1, limit: 5 })
    assertBusy('a public read', read)
    assert.deepEqual(
      { code: envelope(read)?.code, msg: envelope(read)?.msg, retry_after: envelope(read)?.retry_after },
      { code: 503, msg: BUSY, retry_after: Number(read.headers['retry-after']) },
    )
    const rest = await http({ path: '/cms-api/news?limit=1', headers: { authorization: `JWT ${token}` } })
    assertBusy('the console REST API', rest)
    assert.equal((JSON.parse(rest.body) as { errors: { message: string }[] }).errors[0]?.message, BUSY)
    await sleep(Math.max(0, outage.stoppedAt + OUTAGE_MS - Date.now()))
    await startPg()
    pgUp = true
    startedAt = Date.now()
    phase = 'after'
    say(`PostgreSQL started again after ${startedAt - outage.stoppedAt} ms`)
  }

  const worker = async () => {
    while (phase !== 'done' && next < 1000) {
      const i = next++
      let o: Outcome
      try {
        const a = await signUp(i)
        const body = envelope(a)
        o = {
          status: a.status,
          code: body?.code,
          msg: body?.msg,
          retryAfter: a.headers['retry-after'] as string | undefined,
          no: body?.code === 200 ? body.data.application_no : undefined,
          at: Date.now(),
        }
      } catch (e) {
        o = { status: 0, msg: e instanceof Error ? e.message : String(e), at: Date.now() }
      }
      outcomes.set(i, o)
      if (o.no) {
        if (phase === 'before' && ++acknowledgedBefore === BEFORE) {
          phase = 'down'
          outageDone = down().catch((e: unknown) => {
            outageError = e
            phase = 'done'
          })
        } else if (phase === 'after') {
          firstServedAfter ||= o.at
          if (++acknowledgedAfter >= AFTER) phase = 'done'
        }
      }
      // About 100 sign-ups a second: enough to be sending throughout the outage.
      await sleep(CONCURRENCY * 10)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  await outageDone
  if (outageError) throw outageError
  assert.equal(phase, 'done', `sending stopped in phase ${phase}`)

  // Every answer was a success or the busy 503: never a 500, never a dropped connection.
  const kinds: Record<string, number> = {}
  for (const o of outcomes.values()) {
    const k = `${o.status} ${o.code ?? ''} ${o.msg ?? ''}`.trim()
    kinds[k] = (kinds[k] ?? 0) + 1
  }
  counts.answers = kinds
  const refused = [...outcomes.entries()].filter(([, o]) => !o.no)
  for (const [i, o] of refused) {
    assert.equal(o.status, 503, `sign-up ${i}: ${o.status} ${o.msg}`)
    assert.equal(o.code, 503, `sign-up ${i}`)
    assert.equal(o.msg, BUSY, `sign-up ${i}`)
    assert.match(o.retryAfter ?? '', /^[1-9]\d*$/, `sign-up ${i}: Retry-After`)
  }
  assert.ok(refused.length > 0, 'some sign-ups were sent while the database was away')
  counts.recoveredAfterStartMs = firstServedAfter - startedAt
  counts.recoveredAfterStopMs = firstServedAfter - outage.stoppedAt

  // The visitor's page sends each refused sign-up again after Retry-After; the letter too.
  const acknowledged = new Map<number, string>()
  for (const [i, o] of outcomes) if (o.no) acknowledged.set(i, o.no)
  const firstAcknowledged = new Map(acknowledged)
  for (const [i] of refused) {
    const body = envelope(await signUp(i))
    assert.equal(body?.code, 200, `sign-up ${i} sent again: ${body?.msg}`)
    acknowledged.set(i, body!.data.application_no)
  }
  const letterAgain = envelope(await callApi('mailbox.Letter/add', letter, '127.0.0.200'))
  assert.equal(letterAgain?.code, 200, `the letter sent again with its captcha: ${letterAgain?.msg}`)

  // In the database: each form once, under the number its visitor was given.
  const stored = await query<{ id_card: string; application_no: string }>(
    DATABASE_URL,
    `select id_card, application_no from applications where address = '断库测试地址'`,
  )
  const byCard = new Map<string, string[]>()
  for (const r of stored) byCard.set(r.id_card, [...(byCard.get(r.id_card) ?? []), r.application_no])
  for (const [i, no] of acknowledged) {
    assert.deepEqual(byCard.get(idCard(i)), [no], `sign-up ${i}: stored once, as acknowledged`)
  }
  assert.equal(stored.length, acknowledged.size, 'nothing stored that was not acknowledged in the end')
  for (const [i, no] of firstAcknowledged) assert.equal(acknowledged.get(i), no)
  const letters = await query(DATABASE_URL, 'select id from letters where subject = $1', [letter.subject])
  assert.equal(letters.length, 1, 'the letter is stored once')

  Object.assign(counts, {
    sent: outcomes.size,
    acknowledgedFirst: firstAcknowledged.size,
    refusedThenSentAgain: refused.length,
    stored: stored.length,
  })
  say(`result ${JSON.stringify(counts)}`)
} catch (e) {
  failed = true
  console.error('[dbdown] FAILED:', e instanceof Error ? (e.stack ?? e.message) : e)
  if (cms?.tail) console.error(`--- the end of the cms's log ---\n${cms.tail.slice(-40).join('\n')}`)
} finally {
  if (cms) await stop(cms)
  if (pgUp || existsSync(path.join(data, 'postmaster.pid'))) await stopPg('immediate').catch(() => {})
  // A failed run keeps its folder (the cms's whole log is there); DBDOWN_KEEP=1 keeps every run's.
  if (failed || process.env.DBDOWN_KEEP) console.error(`[dbdown] kept ${work}`)
  else rmSync(work, { recursive: true, force: true })
}
say(failed ? 'failed' : 'passed')
process.exit(failed ? 1 : 0)
