import { tooManyAttemptsText } from '@ou/contract'
import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Payload,
} from 'payload'
import { fieldError } from '@/lib/errors'
import { countRecent, recordAttempt } from './rateLimit'

/**
 * Guards in front of Payload's REST API (`/cms-api`, app/(payload)/cms-api/[...slug]/route.ts):
 * body limits, the password-reset limit, and `where` operators no field here supports.
 * Refusals use Payload's error format (`{ errors: [{ message }] }`).
 */

const KB = 1024
const MB = 1024 * KB
/** Bodies of REST calls (docs/security.md, "Requests"). Uploads keep Payload's own 20 MB file limit. */
export const REST_BODY_LIMITS = { login: 16 * KB, default: 1 * MB, upload: 21 * MB } as const
/** Collections that take files (multipart bodies up to the upload limit). */
const UPLOAD_COLLECTIONS = new Set(['media', 'files'])
const LOGIN_PATHS = new Set(['users/login', 'users/forgot-password', 'users/reset-password', 'users/unlock'])

export const restError = (
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers = {},
) =>
  Response.json(
    { errors: [{ message }], ...extra },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )

/** The limit of a REST request's body by its path (the segments after /cms-api) and type. */
export function bodyLimitOf(slug: string[], contentType: string | null): number {
  const path = slug.join('/')
  if (LOGIN_PATHS.has(path)) return REST_BODY_LIMITS.login
  const multipart = /^multipart\/form-data/i.test(contentType ?? '')
  if (multipart && UPLOAD_COLLECTIONS.has(slug[0] ?? '') && slug.length <= 2) return REST_BODY_LIMITS.upload
  return REST_BODY_LIMITS.default
}

const tooLarge = (max: number) =>
  restError(413, `请求内容过大（上限 ${max >= MB ? `${max / MB} MB` : `${max / KB} KB`}）`)

/** What is read and thrown away after a refusal, so the client can finish sending and read the 413. */
const DRAIN_LIMIT = 64 * MB

/** Reads the rest of a refused body without keeping it; past DRAIN_LIMIT the connection is dropped. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, already: number) {
  let size = already
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > DRAIN_LIMIT) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // The client went away.
  }
}

/**
 * Reads a body to its end, counting: its bytes, or, as soon as it passes `max` bytes, how many
 * were read (the caller decides what becomes of the rest). Never holds more than `max`.
 */
export async function readUpTo(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  max: number,
): Promise<{ body: Buffer<ArrayBuffer> } | { over: number }> {
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return { body: Buffer.concat(chunks) }
    size += value.byteLength
    if (size > max) return { over: size }
    chunks.push(value)
  }
}

/**
 * The request with its body checked against `max`: refused from its Content-Length when that says
 * more, else counted while reading (a chunked body is cut off at the limit). Never read whole first.
 */
export async function limitBody(request: Request, max: number): Promise<Request | Response> {
  if (!request.body) return request
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    const length = Number(declared)
    if (!Number.isFinite(length) || length > max) {
      void drain(request.body.getReader(), 0)
      return tooLarge(max)
    }
    return request
  }
  const reader = request.body.getReader()
  const read = await readUpTo(reader, max)
  if ('over' in read) {
    void drain(reader, read.over)
    return tooLarge(max)
  }
  const headers = new Headers(request.headers)
  headers.set('content-length', String(read.body.byteLength))
  return new Request(request.url, { method: request.method, headers, body: read.body })
}

/**
 * Password-reset mails (`POST /cms-api/users/forgot-password`), limited like console logins: per
 * client address and per typed account, counted in the `attempts` table. Every request counts,
 * since each may send a mail.
 */
export const FORGOT_PASSWORD_RULE = { max: 5, windowMs: 15 * 60 * 1000 }

