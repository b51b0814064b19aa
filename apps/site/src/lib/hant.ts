import { Converter } from 'opencc-js/cn2t'

/**
 * Shows the whole page in traditional characters (OpenCC's simplified → Taiwan standard tables,
 * phrases included), content from the cms too, and keeps doing so as React renders new text.
 *
 * Only what is displayed changes: text nodes and the attributes a reader sees or hears (title,
 * alt, aria-label, placeholder). What a visitor types, form values, and <option>s whose text is
 * their value are never touched, so a form submits exactly what was typed. Stopping puts back
 * every original text that React has not replaced meanwhile.
 *
 * Loaded only when a visitor chooses 繁體 (the tables are about 1 MB).
 */
const toHant = Converter({ from: 'cn', to: 'tw' })

const ATTRS = ['title', 'alt', 'aria-label', 'placeholder'] as const
/** Subtrees left as they are: code, editing, and anything marked data-no-convert. */
const SKIP = 'script,style,noscript,textarea,code,pre,kbd,samp,[contenteditable],[data-no-convert]'
const HAS_HAN = /[\u3400-\u9fff]/

interface Written {
  original: string
  shown: string
}

export function startHant(root: HTMLElement = document.documentElement): () => void {
  const texts = new Map<Text, Written>()
  const attrs = new Map<Element, Map<string, Written>>()

  const skipped = (el: Element | null): boolean => {
    if (!el) return true
    if (el.closest(SKIP)) return true
    // An <option> without a value attribute submits its text: leave it as typed in the cms.
    const option = el.closest('option')
    return !!option && !option.hasAttribute('value')
  }

  const convertText = (node: Text) => {
    const value = node.nodeValue ?? ''
    const mine = texts.get(node)
    if (mine && mine.shown === value) return
    if (!HAS_HAN.test(value) || skipped(node.parentElement)) return
    const shown = toHant(value)
    if (shown === value) return
    texts.set(node, { original: value, shown })
    node.nodeValue = shown
  }

  const convertAttr = (el: Element, name: string) => {
    const value = el.getAttribute(name)
    if (value === null) return
    const map = attrs.get(el)
    if (map?.get(name)?.shown === value) return
    if (!HAS_HAN.test(value) || skipped(el)) return
    const shown = toHant(value)
    if (shown === value) return
    const m = map ?? new Map<string, Written>()
    m.set(name, { original: value, shown })
    attrs.set(el, m)
    el.setAttribute(name, shown)
  }

  const convertTree = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) return convertText(node as Text)
    if (node.nodeType !== Node.ELEMENT_NODE) return
    const el = node as Element
    if (skipped(el)) return
    for (const a of ATTRS) convertAttr(el, a)
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, {
      acceptNode: (n) =>
        n.nodeType === Node.ELEMENT_NODE && (n as Element).matches(SKIP)
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    })
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeType === Node.TEXT_NODE) convertText(n as Text)
      else for (const a of ATTRS) convertAttr(n as Element, a)
    }
  }

  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') convertText(r.target as Text)
      else if (r.type === 'attributes' && r.attributeName) convertAttr(r.target as Element, r.attributeName)
      else r.addedNodes.forEach(convertTree)
    }
    // Our own writes queue records too; they would be no-ops, so drop them.
    observer.takeRecords()
    prune()
  })

  // Nodes React has removed are forgotten, so the maps do not grow with every navigation.
  let writes = 0
  const prune = () => {
    if (++writes % 50) return
    for (const n of texts.keys()) if (!n.isConnected) texts.delete(n)
    for (const e of attrs.keys()) if (!e.isConnected) attrs.delete(e)
  }

  convertTree(root)
  observer.observe(root, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: [...ATTRS],
  })

  return () => {
    observer.disconnect()
    for (const [node, w] of texts) if (node.nodeValue === w.shown) node.nodeValue = w.original
    for (const [el, m] of attrs)
      for (const [name, w] of m) if (el.getAttribute(name) === w.shown) el.setAttribute(name, w.original)
    texts.clear()
    attrs.clear()
  }
}
