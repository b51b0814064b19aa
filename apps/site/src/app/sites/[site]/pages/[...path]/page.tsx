import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { PageLayout } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { PageBlocks } from '@/components/pages/page-blocks'
import { load, loadOptional } from '@/lib/api'
import { articleMeta } from '@/lib/meta'
import { loadSite, siteAt, siteLinks, siteUrl } from '@/lib/sites'

type Params = Promise<{ site: string; path: string[] }>

/**
 * The page's stored path (`/about`) when the site's published tree has it; a 404 in the site's
 * frame otherwise (another site's page, a draft, a made-up address), with no page query.
 */
async function pagePathOf(slug: string, segments: string[]) {
  const path = `/${segments.map((s) => decodeURIComponent(s)).join('/')}`
  const tree = (await loadOptional('setting.Page/tree', { site: slug }))?.list ?? []
  if (!tree.some((n) => n.path === path)) notFound()
  return { path, tree }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { site: segment, path: segments } = await params
  const at = siteAt(segment)
  const site = await loadSite(segment)
  const { path } = await pagePathOf(at.slug, segments)
  const page = await load('setting.Page/info', { path, site: at.slug })
  return articleMeta({ title: page.title }, siteUrl(site, at, siteLinks(at).page(at.slug, page.path)))
}

/**
 * A site's own page (站群; collection `pages` with the site's 所属站点), built from layout blocks,
 * in the site's frame: breadcrumbs from the site's home, its pages beside it.
 */
export default async function SitePage({ params }: { params: Params }) {
  const { site: segment, path: segments } = await params
  const at = siteAt(segment)
  const { slug } = at
  const links = siteLinks(at)
  const site = await loadSite(segment)
  const { path, tree } = await pagePathOf(slug, segments)
  const page = await load('setting.Page/info', { path, site: slug })
  if (page.kind === 'link') {
    if (!page.link) notFound()
    redirect(page.link.href)
  }
  const top = tree.filter((n) => n.parent_id === null)
  return (
    <PageLayout
      page={{ title: page.title, zh: page.title, en: '', layout: 'common', banner: 'school' }}
      home={{ href: links.home(slug), label: site.short_name }}
      crumbs={[{ label: page.title }]}
      aside={
        top.length > 1 ? (
          <SideNav
            title={site.short_name}
            titleEn=""
            items={top.map((n) => ({ href: links.page(slug, n.path), label: n.title }))}
            current={links.page(slug, page.path)}
          />
        ) : undefined
      }
    >
      <PageBlocks blocks={page.blocks} />
    </PageLayout>
  )
}
