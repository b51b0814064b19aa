import { CATEGORY_TYPES, FORMAT_KEYS } from '@ou/contract'
import { loadOptional } from '@/lib/api'
import { publicConfig } from '@/lib/env'
import { ENROLLING_CHILDREN, ENROLLING_ROUTES, SCHOOL_ROUTES, enrollingRouteOf, href } from '@/lib/routes'
import { xmlEscape } from './xml'

/** The sitemap protocol's limit per file; a longer section is split into numbered parts. */
export const MAX_URLS = 50_000

export interface SitemapUrl {
  path: string
  lastmod?: string
}

/** The sections of the sitemap index: each is one file (or several, past MAX_URLS). */
export const SECTIONS = ['pages', 'news', 'school', 'enrolling'] as const
export type Section = (typeof SECTIONS)[number]

const day = (iso?: string | null) => (iso ? iso.slice(0, 10) : undefined)
const newest = (items: { published_at: string }[]) =>
  items.reduce<string | undefined>((a, i) => (!a || i.published_at > a ? i.published_at : a), undefined)

/** Every public URL of a section, with the date its content last changed where the API gives one. */
export async function sectionUrls(section: Section): Promise<SitemapUrl[]> {
  switch (section) {
    case 'pages':
      return [
        { path: href.home() },
        { path: href.mailbox() },
        { path: href.platforms() },
        ...SCHOOL_ROUTES.map((s) => ({ path: href.school(s) })),
        ...FORMAT_KEYS.map((k) => ({ path: href.format(k) })),
        ...Object.keys(ENROLLING_ROUTES).flatMap((t) =>
          ENROLLING_CHILDREN.map((c) => ({
            path: href.enrollingChild(t as keyof typeof ENROLLING_ROUTES, c),
          })),
        ),
      ]
    case 'news': {
      const categories = (await loadOptional('news.News/category')) ?? []
      const lists = await Promise.all(
        categories.map(async (c) => ({
          c,
          list:
            (await loadOptional('news.News/list', { path_name: c.path_name, page: 0, limit: 0 }))?.list ?? [],
        })),
      )
      return lists.flatMap(({ c, list }) => [
        { path: href.newsCategory(c.path_name), lastmod: day(newest(list)) },
        ...list.map((n) => ({ path: href.newsArticle(c.path_name, n.id), lastmod: day(n.published_at) })),
      ])
    }
    case 'school': {
      const [campus, affairs, staff, departments] = await Promise.all([
        loadOptional('school.Campus/list', { page: 0, limit: 0 }),
        loadOptional('school.Affair/list', { page: 0, limit: 0 }),
        loadOptional('school.Staff/list', { page: 0, limit: 0 }),
        loadOptional('school.Department/list', { page: 0, limit: 0 }),
      ])
      return [
        ...(campus?.list ?? []).map((a) => ({
          path: href.schoolDetail('campusCulture', a.id),
          lastmod: day(a.published_at),
        })),
        ...(affairs?.list ?? []).map((a) => ({
          path: href.schoolDetail('schoolAffairsOpen', a.id),
          lastmod: day(a.published_at),
        })),
        ...(staff?.list ?? []).map((p) => ({ path: href.schoolDetail('currentLeadership', p.id) })),
        ...(departments?.list ?? []).map((d) => ({ path: href.schoolDetail('internalOrganization', d.id) })),
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

/** The `<sitemapindex>`: one entry per section file, with the newest lastmod of its URLs. */
export function sitemapIndex(files: { name: string; lastmod?: string }[]): string {
  const body = files
    .map(
      (f) =>
        `<sitemap><loc>${xmlEscape(abs(`/sitemaps/${f.name}.xml`))}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`
}

/** The files of a section: `news`, or `news-2`, `news-3`… past MAX_URLS. */
export function partsOf(section: Section, urls: SitemapUrl[]) {
  const parts = Math.max(1, Math.ceil(urls.length / MAX_URLS))
  return Array.from({ length: parts }, (_, i) => {
    const slice = urls.slice(i * MAX_URLS, (i + 1) * MAX_URLS)
    const lastmod = slice.reduce<string | undefined>(
      (a, u) => (u.lastmod && (!a || u.lastmod > a) ? u.lastmod : a),
      undefined,
    )
    return { name: i === 0 ? section : `${section}-${i + 1}`, urls: slice, lastmod }
  })
}