export async function guardedForgotPassword(
  payload: Payload,
  request: Request,
  client: string,
  forward: (request: Request) => Promise<Response>,
): Promise<Response> {
  const text = await request.text()
  let email = ''
  try {
    const body = JSON.parse(text) as { email?: unknown }
    if (typeof body?.email === 'string') email = body.email.trim().toLowerCase().slice(0, 200)
  } catch {
    // Payload answers a malformed body itself.
  }
  const keys = [`forgot-ip:${client}`, `forgot-account:${email}`]
  for (const key of keys) {
    const { count, retryAfter } = await countRecent(payload, key, FORGOT_PASSWORD_RULE)
    if (count >= FORGOT_PASSWORD_RULE.max)
      return restError(
        429,
        tooManyAttemptsText(retryAfter),
        { retry_after: retryAfter },
        {
          'retry-after': String(retryAfter),
        },
      )
  }
  await recordAttempt(payload, keys)
  return forward(new Request(request.url, { method: 'POST', headers: request.headers, body: text }))
}

/** Geometry operators: no collection here has a point field, and on other fields the database fails. */
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
/**
 * Types `like`, `not_like` and `contains` compare as text. Rich text and JSON are not among them:
 * PostgreSQL keeps them as jsonb and fails on a text comparison (a 500; a 20,000-request REST
 * fuzz on `departments.content`), where SQLite compared the stored text.
 */
const TEXT_TYPES = new Set(['text', 'textarea', 'email', 'code'])
const NUMBER_TYPES = new Set(['number'])
const ID_TYPES = new Set(['relationship', 'upload', 'join'])
const MAX_ID = 2 ** 31 - 1

type Field = {
  name: string
  type: string
  hasMany?: boolean
  relationTo?: string | string[]
  flattenedFields?: Field[]
}

const invalid = (path: string, operator: string): never => {
  throw new APIError(`查询条件无效：${path} ${operator}`.slice(0, 200), 400, null, true)
}

/** A list as the query string gives it: `in[0]=1&in[1]=2` (the console's bulk actions), `in=1,2`. */
const isIndexed = (v: unknown): v is Record<string, unknown> =>
  Boolean(v) &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  Object.keys(v as object).length > 0 &&
  Object.keys(v as object).every((k) => /^\d{1,6}$/.test(k))
const values = (v: unknown): unknown[] =>
  Array.isArray(v)
    ? v
    : isIndexed(v)
      ? Object.values(v)
      : typeof v === 'string' && v.includes(',')
        ? v.split(',')
        : [v]

const isNumber = (v: unknown, max: number, integer: boolean) => {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\s*-?[\d.]+(e[+-]?\d+)?\s*$/i.test(v)
        ? Number(v)
        : NaN
  return Number.isFinite(n) && Math.abs(n) <= max && (!integer || Number.isInteger(n))
}
const isDate = (v: unknown) => {
  if (v instanceof Date) return Number.isFinite(v.getTime())
  if (typeof v !== 'string' && typeof v !== 'number') return false
  const t = new Date(v).getTime()
  return (
    Number.isFinite(t) &&
    Math.abs(t) < 8.64e15 &&
    new Date(t).getUTCFullYear() > 0 &&
    new Date(t).getUTCFullYear() < 10000
  )
}
const hasNul = (v: unknown): boolean =>
  typeof v === 'string' ? v.includes('\u0000') : Array.isArray(v) ? v.some(hasNul) : false

type Resolve = (slug: string) => Field[] | undefined

/** Field types whose value has no parts: a path that goes on past one names nothing. */
const SCALAR_TYPES = new Set([
  'text',
  'textarea',
  'email',
  'code',
  'number',
  'checkbox',
  'select',
  'radio',
  'date',
  'point',
])

/**
 * The field a query path names, following single relationships; undefined when unknown. A path
 * that goes on past a plain value (`category.name` on a select) is refused here: PostgreSQL fails
 * on it with a 500 where SQLite answers nothing.
 */
function fieldAt(
  fields: Field[],
  path: string[],
  resolve: Resolve,
  whole = path.join('.'),
): Field | undefined {
  const [head, ...rest] = path
  if (head === undefined) return undefined
  if (head === 'id') return rest.length ? invalid(whole, '') : { name: 'id', type: 'id' }
  const field = fields.find((f) => f.name === head)
  if (!field || !rest.length) return field
  if (SCALAR_TYPES.has(field.type)) return invalid(whole, '')
  if (field.flattenedFields) return fieldAt(field.flattenedFields, rest, resolve, whole)
  if (ID_TYPES.has(field.type) && typeof field.relationTo === 'string') {
    const related = resolve(field.relationTo)
    return related ? fieldAt(related, rest, resolve, whole) : undefined
  }
  return undefined
}

