import type { CollectionSlug, Payload, Where } from 'payload'
import { PORTAL_SITE } from '@ou/contract'

/**
 * Where a document is on the site and back, as the site's route map spells it
 * (apps/site/src/lib/routes.ts: the cms cannot import the site): a finding names the page, and the
 * page names the document whose last editor is told.
 */

export const EDU_ROUTE: Record<string, string> = {
  openEducation: 'openEducation',
  adultEducation: 'aldultEducation',
}
export const ENROLL_ROUTE: Record<string, string> = {
  open: 'openEducation',
  adult: 'aldultEducation',
  elderly: 'elderlyEducation',
}

/** The articles the inspection reads: collections with drafts, published copies only. */
export const ARTICLE_COLLECTIONS = [
  'news',
  'campus-culture',
  'school-affairs',
  'edu-news',
  'enroll-news',
  'theme-articles',
] as const

type Doc = Record<string, unknown> & { id: number | string }

/**
 * The site path of a published article; `categories` maps news category ids to their columns'
 * paths (newsCategoryPaths).
 */
export function pathOf(collection: string, doc: Doc, categories: Map<string, string>): string | null {
  const id = doc.id
  switch (collection) {
    case 'news': {
      const c = doc.category
      const cid = c && typeof c === 'object' ? (c as { id: unknown }).id : c
      // A column of a site that is 已停用 has no page (its pages answer 410).
      const column = categories.get(String(cid))
      return column ? `${column}/${id}` : null
    }
    case 'campus-culture':
      return `/schoolOverview/campusCulture/${id}`
    case 'school-affairs':
      return `/schoolOverview/schoolAffairsOpen/${id}`
    case 'edu-news':
      // Teaching news (教学教务) is listed under 教学计划, learning news under 学习动态.
      return `/educationalFormat/${EDU_ROUTE[String(doc.edu_type)] ?? 'openEducation'}/${doc.type === 'teaching' ? 'teachingPlan' : 'learningDynamics'}/${id}`
    case 'enroll-news':
      return `/enrolling/${ENROLL_ROUTE[String(doc.category_type)] ?? 'openEducation'}/information/${id}`
    case 'theme-articles':
      return `/featured/${String(doc.section ?? 'news')}/${id}`
    default:
      return null
  }
}

const PATTERNS: [RegExp, string][] = [
  [/^\/news\/[^/]+\/(\d+)$/, 'news'],
  // An article of a site of the group (站群).
  [/^\/sites\/[^/]+\/news\/[^/]+\/(\d+)$/, 'news'],
  [/^\/schoolOverview\/campusCulture\/(\d+)$/, 'campus-culture'],
  [/^\/schoolOverview\/schoolAffairsOpen\/(\d+)$/, 'school-affairs'],
  [/^\/schoolOverview\/currentLeadership\/(\d+)$/, 'leaders'],
  [/^\/schoolOverview\/internalOrganization\/(\d+)$/, 'departments'],
  [/^\/educationalFormat\/[^/]+\/(?:learningDynamics|teachingPlan)\/(\d+)$/, 'edu-news'],
  [/^\/educationalFormat\/[^/]+\/(?:districtCityCountyCollege|offCampus)\/(\d+)$/, 'edu-schools'],
  [/^\/educationalFormat\/openEducation\/(?:directlyFaculty|teachingPlan)\/major\/(\d+)$/, 'majors'],
  [/^\/educationalFormat\/elderlyEducation\/timetable\/(\d+)$/, 'courses'],
  [/^\/enrolling\/[^/]+\/information\/(\d+)$/, 'enroll-news'],
  [/^\/enrolling\/[^/]+\/major\/(\d+)$/, 'majors'],
  [/^\/featured\/[^/]+\/(\d+)$/, 'theme-articles'],
]

export interface DocRef {
  collection: string
  id: string
}

/** The document a site path shows, if the path alone names it (a record's own detail page). */
export function docOfPath(pathname: string): DocRef | null {
  for (const [re, collection] of PATTERNS) {
    const m = pathname.match(re)
    if (m) return { collection, id: m[1]! }
  }
  return null
}

const pathAndQuery = (url: string) => {
  try {
    const u = new URL(url, 'http://x')
    return { path: u.pathname.replace(/(.)\/$/, '$1'), query: u.searchParams }
  } catch {
    return { path: url, query: new URLSearchParams() }
  }
}

/**
 * The document a finding is about, from its page address (a site page, or a record's console page)
 * or its column code: a record's detail page by its path alone, a page of 栏目与页面 by its stored
 * `path`, an annual report by its year, a featured topic by `theme_id`, a news column by its path
 * name. Null for what no one document shows (the home page, uptime, a built-in list). Cached, so a
 * run or a report asks once per address.
 */
