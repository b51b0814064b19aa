import { expect, test } from '@playwright/test'
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { Agent, request as httpRequest } from 'node:http'
import path from 'node:path'
import { CMS_URL, SITE_URL, firstCategoryNews, passesWithin } from '../../lib/api'
import { httpAnswer } from '../../lib/http'
import { SITE_HOST, startProxy, type Proxy } from '../../lib/nginx'

/**
 * A cache-busting flood (issue 31): addresses that are new every time (a random query, a random
 * path) are no new render, and the misses one client address sends through nginx are limited, so
 * another visitor's kept pages stay as fast as unloaded. bench/flood.ts measures the same at length.
 */
const PORT = Number(process.env.TEST_PROXY_PORT ?? 3202)
/** deploy/nginx.conf: limit_req rate=10r/s burst=100 on requests that miss nginx's cache. */
const BURST = 100
const RATE = 10
const random = () => randomBytes(6).toString('hex')
let proxy: Proxy
let list = '/'

test.beforeAll(async ({ request }) => {
  proxy = await startProxy(PORT, SITE_URL, CMS_URL)
  const { detail } = await firstCategoryNews(request)
  list = detail.split('/').slice(0, 3).join('/')
})
test.afterAll(async () => {
  await proxy?.stop()
})

const site = (pathname: string) => {
  const url = new URL(SITE_URL)
  return httpAnswer({ host: url.hostname, port: url.port, path: pathname, timeout: 10_000 })
}
const viaNginx = (pathname: string, from = '127.0.0.1') =>
  httpAnswer({
    host: '127.0.0.1',
    port: PORT,
    path: pathname,
    localAddress: from,
    headers: { host: SITE_HOST },
    timeout: 10_000,
  })

test('a query parameter the page is not made from gets the kept page, on the site and through nginx', async () => {
  // Once the site keeps the page (a revalidation may drop the first copy)…
  await passesWithin(5000, [100, 200], async () => {
    expect((await site(list)).headers['x-site-cache']).toBe('HIT')
  })
  for (const query of [`?r=${random()}`, `?utm_source=wx&from=weixin&r=${random()}`]) {
    const answer = await site(`${list}${query}`)
    expect(answer.status, query).toBe(200)
    expect(answer.headers['x-site-cache'], `${query}: the site's kept copy`).toBe('HIT')
  }
  const kept = await viaNginx(list)
  expect(kept.status).toBe(200)
  const busted = await viaNginx(`${list}?r=${random()}&utm_source=wx`)
  expect(busted.status).toBe(200)
  expect(busted.headers['x-cache'], "nginx's kept copy").toMatch(/^(HIT|STALE|UPDATING)$/)
  expect(busted.body).toBe(kept.body)
  // The parameters a page is made from still make another page.
  const paged = await viaNginx(`${list}?page=2&r=${random()}`)
  expect(paged.headers['x-cache']).toBe('MISS')
})

test('an address no route answers gets the one kept not-found page', async () => {
  const first = await site(`/no-such-${random()}`)
  expect(first.status).toBe(404)
  const second = await site(`/no-such-${random()}/deeper?r=${random()}`)
  expect(second.status).toBe(404)
  expect(second.headers['x-site-cache'], 'not rendered again').toBe('HIT')
  expect(second.headers['content-type']).toMatch(/^text\/html/)
  expect(second.headers['content-security-policy']).toContain('script-src')
  expect(second.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
  expect(second.body).toContain('Page Not Found')
  expect(second.body).toBe(first.body)
})

/** One GET through nginx from `from` on a kept-alive connection, its time in ms. */
function timed(agent: Agent, pathname: string) {
  const t0 = process.hrtime.bigint()
  return new Promise<{ ms: number; status: number }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path: pathname,
        agent,
        headers: { host: SITE_HOST, 'accept-encoding': 'gzip' },
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          resolve({ ms: Number(process.hrtime.bigint() - t0) / 1e6, status: res.statusCode ?? 0 }),
        )
      },
    )
    req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
    req.on('error', reject)
    req.end()
  })
}

/** Another visitor (127.0.0.2) reading kept pages one after another for `ms`: its p99 and statuses. */
async function visitor(pages: string[], ms: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.2' })
  const times: number[] = []
  const statuses = new Set<number>()
  const until = Date.now() + ms
  for (let i = 0; Date.now() < until; i++) {
    const { ms: t, status } = await timed(agent, pages[i % pages.length]!)
    times.push(t)
    statuses.add(status)
    await new Promise((r) => setTimeout(r, 5))
  }
  agent.destroy()
  times.sort((a, b) => a - b)
  return { n: times.length, p99: times[Math.floor(times.length * 0.99)]!, statuses: [...statuses] }
}

