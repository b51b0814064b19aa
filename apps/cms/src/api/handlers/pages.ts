import type { NavLink, PageBlock, PageKind, PageNode, PagePlace } from '@ou/contract'
import { PORTAL_SITE, isPageSection, sitePageHref } from '@ou/contract'
import type { Navigation, Page } from '@/payload-types'
import { ATTACHMENT_TYPES } from '@/collections/Files'
import {
  findOne,
  findPage,
  listOf,
  readGlobal,
  siteOf,
  uploadsById,
  type Ctx,
  type Handlers,
} from '../context'
import { absolute, html, idOf, imagesOf, iso, withUploads } from '../serialize'
import { siteSlugOf } from '@/sites/scope'

/**
 * A page's address: its path on the portal; `/sites/{slug}/pages{path}` on another site of the
 * group (站群), whose pages live under its own address.
 */
async function pageHref(ctx: Ctx, site: unknown, path: string): Promise<string> {
  const id = site === null || site === undefined ? null : idOf(site as number | { id: number })
  const slug = id === null ? PORTAL_SITE : ((await siteSlugOf(ctx.payload, id)) ?? PORTAL_SITE)
  return slug === PORTAL_SITE ? path : sitePageHref(slug, path)
}

type Target = {
  label?: string | null
  hidden?: boolean | null
  kind?: string | null
  route?: string | null
  page?: number | { id: number } | null
  category?: number | { id: number } | null
  theme?: number | { id: number } | null
  url?: string | null
}

const ids = (targets: Target[], key: 'page' | 'category') => [
  ...new Set(targets.flatMap((t) => (t.kind === key && t[key] ? [idOf(t[key])] : []))),
]

// Lookups by id (a menu or a page holds at most a few dozen links: one page of the list is enough).
const pagesById = async (ctx: Ctx, list: number[]) =>
  list.length
    ? (
        await findPage(ctx, {
          collection: 'pages',
          select: { path: true, site: true },
          where: [{ id: { in: list } }],
          page: 1,
          limit: 100,
        })
      ).docs
    : []
const categoriesById = async (ctx: Ctx, list: number[]) =>
  list.length
    ? (
        await findPage(ctx, {
          collection: 'news-categories',
          select: { name: true, path_name: true },
          where: [{ id: { in: list } }],
          page: 1,
          limit: 100,
        })
      ).docs
    : []

/**
 * Turns link targets into addresses, in one query per kind. A page that is not published, or a
 * category that is gone, leaves its link out: a menu never points at a 404.
 */
async function resolver(ctx: Ctx, targets: Target[]) {
  const [pages, categories] = await Promise.all([
    pagesById(ctx, ids(targets, 'page')),
    categoriesById(ctx, ids(targets, 'category')),
  ])
  const pagePaths = new Map(
    await Promise.all(
      pages.map(async (d) => [d.id, d.path ? await pageHref(ctx, d.site, d.path) : d.path] as const),
    ),
  )
  const categoryPaths = new Map(categories.map((d) => [d.id, d.path_name]))
  return (t: Target): { href: string; external: boolean } | null => {
    switch (t.kind) {
      case 'route':
        return t.route ? { href: t.route, external: false } : null
      case 'page': {
        const path = t.page ? pagePaths.get(idOf(t.page)) : null
        return path ? { href: path, external: false } : null
      }
      case 'category': {
        const p = t.category ? categoryPaths.get(idOf(t.category)) : null
        return p ? { href: `/news/${p}`, external: false } : null
      }
      case 'theme':
        return t.theme ? { href: `/featured?theme_id=${idOf(t.theme)}`, external: false } : null
      case 'url':
        return t.url ? { href: t.url, external: true } : null
      default:
        return null
    }
  }
}

type Resolve = Awaited<ReturnType<typeof resolver>>

/** The visible links of a list, resolved; hidden ones and dead targets are left out. */
const linksOf = (resolve: Resolve, items: Target[] | null | undefined): NavLink[] =>
  (items ?? []).flatMap((i) => {
    if (i.hidden) return []
    const to = resolve(i)
    return to ? [{ label: i.label ?? '', ...to }] : []
  })

/** Table text as rows of cells: `|` or tab between cells, one row a line. */
export const tableRows = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .map((l) => l.split(/\t|\|/).map((c) => c.trim()))

type LayoutBlock = NonNullable<Page['layout']>[number]