export function documentResolver(payload: Payload) {
  const cache = new Map<string, Promise<DocRef | null>>()
  const lookup = async (url: string, target: string): Promise<DocRef | null> => {
    const { path, query } = pathAndQuery(url)
    const consolePage = path.match(/^\/admin\/collections\/([a-z-]+)\/(\d+)$/)
    if (consolePage) return { collection: consolePage[1]!, id: consolePage[2]! }
    const direct = docOfPath(path)
    if (direct) return direct
    const column = target.match(/^(news|theme):(.+)$/)
    if (column?.[1] === 'theme') return { collection: 'themes', id: column[2]! }
    // A column of a site of the group: site:<slug>:news:<path>.
    const siteColumn = target.match(/^site:([^:]+):news:(.+)$/)
    const one = async (collection: string, where: Where) => {
      const { docs } = await payload.find({
        collection: collection as 'pages',
        where,
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      const doc = docs[0] as { id: number | string } | undefined
      return doc ? { collection, id: String(doc.id) } : null
    }
    if (column?.[1] === 'news' || siteColumn)
      return one('news-categories', {
        path_name: { equals: siteColumn ? siteColumn[2] : column![2] },
        'site.slug': { equals: siteColumn ? siteColumn[1] : PORTAL_SITE },
      })
    const theme = query.get('theme_id')
    if (path === '/featured' && theme && /^\d+$/.test(theme)) return { collection: 'themes', id: theme }
    const year = path.match(/^\/schoolOverview\/schoolAffairsOpen\/annualReport\/(\d{4})$/)
    if (year) return one('disclosure-reports', { year: { equals: Number(year[1]) } })
    // Any other path may be an editor's page (栏目与页面), at the path it stores.
    return path.length > 1
      ? one('pages', { path: { equals: path }, 'site.slug': { equals: PORTAL_SITE } })
      : null
  }
  return (url: string, target = ''): Promise<DocRef | null> => {
    const key = `${url}\n${target}`
    let hit = cache.get(key)
    if (!hit) {
      hit = lookup(url, target).catch(() => null)
      cache.set(key, hit)
    }
    return hit
  }
}

/** A site of the group as the inspection reads it: its id, path, name and whether it is public. */
export interface SiteRef {
  id: number
  slug: string
  name: string
  status: string
}

/** Every site of the group, the portal included. */
export async function allSites(payload: Payload): Promise<SiteRef[]> {
  const { docs } = await payload.find({
    collection: 'sites',
    select: { slug: true, name: true, short_name: true, status: true },
    pagination: false,
    depth: 0,
    sort: 'id',
    overrideAccess: true,
  })
  return (
    docs as { id: number; slug: string; name: string; short_name?: string | null; status?: string | null }[]
  ).map((s) => ({ id: s.id, slug: s.slug, name: s.short_name || s.name, status: s.status ?? 'live' }))
}

/** A site's address prefix: '' for the portal, `/sites/{slug}` for every other site. */
export const sitePrefix = (slug: string) => (slug === PORTAL_SITE ? '' : `/sites/${slug}`)

/**
 * The site of the group a page belongs to, by its address: `/sites/{slug}/…` is that site's, every
 * other page (and a record's console page) the portal's. A finding belongs to its page's site.
 */
export function siteSlugOfUrl(url: string): string {
  const { path } = pathAndQuery(url)
  return path.match(/^\/sites\/([a-z][a-z0-9-]*)(?:\/|$)/)?.[1] ?? PORTAL_SITE
}

/**
 * News category ids → their columns' paths, for article paths: `/news/{路径}` on the portal,
 * `/sites/{slug}/news/{路径}` on a site of the group. A site that is 已停用 has none (its pages
 * answer 410).
 */
export async function newsCategoryPaths(payload: Payload) {
  const sites = new Map((await allSites(payload)).map((s) => [s.id, s]))
  const { docs } = await payload.find({
    collection: 'news-categories',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const paths = new Map<string, string>()
  for (const c of docs) {
    const sid = typeof c.site === 'object' && c.site ? c.site.id : c.site
    const site = typeof sid === 'number' ? sites.get(sid) : undefined
    const slug = site?.slug ?? PORTAL_SITE
    if (site && site.status === 'closed' && slug !== PORTAL_SITE) continue
    paths.set(String(c.id), `${sitePrefix(slug)}/news/${c.path_name}`)
  }
  return paths
}

/**
 * Who last changed a document in the console: the newest audit entry with a staff member for it.
 * Cached per run.
 */
export function editorLookup(payload: Payload) {
  const cache = new Map<string, Promise<number | null>>()
  return (collection: string, id: string | number): Promise<number | null> => {
    const key = `${collection}:${id}`
    let hit = cache.get(key)
    if (!hit) {
      hit = payload
        .find({
          collection: 'audit-logs' as CollectionSlug,
          where: {
            and: [
              { target_collection: { equals: collection } },
              { target_id: { equals: String(id) } },
              { user: { exists: true } },
            ],
          },
          sort: '-createdAt',
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        .then(({ docs }) => {
          const u = (docs[0] as { user?: unknown } | undefined)?.user
          const uid = u && typeof u === 'object' ? (u as { id: unknown }).id : u
          return typeof uid === 'number' ? uid : null
        })
        .catch(() => null)
      cache.set(key, hit)
    }
    return hit
  }
}

type Node = { type?: string; fields?: { url?: unknown }; url?: unknown; children?: Node[]; root?: Node }

/** Link addresses in a Lexical value (link and autolink nodes), with their text. */
export function lexicalLinks(value: unknown): { url: string; text: string }[] {
  const out: { url: string; text: string }[] = []
  const textOf = (n: Node): string =>
    typeof (n as { text?: unknown }).text === 'string'
      ? String((n as { text: string }).text)
      : (n.children ?? []).map(textOf).join('')
  const walk = (n: Node | undefined) => {
    if (!n || typeof n !== 'object') return
    if (n.root) walk(n.root)
    if (n.type === 'link' || n.type === 'autolink') {
      const url = n.fields?.url ?? n.url
      if (typeof url === 'string' && url) out.push({ url, text: textOf(n) })
    }
    for (const c of n.children ?? []) walk(c)
  }
  walk(value as Node)
  return out
}
