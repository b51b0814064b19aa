import { lexicalText } from '@/search/extract'

/**
 * The listed words that occur in the texts, in list order. Matching ignores case and full-width /
 * half-width differences, and whitespace a writer may slip between the characters of a word.
 */
export function findWords(words: readonly string[], ...texts: unknown[]): string[] {
  const fold = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
  const haystack = fold(texts.map((t) => (typeof t === 'string' ? t : lexicalText(t))).join('\n'))
  return words.filter((w) => {
    const needle = fold(w)
    return needle.length > 0 && haystack.includes(needle)
  })
}

/** What a reader sees of an article-like document: the text the check runs over. */
export const articleTexts = (doc: Record<string, unknown>): unknown[] => [
  doc.title,
  doc.summary,
  doc.content,
  doc.author,
  doc.source,
]
