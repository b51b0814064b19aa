/**
 * Tokens for the SQLite full-text index. Chinese has no spaces, so CJK text is indexed as single
 * characters (for one-character queries) and overlapping bigrams (a query of n ≥ 2 characters is
 * the phrase of its n-1 bigrams: an exact substring match that uses the index). Latin letters and
 * digits are indexed as lower-case words.
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/
const RUNS = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9]+/g

const normalize = (text: string) => text.normalize('NFKC').toLowerCase()

export interface Tokens {
  /** Single CJK characters. */
  u: string
  /** CJK bigrams and Latin words, in text order. */
  b: string
}

export function tokenize(text: string): Tokens {
  const u: string[] = []
  const b: string[] = []
  for (const run of normalize(text).match(RUNS) ?? []) {
    if (!CJK.test(run[0]!)) {
      b.push(run)
      continue
    }
    const chars = [...run]
    u.push(...chars)
    if (chars.length === 1) b.push(chars[0]!)
    for (let i = 0; i + 1 < chars.length; i++) b.push(chars[i]! + chars[i + 1]!)
  }
  return { u: u.join(' '), b: b.join(' ') }
}

/**
 * An FTS5 MATCH expression requiring every query term, searched in the given columns
 * (`{tu bu}` for characters, `{tb bb}` for bigrams and words). Null when nothing searchable is left.
 */
export function matchExpression(keyword: string, cols = { u: '{tu bu}', b: '{tb bb}' }): string | null {
  const parts: string[] = []
  for (const run of normalize(keyword).match(RUNS) ?? []) {
    if (!CJK.test(run[0]!)) {
      parts.push(`${cols.b} : "${run}"*`)
      continue
    }
    const chars = [...run]
    if (chars.length === 1) parts.push(`${cols.u} : "${chars[0]}"`)
    else {
      const grams = chars.slice(0, -1).map((c, i) => c + chars[i + 1])
      parts.push(`${cols.b} : "${grams.join(' ')}"`)
    }
  }
  return parts.length ? parts.join(' AND ') : null
}

/**
 * The index keys a document must hold for every CJK part of a query to be in it (PostgreSQL's
 * GIN index over the same token columns): the bigrams of each run of two or more characters, a
 * lone character itself. Latin words are matched by substring instead (pg_trgm).
 */
export function queryGrams(keyword: string): string[] {
  const grams = new Set<string>()
  for (const run of normalize(keyword).match(RUNS) ?? []) {
    if (!CJK.test(run[0]!)) continue
    const chars = [...run]
    if (chars.length === 1) grams.add(chars[0]!)
    for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!)
  }
  return [...grams]
}
