const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The query's words, longest first so overlapping matches mark the longer one. */
export const terms = (keyword: string) =>
  [...new Set(keyword.trim().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length)

/** Escapes the text, then wraps every case-insensitive occurrence of a term in <mark>. */
export function highlight(text: string, words: string[]): string {
  if (!words.length) return escapeHtml(text)
  const re = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi')
  return text
    .split(re)
    .map((part, i) => (i % 2 === 1 ? `<mark>${escapeHtml(part)}</mark>` : escapeHtml(part)))
    .join('')
}

/** About `width` characters of the body around the first match, highlighted. */
export function snippet(body: string, words: string[], width = 90): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  const lower = flat.toLowerCase()
  const at = Math.min(...words.map((w) => lower.indexOf(w.toLowerCase())).filter((i) => i >= 0), Infinity)
  const start = Number.isFinite(at) ? Math.max(0, at - Math.floor(width / 3)) : 0
  const piece = flat.slice(start, start + width)
  return `${start > 0 ? '…' : ''}${highlight(piece, words)}${start + width < flat.length ? '…' : ''}`
}
