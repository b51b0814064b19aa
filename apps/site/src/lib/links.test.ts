import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { NEW_TAB, isExternal } from './links'
import { assertEach } from '@/test-support/assert'

describe('isExternal', () => {
  it('treats web addresses of other sites as external, whatever their case', () => {
    assertEach(
      ['https://www.ouchn.edu.cn/', 'http://weibo.com/tfou', 'HTTPS://MP.WEIXIN.QQ.COM/s/x'],
      isExternal,
      true,
    )
  })

  it('treats a scheme-relative address (//host/path) as external: it leaves the site too', () => {
    assert.equal(isExternal('//www.gov.cn/zhengce/'), true)
  })

  it('treats paths of this site as internal', () => {
    assertEach(
      [
        '/news/xwzx/3',
        '/enrolling/openEducation/paymentRegistration?major_id=2',
        '#main',
        'mailto:xinxiang@ou.edu.cn',
      ],
      isExternal,
      false,
    )
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
