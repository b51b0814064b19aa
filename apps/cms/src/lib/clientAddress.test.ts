import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parseTrustedProxies, resolveClient } from './clientAddress'

describe('client address', () => {
  const none = parseTrustedProxies('')
  const local = parseTrustedProxies('127.0.0.1, ::1, 10.0.0.0/8')
  const oneHop = parseTrustedProxies('1')

  it('is the peer when no proxy is trusted, whatever the header says', () => {
    assert.equal(resolveClient('::ffff:192.0.2.9', '203.0.113.1', none), '192.0.2.9')
    assert.equal(resolveClient('192.0.2.9', undefined, local), '192.0.2.9')
    // An untrusted peer's header is ignored even when it names a trusted address.
    assert.equal(resolveClient('192.0.2.9', '127.0.0.1', local), '192.0.2.9')
  })

  it('walks back through trusted proxies only', () => {
    assert.equal(resolveClient('127.0.0.1', '203.0.113.1, 198.51.100.7', local), '198.51.100.7')
    assert.equal(resolveClient('::1', '203.0.113.1, 198.51.100.7, 10.1.2.3', local), '198.51.100.7')
    assert.equal(resolveClient('127.0.0.1', 'garbage', local), '127.0.0.1')
    assert.equal(resolveClient('127.0.0.1', '', local), '127.0.0.1')
  })

  it('counts hops', () => {
    assert.equal(resolveClient('192.0.2.1', '203.0.113.1, 198.51.100.7', oneHop), '198.51.100.7')
    assert.equal(
      resolveClient('192.0.2.1', '203.0.113.1, 198.51.100.7', parseTrustedProxies('2')),
      '203.0.113.1',
    )
    assert.equal(resolveClient('192.0.2.1', '198.51.100.7', parseTrustedProxies('5')), '198.51.100.7')
  })

  it('refuses entries that are not addresses', () => {
    assert.throws(() => parseTrustedProxies('localhost'))
    assert.throws(() => parseTrustedProxies('10.0.0.0/33'))
    assert.equal(parseTrustedProxies('0').kind, 'none')
  })
})
