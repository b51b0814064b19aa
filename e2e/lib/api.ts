import {
  SITE_SECRET_HEADER,
  calls,
  idCardCheckCharacter,
  type CallData,
  type CallInput,
  type CallName,
} from '@ou/contract'
import { expect, type APIRequestContext } from '@playwright/test'
import { DEMO_MIXED_STAFF, DEMO_STAFF } from '../../apps/cms/src/seed/accounts'
import { DEMO_SITE_STAFF } from '../../apps/cms/src/seed/data/sites'
import { sql } from './db'

export const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:3001'
export const SITE_URL = process.env.SITE_URL ?? 'http://127.0.0.1:3000'

export interface Answer {
  status: number
  body: { code: number; msg: string; data?: unknown; errors?: Record<string, string[]>; retry_after?: number }
}

/** Calls the public API as documented (docs/api.md): POST/PUT JSON body, GET/DELETE query string. */
export async function call<N extends CallName>(
  request: APIRequestContext,
  name: N,
  input?: CallInput<N> | Record<string, unknown>,
  token?: string,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const def = calls[name]
  const headers: Record<string, string> = {
    ...extraHeaders,
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  }
  const url = `${CMS_URL}/api/${name}`
  const res =
    def.method === 'GET'
      ? await request.get(url, { params: (input ?? {}) as Record<string, string>, headers })
      : await request.post(url, { data: input ?? {}, headers })
  return { status: res.status(), body: await res.json() }
}

/** What only the site sends: REVALIDATE_SECRET, as the suite's apps have it (scripts/test.mjs). */
export const AS_SITE = { [SITE_SECRET_HEADER]: process.env.REVALIDATE_SECRET ?? 'dev-revalidate-secret' }

/** The data of a successful call, parsed with the contract's schema (throws on any mismatch). */
export async function data<N extends CallName>(
  request: APIRequestContext,
  name: N,
  input?: CallInput<N>,
  token?: string,
  extraHeaders?: Record<string, string>,
): Promise<CallData<N>> {
  const a = await call(request, name, input, token, extraHeaders)
  if (a.status !== 200 || a.body.code !== 200)
    throw new Error(`${name}: ${a.status} ${JSON.stringify(a.body)}`)
  return calls[name].data.parse(a.body.data) as CallData<N>
}

/** A staff session on Payload's own REST API (moved to /cms-api): a kept one while it holds. */
export async function staffLogin(request: APIRequestContext, email: string, password: string) {
  const key = `${email}\n${password}`
  const kept = keptLogins.get(key)
  if (kept) {
    const me = await request.get(`${CMS_URL}/cms-api/users/me`, { headers: { authorization: `JWT ${kept}` } })
    if (me.ok() && ((await me.json()) as { user?: { email?: string } | null }).user?.email === email)
      return kept
    keptLogins.delete(key)
  }
  const token = await freshStaffLogin(request, email, password)
  keptLogins.set(key, token)
  return token
}

/**
 * The sessions this test process has logged in, by account. A staff login costs the cms a password
 * hash (about a quarter of a second of its one thread; the API suites logged in some 350 times
 * each), and most tests only need to act as someone. A kept session is checked before it is
 * reused (`/users/me`, a few milliseconds): one a test ended (logged out, its password changed,
 * its account deleted) is replaced by a new login.
 */
const keptLogins = new Map<string, string>()

/** A new session, never a kept one: for tests about logging in itself, or needing two sessions. */
export async function freshStaffLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post(`${CMS_URL}/cms-api/users/login`, { data: { email, password } })
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** Reads a captcha's answer as the administrator would: the tests' only way past it. */
export async function solveCaptcha(request: APIRequestContext, adminToken: string, captchaId: string) {
  const res = await request.get(`${CMS_URL}/cms-api/captchas/${captchaId}`, {
    headers: { authorization: `JWT ${adminToken}` },
  })
  if (!res.ok()) throw new Error(`captcha ${captchaId}: ${res.status()}`)
  return ((await res.json()) as { answer: string }).answer
}

