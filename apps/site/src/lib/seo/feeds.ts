import { CATEGORY_TYPE_LABEL, type CategoryType } from '@ou/contract'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import { ENROLLING_ROUTES, enrollingRouteOf, href } from '@/lib/routes'
import { xmlEscape } from './xml'

/** Items per feed: the newest. */
const ITEMS = 20

export interface Feed {
  title: string
  /** The page the feed follows. */
  path: string
  /** The feed's own address, without its extension. */
  self: string
  items: { title: string; path: string; summary: string; published_at: string }[]
}

/**
 * The feed named by a file stem: `news-<category>` for a news category, `enrolling-<type>` for
 * the enrolment news of open, adult or elderly education. Null for anything else.
 */
export async function feedOf(stem: string): Promise<Feed | null> {
  const site = (await loadOptional('setting.Setting/setting'))?.setting.site_name || '开放大学'
  const news = /^news-(.+)$/.exec(stem)
  if (news) {
    const categories = (await loadOptional('news.News/category')) ?? []
    const c = categories.find((x) => x.path_name === news[1])
    if (!c) return null
    const list =
      (await loadOptional('news.News/list', { category_id: c.id, page: 1, limit: ITEMS }))?.list ?? []
    return {
      title: `${site} · ${c.name}`,
      path: href.newsCategory(c.path_name),
      self: `/feeds/${stem}`,
      items: list.map((n) => ({ ...n, path: href.newsArticle(c.path_name, n.id) })),
    }
  }
  const enrolling = /^enrolling-(.+)$/.exec(stem)
  const type = enrolling?.[1]
  if (type && Object.hasOwn(ENROLLING_ROUTES, type)) {
    const category = ENROLLING_ROUTES[type as keyof typeof ENROLLING_ROUTES] as CategoryType
    const list =
      (await loadOptional('enrolling.News/list', { category_type: category, page: 1, limit: ITEMS }))?.list ??
      []
    const route = enrollingRouteOf(category)
    return {
      title: `${site} · ${CATEGORY_TYPE_LABEL[category]}招生信息`,
      path: href.enrollingChild(route, 'information'),
      self: `/feeds/${stem}`,
      items: list.map((n) => ({ ...n, path: href.enrollingArticle(route, n.id) })),
    }
  }
  return null
}

const abs = (path: string) => new URL(path, publicConfig().siteOrigin).toString()

/** RSS 2.0. */
export function rss(feed: Feed): string {
  const items = feed.items
    .map(
      (i) =>
        `<item><title>${xmlEscape(i.title)}</title><link>${xmlEscape(abs(i.path))}</link><guid isPermaLink="true">${xmlEscape(abs(i.path))}</guid><pubDate>${new Date(i.published_at).toUTCString()}</pubDate><description>${xmlEscape(i.summary)}</description></item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xmlEscape(feed.title)}</title>
<link>${xmlEscape(abs(feed.path))}</link>
<description>${xmlEscape(feed.title)}</description>
<language>zh-CN</language>
<atom:link href="${xmlEscape(abs(`${feed.self}.rss`))}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`
}

/** Atom 1.0. */
export function atom(feed: Feed): string {
  const updated = feed.items[0]?.published_at ?? new Date(0).toISOString()
  const entries = feed.items
    .map(
      (i) =>
        `<entry><title>${xmlEscape(i.title)}</title><link href="${xmlEscape(abs(i.path))}"/><id>${xmlEscape(abs(i.path))}</id><updated>${new Date(i.published_at).toISOString()}</updated><summary>${xmlEscape(i.summary)}</summary></entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="zh-CN">
<title>${xmlEscape(feed.title)}</title>
<id>${xmlEscape(abs(feed.self))}</id>
<link href="${xmlEscape(abs(feed.path))}"/>
<link rel="self" href="${xmlEscape(abs(`${feed.self}.atom`))}"/>
<updated>${new Date(updated).toISOString()}</updated>
<author><name>${xmlEscape(feed.title)}</name></author>
${entries}
</feed>
`
}
