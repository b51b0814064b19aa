import type { Metadata } from 'next'
import type { PageInfo } from './pages'

/** Fixed page meta title, and the canonical path (resolved against SITE_ORIGIN). */
export const pageMeta = (page: PageInfo, path: string): Metadata => ({
  title: page.title,
  alternates: { canonical: path },
})

/**
 * An article's own tab title and description (its summary, where it has one), instead of the
 * section's generic "新闻详情".
 */
export const articleMeta = (article: { title: string; summary?: string | null }, path: string): Metadata => ({
  title: article.title,
  ...(article.summary ? { description: article.summary } : {}),
  alternates: { canonical: path },
})

/** An article title as the last breadcrumb item: shortened when it would crowd the trail. */
export function crumbTitle(title: string, max = 24): string {
  const chars = [...title]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : title
}