/**
 * `count` wrong passwords for one student account through the public API, as fast as the login's
 * delays allow: the first three one after another (they are checked at once), the rest side by side
 * (from the fourth, each try waits a delay of its own, 0.5, 1, 2, then 4 s: side by side they take
 * the longest, not the sum). Answers each try's status and envelope, in the order sent.
 */
export async function wrongLogins(
  request: APIRequestContext,
  adminToken: string,
  type: 'openEducation' | 'adultEducation',
  studentNo: string,
  count: number,
): Promise<Answer[]> {
  const wrong = async (i: number) => {
    const { captcha_id } = await data(request, `${type}.Student/captcha`)
    return call(request, `${type}.Student/login`, {
      student_no: studentNo,
      password: `Wrong#Password${i}`,
      captcha_id,
      captcha: await solveCaptcha(request, adminToken, captcha_id),
    })
  }
  const first: Answer[] = []
  for (let i = 0; i < Math.min(3, count); i++) first.push(await wrong(i))
  const rest = await Promise.all(Array.from({ length: Math.max(0, count - 3) }, (_, i) => wrong(i + 3)))
  return [...first, ...rest]
}

/** A valid mainland ID card number (GB 11643 checksum) that differs by `n`. */
export function idCard(n: number, birth = '19900101', region = '510104'): string {
  const body = `${region}${birth}${String(n % 1000).padStart(3, '0')}`
  return body + idCardCheckCharacter(body)
}

/**
 * Forgets failed-attempt counters (rate limits), so one test's lockout does not leak into the next.
 * Straight in the database: the REST API deletes row by row, too slow for the thousands of rows a
 * captcha-budget test leaves. `adminToken` is kept for the callers' sake.
 */
export async function clearAttempts(_request: APIRequestContext, _adminToken: string) {
  await sql('delete from attempts')
}

/** The demo administrator's REST token, for reading captcha answers and clearing attempt counters. */
export const adminToken = (request: APIRequestContext) =>
  staffLogin(request, DEMO_STAFF[0]!.email, DEMO_STAFF[0]!.password)

/** Theme ids in editor order, from Payload's REST API (the public API has no theme list call). */
export async function themeIds(request: APIRequestContext): Promise<number[]> {
  const res = await request.get(`${CMS_URL}/cms-api/themes?limit=10&sort=sort`, {
    headers: { authorization: `JWT ${await adminToken(request)}` },
  })
  return ((await res.json()) as { docs: { id: number }[] }).docs.map((d) => d.id)
}

/**
 * The first page of each seeded list whose records have a detail route and a detail call: the
 * site's route walk and the contract walk both take their ids from these.
 */
export async function seededLists(request: APIRequestContext, page: { page: number; limit: number }) {
  const [news, campus, staff, dept, affair, course] = await Promise.all([
    data(request, 'news.News/list', page),
    data(request, 'school.Campus/list', page),
    data(request, 'school.Staff/list', page),
    data(request, 'school.Department/list', page),
    data(request, 'school.Affair/list', page),
    data(request, 'oldEducation.Course/list', page),
  ])
  return { news, campus, staff, dept, affair, course }
}

/**
 * What a sign-up chooses, for `enrolling.Enroll/add`: the first major of `category_type` and the
 * first learning centre (the applicant's own fields are the test's).
 */
export async function signUpChoice(request: APIRequestContext, category_type: 'open' | 'adult' | 'elderly') {
  const [majors, schools] = await Promise.all([
    data(request, 'enrolling.Major/list', { page: 0, limit: 0, category_type }),
    data(request, 'educational.School/list', { page: 0, limit: 0 }),
  ])
  const major = majors.list[0]!
  return { category_type, level: major.level, major_id: major.id, school_id: schools.list[0]!.id }
}

/** An applicant's own fields of a sign-up: all but what signUpChoice chooses. */
export type Applicant = Omit<
  CallInput<'enrolling.Enroll/add'>,
  keyof Awaited<ReturnType<typeof signUpChoice>>
>

/** Signs `applicant` up through the public API for the first major of `category_type`. */
export async function signUpAs(
  request: APIRequestContext,
  category_type: 'open' | 'adult' | 'elderly',
  applicant: Applicant,
) {
  const choice = await signUpChoice(request, category_type)
  return data(request, 'enrolling.Enroll/add', { ...choice, ...applicant })
}

