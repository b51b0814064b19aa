import { expect, test } from '@playwright/test'
import fc from 'fast-check'
import { DEMO_STAFF } from '../../../apps/cms/src/seed/accounts'
import { clearAttempts, staffLogin } from '../../lib/api'
import { rawRequest } from '../../lib/peer'

/**
 * Property-based fuzzing of Payload's REST API (/cms-api) and the console's own routes
 * (/staff-api/*), anonymous and as each staff role:
 * random methods, paths, `where` queries (every operator, nested and/or, hostile values), depth,
 * paging, sorting, select and bodies. Whatever arrives, the answer is never a 5xx.
 *
 * Writes stay harmless to the suites after it: staff edit only as drafts of reviewed articles
 * (never `_status`), and deletes and bulk updates carry a condition no document meets.
 * FUZZ_RUNS and FUZZ_SEED as in fuzz.spec.ts; FUZZ_REST_SEED replays this suite alone.
 */
const RUNS = Number(process.env.FUZZ_RUNS || 2000)
const SEED = Number(process.env.FUZZ_REST_SEED || process.env.FUZZ_SEED || Date.now() % 2 ** 31)

const COLLECTIONS = [
  'news',
  'news-categories',
  'pages',
  'carousels',
  'links',
  'platforms',
  'services',
  'media',
  'files',
  'school-introductions',
  'school-history',
  'campus-culture',
  'leaders',
  'departments',
  'school-affairs',
  'format-pages',
  'edu-news',
  'edu-schools',
  'courses',
  'enroll-news',
  'majors',
  'learning-centers',
  'applications',
  'themes',
  'theme-articles',
  'students',
  'scores',
  'letters',
  'redirects',
  'preview-links',
  'inspection-runs',
  'inspection-findings',
  'wording-rules',
  'uptime-probes',
  'staff-groups',
  'calendar-days',
  'disclosure-categories',
  'disclosure-items',
  'disclosure-reports',
  'disclosure-requests',
  'users',
  'captchas',
  'student-sessions',
  'attempts',
  'search-docs',
  'audit-logs',
  'payload-kv',
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
]
const REVIEWED = ['news', 'edu-news', 'enroll-news', 'theme-articles', 'school-affairs', 'campus-culture']
const GLOBALS = [
  'site-settings',
  'navigation',
  'school-info',
  'formats-overview',
  'console-settings',
  'notice',
  'office-settings',
  'payload-jobs-stats',
]
const FIELDS = [
  'id',
  'title',
  'alt',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'sizes.xs.filename',
  'createdAt',
  'updatedAt',
  'published_at',
  '_status',
  'review_state',
  'category',
  'category.name',
  'theme',
  'student',
  'student.student_no',
  'email',
  'roles',
  'password',
  'hash',
  'salt',
  'content',
  'sort',
  'parent',
  'version.title',
  'version._status',
  'edu_type',
  'key',
  'answer',
  'x',
  '__proto__',
  'constructor',
  'a.b.c.d.e',
  '',
]
const OPERATORS = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'like',
  'not_like',
  'contains',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'near',
  'within',
  'intersects',
  'bogus',
]

/** Values meant to break queries and saves. */
const hostile = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1',
    '1.5',
    '1e309',
    '9999999999',
    '99999999999999999999999',
    'NaN',
    'true',
    'false',
    'null',
    '2026-13-45',
    '2026-01-01T00:00:00Z',
    'not-a-date',
    '%',
    '%%',
    '_',
    '\\',
    "'",
    '"',
    "' OR 1=1 --",
    '1,2',
    '1,2,3,4',
    '[1,2]',
    '{}',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e',
    '𠜎🧑‍🎓',
    'x'.repeat(3000),
    '学'.repeat(1000),
    '../../etc/passwd',
    'published',
    'draft',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
)

const jsonHostile: fc.Arbitrary<unknown> = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom([], {}, [null], { equals: 1 }, { root: { children: 'x' } }, [{ id: 'x' }]),
  fc.anything({ maxDepth: 2 }),
)

/** One `where` condition as query-string pairs, possibly nested in and/or. */
const condition: fc.Arbitrary<[string, string][]> = fc
  .record({
    nest: fc.constantFrom('', '[and][0]', '[or][1]', '[and][0][or][0]', '[or][x]', '[and]'),
    field: fc.constantFrom(...FIELDS),
    operator: fc.constantFrom(...OPERATORS),
    value: hostile,
    list: fc.boolean(),
  })
  .map(({ nest, field, operator, value, list }) => {
    const key = `where${nest}[${field}][${operator}]`
    return list ? [[`${key}[0]`, value] as [string, string], [`${key}[1]`, '1']] : [[key, value]]
  })

