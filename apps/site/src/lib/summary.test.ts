import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { addsToText, notInText } from './summary'

/** An article body as the API serves it (sanitized HTML from the rich text). */
const BODY =
  '<p>为贯彻落实 <strong>国家开放大学</strong> 的部署，我校于3月1日召开&nbsp;2026 年春季学期工作会议。会议总结了上学期工作。</p>' +
  '<p>校长作了讲话。</p>'

describe('addsToText', () => {
  it('drops a summary that repeats the first paragraph, whatever its tags and spacing', () => {
    assert.equal(
      addsToText(
        '为贯彻落实国家开放大学的部署，我校于3月1日召开 2026 年春季学期工作会议。会议总结了上学期工作。',
        BODY,
      ),
      false,
    )
  })

  it('drops a summary that is the first sentences cut short', () => {
    assert.equal(addsToText('为贯彻落实国家开放大学的部署，我校于3月1日召开…', BODY), false)
    assert.equal(addsToText('为贯彻落实国家开放大学的部署，我校于3月1日召开...', BODY), false)
  })

  it('keeps a summary that says something else', () => {
    assert.equal(addsToText('春季学期工作会议部署了招生与教学改革。', BODY), true)
    // Words of the second paragraph do not count: the lead box would sit above the first one.
    assert.equal(addsToText('校长作了讲话。', BODY), true)
  })

  it('keeps a summary of a body that has no paragraph', () => {
    assert.equal(addsToText('一张图片。', '<figure><img src="/a.webp" alt=""></figure>'), true)
  })

  it('compares the text a visitor reads, not its HTML escaping', () => {
    // The body is sanitized HTML (& < > " escaped); the summary is plain text from a textarea.
    const body = '<p>校企合作&amp;产教融合：&quot;双高&quot;计划启动，成绩&lt;60分者可补考。</p>'
    assert.equal(addsToText('校企合作&产教融合："双高"计划启动，成绩<60分者可补考。', body), false)
    assert.equal(addsToText('校企合作&产教融合：', body), false)
    assert.equal(addsToText('校企合作与产教融合', body), true)
  })

  it('drops empty summaries', () => {
    for (const s of [null, undefined, '', '  ', '…'])
      assert.equal(addsToText(s, BODY), false, JSON.stringify(s))
  })
})

describe('notInText', () => {
  const RESUME = '<p>男，汉族，1970 年生。</p><p>主持学校全面工作，分管<em>发展规划处</em>。</p>'

  it('drops a line the text already writes out, in any paragraph', () => {
    assert.equal(notInText('主持学校全面工作，分管发展规划处。', RESUME), false)
    assert.equal(notInText('分管 发展规划处', RESUME), false)
  })

  it('finds a line with markup characters in the escaped text', () => {
    const resume = '<p>分管&quot;学分银行&quot;&amp;继续教育&#x5DE5;作。</p>'
    assert.equal(notInText('分管"学分银行"&继续教育工作。', resume), false)
    assert.equal(notInText('分管<学分银行>', resume), true)
  })

  it('keeps a line the text does not have', () => {
    assert.equal(notInText('分管教务处、招生办公室。', RESUME), true)
  })

  it('drops empty lines', () => {
    for (const s of [null, undefined, '', ' \n '])
      assert.equal(notInText(s, RESUME), false, JSON.stringify(s))
  })
})
