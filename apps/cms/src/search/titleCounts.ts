import type { Payload } from 'payload'
import { queryGrams } from './tokens'
import { isPostgres } from '@/lib/env'
import { sqlOf } from '@/lib/sql'

/**
 * PostgreSQL: how many published news articles (not in the trash) have every word of `keyword` in their title (as
 * Payload's `like` asks: each space-separated word a substring, case-insensitive), read through
 * the GIN index over title bigrams (migration `*_title_grams`). Undefined where that index cannot
 * help (SQLite, or no two Chinese characters in a row): count as usual.
 */
export function newsTitleCounter(
  payload: Payload,
  keyword: string | undefined,
  categoryId: number | undefined,
  site?: number,
): (() => Promise<number>) | undefined {
  if (!isPostgres || !keyword) return undefined
  const grams = queryGrams(keyword).filter((g) => [...g].length === 2)
  if (!grams.length) return undefined
  const words = keyword.split(' ').map((w) => `%${w}%`)
  return async () => {
    const [row] = await sqlOf(payload).execute(
      `SELECT count(*) AS n FROM news WHERE _status = 'published' AND deleted_at IS NULL AND ou_title_grams(title) @> ?::text[] AND ${words
        .map(() => 'title ILIKE ?')
        .join(' AND ')}${categoryId ? ' AND category_id = ?' : ''}${site ? ' AND site_id = ?' : ''}`,
      [grams, ...words, ...(categoryId ? [categoryId] : []), ...(site ? [site] : [])],
    )
    return Number(row?.n ?? 0)
  }
}