/**
 * Checks a `where` against the fields it names before the database sees it: values a column of
 * that type cannot hold (a date that is none, an id that is no integer, a number beyond any range,
 * NUL characters), operators the field type has no meaning for, and geometry operators. Each is a
 * 400 with the path, where the database would fail with a 500. Unknown paths are left to Payload
 * (which answers 400 itself).
 */
export function checkWhere(
  where: unknown,
  fields: Field[],
  resolve: Resolve,
  versions = false,
  depth = 0,
): void {
  if (where === undefined || where === null) return
  if (typeof where !== 'object' || Array.isArray(where) || depth > 10) return invalid('where', '')
  for (const [key, condition] of Object.entries(where as Record<string, unknown>)) {
    if (key === 'and' || key === 'or') {
      const list = Array.isArray(condition)
        ? condition
        : condition && typeof condition === 'object'
          ? Object.values(condition)
          : invalid(key, '')
      for (const item of list) checkWhere(item, fields, resolve, versions, depth + 1)
      continue
    }
    if (!condition || typeof condition !== 'object' || Array.isArray(condition)) return invalid(key, '')
    let segments = key.split('.')
    let scope = fields
    if (versions) {
      if (segments[0] === 'version') segments = segments.slice(1)
      else if (['parent', 'latest', 'autosave', 'snapshot', 'publishedLocale'].includes(segments[0]!))
        scope = [
          { name: 'parent', type: 'relationship', relationTo: '__parent' },
          { name: 'latest', type: 'checkbox' },
          { name: 'autosave', type: 'checkbox' },
          { name: 'snapshot', type: 'checkbox' },
          { name: 'publishedLocale', type: 'text' },
        ]
      else if (segments[0] === 'id') scope = [{ name: 'id', type: 'id' }]
    }
    const field = fieldAt(scope, segments, resolve)
    for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
      if (GEO_OPERATORS.has(operator)) throw new APIError(`不支持的查询条件：${operator}`, 400, null, true)
      if (hasNul(value)) invalid(key, operator)
      if (!field) continue
      const type = field.type
      if (operator === 'exists') {
        if (!['true', 'false', true, false].includes(value as string)) invalid(key, operator)
        continue
      }
      if (operator === 'all' && !field.hasMany) invalid(key, operator)
      if (['like', 'not_like', 'contains'].includes(operator) && !TEXT_TYPES.has(type) && type !== 'id')
        invalid(key, operator)
      // On an id Payload turns `like` into `equals` and passes `not_like` and `contains` through:
      // PostgreSQL fails (a 500) on the latter two, and on `like` with a number that is no integer
      // id (`1.5`, `1e-3`, `1e12`). A word that is no number stays harmless (Payload drops it).
      if ((operator === 'contains' || operator === 'not_like') && type === 'id') invalid(key, operator)
      if (operator === 'like' && type === 'id') {
        const n = typeof value === 'string' || typeof value === 'number' ? Number(value) : 0
        if (typeof value === 'object' || (!Number.isNaN(n) && !isNumber(n, MAX_ID, true)))
          invalid(key, operator)
      }
      const isList = ['in', 'not_in', 'all'].includes(operator)
      const list = isList ? values(value) : [value]
      for (const v of list) {
        // A select's column is an enum on PostgreSQL: '' and 'null' reach it as text no option has
        // (a 500; found by CI's fuzz on `users.roles`). The console's filters never send either.
        if (
          (v === '' || v === 'null') &&
          (type === 'select' || type === 'radio') &&
          !['like', 'not_like', 'contains'].includes(operator) &&
          !optionValues(field).includes(v)
        )
          invalid(key, operator)
        if (v === null || v === 'null' || v === '') {
          // `equals null` asks for no value; a null inside a list of ids or numbers reaches the
          // database as NaN (a 500; found by the site fuzz of sites.spec.ts).
          if (isList && (type === 'id' || ID_TYPES.has(type) || NUMBER_TYPES.has(type)))
            invalid(key, operator)
          continue
        }
        if ((type === 'id' || ID_TYPES.has(type)) && !['like', 'not_like', 'contains'].includes(operator)) {
          if (typeof v === 'object' || !isNumber(v, MAX_ID, true)) invalid(key, operator)
        } else if (NUMBER_TYPES.has(type)) {
          if (typeof v === 'object' || !isNumber(v, 1e15, false)) invalid(key, operator)
        } else if (type === 'date') {
          if (!isDate(v)) invalid(key, operator)
        } else if (type === 'checkbox') {
          if (!['true', 'false', true, false].includes(v as string)) invalid(key, operator)
        } else if (
          (type === 'select' || type === 'radio') &&
          !['like', 'not_like', 'contains'].includes(operator)
        ) {
          const options = optionValues(field)
          if (options.length && !options.includes(v as string)) invalid(key, operator)
        } else if (typeof v === 'object') invalid(key, operator)
      }
    }
  }
}