export async function blocksOf(ctx: Ctx, layout: LayoutBlock[]): Promise<PageBlock[]> {
  const uploads = (v: unknown) => (Array.isArray(v) ? (v as (number | { id: number })[]).map(idOf) : [])
  const byType = <T extends LayoutBlock['blockType']>(t: T) =>
    layout.filter((b): b is Extract<LayoutBlock, { blockType: T }> => b.blockType === t)
  const [images, files, resolve, categories] = await Promise.all([
    imagesOf(ctx, [
      ...byType('images').flatMap((b) => uploads(b.images)),
      ...byType('video').map((b) => b.poster),
    ]),
    uploadsById(ctx, 'files', [...new Set(byType('attachments').flatMap((b) => uploads(b.files)))], {
      url: true,
      filename: true,
      mimeType: true,
      filesize: true,
      title: true,
    }),
    resolver(ctx, byType('button') as Target[]),
    categoriesById(
      ctx,
      byType('newsList').map((b) => idOf(b.category)),
    ),
    withUploads(
      ctx,
      byType('richText').map((b) => b.content),
    ),
  ])
  const fileById = new Map(files.map((f) => [f.id, f]))
  const categoryById = new Map(categories.map((c) => [c.id, c]))
  return layout.flatMap((b): PageBlock[] => {
    switch (b.blockType) {
      case 'richText':
        return [{ type: 'richText', html: html(b.content) }]
      case 'images': {
        const list = uploads(b.images).flatMap((id) => images(id) ?? [])
        return list.length ? [{ type: 'images', caption: b.caption ?? '', images: list }] : []
      }
      case 'newsList': {
        const c = categoryById.get(idOf(b.category))
        return [
          {
            type: 'newsList',
            title: b.title || c?.name || '',
            category: c ? { id: c.id, name: c.name, path_name: c.path_name } : null,
            limit: Math.min(20, Math.max(1, b.limit ?? 5)),
          },
        ]
      }
      case 'attachments': {
        const list = uploads(b.files).flatMap((id) => {
          const f = fileById.get(id)
          return f?.url
            ? [
                {
                  title: f.title || f.filename || '附件',
                  url: absolute(f.url),
                  ext: ATTACHMENT_TYPES[f.mimeType ?? ''] ?? '文件',
                  size: f.filesize ?? 0,
                },
              ]
            : []
        })
        return list.length ? [{ type: 'attachments', title: b.title ?? '', files: list }] : []
      }
      case 'table': {
        const [head = [], ...rows] = tableRows(b.data)
        return [{ type: 'table', caption: b.caption ?? '', head, rows }]
      }
      case 'button': {
        const to = resolve(b as Target)
        return to ? [{ type: 'button', label: b.label, ...to }] : []
      }
      case 'video':
        return [{ type: 'video', title: b.title ?? '', src: b.src, poster: images(b.poster) }]
      case 'contact':
        return [
          {
            type: 'contact',
            name: b.name,
            phone: b.phone ?? '',
            email: b.email ?? '',
            address: b.address ?? '',
            hours: b.hours ?? '',
          },
        ]
      default:
        return []
    }
  })
}

const PAGE_SUMMARY = { title: true, section: true, path: true, updatedAt: true } as const
const summaryOf = (d: {
  id: number
  title: string
  section?: PagePlace | null
  path?: string | null
  updatedAt: string
}) => ({
  id: d.id,
  title: d.title,
  section: d.section ?? 'top',
  path: d.path ?? '',
  updated_at: iso(d.updatedAt),
})

type LinkGroup = Page['link']
const targetOf = (link: LinkGroup): Target => ({ ...(link ?? {}), label: '' })

/**
 * Every published column in the console's order, with its target resolved. A column whose parent
 * is not published is left out with everything below it: its address would hang from nothing.
 */
