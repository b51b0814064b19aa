/** Text of an HTML fragment, without tags, entities, spaces or a trailing ellipsis, for comparing. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, '')
    .replace(/[\s…]+|\.{3}$/g, '')

/**
 * Whether a summary says something the text does not already open with: a lead box that repeats
 * the first paragraph word for word (or its first sentences, cut short) only doubles it.
 */
export function addsToText(summary: string | null | undefined, html: string): summary is string {
  if (!summary) return false
  const first = plainText(/<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? '')
  const lead = plainText(summary)
  return lead !== '' && !first.startsWith(lead)
}

/** Whether a line (a leader's 分工, say) is not already written out somewhere in the text. */
export function notInText(line: string | null | undefined, html: string): line is string {
  if (!line) return false
  const text = plainText(line)
  return text !== '' && !plainText(html).includes(text)
}
