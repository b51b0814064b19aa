import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { Window } from 'happy-dom'

// startHant works on the browser's document: here happy-dom's.
const window = new Window({ url: 'http://site.test/' })
Object.assign(globalThis, {
  document: window.document,
  Node: window.Node,
  NodeFilter: window.NodeFilter,
  MutationObserver: window.MutationObserver,
})
after(() => window.happyDOM.close())
const { startHant } = await import('./hant')

/** Lets the MutationObserver deliver what changed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10))

const PAGE = `
  <header><a href="/" title="天府开放大学首页"><img alt="学校标志" src="/logo.png"></a></header>
  <main>
    <h1>开放教育招生简章</h1>
    <p aria-label="学习动态">学习动态与教学计划</p>
    <input id="q" placeholder="请输入关键词" value="开放大学">
    <textarea id="t">写给书记的信</textarea>
    <select id="s"><option>汉语言文学</option><option value="2">计算机科学与技术</option></select>
    <pre>代码示例</pre>
    <div data-no-convert>学号说明</div>
    <div contenteditable>编辑区域</div>
  </main>`

function page() {
  document.body.innerHTML = PAGE
  return document.body as unknown as HTMLElement
}
const $ = (selector: string) => document.querySelector(selector)!

describe('startHant', () => {
  it('shows text and what a reader sees or hears in traditional characters', () => {
    const stop = startHant(page())
    try {
      assert.equal($('h1').textContent, '開放教育招生簡章')
      assert.equal($('p').textContent, '學習動態與教學計劃')
      assert.equal($('p').getAttribute('aria-label'), '學習動態')
      assert.equal($('a').getAttribute('title'), '天府開放大學首頁')
      assert.equal($('img').getAttribute('alt'), '學校標誌')
      assert.equal($('#q').getAttribute('placeholder'), '請輸入關鍵詞')
      assert.equal($('option[value="2"]').textContent, '計算機科學與技術')
    } finally {
      stop()
    }
  })

  it('never changes what a visitor typed or a form submits, code, or marked subtrees', () => {
    const stop = startHant(page())
    try {
      assert.equal(($('#q') as unknown as HTMLInputElement).value, '开放大学')
      assert.equal($('#t').textContent, '写给书记的信')
      // An option without a value submits its text.
      assert.equal($('option:not([value])').textContent, '汉语言文学')
      assert.equal($('pre').textContent, '代码示例')
      assert.equal($('[data-no-convert]').textContent, '学号说明')
      assert.equal($('[contenteditable]').textContent, '编辑区域')
    } finally {
      stop()
    }
  })

  it('converts what is rendered later: new nodes, changed text and attributes', async () => {
    const stop = startHant(page())
    try {
      const li = document.createElement('li')
      li.textContent = '新闻中心'
      li.setAttribute('title', '最新动态')
      $('main').appendChild(li)
      $('h1').firstChild!.nodeValue = '成人学历教育'
      $('img').setAttribute('alt', '校园风光')
      await settle()
      assert.equal(li.textContent, '新聞中心')
      assert.equal(li.getAttribute('title'), '最新動態')
      assert.equal($('h1').textContent, '成人學歷教育')
      assert.equal($('img').getAttribute('alt'), '校園風光')
    } finally {
      stop()
    }
  })

  it('puts back the original text when stopped, but not over what was rendered since', async () => {
    const stop = startHant(page())
    $('p').setAttribute('aria-label', '已替换')
    $('h1').firstChild!.nodeValue = 'Admissions 2026'
    await settle()
    assert.equal($('p').getAttribute('aria-label'), '已替換')
    stop()
    assert.equal($('a').getAttribute('title'), '天府开放大学首页')
    assert.equal($('#q').getAttribute('placeholder'), '请输入关键词')
    assert.equal($('option[value="2"]').textContent, '计算机科学与技术')
    // The later value goes back to what was rendered, not to the first original.
    assert.equal($('p').getAttribute('aria-label'), '已替换')
    assert.equal($('h1').textContent, 'Admissions 2026')
  })

  it('stops converting when stopped', async () => {
    startHant(page())()
    const li = document.createElement('li')
    li.textContent = '新闻中心'
    $('main').appendChild(li)
    await settle()
    assert.equal(li.textContent, '新闻中心')
  })
})
