import { findWords } from '@/sensitive/match'
import {
  OUTCOMES,
  outboundFetch,
  OutboundError,
  outcomeMessage,
  outcomeOf,
  type OutboundAnswer,
} from '@/lib/outbound'
import { baseDomain } from './net'
import { sitePrefix, siteSlugOfUrl } from './pages'
import type { Finding } from './types'

/**
 * The link check: every page in the site's sitemaps, every link, image and attachment in them.
 * Internal targets (the site and the cms's media) answering 4xx/5xx are `link` findings; external
 * ones that fail (timeout, retried once), redirect to another domain, or show gambling or adult
 * words are `external` findings. Each target is fetched once per run, however many pages carry it.
 */

export interface LinkOptions {
  /** Origin of the site (the sitemap's); its pages and links are internal. */
  siteOrigin: string
  /** The sitemap's path (a site of the group: `/sites/{slug}/sitemap.xml`); the whole group's by default. */
  sitemap?: string
  /** Further origins that count as internal (the cms, for media and attachments). */
  internalOrigins: string[]
  external: boolean
  hijackWords: string[]
  timeoutMs: number
  allow: readonly string[]
  /** Who last edited the page at a path, if it is a document's page. */
  editorOf: (path: string) => Promise<number | null>
  /**
   * Without a reachable site: the links stored in published articles, by page URL. Outside links
   * and the cms's own files are still checked; links into the site are not (no site to ask).
   */
  records?: () => Promise<Map<string, Link[]>>
  /**
   * An incremental run: only the sitemap pages `fetch` accepts are read; the others (unchanged
   * articles) are checked by the links stored in their content (`records`).
   */
  fetch?: (path: string) => boolean
  /** Outcomes of link targets from earlier runs, by URL; reused while fresh, and filled in. */
  cache?: TargetCache
}

/** A target's last outcome: when it was checked and its problem (null: fine). */
export type TargetCache = Map<string, { at: number; problem: string | null }>
/** A link target's outcome is trusted this long before it is checked again (incremental runs). */
export const TARGET_FRESH_MS = 7 * 24 * 3_600_000

export interface LinkReport {
  findings: Finding[]
  pages: number
  links: number
  /** Why the check did not run, if it did not. */
  skipped?: string
  /** Pages read this run (the rest were checked by their stored links). */
  fetched?: number
  /** Time spent reading the sitemaps, and the stored links of unchanged pages. */
  sitemapMs?: number
  storedMs?: number
}

const CONCURRENCY = 6
const SITEMAP_TIMEOUT_MS = 180_000
const MAX_REDIRECTS = 5
/** A target on more pages than this is in the site's shared parts (header, footer, navigation). */
const SITE_WIDE = 10

/** Runs `work` over `items`, `n` at a time. */
async function pool<T>(items: T[], n: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => decode(m[1]!))

export interface Link {
  url: string
  element: string
}