const queryParams: fc.Arbitrary<[string, string][]> = fc
  .record({
    where: fc.array(condition, { maxLength: 3 }),
    depth: fc.option(fc.constantFrom('-1', '0', '1', '2', '10', '100', 'x', '1e9', ''), { freq: 2 }),
    limit: fc.option(fc.constantFrom('0', '1', '-1', '100', '100000', 'x', '1.5'), { freq: 3 }),
    page: fc.option(fc.constantFrom('0', '1', '-1', '2', '99999999', 'x'), { freq: 3 }),
    sort: fc.option(
      fc.constantFrom(...FIELDS).chain((f) => fc.constantFrom(f, `-${f}`, `${f},-id`)),
      {
        freq: 3,
      },
    ),
    draft: fc.option(fc.constantFrom('true', 'false', 'x'), { freq: 3 }),
    select: fc.option(fc.constantFrom(...FIELDS), { freq: 4 }),
    populate: fc.option(fc.constantFrom(...FIELDS), { freq: 5 }),
    other: fc.option(
      fc.constantFrom<[string, string]>(
        ['locale', 'xx'],
        ['fallback-locale', 'none'],
        ['trash', 'true'],
        ['pagination', 'false'],
        ['joins', 'x'],
        ['where', 'x'],
        ['where[', '1'],
        ['depth[0]', '1'],
      ),
      { freq: 4 },
    ),
  })
  .map(({ where, depth, limit, page, sort, draft, select, populate, other }) => {
    const pairs: [string, string][] = where.flat()
    if (depth !== null) pairs.push(['depth', depth])
    if (limit !== null) pairs.push(['limit', limit])
    if (page !== null) pairs.push(['page', page])
    if (sort !== null) pairs.push(['sort', sort])
    if (draft !== null) pairs.push(['draft', draft])
    if (select !== null) pairs.push([`select[${select}]`, 'true'])
    if (populate !== null) pairs.push([`populate[${populate}]`, 'true'])
    if (other !== null) pairs.push(other)
    return pairs
  })

const ROLES = ['anonymous', ...new Set(DEMO_STAFF.flatMap((s) => s.roles))] as const
type Who = string

interface Req {
  who: Who
  method: string
  path: string
  body?: string
  contentType?: string
}

const ids = fc.constantFrom(
  '1',
  '2',
  '3',
  '0',
  '-1',
  '999999999',
  '9999999999',
  'abc',
  '1.5',
  '%00',
  '1%20OR%201=1',
)
/** Percent-encodes anything, lone surrogates included (as their UTF-8 replacement bytes). */
const encodeLoose = (s: string) => {
  try {
    return encodeURIComponent(s)
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
  }
}
const encode = (pairs: [string, string][]) =>
  pairs
    .map(([k, v]) => `${encodeLoose(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeLoose(v)}`)
    .join('&')
/** Never met: keeps deletes and bulk updates from touching the seeded content. */
const NOTHING: [string, string] = ['where[and][0][id][less_than]', '1']

const bodyText = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom(...FIELDS.filter((f) => f !== '_status'), 'review_state', 'review_comment'),
      jsonHostile,
      {
        maxKeys: 5,
      },
    )
    .map((v) => JSON.stringify(v)),
  fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":1}{', '{"__proto__":{"isAdmin":true}}', '\u0000'),
)

const reads: fc.Arbitrary<Omit<Req, 'who'>> = fc
  .record({
    slug: fc.constantFrom(...COLLECTIONS),
    shape: fc.constantFrom('list', 'id', 'count', 'versions', 'version', 'file', 'global', 'odd'),
    id: ids,
    query: queryParams,
    global: fc.constantFrom(...GLOBALS, 'nope'),
    odd: fc.constantFrom(
      'init',
      'me',
      'access',
      'x/y/z',
      '%ZZ',
      'file/..%2f..%2fetc',
      'versions/x',
      '1/duplicate',
    ),
  })
  .map(({ slug, shape, id, query, global, odd }) => {
    const q = encode(query)
    const path = {
      list: `/${slug}`,
      id: `/${slug}/${id}`,
      count: `/${slug}/count`,
      versions: `/${slug}/versions`,
      version: `/${slug}/versions/${id}`,
      file: `/${slug}/file/${id}.png`,
      global: `/globals/${global}`,
      odd: `/${slug}/${odd}`,
    }[shape]
    return { method: 'GET', path: `/cms-api${path}${q ? `?${q}` : ''}` }
  })

/** Writes: drafts of reviewed articles, writes nothing can match, and whatever visitors send. */
const writes = (staff: boolean): fc.Arbitrary<Omit<Req, 'who'>> =>
  fc
    .record({
      method: fc.constantFrom('POST', 'PATCH', 'DELETE', 'PUT'),
      reviewed: fc.constantFrom(...REVIEWED),
      slug: fc.constantFrom(...COLLECTIONS),
      id: fc.constantFrom('1', '2', '3'),
      query: queryParams,
      body: bodyText,
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        undefined,
      ),
      shape: fc.constantFrom('draft', 'bulk', 'missing', 'root', 'global'),
      global: fc.constantFrom(...GLOBALS),
    })
    .map(({ method, reviewed, slug, id, query, body, contentType, shape, global }) => {
      const pairs = query.filter(([k]) => k !== 'draft' && !k.startsWith('where[and][0]'))
      if (staff) {
        // Draft edits of reviewed articles only; everything else must match nothing or nobody.
        if (shape === 'draft')
          return {
            method: 'PATCH',
            path: `/cms-api/${reviewed}/${id}?${encode([...pairs, ['draft', 'true']])}`,
            body,
            contentType: 'application/json',
          }
        if (shape === 'bulk')
          return {
            method: method === 'POST' ? 'DELETE' : method,
            path: `/cms-api/${slug}?${encode([...pairs, NOTHING])}`,
            body,
            contentType,
          }
        return {
          method,
          path: `/cms-api/${slug}/999999999?${encode(pairs)}`,
          body,
          contentType,
        }
      }
      const path = {
        draft: `/cms-api/${reviewed}/${id}`,
        bulk: `/cms-api/${slug}`,
        missing: `/cms-api/${slug}/${id}`,
        root: `/cms-api/${slug}`,
        global: `/cms-api/globals/${global}`,
      }[shape]
      const q = encode(pairs)
      return { method, path: `${path}${q ? `?${q}` : ''}`, body, contentType }
    })