/** The query guard as a hook of every collection (list, count, versions, bulk update and delete). */
const guardWhere: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  const where = (args as { where?: unknown }).where
  if (where === undefined) return args
  const resolve: Resolve = (slug) =>
    req.payload.collections[slug as CollectionSlug]?.config.flattenedFields as Field[] | undefined
  const versions = (operation as string) === 'findVersions' || (operation as string) === 'countVersions'
  checkWhere(where, collection.flattenedFields as Field[], resolve, versions)
  return args
}

const containsNul = (v: unknown, depth = 0): boolean => {
  if (typeof v === 'string') return v.includes('\u0000')
  if (!v || typeof v !== 'object' || depth > 30) return false
  if (Array.isArray(v)) return v.some((x) => containsNul(x, depth + 1))
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || containsNul(x, depth + 1))
}

/**
 * Rich text as the console's editor saves it: a `root` node, each node an object with a `type`,
 * and `children`, where present, a list of such nodes. Payload's rich-text hooks walk that tree on
 * every save and read and fail on anything else (a 500, or worse, a stored document that every
 * later read of the page fails on).
 */
function isRichTextDocument(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false
  let budget = 200_000
  const isNode = (n: unknown, depth: number): boolean => {
    if (--budget < 0 || depth > 64 || !n || typeof n !== 'object' || Array.isArray(n)) return false
    const { type, children } = n as { type?: unknown; children?: unknown }
    if (typeof type !== 'string') return false
    return children === undefined || (Array.isArray(children) && children.every((c) => isNode(c, depth + 1)))
  }
  const root = (value as { root?: unknown }).root as { type?: unknown; children?: unknown } | undefined
  return isNode(root, 0) && root!.type === 'root' && Array.isArray(root!.children)
}

const optionValues = (field: Field) =>
  ((field as { options?: (string | { value: string })[] }).options ?? []).map((o) =>
    typeof o === 'string' ? o : o.value,
  )

/** Field types that hold one value unless they are `hasMany`. */
const SINGLE_VALUE_TYPES = new Set([
  'date',
  'number',
  'checkbox',
  'select',
  'radio',
  'text',
  'textarea',
  'email',
  'code',
  'relationship',
  'upload',
])

/**
 * What a save may store, checked before the database sees it. A draft save skips Payload's own
 * validation, and PostgreSQL then fails (500) on what SQLite would keep: NUL characters, a date
 * that is none, a select value that is no option, a number that is text, a relationship to a
 * record that does not exist. Each is a 400 naming the field.
 */