async function publishedTree(ctx: Ctx, site: number): Promise<PageNode[]> {
  const slug = (await siteSlugOf(ctx.payload, site)) ?? PORTAL_SITE
  const { docs } = await findPage(ctx, {
    collection: 'pages',
    select: { title: true, section: true, path: true, parent: true, kind: true, link: true },
    where: [{ site: { equals: site } }],
    sort: '_order',
    page: 1,
    limit: 1000,
  })
  const resolve = await resolver(
    ctx,
    docs.filter((d) => d.kind === 'link').map((d) => targetOf(d.link)),
  )
  const byId = new Map(docs.map((d) => [d.id, d]))
  const reachable = (d: (typeof docs)[number], seen = new Set<number>()): boolean => {
    if (!d.parent) return true
    const p = byId.get(idOf(d.parent))
    if (!p || seen.has(p.id)) return false
    seen.add(p.id)
    return reachable(p, seen)
  }
  return docs
    .filter((d) => d.path && reachable(d))
    .flatMap((d) => {
      const kind = (d.kind ?? 'page') as PageKind
      const to =
        kind === 'link'
          ? resolve(targetOf(d.link))
          : { href: slug === PORTAL_SITE ? d.path! : sitePageHref(slug, d.path!), external: false }
      if (!to) return []
      return [
        {
          id: d.id,
          title: d.title,
          section: (d.section ?? 'top') as PagePlace,
          path: d.path!,
          parent_id: d.parent ? idOf(d.parent) : null,
          kind,
          ...to,
        },
      ]
    })
}

/**
 * A section's side navigation as kept in the console, followed by the section's own published
 * columns it does not list yet: a new page joins its section's menu without a second edit.
 */
async function withSectionColumns(ctx: Ctx, side: { section: string; items: NavLink[] }[]) {
  const tree = await publishedTree(ctx, await siteOf(ctx, PORTAL_SITE))
  const sections = [...new Set([...side.map((s) => s.section), ...tree.map((n) => n.section)])]
  return sections.filter(isPageSection).flatMap((section) => {
    const kept = side.find((s) => s.section === section)?.items ?? []
    const listed = new Set(kept.map((i) => i.href))
    const extra = tree
      .filter((n) => n.section === section && n.parent_id === null && !listed.has(n.href))
      .map((n) => ({ label: n.title, href: n.href, external: n.external }))
    const items = [...kept, ...extra]
    return items.length ? [{ section, items }] : []
  })
}

export const pageHandlers: Handlers<
  'setting.Navigation/info' | 'setting.Page/info' | 'setting.Page/tree' | 'setting.Page/list'
> = {
  'setting.Navigation/info': async (_input, ctx) => {
    const nav = (await readGlobal(ctx, 'navigation')) as Navigation
    const header = (nav.header ?? []).filter((i) => !i.hidden)
    const footer = nav.footer ?? []
    const side = (nav.side ?? []).filter((s) => isPageSection(s.section))
    const resolve = await resolver(ctx, [
      ...header,
      ...header.flatMap((i) => i.children ?? []),
      ...footer.flatMap((g) => g.links ?? []),
      ...side.flatMap((s) => s.items ?? []),
    ])
    return {
      header: header.flatMap((i) => {
        const to = resolve(i)
        return to ? [{ label: i.label, ...to, children: linksOf(resolve, i.children) }] : []
      }),
      footer: footer.map((g) => ({ title: g.title, links: linksOf(resolve, g.links) })),
      side: await withSectionColumns(
        ctx,
        side.map((s) => ({ section: s.section, items: linksOf(resolve, s.items) })),
      ),
    }
  },

  'setting.Page/info': async ({ path, site }, ctx) => {
    const d = await findOne(
      ctx,
      'pages',
      { path: { equals: path.split('?')[0] } },
      '页面',
      { ...PAGE_SUMMARY, kind: true, link: true, list_category: true, layout: true },
      // One site's page each: the portal's without a site (站群).
      [{ site: { equals: await siteOf(ctx, site) } }],
    )
    const kind = (d.kind ?? 'page') as PageKind
    if (kind === 'link') {
      const to = (await resolver(ctx, [targetOf(d.link)]))(targetOf(d.link))
      return { ...summaryOf(d), kind, link: to, blocks: [] }
    }
    // A list column shows its category's latest news, as a page's news block would.
    const layout: LayoutBlock[] =
      kind === 'list'
        ? d.list_category
          ? [{ blockType: 'newsList', category: d.list_category, limit: 20, title: d.title }]
          : []
        : (d.layout ?? [])
    return { ...summaryOf(d), kind, link: null, blocks: await blocksOf(ctx, layout) }
  },

  'setting.Page/tree': async (input, ctx) => ({
    list: await publishedTree(ctx, await siteOf(ctx, input.site)),
  }),

  'setting.Page/list': async (input, ctx) => {
    const r = await findPage(ctx, {
      collection: 'pages',
      select: PAGE_SUMMARY,
      where: [{ site: { equals: await siteOf(ctx, input.site) } }],
      sort: 'path',
      page: input.page,
      limit: input.limit,
      keyword: input.keyword,
    })
    return listOf(r, r.docs.map(summaryOf))
  },
}
