import { CATEGORY_TYPES, FORMAT_KEYS, PORTAL_SITE, THEME_SECTIONS } from '@ou/contract'
import { MAX_LIMIT } from '@ou/contract/paging'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import {
  DEFAULT_THEME_ID,
  EDU_ROUTES,
  ENROLLING_CHILDREN,
  ENROLLING_ROUTES,
  SCHOOL_ROUTES,
  enrollingRouteOf,
  href,
  type EduRoute,
} from '@/lib/routes'
import { siteHref } from '@/lib/sites'
import { xmlEscape } from './xml'

/** The sitemap protocol's limit per file; a longer section is split into numbered parts. */
export const MAX_URLS = 50_000

export interface SitemapUrl {
  path: string
  lastmod?: string
}

/** The sections of the sitemap index: each is one file (or several, past MAX_URLS). */
export const SECTIONS = ['pages', 'news', 'school', 'education', 'enrolling', 'featured'] as const
export type Section = (typeof SECTIONS)[number]

const day = (iso?: string | null) => (iso ? iso.slice(0, 10) : undefined)
const newest = (items: { published_at: string }[]) =>
  items.reduce<string | undefined>((a, i) => (!a || i.published_at > a ? i.published_at : a), undefined)

/** Pages fetched at a time when a list is read whole. */
const PAGES_AT_ONCE = 4

/**
 * Every record of a list call. The public API answers at most MAX_LIMIT records a page (only
 * majors and learning centres may be asked for whole), so ten years of news is read page by page;
 * the answers are cached and tagged like every other read of the site's server.
 */
export async function everyRecord<T>(
  load: (page: number, limit: number) => Promise<{ list: T[]; total: number } | null>,
): Promise<T[]> {
  const first = await load(1, MAX_LIMIT)
  if (!first) return []
  const pages = Math.ceil(first.total / MAX_LIMIT)
  const rest: T[] = []
  for (let from = 2; from <= pages; from += PAGES_AT_ONCE) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(PAGES_AT_ONCE, pages - from + 1) }, (_, i) => load(from + i, MAX_LIMIT)),
    )
    for (const b of batch) rest.push(...(b?.list ?? []))
  }
  return [...first.list, ...rest]
}

/**
 * The news columns and articles of the portal (`/news/…`) or, with `site`, of a site of the group
 * (站群, `/sites/{site}/news/…`): each column with its newest date, then its articles.
 */
export async function newsUrls(site?: string, links = siteHref): Promise<SitemapUrl[]> {
  const where = site ? { site } : {}
  const column = (c: string) => (site ? links.news(site, c) : href.newsCategory(c))
  const article = (c: string, id: number) => (site ? links.article(site, c, id) : href.newsArticle(c, id))
  const categories = (await loadOptional('news.News/category', where)) ?? []
  const lists = await Promise.all(
    categories.map(async (c) => ({
      c,
      list: await everyRecord((page, limit) =>
        loadOptional('news.News/list', { ...where, category_id: c.id, page, limit }),
      ),
    })),
  )
  return lists.flatMap(({ c, list }) => [
    { path: column(c.path_name), lastmod: day(newest(list)) },
    ...list.map((n) => ({ path: article(c.path_name, n.id), lastmod: day(n.published_at) })),
  ])
}

/**
 * A site of the group's sitemap (`/sites/{slug}/sitemap.xml`): its home, columns and articles,
 * the newest date of its news on its home. At most MAX_URLS (a site of 50,000 articles would need
 * parts like the portal's sections).
 */
export async function siteUrls(site: string, links = siteHref): Promise<SitemapUrl[]> {
  const [news, tree] = await Promise.all([newsUrls(site, links), loadOptional('setting.Page/tree', { site })])
  // Its own pages (not the link columns, which lead elsewhere), at this request's addresses.
  const pages = (tree?.list ?? [])
    .filter((n) => n.kind !== 'link')
    .map((n) => ({ path: links.page(site, n.path) }))
  const lastmod = news.reduce<string | undefined>(
    (a, u) => (u.lastmod && (!a || u.lastmod > a) ? u.lastmod : a),
    undefined,
  )
  return [{ path: links.home(site), lastmod }, ...pages, ...news].slice(0, MAX_URLS)
}

