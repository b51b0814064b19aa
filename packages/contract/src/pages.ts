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

/** The full path of a page. */
export const pagePath = (section: PageSection, slug: string) => `/${section}/${slug}`

/** A site path a menu item may point to: `/`, or segments of letters, digits, `-`, `_`, with an optional query. */
export const SITE_PATH = /^\/(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*)?(?:\?[A-Za-z0-9_=&-]*)?$/

/** Why a page's path is refused, in Chinese, or null when it is free (other pages are checked by the cms). */
export function pagePathProblem(section: string, slug: string): string | null {
  if (!isPageSection(section)) return '请选择所属栏目'
  if (!PAGE_SLUG.test(slug)) return '路径只能包含字母、数字、“-”和“_”，且以字母或数字开头，不超过 60 个字符'
  // `/news/2` names the second news category.
  if (section === 'news' && /^\d+$/.test(slug)) return '新闻中心下的路径不能全是数字'
  if (slug === 'page' || RESERVED_SEGMENTS[section].some((r) => r.toLowerCase() === slug.toLowerCase()))
    return `路径 ${pagePath(section, slug)} 已被网站固有页面占用，请换一个`
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
