import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { attrs, texts, xmlProblem } from '@/test-support/xml'
import { xmlEscape, xmlResponse } from './xml'

describe('xmlEscape', () => {
  it('makes any text safe as element content and as a quoted attribute', () => {
    const text = `<a href="x">Tom & Jerry's</a> ]]> &amp;`
    const xml = `<r a="${xmlEscape(text)}" b='${xmlEscape(text)}'>${xmlEscape(text)}</r>`
    assert.equal(xmlProblem(xml), '')
    assert.deepEqual(texts(xml, 'r'), [text])
    assert.deepEqual(attrs(xml, 'r', 'a'), [text])
    assert.deepEqual(attrs(xml, 'r', 'b'), [text])
  })

  it('leaves text without markup characters as it is', () => {
    assert.equal(xmlEscape('天府开放大学 2026'), '天府开放大学 2026')
  })
})

describe('xmlResponse', () => {
  it('answers the body as UTF-8 XML of the given type, cacheable by shared caches only briefly', async () => {
    const res = xmlResponse('<?xml version="1.0"?><r>开放</r>', 'application/rss+xml')
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'application/rss+xml; charset=utf-8')
    assert.match(res.headers.get('cache-control') ?? '', /^public, .*max-age=0.*s-maxage=1/)
    assert.equal(await res.text(), '<?xml version="1.0"?><r>开放</r>')
    assert.equal(xmlResponse('<r/>').headers.get('content-type'), 'application/xml; charset=utf-8')
  })
})
