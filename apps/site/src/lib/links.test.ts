import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { NEW_TAB, isExternal } from './links'

describe('isExternal', () => {
  it('treats web addresses of other sites as external, whatever their case', () => {
    for (const url of ['https://www.ouchn.edu.cn/', 'http://weibo.com/tfou', 'HTTPS://MP.WEIXIN.QQ.COM/s/x'])
      assert.equal(isExternal(url), true, url)
  })

  it('treats a scheme-relative address (//host/path) as external: it leaves the site too', () => {
    assert.equal(isExternal('//www.gov.cn/zhengce/'), true)
  })

  it('treats paths of this site as internal', () => {
    for (const url of [
      '/news/xwzx/3',
      '/enrolling/openEducation/paymentRegistration?major_id=2',
      '#main',
      'mailto:xinxiang@ou.edu.cn',
    ])
      assert.equal(isExternal(url), false, url)
  })

  it('does not mistake a path that merely mentions http for an external link', () => {
    assert.equal(isExternal('/search?keyword=https://x'), false)
  })
})

describe('NEW_TAB', () => {
  it('opens in a new tab without giving the page a handle on the site', () => {
    assert.equal(NEW_TAB.target, '_blank')
    assert.deepEqual(NEW_TAB.rel.split(' ').sort(), ['noopener', 'noreferrer'])
  })
})
