import { notFound } from 'next/navigation'
import type { NewsCategory } from '@ou/contract'
import { load } from './api'

/**
 * Resolves the `{pathName}` segment of /news/{pathName}: a category path_name, or a number —
 * the 1-based position of the category (so /news/1 is the first category), else its id.
 */
export async function resolveCategory(
  segment: string,
): Promise<{ category: NewsCategory; categories: NewsCategory[] }> {
  const categories = await load('news.News/category')
  let category = categories.find((c) => c.path_name === segment)
  if (!category && /^[1-9]\d{0,8}$/.test(segment)) {
    const n = Number(segment)
    category = categories[n - 1] ?? categories.find((c) => c.id === n)
  }
  if (!category) notFound()
  return { category, categories }
}
