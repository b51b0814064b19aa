/** Reading a page aloud (components/ui/read-aloud.tsx): which voice, and which sentences. */

/**
 * The best Mandarin voice the browser has, or null. Mainland voices first, then Taiwan's; zh-HK
 * and yue are Cantonese and do not count.
 */
export function mandarinVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const rank = (v: SpeechSynthesisVoice) => {
    const lang = v.lang.replace('_', '-').toLowerCase()
    if (lang === 'zh-cn' || lang.startsWith('zh-hans') || lang.startsWith('cmn-hans') || lang === 'cmn-cn')
      return 4
    if (lang === 'zh-tw' || lang.startsWith('zh-hant-tw') || lang.startsWith('cmn')) return 3
    if (lang === 'zh' || lang === 'zh-sg') return 2
    return 0
  }
  let best: SpeechSynthesisVoice | null = null
  let bestScore = 0
  for (const v of voices) {
    const score = rank(v) && rank(v) + (v.localService ? 0.5 : 0)
    if (score > bestScore) {
      best = v
      bestScore = score
    }
  }
  return best
}

export interface Sentence {
  text: string
  /** Where the sentence is on the page, to highlight it. */
  range: Range
}

/** Not read: navigation, controls, hidden and screen-reader-only text. */
const NOT_READ =
  'script,style,noscript,template,nav,button,select,textarea,input,[data-no-read],[aria-hidden="true"],.sr-only'
const END = /[。！？；!?;…]/
const CLOSING = /[”’」』）)】》"]/
const SOFT = /[，、,：:]/
/** A sentence longer than this is cut at its next comma: engines stall on very long utterances. */
const LONG = 120

/**
 * The sentences of a region in reading order. A sentence ends at Chinese or Western end
 * punctuation (with any closing quote), at a line break, or where a block (a heading, paragraph,
 * table cell…) ends, and never spans two blocks.
 */
export function sentencesOf(region: HTMLElement): Sentence[] {
  const out: Sentence[] = []
  let text = ''
  let start: { node: Text; offset: number } | null = null
  let end: { node: Text; offset: number } | null = null
  let block: Element | null = null

  const flush = () => {
    const t = text.replace(/\s+/g, ' ').trim()
    if (start && end && /[\p{L}\p{N}]/u.test(t)) {
      const range = document.createRange()
      range.setStart(start.node, start.offset)
      range.setEnd(end.node, end.offset)
      out.push({ text: t, range })
    }
    text = ''
    start = null
    end = null
  }
  const blockOf = (node: Node): Element | null => {
    for (let el = node.parentElement; el && el !== region; el = el.parentElement) {
      if (!getComputedStyle(el).display.startsWith('inline')) return el
    }
    return region
  }

  const walker = document.createTreeWalker(region, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => {
      if (n.nodeType === Node.TEXT_NODE) return NodeFilter.FILTER_ACCEPT
      const el = n as Element
      if (el.matches(NOT_READ) || (el.checkVisibility && !el.checkVisibility()))
        return NodeFilter.FILTER_REJECT
      return NodeFilter.FILTER_SKIP
    },
  })
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const node = n as Text
    const b = blockOf(node)
    if (b !== block) {
      flush()
      block = b
    }
    const v = node.data
    for (let i = 0; i < v.length; i++) {
      const ch = v[i]!
      if (!start) {
        if (/\s/.test(ch)) continue
        start = { node, offset: i }
      }
      text += ch
      end = { node, offset: i + 1 }
      if (END.test(ch)) {
        while (i + 1 < v.length && (CLOSING.test(v[i + 1]!) || END.test(v[i + 1]!))) {
          text += v[++i]
          end = { node, offset: i + 1 }
        }
        flush()
      } else if (ch === '\n' || (text.length >= LONG && SOFT.test(ch))) flush()
    }
  }
  flush()
  return out
}
