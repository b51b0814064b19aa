import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { PUBLIC_CACHE_CONTROL } from './cache-policy'

const directives = new Map(
  PUBLIC_CACHE_CONTROL.split(',').map((d) => {
    const [name = '', value] = d.trim().split('=')
    return [name.toLowerCase(), value]
  }),
)

describe('PUBLIC_CACHE_CONTROL', () => {
  it('lets shared caches keep a public answer for at most a second, so an edit shows within two', () => {
    assert.ok(directives.has('public'))
    assert.ok(Number(directives.get('s-maxage')) <= 1)
  })

  it('makes browsers check again on every visit, without keeping them out of the back/forward cache', () => {
    assert.equal(directives.get('max-age'), '0')
    assert.ok(!directives.has('no-store'))
  })

  it('never tells browsers to revalidate in the background (issue 25: tabs never went network-idle)', () => {
    assert.ok(!directives.has('stale-while-revalidate'))
    assert.ok(!directives.has('stale-if-error'))
  })
})
