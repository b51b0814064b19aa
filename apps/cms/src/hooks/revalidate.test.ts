import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { revalidateSite, tagsToExpire } from './revalidate'

describe('revalidateSite', () => {
  it('logs a failed call as an error and retries until the site confirms', async () => {
    const answers = [new Error('ECONNREFUSED'), new Response('no', { status: 401 }), new Response('{}')]
    const seen: string[] = []
    const logged: string[] = []
    const ok = await revalidateSite(['news.News'], {
      fetch: (async (url: string, init: RequestInit) => {
        seen.push(
          `${url} ${(init.headers as Record<string, string>)['x-revalidate-secret'] ? 'with secret' : ''}`,
        )
        const a = answers.shift()!
        if (a instanceof Error) throw a
        return a
      }) as typeof fetch,
      sleep: async () => {},
      log: (m, e) => logged.push(`${m}: ${e instanceof Error ? e.message : e}`),
    })
    assert.equal(ok, true)
    assert.equal(seen.length, 3)
    assert.match(seen[0]!, /\/api\/revalidate with secret$/)
    assert.equal(logged.length, 2)
    assert.match(logged[1]!, /HTTP 401/)
  })

  it('gives up after the last retry, saying so', async () => {
    const logged: string[] = []
    const ok = await revalidateSite(['news.News'], {
      fetch: (async () => new Response('', { status: 500 })) as unknown as typeof fetch,
      sleep: async () => {},
      retryMs: [1, 1],
      log: (m) => logged.push(m),
    })
    assert.equal(ok, false)
    assert.equal(logged.length, 3)
    assert.match(logged[2]!, /giving up/)
  })
})

describe('revalidateSite with several site instances', () => {
  it('tells each instance, retrying only the one that failed', async () => {
    const calls: string[] = []
    let downOnce = true
    const ok = await revalidateSite(['news.News'], {
      siteUrls: ['http://a.test', 'http://b.test'],
      fetch: (async (url: string) => {
        calls.push(new URL(url).host)
        if (url.startsWith('http://b.test') && downOnce) {
          downOnce = false
          throw new Error('ECONNREFUSED')
        }
        return new Response('{}')
      }) as unknown as typeof fetch,
      sleep: async () => {},
      log: () => {},
    })
    assert.equal(ok, true)
    assert.deepEqual(calls.sort(), ['a.test', 'b.test', 'b.test'])
  })

  it('reports failure when one instance never confirms', async () => {
    const ok = await revalidateSite(['news.News'], {
      siteUrls: ['http://a.test', 'http://b.test'],
      fetch: (async (url: string) =>
        new Response('', { status: url.startsWith('http://b.test') ? 503 : 200 })) as unknown as typeof fetch,
      sleep: async () => {},
      retryMs: [1],
      log: () => {},
    })
    assert.equal(ok, false)
  })
})

describe('tagsToExpire (站群)', () => {
  it('expires a per-site controller on the changed sites only, the others everywhere', () => {
    assert.deepEqual(tagsToExpire(['news.News', 'setting.Navigation'], ['mianyang']), [
      'api:news.News@mianyang',
      'api:setting.Navigation',
    ])
    assert.deepEqual(tagsToExpire(['news.News'], ['mianyang', 'deyang']), [
      'api:news.News@mianyang',
      'api:news.News@deyang',
    ])
  })

  it('expires on every site when the sites are not known', () => {
    assert.deepEqual(tagsToExpire(['news.News'], null), ['api:news.News'])
    assert.deepEqual(tagsToExpire(['news.News'], []), ['api:news.News'])
    assert.deepEqual(tagsToExpire(['news.News']), ['api:news.News'])
  })

  it('sends the site tags in the revalidation call', async () => {
    const bodies: string[] = []
    const ok = await revalidateSite(['news.News'], {
      sites: ['deyang'],
      siteUrls: ['http://site.test'],
      fetch: (async (_url: string, init: RequestInit) => {
        bodies.push(String(init.body))
        return new Response('{}')
      }) as typeof fetch,
    })
    assert.equal(ok, true)
    assert.deepEqual(JSON.parse(bodies[0]!), { tags: ['api:news.News@deyang'] })
  })
})
