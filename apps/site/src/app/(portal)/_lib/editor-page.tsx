import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { PAGE_SECTION_LABEL, isPageSection, pagePath, type PageNode, type PageSection } from '@ou/contract'
import type { Crumb } from '@/components/layout/page-layout'
import { PageLayout } from '@/components/layout/page-layout'
import { SideNav, type SideNavItem } from '@/components/layout/side-nav'
import { PageBlocks } from '@/components/pages/page-blocks'
import { load, loadOptional } from '@/lib/api'
import { articleMeta } from '@/lib/meta'
import type { BannerKey, PageInfo } from '@/lib/pages'

/** Each section's banner, English title and landing address. */
const SECTION: Record<PageSection, { banner: BannerKey; en: string; href: string }> = {
  schoolOverview: { banner: 'school', en: 'School Overview', href: '/schoolOverview' },
  news: { banner: 'news', en: 'News Center', href: '/news' },
  educationalFormat: { banner: 'format', en: 'Educational Formats', href: '/educationalFormat' },
  enrolling: { banner: 'enrolling', en: 'Admissions', href: '/enrolling' },
  featured: { banner: 'featured', en: 'Featured Topics', href: '/featured' },
}

/** The address of a section's own page (`/enrolling/guide2027`). */
export const sectionPagePath = (section: PageSection, slug: string) => pagePath(section, slug)

/** The published column tree (cached and tagged like every read; empty while building). */
const treeOf = async () => (await loadOptional('setting.Page/tree'))?.list ?? []

/** The chain from the top column down to the page at `path`, or null when no published column is there. */
function chainOf(tree: PageNode[], path: string): PageNode[] | null {
  const byId = new Map(tree.map((n) => [n.id, n]))
  let node = tree.find((n) => n.path === path)
  if (!node) return null
  const chain = [node]
  while (node.parent_id !== null) {
    node = byId.get(node.parent_id)
    if (!node || chain.includes(node)) return null
    chain.unshift(node)
  }
  return chain
}

/** Columns below `parent`, in the console's order; only the current branch is opened further. */
function branch(tree: PageNode[], parent: number, open: Set<number>): SideNavItem[] {
  return tree
    .filter((n) => n.parent_id === parent)
    .map((n) => ({
      href: n.href,
      label: n.title,
      children: open.has(n.id) ? branch(tree, n.id, open) : undefined,
    }))
}

export async function editorPageMeta(path: string): Promise<Metadata> {
  const page = await load('setting.Page/info', { path })
  return articleMeta({ title: page.title }, page.path)
}

/**
 * An editor's column or page (栏目/单页, collection `pages`) at any depth: its section's banner,
 * breadcrumbs through its parents, a side navigation that follows the column tree, and its
 * blocks. A link column sends the visitor on to its target.
 */
export async function EditorPage({ path }: { path: string }) {
  const [page, nav, tree] = await Promise.all([
    load('setting.Page/info', { path }),
    loadOptional('setting.Navigation/info'),
    treeOf(),
  ])
  if (page.kind === 'link') {
    if (!page.link) notFound()
    redirect(page.link.href)
  }
  const chain = chainOf(tree, page.path) ?? []
  const top = chain[0]
  const open = new Set(chain.map((n) => n.id))
  const ancestors: Crumb[] = chain.slice(0, -1).map((n) => ({ href: n.href, label: n.title }))
  const section = isPageSection(page.section) ? page.section : null
  let info: PageInfo
  let crumbs: Crumb[]
  let aside: React.ReactNode
  if (section) {
    const s = SECTION[section]
    info = { title: page.title, zh: page.title, en: s.en, layout: 'common', banner: s.banner }
    crumbs = [{ href: s.href, label: PAGE_SECTION_LABEL[section] }, ...ancestors, { label: page.title }]
    const side: SideNavItem[] = (nav?.side.find((n) => n.section === section)?.items ?? [])
      .filter((i) => !i.external)
      .map((i) => ({
        ...i,
        children: top && i.href === top.href ? branch(tree, top.id, open) : undefined,
      }))
    aside = side.length ? (
      <SideNav title={PAGE_SECTION_LABEL[section]} titleEn={s.en} items={side} current={page.path} />
    ) : undefined
  } else {
    // A top-level column: its own name heads the banner and its columns the side navigation.
    const head = top ?? { title: page.title, href: page.path, id: page.id }
    info = { title: page.title, zh: head.title, en: '', layout: 'common', banner: 'school' }
    crumbs = [...ancestors, { label: page.title }]
    const below = branch(tree, head.id, open)
    aside = below.length ? (
      <SideNav
        title={head.title}
        titleEn=""
        items={[{ href: head.href, label: `${head.title}首页` }, ...below]}
        current={page.path}
      />
    ) : undefined
  }
  return (
    <PageLayout page={info} crumbs={crumbs} aside={aside}>
      <PageBlocks blocks={page.blocks} />
    </PageLayout>
  )
}

/**
 * A column below another or at the top of the site (`/about/contact-us/map`), answered by the
 * root catch-all route: only addresses in the published tree reach the API, so a stranger's
 * made-up address costs no query.
 */
export async function nestedPagePath(segments: string[]): Promise<string> {
  const path = `/${segments.map((s) => decodeURIComponent(s)).join('/')}`
  if (!(await treeOf()).some((n) => n.path === path)) notFound()
  return path
}
