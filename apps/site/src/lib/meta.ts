import type { Metadata } from 'next'
import type { PageInfo } from './pages'

/**
 * Fixed page meta title, and the canonical path (resolved against SITE_ORIGIN). A list with a feed
 * (`/feeds/<stem>.rss|.atom`) advertises it, so feed readers and browsers find it from the page.
 */
export const pageMeta = (page: PageInfo, path: string, feed?: { stem: string; title: string }): Metadata => ({
  title: page.title,
  alternates: withFeed(path, feed && { url: `/feeds/${feed.stem}`, title: feed.title }),
})

/**
 * A page's canonical path and, when it has one, the RSS and Atom feed it advertises (`feed.url`:
 * the feed's address without its extension; a site of the group's feeds are under its own path).
 */
export const withFeed = (path: string, feed?: { url: string; title: string }): Metadata['alternates'] => ({
  canonical: path,
  ...(feed
    ? {
        types: {
          'application/rss+xml': [{ url: `${feed.url}.rss`, title: `${feed.title}（RSS）` }],
          'application/atom+xml': [{ url: `${feed.url}.atom`, title: `${feed.title}（Atom）` }],
        },
      }
    : {}),
})

/**
 * An article's own tab title and description (its summary, where it has one), instead of the
 * section's generic "新闻详情".
 */
export const articleMeta = (
  article: { title: string; summary?: string | null; cover?: { url: string } | null; published_at?: string },
  path: string,
): Metadata => ({
  title: article.title,
  ...(article.summary ? { description: article.summary } : {}),
  alternates: { canonical: path },
  // Shared in WeChat or elsewhere: the article's own title, summary and cover (else the site's image).
  openGraph: {
    type: 'article',
    title: article.title,
    url: path,
    ...(article.summary ? { description: article.summary } : {}),
    ...(article.published_at ? { publishedTime: article.published_at } : {}),
    ...(article.cover ? { images: [{ url: article.cover.url }] } : {}),
  },
})

/** An article title as the last breadcrumb item: shortened when it would crowd the trail. */
export function crumbTitle(title: string, max = 24): string {
  const chars = [...title]
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : title
}
