import { notFound } from 'next/navigation'
import { findNewsCategory, type NewsCategory } from '@ou/contract'
import { load } from './api'

/**
 * The category a `/news/{pathName}` segment names (the contract's rule), with all categories; else a
 * 404. The portal's, or a site's of the group (站群) when `site` names one.
 */
export async function resolveCategory(
  segment: string,
  site?: string,
): Promise<{ category: NewsCategory; categories: NewsCategory[] }> {
  const categories = await load('news.News/category', site ? { site } : undefined)
  const category = findNewsCategory(categories, segment) ?? notFound()
  return { category, categories }
}

/** Whether a `/news/{segment}` names a category; other segments may be editors' pages. */
export async function isCategory(segment: string): Promise<boolean> {
  return findNewsCategory(await load('news.News/category'), segment) !== undefined
}