/** Links (a), images (img) and embedded files (iframe, embed, source) of a page, resolved. */
export function extractLinks(html: string, base: string): Link[] {
  const out: Link[] = []
  // Scripts and styles carry no links a reader follows.
  const body = html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<style\b[\s\S]*?<\/style>/gi, '')
  const re = /<(a|img|iframe|embed|source)\b([^>]*)>/gi
  for (const m of body.matchAll(re)) {
    const tag = m[1]!.toLowerCase()
    const attr = tag === 'a' ? 'href' : 'src'
    const value = m[2]!.match(new RegExp(`\\s${attr}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    const raw = value ? decode((value[1] ?? value[2] ?? value[3] ?? '').trim()) : ''
    if (!raw || raw.startsWith('#') || /^(mailto|tel|javascript|data|blob|sms):/i.test(raw)) continue
    let url: URL
    try {
      url = new URL(raw, base)
    } catch {
      continue
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue
    url.hash = ''
    let label = ''
    if (tag === 'a') {
      const end = body.indexOf('</a>', m.index! + m[0].length)
      label =
        end > 0
          ? body
              .slice(m.index! + m[0].length, end)
              .replace(/<[^>]+>/g, '')
              .trim()
          : ''
    } else {
      const alt = m[2]!.match(/\salt\s*=\s*"([^"]*)"/i)
      label = alt ? decode(alt[1]!) : ''
    }
    const kind = tag === 'a' ? '链接' : tag === 'img' ? '图片' : '嵌入内容'
    out.push({ url: url.href, element: label ? `${kind}「${decode(label).slice(0, 40)}」` : kind })
  }
  return out
}

interface Outcome {
  /** Null: fine. */
  problem: string | null
  /** The HTML of the final page, for pages of the site (their links) and external pages (words). */
  html?: string
  status?: number
}

export async function checkLinks(o: LinkOptions): Promise<LinkReport> {
  const internal = new Set([o.siteOrigin, ...o.internalOrigins].map((u) => new URL(u).origin))

  // 1. The sitemap index and its section sitemaps.
  const t0 = Date.now()
  let pages: string[] = []
  try {
    // A large site builds its sitemaps on the first request after a change: give them time.
    const sitemapMs = Math.max(o.timeoutMs, SITEMAP_TIMEOUT_MS)
    const trusted = [o.siteOrigin, ...o.internalOrigins]
    const index = await outboundFetch(`${o.siteOrigin}${o.sitemap ?? '/sitemap.xml'}`, {
      timeoutMs: sitemapMs,
      trusted,
      allow: o.allow,
    })
    if (index.status !== 200) throw new Error(`站点地图返回 HTTP ${index.status}`)
    const entries = locs(index.body)
    const nested = index.body.includes('<sitemapindex')
    if (!nested) pages = entries
    else
      for (const file of entries) {
        // Section sitemaps are on the site itself, whatever host the index names.
        const local = `${o.siteOrigin}${new URL(file).pathname}`
        const part = await outboundFetch(local, {
          timeoutMs: sitemapMs,
          trusted,
          allow: o.allow,
          maxBody: 64 * 1024 * 1024,
        })
        if (part.status === 200) pages.push(...locs(part.body))
      }
  } catch (e) {
    const why = `无法读取网站的站点地图（${outcomeMessage(e)}）`
    if (!o.records) return { findings: [], pages: 0, links: 0, skipped: `${why}，未检查链接。` }
    const stored = await o.records()
    const report = await checkPages([...stored.keys()], o, internal, (page) => stored.get(page) ?? [], true)
    return { ...report, skipped: `${why}：改为检查已发布文章正文中的外部链接与附件，站内链接未检查。` }
  }
  // The sitemap names pages by the public origin; the inspection reads them from the configured one.
  const toSite = (u: string) => {
    const url = new URL(u)
    return `${o.siteOrigin}${url.pathname}${url.search}`
  }
  const publicOrigins = new Set(pages.map((u) => new URL(u).origin))
  pages = [...new Set(pages.map(toSite))]
  for (const origin of publicOrigins) internal.add(origin)

  const sitemapMs = Date.now() - t0
  if (!o.fetch || !o.records)
    return { ...(await checkPages(pages, o, internal, null, false, publicOrigins, toSite)), sitemapMs }
  // Incremental: unchanged articles by their stored links; every other page read as usual.
  const t1 = Date.now()
  const stored = await o.records()
  const storedMs = Date.now() - t1
  const only = o.fetch
  const read = new Set(pages.filter((p) => only(new URL(p).pathname)))
  const report = await checkPages(
    pages,
    o,
    internal,
    (page) => (read.has(page) ? null : (stored.get(page) ?? [])),
    false,
    publicOrigins,
    toSite,
  )
  return { ...report, fetched: read.size, sitemapMs, storedMs }
}

async function checkPages(
  pages: string[],
  o: LinkOptions,
  internal: Set<string>,
  /** A page's stored links, or null: read the page itself. */
  stored: ((page: string) => Link[] | null) | null,
  skipSite: boolean,
  publicOrigins = new Set<string>(),
  toSite = (u: string) => u,
): Promise<LinkReport> {
  const isInternal = (u: string) => internal.has(new URL(u).origin)
  const siteOrigins = new Set([new URL(o.siteOrigin).origin, ...publicOrigins])
  // 2. Fetch each target once. A page read for its links keeps its HTML; a target is only
  // checked, so a page first met as another page's link target is read again, whole.
  const pageResults = new Map<string, Promise<Outcome>>()
  const targetResults = new Map<string, Promise<Outcome>>()
  const now = Date.now()
  const check = (url: string, page: boolean): Promise<Outcome> => {
    const results = page ? pageResults : targetResults
    let r = results.get(url) ?? (page ? undefined : pageResults.get(url))
    if (!r && !page && o.fetch) {
      // Incremental runs trust a target's outcome for a week.
      const known = o.cache?.get(url)
      if (known && now - known.at < TARGET_FRESH_MS) r = Promise.resolve({ problem: known.problem })
    }
    if (!r) {
      r = isInternal(url) ? checkInternal(url, o, page, siteOrigins) : checkExternal(url, o)
      if (!page && o.cache) {
        const cache = o.cache
        r.then((out) => cache.set(url, { at: now, problem: out.problem }))
      }
      results.set(url, r)
    }
    return r
  }

  const findings: Finding[] = []
  const carriers = new Map<
    string,
    { page: string; target: string; element: string; problem: string; internal: boolean }[]
  >()
  let links = 0
  await pool(pages, CONCURRENCY, async (page) => {
    const storedLinks = stored ? stored(page) : null
    const own: Outcome = storedLinks ? { problem: null } : await check(page, true)
    const path = new URL(page).pathname
    if (own.problem) {
      findings.push({
        kind: 'link',
        url: page,
        target: page,
        element: '站点地图中的页面',
        message: `页面无法打开：${own.problem}`,
        editor: await o.editorOf(path),
      })
      return
    }
    const found = storedLinks ?? extractLinks(own.html ?? '', page)
    const seen = new Set<string>()
    for (const link of found) {
      // Absolute links to the site's public address are internal too.
      let target = link.url
      if (publicOrigins.has(new URL(target).origin)) target = toSite(target)
      if (seen.has(target)) continue
      seen.add(target)
      links++
      const internalLink = isInternal(target)
      if (!internalLink && !o.external) continue
      if (skipSite && siteOrigins.has(new URL(target).origin)) continue
      const outcome = await check(target, false)
      if (!outcome.problem) continue
      // Per site of the group (站群): a broken link in a branch school's footer is that site's,
      // and the same link in two sites' footers is a finding on each.
      const key = `${siteSlugOfUrl(page)} ${target}`
      const list = carriers.get(key) ?? []
      list.push({ page, target, element: link.element, problem: outcome.problem, internal: internalLink })
      carriers.set(key, list)
    }
  })
  // A target on many pages sits in the shared header or footer: one finding for the whole site,
  // not one per page; elsewhere one finding per page, naming the page's last editor.
  for (const list of carriers.values()) {
    const first = list[0]!
    const { target } = first
    const kind = first.internal ? 'link' : 'external'
    if (list.length > SITE_WIDE)
      findings.push({
        kind,
        // The home page of the site whose pages carry it.
        url: `${o.siteOrigin}${sitePrefix(siteSlugOfUrl(first.page))}/`,
        target,
        element: `${first.element}，全站 ${list.length} 个页面（页头、页脚等公共部分）`,
        message: first.problem,
      })
    else
      for (const c of list)
        findings.push({
          kind,
          url: c.page,
          target,
          element: c.element,
          message: c.problem,
          editor: await o.editorOf(new URL(c.page).pathname),
        })
  }
  return { findings, pages: pages.length, links }
}

/**
 * A page or file of the site or the cms. Redirects are followed through the guarded client; a page
 * is read for its links only where it finally answers from the site itself, so a redirect to any
 * other host never puts that host's words into a finding.
 */
async function checkInternal(
  url: string,
  o: LinkOptions,
  page: boolean,
  siteOrigins: ReadonlySet<string>,
): Promise<Outcome> {
  try {
    const a = await outboundFetch(url, {
      timeoutMs: o.timeoutMs,
      trusted: [o.siteOrigin, ...o.internalOrigins],
      allow: o.allow,
      maxBody: page ? undefined : 0,
      redirects: MAX_REDIRECTS,
    })
    if (a.status >= 400) return { problem: `站内链接返回 HTTP ${a.status}`, status: a.status }
    const ownPage = page && siteOrigins.has(new URL(a.url).origin)
    return { problem: null, html: ownPage ? a.body : undefined, status: a.status }
  } catch (e) {
    return { problem: `无法访问：${OUTCOMES[outcomeOf(e)]}` }
  }
}

const external = (o: LinkOptions) => ({
  timeoutMs: o.timeoutMs,
  // Outside pages are read for hijack words; the site's own origins are not trusted here, so an
  // outside link spelled as an internal address is checked like any other.
  trusted: [],
  allow: o.allow,
  readUntrusted: true,
})

async function fetchRetried(url: string, o: LinkOptions): Promise<OutboundAnswer> {
  try {
    return await outboundFetch(url, external(o))
  } catch (e) {
    if (e instanceof OutboundError && e.outcome === 'blocked') throw e
    return outboundFetch(url, external(o))
  }
}

async function checkExternal(url: string, o: LinkOptions): Promise<Outcome> {
  const from = baseDomain(new URL(url).hostname)
  let current = url
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const a = await fetchRetried(current, o)
      if (a.status >= 300 && a.status < 400 && a.location) {
        const next = new URL(a.location, current)
        if (baseDomain(next.hostname) !== from)
          return { problem: `外部链接跳转到其他域名：${next.host}（${next.href.slice(0, 200)}）` }
        current = next.href
        continue
      }
      if (a.status >= 400) return { problem: `外部链接返回 HTTP ${a.status}` }
      if (/html|text/i.test(a.contentType) && o.hijackWords.length) {
        const words = findWords(o.hijackWords, a.body.replace(/<[^>]+>/g, ' '))
        if (words.length) return { problem: `外部页面疑似被劫持，含有：${words.slice(0, 5).join('、')}` }
      }
      return { problem: null }
    }
    return { problem: `外部链接${OUTCOMES.redirects}` }
  } catch (e) {
    const outcome = outcomeOf(e)
    // A link to a private address is not a broken link: skipped, as docs/console.md says.
    if (outcome === 'blocked') return { problem: null }
    return { problem: `外部链接无法访问（已重试）：${OUTCOMES[outcome]}` }
  }
}