/** Sets a news article's title as the administrator would save it in the console. */
export const retitleNews = (request: APIRequestContext, admin: string, id: number, title: string) =>
  request.patch(`${CMS_URL}/cms-api/news/${id}`, {
    headers: { authorization: `JWT ${admin}` },
    data: { title },
  })

/**
 * Retitles a news article as the administrator, runs `check` with the new title in place, and
 * gives the article its own title back whatever happens.
 */
export async function whileRetitled(
  request: APIRequestContext,
  news: { id: number; title: string },
  title: string,
  check: () => Promise<void>,
) {
  const admin = await adminToken(request)
  try {
    const res = await retitleNews(request, admin, news.id, title)
    expect(res.ok(), await res.text()).toBeTruthy()
    await check()
  } finally {
    await retitleNews(request, admin, news.id, news.title)
  }
}

/** `assertion` passes, retried at `intervals`, within `ms` of now. */
export async function passesWithin(ms: number, intervals: number[], assertion: () => Promise<void>) {
  const start = Date.now()
  await expect(assertion).toPass({ timeout: ms, intervals })
  expect(Date.now() - start).toBeLessThan(ms)
}

/** A recent news article of the first category, and its page on the site. */
export async function firstCategoryNews(request: APIRequestContext) {
  const category = (await data(request, 'news.News/category'))[0]!
  // The sixth newest: on the column's first page (ten, as the site lists them) even when a few
  // more are published meanwhile, and not one another test has just published and may be editing
  // or deleting (the demo's columns hold more than ten).
  const list = (await data(request, 'news.News/list', { page: 1, limit: 10, path_name: category.path_name }))
    .list
  // The school's own article, as published, not one another test left: an entry of its report
  // (信息报送) reads its source afresh when saved, and one whose source that test has since removed
  // leaves the site on its next save (reports/hooks.ts), as it should; an article with a draft over
  // its published text (another test's preview) is saved as that draft by a plain PATCH, and
  // leaves the site too. Either would while a test retitles it.
  const admin = rest(request, await adminToken(request))
  for (const news of list.slice(Math.min(5, list.length - 1))) {
    // Its newest version, draft or not.
    const stored = await admin.get(`/news/${news.id}?depth=0&draft=true`)
    const doc = (await stored.json()) as { reported_from?: unknown; sent_from?: unknown; _status?: string }
    if (doc.reported_from || doc.sent_from || doc._status !== 'published') continue
    return { category, news, detail: `/news/${category.path_name}/${news.id}` }
  }
  throw new Error(`${category.path_name}: no article of the school's own on the first page`)
}

/** Payload's REST API (/cms-api) as one staff member, or as a visitor without a token. */
export function rest(request: APIRequestContext, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `JWT ${token}` } : {}
  const url = (path: string) => `${CMS_URL}/cms-api${path}`
  const get = (path: string) => request.get(url(path), { headers })
  return {
    get,
    post: (path: string, data: unknown) => request.post(url(path), { headers, data }),
    patch: (path: string, data: unknown) => request.patch(url(path), { headers, data }),
    /** An upload collection's create: the file and the document's fields, as the console sends them. */
    upload: (path: string, data: unknown, file: { name: string; mimeType: string; buffer: Buffer }) =>
      request.post(url(path), {
        headers,
        multipart: { file, _payload: JSON.stringify(data) },
        timeout: 60_000,
      }),
    delete: (path: string) => request.delete(url(path), { headers }),
    /** The id of the first document of `collection` whose `field` equals `value`. */
    idWhere: async (collection: string, field: string, value: string) => {
      const query = new URLSearchParams({ [`where[${field}][equals]`]: value, depth: '0' })
      const found = await get(`/${collection}?${query}`)
      return ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
    },
    /** The first document of `collection` (depth 0). */
    first: async (collection: string) =>
      ((await (await get(`/${collection}?limit=1&depth=0`)).json()) as { docs: { id: number }[] }).docs[0]!,
    /** Whether a document is in the trash (deletedAt set); null when it is gone or unreadable. */
    trashed: async (collection: string, id: number) => {
      const res = await get(`/${collection}/${id}?trash=true&depth=0`)
      return res.ok() ? Boolean(((await res.json()) as { deletedAt?: string | null }).deletedAt) : null
    },
    /** A document as stored (depth 0). */
    doc: async (collection: string, id: number) =>
      (await (await get(`/${collection}/${id}?depth=0`)).json()) as Record<string, unknown>,
    /** A new draft news article in the first news category, saved as this person would; its id. */
    draftNews: async (title: string) => {
      const categories = (await (await get('/news-categories?limit=1&depth=0')).json()) as {
        docs: { id: number }[]
      }
      const res = await request.post(url('/news?draft=true&depth=0'), {
        headers,
        data: { title, category: categories.docs[0]!.id, _status: 'draft' },
      })
      expect(res.status(), await res.text()).toBe(201)
      return ((await res.json()) as { doc: { id: number } }).doc.id
    },
  }
}

