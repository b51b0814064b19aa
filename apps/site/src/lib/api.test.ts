import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { notFound } from 'next/navigation'
import { ApiError } from '@ou/contract'
import { requestContext } from '@ou/ops/context'
import { Failing, fakeApi } from '@/test-support/fake-api'
import { idParam, listPage, load, loadOptional, pageInRange } from './api'

const api = await fakeApi()
process.env.API_BASE_URL = api.url
after(() => api.close())

/** What Next's notFound() throws, which renders the 404 page. */
const NOT_FOUND = (() => {
  try {
    notFound()
  } catch (e) {
    return (e as { digest: string }).digest
  }
})()
const isNotFound = (e: unknown) => (e as { digest?: string }).digest === NOT_FOUND

describe('idParam', () => {
  it('reads an id segment', () => {
    assert.equal(idParam('42'), 42)
  })

  it('answers anything else with the 404 page', () => {
    for (const v of ['0', '-1', '1.5', '12abc', 'abc', '', '99999999999999999999'])
      assert.throws(() => idParam(v), isNotFound, v)
  })
})

describe('listPage', () => {
  it('reads the page of a `page/[n]` route, page 1 for anything that is not a page number', async () => {
    assert.equal(await listPage(Promise.resolve({ n: '3' })), 3)
    for (const n of [undefined, '0', '-2', 'x', '2.5'])
      assert.equal(await listPage(Promise.resolve({ n })), 1, String(n))
  })
})

describe('pageInRange', () => {
  it('answers a page past the end of its list with the 404 page', () => {
    assert.doesNotThrow(() => pageInRange(2, 11, 10))
    assert.throws(() => pageInRange(2, 10, 10), isNotFound)
    assert.throws(() => pageInRange(98, 25, 10), isNotFound)
  })

  it('keeps page 1 of an empty list, for its empty state', () => {
    assert.doesNotThrow(() => pageInRange(1, 0, 10))
  })
})

describe('load and loadOptional', () => {
  const category = [{ id: 1, name: '学校要闻', path_name: 'xwzx' }]

  it('read a call’s data from the API', async () => {
    api.answer({ 'news.News/category': () => category })
    assert.deepEqual(await load('news.News/category'), category)
    assert.deepEqual(await loadOptional('news.News/category'), category)
  })

  it('send the input of a call', async () => {
    api.answer({ 'news.News/list': () => ({ list: [], total: 0 }) })
    await load('news.News/list', { path_name: 'xwzx', page: 2, limit: 10 })
    assert.deepEqual(api.calls.at(-1)?.input, { path_name: 'xwzx', page: 2, limit: 10 })
  })

  it('pass the request id on to the cms in traceparent', async () => {
    api.answer({ 'news.News/category': () => category })
    const id = '4bf92f3577b34da6a3ce929d0e0e4736'
    await requestContext.run({ id }, () => loadOptional('news.News/category'))
    assert.match(
      api.calls.at(-1)?.headers.traceparent ?? '',
      new RegExp(`^00-${id}-[0-9a-f]{16}-[0-9a-f]{2}$`),
    )
  })

  it('render the 404 page for what the API does not have', async () => {
    api.answer({})
    await assert.rejects(load('news.News/info', { news_id: 9 }), isNotFound)
    assert.equal(await loadOptional('news.News/info', { news_id: 9 }), null)
  })

  it('render the error page for other failures, and log them; loadOptional does without', async (t) => {
    const logged = t.mock.method(console, 'error', () => {})
    api.answer({ 'news.News/category': () => new Failing(500) })
    await assert.rejects(load('news.News/category'), (e) => e instanceof ApiError && e.failure.status === 500)
    assert.equal(await loadOptional('news.News/category'), null)
    assert.equal(logged.mock.callCount(), 2)
    assert.match(String(logged.mock.calls[0]?.arguments[0]), /news\.News\/category: 500/)
  })

  // Last: it stops the API.
  it('do without when the API cannot be reached', async (t) => {
    t.mock.method(console, 'error', () => {})
    await api.close()
    assert.equal(await loadOptional('news.News/category'), null)
  })
})