/**
 * The console's own routes (/staff-api/*). Nothing here may start work or write data: no real job
 * or inspection is started, no spreadsheet imported; the rest is read, or refused.
 */
const staffRoutes: fc.Arbitrary<Omit<Req, 'who'>> = fc
  .record({
    route: fc.constantFrom(
      'login-captcha',
      'jobs/nope',
      'jobs/%ZZ',
      'jobs/..%2f..',
      'inspection/run',
      'inspection/nope',
      'export/applications',
      'export/audit-logs',
      'export/disclosure-requests',
      'export/inspection-findings',
      'export/nope',
      'redirects/nginx-map',
      'import/students/template',
      'import/scores/template',
      'import/nope/template',
      'import/nope',
      'nope',
    ),
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
    query: queryParams,
    email: fc.option(hostile, { freq: 2 }),
    body: bodyText,
    contentType: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data', undefined),
  })
  .map(({ route, method, query, email, body, contentType }) => {
    // A POST to the inspection would start a run: it is asked with every other method only.
    const m = route === 'inspection/run' && method === 'POST' ? 'PUT' : method
    const pairs: [string, string][] = email === null ? query : [...query, ['email', email]]
    const q = encode(pairs)
    // A GET carries no body (the runner would announce its length and never send it).
    const withBody = m !== 'GET'
    return {
      method: m,
      path: `/staff-api/${route}${q ? `?${q}` : ''}`,
      body: withBody ? body : undefined,
      contentType: withBody ? contentType : undefined,
    }
  })

const anyRequest = (who: Who) =>
  fc
    .oneof(
      { weight: 3, arbitrary: reads },
      { weight: 1, arbitrary: writes(who !== 'anonymous') },
      { weight: 1, arbitrary: staffRoutes },
    )
    .map((r) => ({ ...r, who }))

test('fuzzed requests to Payload’s REST API, anonymous and as each role, never get a 5xx', async ({
  request,
}) => {
  test.setTimeout(Math.max(300_000, RUNS * 150))
  const tokens: Record<string, string> = {}
  for (const role of ROLES) {
    if (role === 'anonymous') continue
    const staff = DEMO_STAFF.find((s) => (s.roles as readonly string[]).includes(role))!
    tokens[role] = await staffLogin(request, staff.email, staff.password)
  }
  console.log(`[fuzz-rest] ${RUNS} requests, seed ${SEED} (FUZZ_SEED=${SEED} replays this run)`)
  const requests = fc.sample(
    fc.constantFrom(...ROLES).chain((who) => anyRequest(who)),
    { numRuns: RUNS, seed: SEED },
  )
  const byStatus: Record<number, number> = {}
  const started = Date.now()
  let next = 0
  // Every 5xx of the run is reported (at most 20), not just the first: they tend to come in kinds.
  const failures: string[] = []
  const check = async (r: Req) => {
    const headers: Record<string, string> = {}
    if (r.contentType) headers['content-type'] = r.contentType
    if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body))
    if (r.who !== 'anonymous') headers.authorization = `JWT ${tokens[r.who]}`
    const res = await rawRequest(r.path, {
      method: r.method,
      headers,
      body: r.method === 'GET' ? undefined : r.body,
      timeoutMs: 30_000,
    })
    byStatus[res.status] = (byStatus[res.status] ?? 0) + 1
    if (res.status >= 500)
      failures.push(
        `${r.who} ${r.method} ${r.path.slice(0, 300)} → ${res.status} ${res.text.slice(0, 200)}\n  body: ${(r.body ?? '').slice(0, 200)}`,
      )
  }
  try {
    const worker = async () => {
      while (next < requests.length && failures.length < 20) await check(requests[next++]!)
    }
    await Promise.all(Array.from({ length: 4 }, worker))
  } finally {
    const seconds = (Date.now() - started) / 1000
    console.log(
      `[fuzz-rest] ${next} requests in ${seconds.toFixed(0)} s; by status ${JSON.stringify(byStatus)}`,
    )
    if (tokens.admin) await clearAttempts(request, tokens.admin)
  }
  expect(failures, failures.join('\n')).toEqual([])
})