const checkSave: CollectionBeforeChangeHook = async ({ collection, data, req }) => {
  const refuse = (path: string, message: string): never => {
    throw fieldError(collection.slug, path, message)
  }
  if (containsNul(data)) refuse('', '内容中含有不允许的空字符（NUL），请删除后再保存。')
  const record = data as Record<string, unknown>
  for (const field of collection.flattenedFields as Field[]) {
    const value = record[field.name]
    if (value === undefined || value === null) continue
    // A list where one value belongs (`review_state: []`), or rich text that is no document:
    // PostgreSQL fails on either.
    if (Array.isArray(value) && !field.hasMany && SINGLE_VALUE_TYPES.has(field.type))
      refuse(field.name, '取值不正确。')
    if (field.type === 'richText' && typeof value !== 'object') refuse(field.name, '内容格式不正确。')
    const many = Array.isArray(value) ? value : [value]
    if (field.type === 'date') {
      if (!many.every(isDate)) refuse(field.name, '日期格式不正确。')
    } else if (field.type === 'number') {
      if (!many.every((v) => isNumber(v, 1e15, false))) refuse(field.name, '请输入数字。')
    } else if (field.type === 'checkbox') {
      if (typeof value !== 'boolean') refuse(field.name, '取值不正确。')
    } else if (field.type === 'select' || field.type === 'radio') {
      const options = optionValues(field)
      if (options.length && !many.every((v) => typeof v === 'string' && options.includes(v)))
        refuse(field.name, '请从选项中选择。')
    } else if (['text', 'textarea', 'email', 'code'].includes(field.type)) {
      if (!many.every((v) => typeof v === 'string' || typeof v === 'number'))
        refuse(field.name, '请输入文字。')
    } else if (
      (field.type === 'relationship' || field.type === 'upload') &&
      typeof field.relationTo === 'string'
    ) {
      const ids = many.map((v) => (v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v))
      if (!ids.every((id) => isNumber(id, MAX_ID, true) && Number(id) > 0))
        refuse(field.name, '所选内容不存在，请重新选择。')
      const wanted = [...new Set(ids.map(Number))]
      if (!wanted.length) continue
      const { totalDocs } = await req.payload.count({
        collection: field.relationTo as CollectionSlug,
        where: { id: { in: wanted } },
        overrideAccess: true,
        req,
      })
      if (totalDocs !== wanted.length) refuse(field.name, '所选内容不存在，请重新选择。')
    }
  }
  return data
}

/**
 * Rich text that is no editor document (isRichTextDocument), refused before any hook sees it: the
 * rich-text field's own hooks run before a collection's beforeChange and fail on it with a 500.
 */
const guardRichText: CollectionBeforeOperationHook = ({ args, collection, operation }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as { data?: unknown }).data
  if (!data || typeof data !== 'object') return args
  for (const field of collection.flattenedFields as Field[]) {
    const value = (data as Record<string, unknown>)[field.name]
    if (field.type === 'richText' && value !== undefined && value !== null && !isRichTextDocument(value))
      throw fieldError(collection.slug, field.name, '内容格式不正确。')
  }
  return args
}

export const withQueryGuard = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [guardWhere, guardRichText, ...(collection.hooks?.beforeOperation ?? [])],
    beforeChange: [checkSave, ...(collection.hooks?.beforeChange ?? [])],
  },
})

const COMMON_ENDPOINTS = new Set(['count', 'distinct', 'versions', 'access'])
const AUTH_ENDPOINTS = new Set([
  'login',
  'logout',
  'me',
  'init',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'first-register',
  'verify',
])
const UPLOAD_ENDPOINTS = new Set(['file', 'paste-url'])
const isId = (s: string | undefined) => s !== undefined && /^[1-9]\d{0,8}$/.test(s)
const notFound = () => restError(404, '接口或记录不存在')

/**
 * Paths Payload would take to the database with what is no record id (`/news/abc`, `/carousels/me`),
 * or to an operation the collection lacks (`/media/versions`): 404 (or 400) before they run.
 */
