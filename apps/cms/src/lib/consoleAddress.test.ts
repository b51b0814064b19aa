import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { consoleUrls, isConsoleHost, wrongAddressPage } from '../../console-address.mjs'

describe('console addresses (CMS_PUBLIC_URL)', () => {
  const urls = consoleUrls('https://cms.ou.edu.cn, http://10.0.0.5:3001')

  it('accepts each configured host, also without the port a proxy left out', () => {
    assert.equal(isConsoleHost(urls, 'cms.ou.edu.cn'), true)
    assert.equal(isConsoleHost(urls, 'CMS.ou.edu.cn'), true)
    assert.equal(isConsoleHost(urls, '10.0.0.5:3001'), true)
    assert.equal(isConsoleHost(urls, '10.0.0.5'), true)
  })

  it('refuses any other host, and another port of a configured one', () => {
    assert.equal(isConsoleHost(urls, '10.0.0.5:3002'), false)
    assert.equal(isConsoleHost(urls, 'cms.ou.edu.cn.evil.test'), false)
    assert.equal(isConsoleHost(urls, ''), false)
    assert.equal(isConsoleHost(urls, undefined), false)
  })

  it('falls back to the development addresses when unset', () => {
    assert.deepEqual(
      consoleUrls(undefined).map((u) => u.origin),
      ['http://127.0.0.1:3001', 'http://localhost:3001'],
    )
  })

  it('names the first address, keeps the page asked for, and escapes what the client sent', () => {
    const page = wrongAddressPage(urls, '<b>x</b>', '/admin/collections/news?limit=10')
    assert.match(page, /href="https:\/\/cms\.ou\.edu\.cn\/admin\/collections\/news\?limit=10"/)
    assert.match(page, /请使用内容管理平台的正式地址/)
    assert.match(page, /http:\/\/10\.0\.0\.5:3001\/admin/)
    assert.doesNotMatch(page, /<b>x<\/b>/)
  })
})
