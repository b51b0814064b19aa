const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** A character reference (`&amp;`, `&#39;`, `&#x5DE5;`) as the character it stands for; an unknown one as it is. */
const character = (ref: string, name: string) => {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? ref
  const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1))
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ref
}

/** The text an HTML fragment shows: its tags dropped, its character references read. */
export const htmlText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, character)

/** Text without spaces or a trailing ellipsis, for comparing. */
const bare = (text: string) => text.replace(/[\s…]+|\.{3}$/g, '')

/**
 * Whether a summary says something the text does not already open with: a lead box that repeats
 * the first paragraph word for word (or its first sentences, cut short) only doubles it. The
 * summary is plain text, the text sanitized HTML: they are compared as a visitor reads them.
 */
export function addsToText(summary: string | null | undefined, html: string): summary is string {
  if (!summary) return false
  const first = bare(htmlText(/<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? ''))
  const lead = bare(summary)
  return lead !== '' && !first.startsWith(lead)
}

/** Whether a plain-text line (a leader's 分工, say) is not already written out somewhere in the HTML text. */
export function notInText(line: string | null | undefined, html: string): line is string {
  if (!line) return false
  const text = bare(line)
  return text !== '' && !bare(htmlText(html)).includes(text)
}
