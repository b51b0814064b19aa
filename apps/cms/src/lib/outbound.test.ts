import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import {
  isAllowed,
  isPrivateAddress,
  OUTCOMES,
  outboundFetch,
  OutboundError,
  outcomeMessage,
} from './outbound'

describe('outbound: address classes (no SSRF)', () => {
  it('refuses every spelling of loopback, private, link-local and reserved addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.2.3.4',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '198.18.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      'ff02::1',
      // IPv4-mapped, as typed and as the URL parser writes it (issue 31, item 3).
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '[::ffff:7f00:1]',
      // IPv4-compatible, NAT64, 6to4 and Teredo carry an IPv4 address too.
      '::127.0.0.1',
      '::7f00:1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '2001:db8::1',
      'localhost',
    ])
      assert.equal(isPrivateAddress(a), true, a)
    for (const a of ['8.8.8.8', '202.108.22.5', '172.32.0.1', '2400:da00::6666', '::ffff:808:808'])
      assert.equal(isPrivateAddress(a), false, a)
  })
  it('lets through only listed addresses and CIDRs, in any spelling', () => {
    assert.equal(isAllowed('127.0.0.3', ['127.0.0.3']), true)
    assert.equal(isAllowed('::ffff:7f00:3', ['127.0.0.3']), true)
    assert.equal(isAllowed('10.1.2.3', ['10.1.0.0/16']), true)
    assert.equal(isAllowed('10.2.2.3', ['10.1.0.0/16']), false)
    assert.equal(isAllowed('127.0.0.1', ['127.0.0.3']), false)
    assert.equal(isAllowed('127.0.0.1', []), false)
  })
})

describe('outbound: the guarded client', () => {
  let inner: Server
  let innerHits = 0
  let innerPort = 0
  let hop: Server
  let hopPort = 0
  before(async () => {
    // An "internal service": nothing it says may come back.
    inner = createServer((_req, res) => {
      innerHits++
      res.setHeader('content-type', 'text/html')
      res.end('<a href="/secret">内部数据</a>')
    })
    await new Promise<void>((r) => inner.listen(0, '127.0.0.1', r))
    innerPort = (inner.address() as AddressInfo).port
    // An allowed server (as INSPECTION_ALLOW_ADDRESSES names it) that redirects inside.
    hop = createServer((req, res) => {
      res.statusCode = 302
      res.setHeader(
        'location',
        req.url === '/mapped' ? `http://[::ffff:7f00:1]:${innerPort}/` : `http://127.0.0.1:${innerPort}/`,
      )
      res.end()
    })
    await new Promise<void>((r) => hop.listen(0, '127.0.0.3', r))
    hopPort = (hop.address() as AddressInfo).port
  })
  after(() => {
    inner.close()
    hop.close()
  })
  const opts = {
    timeoutMs: 2000,
    trusted: [] as string[],
    allow: ['127.0.0.3'],
    redirects: 5,
    readUntrusted: true,
  }
  const blocked = (e: unknown) => e instanceof OutboundError && e.outcome === 'blocked'

  it('never connects to an internal address, by any spelling of it or by a name resolving to it', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '2130706433', '0x7f.1', '0177.0.0.1'])
      await assert.rejects(outboundFetch(`http://${host}:${innerPort}/`, opts), blocked, host)
    assert.equal(innerHits, 0)
  })
  it('checks every redirect hop again, whoever redirects', async () => {
    await assert.rejects(outboundFetch(`http://127.0.0.3:${hopPort}/`, opts), blocked)
    await assert.rejects(outboundFetch(`http://127.0.0.3:${hopPort}/mapped`, opts), blocked)
    // The site itself (a trusted origin) redirecting inside is refused at the next hop too.
    await assert.rejects(
      outboundFetch(`http://127.0.0.3:${hopPort}/`, {
        ...opts,
        allow: [],
        trusted: [`http://127.0.0.3:${hopPort}`],
      }),
      blocked,
    )
    assert.equal(innerHits, 0)
  })
  it('reaches an allowed address, and reports failures only by their class', async () => {
    const ok = await outboundFetch(`http://127.0.0.1:${innerPort}/`, { ...opts, allow: ['127.0.0.1'] })
    assert.equal(ok.status, 200)
    assert.equal(innerHits, 1)
    const closed = createServer()
    await new Promise<void>((r) => closed.listen(0, '127.0.0.3', r))
    const port = (closed.address() as AddressInfo).port
    closed.close()
    const e = await outboundFetch(`http://127.0.0.3:${port}/`, opts).catch((x: Error) => x)
    assert.ok(e instanceof OutboundError)
    assert.equal(e.message, OUTCOMES.refused)
    assert.doesNotMatch(e.message, /127\.0\.0|ECONN/)
  })
})

describe('outbound: what staff are told', () => {
  const raw = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})
  it("names every network outcome in Chinese, never by the socket's own words", () => {
    const cases: [unknown, string][] = [
      [raw('connect ECONNREFUSED 10.0.0.5:80', 'ECONNREFUSED'), OUTCOMES.refused],
      [raw('socket hang up', 'ECONNRESET'), OUTCOMES.reset],
      [raw('getaddrinfo ENOTFOUND old.example.edu.cn', 'ENOTFOUND'), OUTCOMES.dns],
      [raw('connect ETIMEDOUT 1.2.3.4:443', 'ETIMEDOUT'), OUTCOMES.timeout],
      [raw('certificate has expired', 'CERT_HAS_EXPIRED'), OUTCOMES.tls],
      [Object.assign(new TypeError('Invalid URL'), { code: 'ERR_INVALID_URL' }), OUTCOMES.badUrl],
      [
        raw('Client network socket disconnected before secure TLS connection was established'),
        OUTCOMES.other,
      ],
      [new OutboundError('blocked'), OUTCOMES.blocked],
      // The cms's own reasons are Chinese already and stay as they are.
      [new Error('站点地图返回 HTTP 500'), '站点地图返回 HTTP 500'],
    ]
    for (const [e, words] of cases) assert.equal(outcomeMessage(e), words)
    // Every outcome is said in Chinese (HTTPS is the protocol's name).
    for (const words of Object.values(OUTCOMES)) {
      assert.match(words, /[\u4e00-\u9fff]/)
      assert.doesNotMatch(words.replace('HTTPS', ''), /[A-Za-z]/)
    }
  })
})
