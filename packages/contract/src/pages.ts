/**
 * Editors' pages (栏目 and 单页, collection `pages`) and the console's navigation: the sections a
 * page may live under, the route segments each section already answers (a page there would clash
 * with a seed route), and the path rules. No zod, so the site's browser bundle may import it.
 */

/** The site's top sections that may hold editors' pages, with their Chinese names. */
export const PAGE_SECTIONS = ['schoolOverview', 'news', 'educationalFormat', 'enrolling', 'featured'] as const
export type PageSection = (typeof PAGE_SECTIONS)[number]
export const PAGE_SECTION_LABEL: Record<PageSection, string> = {
  schoolOverview: '学校概况',
  news: '新闻中心',
  educationalFormat: '办学形式',
  enrolling: '招生服务',
  featured: '专题专栏',
}
export const isPageSection = (s: string): s is PageSection => (PAGE_SECTIONS as readonly string[]).includes(s)

/**
 * Segments each section answers itself (the site's route map, apps/site/src/lib/routes.ts; a unit
 * test there checks the two agree). A news category's path name is also taken: the cms checks it.
 */
export const RESERVED_SEGMENTS: Record<PageSection, readonly string[]> = {
  schoolOverview: [
    'aboutSchool',
    'history',
    'currentLeadership',
    'internalOrganization',
    'schoolAffairsOpen',
    'campusCulture',
  ],
  news: [],
  educationalFormat: [
    'openEducation',
    'aldultEducation',
    'communityEducation',
    'elderlyEducation',
    'familyEducation',
    'overseasChineseCollege',
    'tianfuExperimentalCollege',
    'components',
  ],
  enrolling: ['openEducation', 'aldultEducation', 'elderlyEducation'],
  featured: ['news', 'theoretical', 'work', 'theme'],
}

/** A page's own segment: letters, digits, `-` and `_`, starting with a letter or digit. */
export const PAGE_SLUG = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/

/**
 * A page placed at the top of the site, outside the sections (`/about`, `/about/contact-us`…): the
 * school names the address. Its first segment must not be one the site or the proxy answers.
 */
export const TOP_LEVEL = 'top' as const
/** Where a page without a parent lives: under one of the sections, or at the top. */
export const PAGE_PLACES = [...PAGE_SECTIONS, TOP_LEVEL] as const
export type PagePlace = (typeof PAGE_PLACES)[number]
export const PAGE_PLACE_LABEL: Record<PagePlace, string> = {
  ...PAGE_SECTION_LABEL,
  top: '顶级栏目（网址直接在域名之后）',
}
export const isPagePlace = (s: string): s is PagePlace => (PAGE_PLACES as readonly string[]).includes(s)

/** What a column is: a page built from blocks, a news category's list, or a link elsewhere. */
export const PAGE_KINDS = ['page', 'list', 'link'] as const
export type PageKind = (typeof PAGE_KINDS)[number]
export const PAGE_KIND_LABEL: Record<PageKind, string> = { page: '单页', list: '新闻列表', link: '链接' }

/**
 * The full path of a page: under its parent when it has one (`/about/contact-us/map`), else under
 * its section (`/enrolling/guide2027`) or at the top (`/about`).
 */
export const pagePath = (place: PagePlace | string, slug: string, parentPath?: string | null) =>
  parentPath ? `${parentPath}/${slug}` : place === TOP_LEVEL ? `/${slug}` : `/${place}/${slug}`

/** A site path a menu item may point to: `/`, or segments of letters, digits, `-`, `_`, with an optional query. */
export const SITE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?(?:\?[A-Za-z0-9_=&-]*)?$/

/** The longest address a page may have (the site's page call takes 200 characters). */
export const PAGE_PATH_MAX = 200

/**
 * Segments the site answers one level below a section's own dynamic pages: a page's child there
 * would be shadowed (`/educationalFormat/<edu>/login`, `/enrolling/<type>/major`).
 */
export const CHILD_RESERVED: Record<PageSection, readonly string[]> = {
  schoolOverview: [],
  news: [],
  educationalFormat: [
    'directlyFaculty',
    'districtCityCountyCollege',
    'learningDynamics',
    'login',
    'offCampus',
    'scoreQuery',
    'teachingPlan',
  ],
  enrolling: ['information', 'major', 'paymentRegistration'],
  featured: [],
}

