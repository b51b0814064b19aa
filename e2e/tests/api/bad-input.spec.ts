import { calls, callNames, errorEnvelope, type CallDef, type CallName } from '@ou/contract'
import { expect, test, type APIRequestContext } from '@playwright/test'
import type { z } from 'zod'
import { DEMO_STAFF, DEMO_STUDENTS } from '../../../apps/cms/src/seed/accounts'
import { CMS_URL, data, solveCaptcha, staffLogin } from '../../lib/api'

/**
 * Bad input to every call gets the documented error envelope and never a 500 (docs/api.md):
 * malformed JSON, wrong method, missing fields, wrong types, 100 KB strings, unknown ids.
 */

const HUGE = '码'.repeat(100 * 1024)

/** The object shape of a call's request schema, unwrapping optional/default/pipe wrappers. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  let s: unknown = schema
  for (let i = 0; i < 6 && s; i++) {
    const def = (s as { def?: { type?: string; innerType?: unknown; in?: unknown; shape?: unknown } }).def
    if ((s as { shape?: unknown }).shape) return (s as { shape: Record<string, z.ZodType> }).shape
    s = def?.innerType ?? def?.in
  }
  return {}
}

const requiredFields = (name: CallName) =>
  Object.entries(shapeOf(calls[name].request))
    .filter(([, field]) => !field.safeParse(undefined).success)
    .map(([key]) => key)

/** A student's token per education type: calls behind a login check it before the input. */
const tokens = new Map<string, string>()
async function tokenFor(request: APIRequestContext, type: string, fresh = false) {
  if (fresh || !tokens.has(type)) {
    const admin = DEMO_STAFF.find((s) => s.roles.includes('admin'))!
    const adminToken = await staffLogin(request, admin.email, admin.password)
    const student = DEMO_STUDENTS.find((s) => s.edu_type === type)!
    const name = `${type}.Student/captcha` as 'openEducation.Student/captcha'
    const c = await data(request, name)
    const login = await data(request, `${type}.Student/login` as 'openEducation.Student/login', {
      student_no: student.student_no,
      password: student.password,
      captcha_id: c.captcha_id,
      captcha: await solveCaptcha(request, adminToken, c.captcha_id),
    })
    if (fresh) return login.token
    tokens.set(type, login.token)
  }
  return tokens.get(type)!
}

async function send(
  request: APIRequestContext,
  name: CallName,
  opts: { method?: string; body?: string; query?: Record<string, string> },
) {
  const method = opts.method ?? calls[name].method
  const auth = (calls[name] as CallDef).auth
  const res = await request.fetch(`${CMS_URL}/api/${name}`, {
    method,
    params: opts.query,
    headers: {
      'content-type': 'application/json',
      // Sign-out ends the session it is called with: each of its calls gets a session of its own.
      ...(auth
        ? { authorization: `Bearer ${await tokenFor(request, auth, name.endsWith('Student/logout'))}` }
        : {}),
    },
    data: opts.body,
  })
  const text = await res.text()
  return { status: res.status(), text, body: JSON.parse(text) as z.infer<typeof errorEnvelope> }
}

/** Every non-success answer: an envelope, a Chinese message, no stack trace, never a 500. */
function expectEnvelope(a: { status: number; text: string; body: unknown }, label: string) {
  expect(a.status, `${label}: ${a.text.slice(0, 200)}`).not.toBe(500)
  const parsed = errorEnvelope.safeParse(a.body)
  expect(parsed.success, `${label} envelope`).toBe(true)
  expect(a.text).not.toMatch(/at [\w.]+ \(|node_modules|Error:/)
}

test.describe('bad input to every call', () => {
  for (const name of callNames) {
    const def: CallDef = calls[name]
    const isBodyCall = def.method === 'POST' || def.method === 'PUT'

    test(`${name}`, async ({ request }) => {
      // Wrong method.
      const wrong = await send(request, name, { method: def.method === 'GET' ? 'POST' : 'GET' })
      expectEnvelope(wrong, 'wrong method')
      expect(wrong.status).toBe(405)
      expect(wrong.body.code).toBe(405)

      if (isBodyCall) {
        // Malformed JSON, and JSON that is not an object.
        for (const body of ['{"page": 1,', '[1,2,3]', '"text"']) {
          const bad = await send(request, name, { body })
          expectEnvelope(bad, `malformed ${body}`)
          expect(bad.status).toBe(422)
          expect(Object.keys(bad.body.errors ?? {})).not.toHaveLength(0)
        }
      }

      const shape = shapeOf(def.request)
      const fields = Object.keys(shape)
      const required = requiredFields(name)
      const sendFields = (values: Record<string, unknown>) =>
        isBodyCall
          ? send(request, name, { body: JSON.stringify(values) })
          : send(request, name, {
              query: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
            })

      // Missing fields.
      const empty = await sendFields({})
      if (required.length) {
        expectEnvelope(empty, 'missing fields')
        expect(empty.status).toBe(422)
        for (const field of required) expect(empty.body.errors?.[field], `error for ${field}`).toBeTruthy()
      } else {
        expect([200, 401]).toContain(empty.status)
      }

      if (!fields.length) return
      // Wrong types, field by field: objects and arrays where scalars belong (a field that takes an
      // object, the live preview's unsaved values, gets a string and a number instead).
      for (const field of fields) {
        const wrongValues = [{ nested: true }, [1, 2], 'text', 42]
          .filter((v) => !shape[field]!.safeParse(v).success)
          .slice(0, 2)
        expect(wrongValues, `${field}: two values of a wrong type`).toHaveLength(2)
        for (const wrongValue of wrongValues) {
          const a = await sendFields({ [field]: wrongValue })
          expectEnvelope(a, `${field}=${JSON.stringify(wrongValue)}`)
          expect(a.status, `${field} wrong type`).toBe(422)
          expect(a.body.errors?.[field], `error names ${field}`).toBeTruthy()
        }
        // 100 KB strings.
        const big = await sendFields({ [field]: HUGE })
        expectEnvelope(big, `${field}=100KB`)
        // A GET call's input is its query string: 100 KB of it is refused before the call (431).
        expect(isBodyCall ? [413, 422] : [413, 422, 431]).toContain(big.status)
      }

      // Unknown ids: a business "not found", still HTTP 200 with a Chinese message.
      const idFields = fields.filter((f) => f.endsWith('_id') && f !== 'captcha_id')
      if (idFields.length === 1 && required.length === 1) {
        const a = await sendFields({ [idFields[0]!]: 987654321 })
        expect(a.status).toBe(200)
        expect(a.body.code).toBe(404)
        expect(a.body.msg).toMatch(/[\u4e00-\u9fa5]/)
      }
    })
  }

  test('an unknown call and an unknown path answer the envelope', async ({ request }) => {
    for (const path of ['/api/news.News/nothing', '/api/nothing', '/api/a/b/c']) {
      const res = await request.post(`${CMS_URL}${path}`)
      expect(res.status()).toBe(404)
      expect(errorEnvelope.safeParse(await res.json()).success).toBe(true)
    }
  })

  test('a body over 256 KB is refused with 413', async ({ request }) => {
    const res = await request.post(`${CMS_URL}/api/search.Search/list`, {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ keyword: 'x', pad: 'y'.repeat(300 * 1024) }),
    })
    expect(res.status()).toBe(413)
    expect((await res.json()).code).toBe(413)
  })
})