test('a flood of new addresses from one client meets the limit; another visitor keeps its p99', async () => {
  test.setTimeout(90_000)
  const pages = ['/', list]
  for (const p of pages) expect((await viaNginx(p, '127.0.0.2')).status).toBe(200)
  const before = await visitor(pages, 3000)

  // 20 connections from 127.0.0.1 for 6 s, 50 requests a second each (1,000 a second in all, at
  // most 6,000): random queries of a kept page and random paths, half each. Before this change
  // the site could render about 300 of them a second on both cores; the cap keeps the flooding
  // client's own CPU (on this shared machine) from being what the other visitor measures.
  const seconds = 6
  // Only on CPU time nothing else wants (SCHED_IDLE): a flood from another machine costs this one
  // none of its own CPU. At nice 19 the flooding client still took its time slices beside nginx and
  // the visitor, and on a 2-core machine one slice (a few ms) was what the visitor's p99 measured.
  const flood = spawn(
    'chrt',
    [
      '--idle',
      '0',
      process.execPath,
      path.resolve(import.meta.dirname, '../../lib/flood.mjs'),
      String(PORT),
      SITE_HOST,
      '20',
      String(seconds),
      list,
      '127.0.0.1',
      '6000',
      '50',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  flood.stdout!.on('data', (c) => (out += String(c)))
  const done = new Promise((r) => flood.once('exit', r))
  // The flood's timeline is the test: the other visitor starts half a second into it.
  await new Promise((r) => setTimeout(r, 500))
  // Midway, the flooding client is over its limit: from 2 s on, new addresses of its own until one
  // is refused. How soon the flood fills the burst depends on how much CPU the flooder (at nice 19)
  // gets, so the test adds its own; the ones let through are the plain not-found page, and a 429
  // comes within the burst and the rate.
  const limitedAnswer = new Promise((r) => setTimeout(r, 2000)).then(async () => {
    for (let tries = 1; tries <= BURST + RATE * seconds; tries++) {
      const answer = await viaNginx(`/no-such-${random()}`)
      if (answer.status === 429) return answer
      expect(answer.status, 'a new address the limit lets through').toBe(404)
    }
    throw new Error('the flooding client was never refused')
  })
  // Awaited after the visitor's measure; until then a failure is kept, not reported as unhandled.
  limitedAnswer.catch(() => undefined)
  const during = await visitor(pages, (seconds - 1) * 1000)
  await done
  const result = JSON.parse(out) as { requests: number; seconds: number; status: Record<string, number> }

  const after = await visitor(pages, 3000)
  const unloaded = Math.max(before.p99, after.p99)
  console.log(
    `flood: ${(result.requests / result.seconds).toFixed(0)} req/s ${JSON.stringify(result.status)}; ` +
      `visitor p99 unloaded ${before.p99.toFixed(2)} / ${after.p99.toFixed(2)} ms (${before.n}, ${after.n} requests), ` +
      `during the flood ${during.p99.toFixed(2)} ms (${during.n} requests)`,
  )
  expect(during.p99, 'the other visitor p99 within 2× of unloaded').toBeLessThanOrEqual(2 * unloaded)

  // Over the limit: a short page in Chinese, not kept.
  const limited = await limitedAnswer
  expect(limited.headers['content-type']).toMatch(/^text\/html/)
  expect(limited.headers['cache-control'], 'a refusal is not kept').toBe('no-store')
  expect(limited.headers['retry-after']).toBe('5')
  expect(limited.body).toContain('访问过于频繁')
  expect(limited.body.length).toBeLessThan(2000)
  // Another address is not limited by it.
  expect((await viaNginx(`/no-such-${random()}`, '127.0.0.2')).status, 'another address').toBe(404)

  // Every random path misses nginx's cache: only the burst and the rate reach the site.
  expect(result.status['429'] ?? 0, 'the flood met the limit').toBeGreaterThan(0)
  expect(result.status['404'] ?? 0).toBeLessThanOrEqual(BURST + RATE * (seconds + 1))
  // The random queries are the kept page.
  expect(result.status['200'] ?? 0).toBeGreaterThan(0)
  expect(
    [...new Set([...before.statuses, ...during.statuses, ...after.statuses])],
    'the other visitor',
  ).toEqual([200])
})