/** The demo staff member with this role, and a REST session for them. */
export async function staffAs(
  request: APIRequestContext,
  role: (typeof DEMO_STAFF)[number]['roles'][number],
  { fresh = false } = {},
) {
  const staff = DEMO_STAFF.find((s) => s.roles.includes(role))!
  const token = await (fresh ? freshStaffLogin : staffLogin)(request, staff.email, staff.password)
  return { ...staff, token, api: rest(request, token) }
}

/** A demo staff member of a site of the group (站群), by email, and a REST session for them. */
export async function siteStaffAs(request: APIRequestContext, email: string) {
  const staff = DEMO_SITE_STAFF.find((s) => s.email === email)!
  const token = await staffLogin(request, staff.email, staff.password)
  return { ...staff, token, api: rest(request, token) }
}

/** The demo member of two sites' staff with a different role on each (编辑 on one, 审核员 on another). */
export async function mixedStaffAs(request: APIRequestContext) {
  const staff = DEMO_MIXED_STAFF
  const token = await staffLogin(request, staff.email, staff.password)
  return { ...staff, token, api: rest(request, token) }
}

/** The ids of the sites of the group, by slug. */
export async function siteIds(request: APIRequestContext) {
  const { list } = await data(request, 'setting.Site/list')
  return Object.fromEntries(list.map((s) => [s.slug, s.id])) as Record<string, number>
}

/** A signed-in member of staff with their REST client (staffAs). */
export type Staff = Awaited<ReturnType<typeof staffAs>>

/** Writes a letter through the public API as a visitor would, captcha included. */
export async function sendLetter(
  request: APIRequestContext,
  letter: {
    recipient?: 'secretary' | 'president'
    name?: string
    contact: string
    subject: string
    content: string
  },
) {
  const admin = await adminToken(request)
  // Letters are limited per address and hour; earlier tests from this machine do not count here.
  await clearAttempts(request, admin)
  const { captcha_id } = await data(request, 'mailbox.Letter/captcha')
  return data(request, 'mailbox.Letter/add', {
    recipient: letter.recipient ?? 'president',
    anonymous: false,
    name: letter.name ?? '测试来信人',
    contact: letter.contact,
    subject: letter.subject,
    content: letter.content,
    captcha_id,
    captcha: await solveCaptcha(request, admin, captcha_id),
  })
}

/** Files a request for disclosure through the public API as a visitor would, captcha included. */
export async function fileDisclosureRequest(
  request: APIRequestContext,
  fields: { name?: string; id_number?: string; description?: string } = {},
) {
  const admin = await adminToken(request)
  await clearAttempts(request, admin)
  const { captcha_id } = await data(request, 'disclosure.Request/captcha')
  return data(request, 'disclosure.Request/add', {
    requester_type: 'person',
    name: fields.name ?? '测试申请人',
    id_type: 'id_card',
    id_number: fields.id_number ?? idCard(23),
    phone: '13800002323',
    email: 'requester@example.com',
    description: fields.description ?? '申请公开学校近三年开放教育各专业的招生人数与毕业人数统计。',
    purpose: '学术研究',
    delivery: 'email',
    captcha_id,
    captcha: await solveCaptcha(request, admin, captcha_id),
  })
}
