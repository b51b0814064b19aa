import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { articleMeta, crumbTitle, pageMeta } from './meta'
import { PAGES } from './pages'

describe('crumbTitle', () => {
  it('keeps a title of up to 24 characters as it is', () => {
    const title = '关于做好2026年春季学期开学工作的通知'
    assert.equal(crumbTitle(title), title)
    assert.equal(crumbTitle('一'.repeat(24)), '一'.repeat(24))
  })

  it('shortens a longer title to 24 characters, the last an ellipsis', () => {
    const title = '天府开放大学关于公布二〇二六年上半年开放教育学士学位授予名单及相关事项的通知'
    const short = crumbTitle(title)
    assert.equal([...short].length, 24)
    assert.ok(short.endsWith('…'))
    assert.ok(title.startsWith(short.slice(0, -1)))
  })

  it('counts characters, never cutting one outside the basic plane in half', () => {
    const title = `${'𠀀'.repeat(30)}`
    const short = crumbTitle(title, 10)
    assert.deepEqual([...short], [...'𠀀'.repeat(9), '…'])
  })
})

describe('articleMeta', () => {
  it('gives an article its own title, summary, canonical path and sharing card', () => {
    const m = articleMeta(
      {
        title: '春季开学',
        summary: '开学安排',
        cover: { url: '/media/a.webp' },
        published_at: '2026-03-01T00:00:00.000Z',
      },
      '/news/xwzx/3',
    )
    assert.equal(m.title, '春季开学')
    assert.equal(m.description, '开学安排')
    assert.deepEqual(m.alternates, { canonical: '/news/xwzx/3' })
    assert.deepEqual(m.openGraph, {
      type: 'article',
      title: '春季开学',
      url: '/news/xwzx/3',
      description: '开学安排',
      publishedTime: '2026-03-01T00:00:00.000Z',
      images: [{ url: '/media/a.webp' }],
    })
  })

  it('leaves out what the article does not have, so the site’s defaults apply', () => {
    const m = articleMeta({ title: '无摘要', summary: null, cover: null }, '/x')
    assert.ok(!('description' in m))
    assert.deepEqual(m.openGraph, { type: 'article', title: '无摘要', url: '/x' })
  })
})

describe('pageMeta', () => {
  it('titles a fixed page and names its canonical path', () => {
    assert.deepEqual(pageMeta(PAGES.mailbox, '/mailbox'), {
      title: '书记校长信箱',
      alternates: { canonical: '/mailbox' },
    })
  })
})
