import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createClient, toOutcome } from './client'
import { DEFAULT_ERROR_TEXT } from './errors'

describe('toOutcome', () => {
  it('passes data through on code 200', () => {
    assert.deepEqual(toOutcome(200, { code: 200, msg: 'ok', data: { a: 1 } }), {
      ok: true,
      data: { a: 1 },
      msg: 'ok',
    })
  })
  it('shows msg when the code is not 200', () => {
    const o = toOutcome(200, { code: 404, msg: '新闻不存在', data: null })
    assert.equal(o.ok, false)
    assert.equal(!o.ok && o.message, '新闻不存在')
    assert.equal(!o.ok && o.kind, 'business')
  })
  it('joins an errors map with semicolons', () => {
    const o = toOutcome(422, {
      code: 422,
      msg: 'bad',
      errors: { name: ['姓名至少 2 个字'], mobile: ['手机号格式不正确'] },
    })
    assert.equal(!o.ok && o.message, '姓名至少 2 个字;手机号格式不正确')
    assert.equal(!o.ok && o.kind, 'validation')
  })
  it('shows a plain-string body as it is', () => {
    const o = toOutcome(502, 'Bad Gateway')
    assert.equal(!o.ok && o.message, 'Bad Gateway')
    assert.equal(!o.ok && o.kind, 'server')
  })
  it('falls back to the default text', () => {
    assert.equal((toOutcome(500, '') as { message: string }).message, DEFAULT_ERROR_TEXT)
    assert.equal((toOutcome(500, { code: 500 }) as { message: string }).message, DEFAULT_ERROR_TEXT)
  })
  it('hands 40001/40002/40003 back as auth outcomes', () => {
    for (const code of [40001, 40002, 40003]) {
      const o = toOutcome(401, { code, msg: '请先登录', data: null })
      assert.equal(!o.ok && o.kind, 'auth')
      assert.equal(!o.ok && o.code, code)
    }
  })
  it('carries retry_after of a 429', () => {
    const o = toOutcome(429, { code: 429, msg: '稍后再试', retry_after: 120 })
    assert.equal(!o.ok && o.retryAfter, 120)
  })
})

describe('createClient', () => {
  const recorder = () => {
    const seen: { url: string; init: RequestInit }[] = []
    const fetch = (async (url: string, init: RequestInit) => {
      seen.push({ url, init })
      return new Response(JSON.stringify({ code: 200, msg: 'ok', data: [] }), { status: 200 })
    }) as unknown as typeof globalThis.fetch
    return { seen, fetch }
  }

  it('POSTs JSON bodies and GETs query parameters, with the bearer token', async () => {
    const r = recorder()
    const client = createClient({ baseUrl: 'http://api.test/', fetch: r.fetch, getToken: () => 'tok' })
    await client.request('news.News/list', { page: 2, limit: 5 })
    await client.request('news.News/category')
    assert.equal(r.seen[0]!.url, 'http://api.test/api/news.News/list')
    assert.equal(r.seen[0]!.init.method, 'POST')
    assert.equal(r.seen[0]!.init.body, JSON.stringify({ page: 2, limit: 5 }))
    assert.equal(new Headers(r.seen[0]!.init.headers).get('authorization'), 'Bearer tok')
    assert.equal(r.seen[1]!.init.method, 'GET')
    assert.equal(r.seen[1]!.init.body, undefined)
  })

  it('turns a network failure into an outcome with the default text', async () => {
    const failures: string[] = []
    const client = createClient({
      baseUrl: 'http://api.test',
      fetch: (async () => {
        throw new TypeError('fetch failed')
      }) as unknown as typeof fetch,
      onFailure: (name, f) => failures.push(`${name}:${f.message}`),
    })
    const o = await client.request('news.News/category')
    assert.equal(o.ok, false)
    assert.deepEqual(failures, [`news.News/category:${DEFAULT_ERROR_TEXT}`])
  })
})