export function checkRestShape(payload: Payload, slug: string[], request: Request): Response | undefined {
  const url = new URL(request.url)
  const params = url.searchParams
  if (params.has('where')) return restError(400, '查询条件无效：where')
  // Paging: whole numbers only (the database is handed them as they come).
  const limit = params.get('limit')
  if (limit !== null && !/^\d{1,6}$/.test(limit)) return restError(400, '查询条件无效：limit')
  const page = params.get('page')
  if (page !== null && !/^[1-9]\d{0,8}$/.test(page)) return restError(400, '查询条件无效：page')
  const collection = payload.collections[slug[0] as CollectionSlug]?.config
  if (!collection) return undefined
  const [, second, third] = slug
  // Payload's own collections (preferences, locks, jobs) have no hooks of ours: checked here.
  try {
    const resolve: Resolve = (s) =>
      payload.collections[s as CollectionSlug]?.config.flattenedFields as Field[] | undefined
    checkWhere(whereOf(params), collection.flattenedFields as Field[], resolve, second === 'versions')
  } catch (e) {
    return restError(400, e instanceof Error ? e.message : '查询条件无效')
  }
  if (second === undefined) {
    // A bulk update or delete names what it changes.
    if ((request.method === 'PATCH' || request.method === 'DELETE') && !hasWhere(params))
      return restError(400, '批量修改或删除须给出查询条件（where）')
    // Past index 20 the query parser makes an object of a list, and Payload drops the condition.
    if ([...params.keys()].some((k) => /\[(and|or)\]\[(\d{3,}|[2-9]\d)\]/.test(k)))
      return restError(400, '查询条件过多：and/or 至多 20 项')
    return undefined
  }
  if (second === 'versions') {
    if (!collection.versions) return notFound()
    if (third !== undefined && !isId(third)) return notFound()
    return undefined
  }
  if (second === 'distinct') {
    const field = params.get('field')
    const names = new Set((collection.flattenedFields as Field[]).map((f) => f.name))
    return field && names.has(field) ? undefined : restError(400, '查询条件无效：field')
  }
  if (second === 'file')
    return third !== undefined && !third.includes('\u0000') && !/[/\\]|^\.\.?$/.test(third)
      ? undefined
      : notFound()
  if (second === 'access')
    return request.method === 'POST' && (third === undefined || isId(third)) ? undefined : notFound()
  if (COMMON_ENDPOINTS.has(second)) return undefined
  if (collection.auth && AUTH_ENDPOINTS.has(second)) return undefined
  if (collection.upload && UPLOAD_ENDPOINTS.has(second)) return undefined
  // A collection's own endpoints (Payload's preferences take any key: `/:key`).
  const custom = (collection.endpoints || []).some((e) => {
    const first = e.path.split('/')[1] ?? ''
    // Sanitized configs list Payload's defaults too: `/:id` is the record id checked below.
    return first === second || (first.startsWith(':') && first !== ':id')
  })
  if (custom) return undefined
  return isId(second) ? undefined : notFound()
}

const hasWhere = (params: URLSearchParams) => [...params.keys()].some((k) => k.startsWith('where['))

/** `where[a][0][b]=v` pairs as the nested object Payload builds from them (lists as objects). */
function whereOf(params: URLSearchParams): Record<string, unknown> | undefined {
  let where: Record<string, unknown> | undefined
  for (const [key, value] of params) {
    if (!key.startsWith('where[')) continue
    const parts = [...key.slice(5).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)
    if (!parts.length || parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype'))
      continue
    where ??= {}
    let node = where
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        const prior = node[part]
        node[part] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value]
      } else {
        const child = node[part]
        node = (node[part] =
          child && typeof child === 'object' && !Array.isArray(child) ? child : {}) as Record<string, unknown>
      }
    })
  }
  return where
}

/**
 * A JSON body must be a JSON object (or absent): Payload answers a malformed or non-object body
 * with a 500. Multipart and form bodies are left to Payload.
 */
export async function checkJsonBody(request: Request): Promise<Request | Response> {
  const type = request.headers.get('content-type') ?? ''
  if (!request.body || /multipart\/form-data|x-www-form-urlencoded/i.test(type)) return request
  const text = await request.text()
  if (text.trim() !== '') {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return restError(400, '请求体不是有效的 JSON')
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return restError(400, '请求体须为 JSON 对象')
  }
  const headers = new Headers(request.headers)
  headers.set('content-length', String(Buffer.byteLength(text)))
  return new Request(request.url, { method: request.method, headers, body: text })
}

/**
 * Answers Payload gives as server errors that are the client's: a route it has not (501), a file
 * whose record or bytes are missing (500 from its file handler).
 */
export function mapServerErrors(res: Response, slug: string[]): Response {
  if (res.status === 501) return notFound()
  if (res.status === 500 && slug[1] === 'file') return restError(404, '文件不存在')
  // Payload's preference delete fails in the database for a key it does not have.
  if (res.status === 500 && slug[0] === 'payload-preferences') return notFound()
  return res
}