/**
 * First segments the proxy or the servers answer besides the site's routes (deploy/nginx.conf,
 * apps/site/server.mjs): a top-level page may not take them either.
 */
export const PROXY_ROOTS = [
  '_next',
  'admin',
  'cms-api',
  'staff-api',
  'media',
  'metrics',
  'favicon.ico',
] as const

const SLUG_RULE = '路径只能包含字母、数字、“-”和“_”，且以字母或数字开头，不超过 60 个字符'
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Why a page's path is refused, in Chinese, or null when it is free (other pages are checked by
 * the cms). `parent` is the parent page's place and path, when the page has one.
 */
export function pagePathProblem(
  place: string,
  slug: string,
  parent?: { section: string; path: string; depth: number } | null,
): string | null {
  if (!PAGE_SLUG.test(slug)) return SLUG_RULE
  if (same(slug, 'page')) return '路径不能是 page（分页地址）'
  if (parent) {
    const path = pagePath(place, slug, parent.path)
    if (path.length > PAGE_PATH_MAX) return `网址不能超过 ${PAGE_PATH_MAX} 个字符，请缩短路径或减少层级`
    // /news/<category>/<id> answers every segment below a news page.
    if (parent.section === 'news') return '新闻中心下的页面不能再有下级栏目'
    if (/^\d+$/.test(slug)) return '下级栏目的路径不能全是数字'
    const reserved = isPageSection(parent.section) && parent.depth === 1 ? CHILD_RESERVED[parent.section] : []
    if (reserved.some((r) => same(r, slug))) return `路径 ${path} 已被网站固有页面占用，请换一个`
    return null
  }
  if (!isPagePlace(place)) return '请选择所属栏目'
  if (place === TOP_LEVEL) {
    if ([...SITE_ROUTE_ROOTS, ...PROXY_ROOTS].some((r) => same(r, slug)))
      return `网址 /${slug} 已被网站固有页面占用，请换一个`
    return null
  }
  // `/news/2` names the second news category.
  if (place === 'news' && /^\d+$/.test(slug)) return '新闻中心下的路径不能全是数字'
  if (RESERVED_SEGMENTS[place].some((r) => same(r, slug)))
    return `路径 ${pagePath(place, slug)} 已被网站固有页面占用，请换一个`
  return null
}

/**
 * The first path segments the public site answers (apps/site/src/app; checked there by a unit
 * test): a redirect from one of these takes over a live page or route, which needs the right to
 * publish. Compared without regard to case, as nginx's map matches.
 */
export const SITE_ROUTE_ROOTS = [
  'schoolOverview',
  'news',
  'educationalFormat',
  'enrolling',
  'featured',
  'mailbox',
  'platforms',
  'search',
  // 站群: the sites of the group, /sites/{slug}.
  'sites',
  'preview',
  'feeds',
  'sitemaps',
  'sitemap.xml',
  'robots.txt',
  'manifest.webmanifest',
  'components',
  'api',
] as const

/** Whether a path is the home page or lies under one of the site's own routes. */
export function isSiteRoute(path: string): boolean {
  const first = path.split(/[?#]/)[0]!.split('/')[1] ?? ''
  if (first === '') return true
  let segment = first
  try {
    segment = decodeURIComponent(first)
  } catch {
    // A malformed escape is compared as written.
  }
  return SITE_ROUTE_ROOTS.some((r) => r.toLowerCase() === segment.toLowerCase())
}

/**
 * 站群: a page of a site of the group lives under the site's own address,
 * `/sites/{site}/pages/{slug}` (its stored path is `/{slug}`, nested pages `/{parent}/{slug}`).
 */
export const sitePageHref = (site: string, path: string) => `/sites/${site}/pages${path}`

/**
 * Why a slug cannot name a page of a site of the group, or null. Its pages live under their own
 * `/pages/`, so no route of the portal or of the site stands in the way: only the slug's form and
 * the address's length.
 */
export function sitePagePathProblem(slug: string, parentPath?: string | null): string | null {
  if (!PAGE_SLUG.test(slug)) return SLUG_RULE
  if (/^\d+$/.test(slug) && parentPath) return '下级栏目的路径不能全是数字'
  if (pagePath(TOP_LEVEL, slug, parentPath).length > PAGE_PATH_MAX)
    return `网址不能超过 ${PAGE_PATH_MAX} 个字符，请缩短路径或减少层级`
  return null
}