/**
 * The sites of the group whose sitemaps the index lists: every one but the portal (its sections
 * are the index's own files) and the 已停用 ones (their pages answer 410).
 */
export async function listedSites(): Promise<string[]> {
  const sites = (await loadOptional('setting.Site/list'))?.list ?? []
  return sites.filter((s) => s.slug !== PORTAL_SITE && s.status !== 'closed').map((s) => s.slug)
}

/** Every public URL of a section, with the date its content last changed where the API gives one. */
export async function sectionUrls(section: Section): Promise<SitemapUrl[]> {
  switch (section) {
    case 'pages': {
      const editors = await everyRecord((page, limit) => loadOptional('setting.Page/list', { page, limit }))
      return [
        { path: href.home() },
        { path: href.mailbox() },
        { path: href.platforms() },
        { path: href.siteGroup() },
        ...SCHOOL_ROUTES.map((s) => ({ path: href.school(s) })),
        { path: href.disclosureReports() },
        ...FORMAT_KEYS.map((k) => ({ path: href.format(k) })),
        ...Object.keys(ENROLLING_ROUTES).flatMap((t) =>
          ENROLLING_CHILDREN.map((c) => ({
            path: href.enrollingChild(t as keyof typeof ENROLLING_ROUTES, c),
          })),
        ),
        // Editors' pages (栏目/单页).
        ...editors.map((p) => ({ path: p.path, lastmod: day(p.updated_at) })),
      ]
    }
    case 'news':
      return newsUrls()
    case 'school': {
      const [campus, affairs, staff, departments, reports] = await Promise.all([
        everyRecord((page, limit) => loadOptional('school.Campus/list', { page, limit })),
        everyRecord((page, limit) => loadOptional('school.Affair/list', { page, limit })),
        everyRecord((page, limit) => loadOptional('school.Staff/list', { page, limit })),
        everyRecord((page, limit) => loadOptional('school.Department/list', { page, limit })),
        loadOptional('disclosure.Report/list').then((r) => r?.list ?? []),
      ])
      return [
        // 信息公开年度报告, a page per school year (the search within disclosure is a results page).
        ...reports.map((r) => ({ path: href.disclosureReport(r.year), lastmod: day(r.updated_at) })),
        ...campus.map((a) => ({
          path: href.schoolDetail('campusCulture', a.id),
          lastmod: day(a.published_at),
        })),
        ...affairs.map((a) => ({
          path: href.schoolDetail('schoolAffairsOpen', a.id),
          lastmod: day(a.published_at),
        })),
        ...staff.map((p) => ({ path: href.schoolDetail('currentLeadership', p.id) })),
        ...departments.map((d) => ({ path: href.schoolDetail('internalOrganization', d.id) })),
      ]
    }
    case 'education': {
      const perFormat = await Promise.all(
        (Object.keys(EDU_ROUTES) as EduRoute[]).map(async (edu) => {
          const m = EDU_ROUTES[edu]
          const [learning, teaching, branches, sites] = await Promise.all([
            everyRecord((page, limit) => loadOptional(`${m}.News/list`, { type: 'learning', page, limit })),
            everyRecord((page, limit) => loadOptional(`${m}.News/list`, { type: 'teaching', page, limit })),
            everyRecord((page, limit) => loadOptional(`${m}.School/list`, { type: 'branch', page, limit })),
            everyRecord((page, limit) => loadOptional(`${m}.School/list`, { type: 'site', page, limit })),
          ])
          return [
            ...(['learningDynamics', 'teachingPlan', 'districtCityCountyCollege', 'offCampus'] as const).map(
              (c) => ({ path: href.eduChild(edu, c) }),
            ),
            ...learning.map((n) => ({
              path: href.eduDetail(edu, 'learningDynamics', n.id),
              lastmod: day(n.published_at),
            })),
            ...teaching.map((n) => ({
              path: href.eduDetail(edu, 'teachingPlan', n.id),
              lastmod: day(n.published_at),
            })),
            ...branches.map((b) => ({ path: href.eduDetail(edu, 'districtCityCountyCollege', b.id) })),
            ...sites.map((b) => ({ path: href.eduDetail(edu, 'offCampus', b.id) })),
          ]
        }),
      )
      const [majors, courses] = await Promise.all([
        loadOptional('enrolling.Major/list', { category_type: 'open', page: 0, limit: 0 }),
        everyRecord((page, limit) => loadOptional('oldEducation.Course/list', { page, limit })),
      ])
      return [
        ...perFormat.flat(),
        { path: href.eduChild('openEducation', 'directlyFaculty') },
        { path: href.directlyFacultyIntroduction() },
        ...(['directlyFaculty', 'teachingPlan'] as const).flatMap((parent) => [
          { path: href.openMajorIndex(parent) },
          ...(majors?.list ?? []).map((m) => ({ path: href.openMajor(parent, m.id) })),
        ]),
        { path: href.timetable() },
        ...courses.map((c) => ({ path: href.course(c.id) })),
      ]
    }
    case 'enrolling': {
      const perType = await Promise.all(
        CATEGORY_TYPES.map(async (category_type) => {
          const type = enrollingRouteOf(category_type)
          const [news, majors] = await Promise.all([
            loadOptional('enrolling.News/list', { category_type, page: 0, limit: 0 }),
            loadOptional('enrolling.Major/list', { category_type, page: 0, limit: 0 }),
          ])
          return [
            ...(news?.list ?? []).map((n) => ({
              path: href.enrollingArticle(type, n.id),
              lastmod: day(n.published_at),
            })),
            ...(majors?.list ?? []).map((m) => ({ path: href.enrollingMajor(type, m.id) })),
          ]
        }),
      )
      return perType.flat()
    }
    case 'featured': {
      // The topic the site leads to (/featured opens the first one); the public API lists no
      // topics, so others are found through the links to them in the content.
      const theme = await loadOptional('theme.Theme/info', { theme_id: DEFAULT_THEME_ID })
      if (!theme) return []
      const articles = await everyRecord((page, limit) =>
        loadOptional('theme.Article/list', { theme_id: theme.id, page, limit }),
      )
      return [
        { path: href.featured(theme.id), lastmod: day(newest(articles)) },
        ...THEME_SECTIONS.map((s) => ({ path: href.featuredSection(s, theme.id) })),
        ...articles.map((a) => ({
          path: href.featuredArticle(a.section, a.id),
          lastmod: day(a.published_at),
        })),
      ]
    }
  }
}

