import { CATEGORY_TYPE_LABEL, PORTAL_SITE, type CategoryType } from '@ou/contract'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import { ENROLLING_ROUTES, enrollingRouteOf, href } from '@/lib/routes'
import { siteAt, siteHref, siteLinks, siteUrl } from '@/lib/sites'
import { xmlEscape, xmlResponse } from './xml'

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
 * the enrolment news of open, adult or elderly education. Null for anything else. With `site`, a
 * site of the group's (站群, `/sites/{site}/feeds/…`; its `[site]` route segment, lib/sites.ts
 * siteAt): `news` for all its columns, `news-<column>` for one; a 已停用 site has none.
 */
export async function feedOf(stem: string, site?: string): Promise<Feed | null> {
  if (site) return siteFeedOf(stem, site)
  const name = (await loadOptional('setting.Setting/setting'))?.setting.site_name || '开放大学'
  const news = /^news-(.+)$/.exec(stem)
  if (news) return newsFeed(name, news[1]!, `/feeds/${stem}`)
  const enrolling = /^enrolling-(.+)$/.exec(stem)
  const type = enrolling?.[1]
  if (type && Object.hasOwn(ENROLLING_ROUTES, type)) {
    const category = ENROLLING_ROUTES[type as keyof typeof ENROLLING_ROUTES] as CategoryType
    const list =
      (await loadOptional('enrolling.News/list', { category_type: category, page: 1, limit: ITEMS }))?.list ??
      []
    const route = enrollingRouteOf(category)
    return {
      title: `${name} · ${CATEGORY_TYPE_LABEL[category]}招生信息`,
      path: href.enrollingChild(route, 'information'),
      self: `/feeds/${stem}`,
      items: list.map((n) => ({ ...n, path: href.enrollingArticle(route, n.id) })),
    }
  }
  return null
}

/**
 * The newest articles of a news column (`column`, its path name) or, without one, of every column
 * of the site: the portal's (`/news/…`) or, with `site`, a site of the group's.
 */
async function newsFeed(
  name: string,
  column: string | null,
  self: string,
  at?: { slug: string; links: typeof siteHref },
): Promise<Feed | null> {
  const site = at?.slug
  const links = at?.links ?? siteHref
  const where = site ? { site } : {}
  const categories = (await loadOptional('news.News/category', where)) ?? []
  const c = column === null ? null : categories.find((x) => x.path_name === column)
  if (c === undefined) return null
  const path = (n: { id: number; category?: { path_name: string } | null }) => {
    const at = c?.path_name ?? n.category?.path_name ?? ''
    return site ? links.article(site, at, n.id) : href.newsArticle(at, n.id)
  }
  const list =
    (
      await loadOptional('news.News/list', {
        ...where,
        ...(c ? { category_id: c.id } : {}),
        page: 1,
        limit: ITEMS,
      })
    )?.list ?? []
  return {
    title: c ? `${name} · ${c.name}` : name,
    path: c
      ? site
        ? links.news(site, c.path_name)
        : href.newsCategory(c.path_name)
      : site
        ? links.home(site)
        : href.home(),
    self,
    items: list.map((n) => ({ ...n, path: path(n) })),
  }
}

/** A site of the group's feeds: `news` (all its columns) and `news-<column>`. */
async function siteFeedOf(stem: string, segment: string): Promise<Feed | null> {
  const at = siteAt(segment)
  const { slug } = at
  const site = await loadOptional('setting.Site/info', { site: slug })
  if (!site || site.status === 'closed' || site.slug === PORTAL_SITE || (at.byHost && !site.domain))
    return null
  const news = /^news(?:-(.+))?$/.exec(stem)
  const links = siteLinks(at)
  const feed = news
    ? await newsFeed(site.name, news[1] ?? null, links.feed(slug, stem), { slug, links })
    : null
  if (!feed || !at.byHost) return feed
  // By the site's own host name: every address on that host (rss and atom make the rest absolute
  // on the portal's).
  const url = (path: string) => siteUrl(site, at, path)
  return {
    ...feed,
    path: url(feed.path),
    self: url(feed.self),
    items: feed.items.map((i) => ({ ...i, path: url(i.path) })),
  }
}

/** The answer for a feed's file (`<stem>.rss` or `<stem>.atom`) of the portal or of `site`. */
export async function feedResponse(file: string, site?: string): Promise<Response> {
  const m = /^([a-zA-Z0-9_-]+)\.(rss|atom)$/.exec(file)
  const feed = m ? await feedOf(m[1]!, site) : null
  if (!m || !feed) return new Response('Not Found', { status: 404 })
  return m[2] === 'rss'
    ? xmlResponse(rss(feed), 'application/rss+xml')
    : xmlResponse(atom(feed), 'application/atom+xml')
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