const abs = (path: string) => new URL(path, publicConfig().siteOrigin).toString()

/** One `<urlset>` file. */
export function urlset(urls: SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xmlEscape(abs(u.path))}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
}

/**
 * The `<sitemapindex>`: one entry per section file (`name`, at /sitemaps/{name}.xml) or other
 * sitemap (`path`: a site of the group's), with the newest lastmod of its URLs.
 */
export function sitemapIndex(
  files: (({ name: string } | { path: string }) & { lastmod?: string })[],
): string {
  const body = files
    .map(
      (f) =>
        `<sitemap><loc>${xmlEscape(abs('path' in f ? f.path : `/sitemaps/${f.name}.xml`))}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}

/**
 * The files of a section: `news`, or `news-2`, `news-3`… past MAX_URLS. None for a section
 * without addresses (no featured topic, or the cms not answering): a `<urlset>` needs at least one
 * `<url>`, so the index leaves the section out and its file is a 404.
 */
export function partsOf(section: Section, urls: SitemapUrl[]) {
  const parts = Math.ceil(urls.length / MAX_URLS)
  return Array.from({ length: parts }, (_, i) => {
    const slice = urls.slice(i * MAX_URLS, (i + 1) * MAX_URLS)
    const lastmod = slice.reduce<string | undefined>(
      (a, u) => (u.lastmod && (!a || u.lastmod > a) ? u.lastmod : a),
      undefined,
    )
    return { name: i === 0 ? section : `${section}-${i + 1}`, urls: slice, lastmod }
  })
}
