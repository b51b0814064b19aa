import type { Metadata } from 'next'
import { PAGE_SECTION_LABEL, pagePath, type PageSection } from '@ou/contract'
import { PageLayout } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
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

/** The published page at `/<section>/<slug>` (a 404 otherwise); cached and tagged like every read. */
const pageAt = (section: PageSection, slug: string) =>
  load('setting.Page/info', { path: pagePath(section, slug) })

export async function editorPageMeta(section: PageSection, slug: string): Promise<Metadata> {
  const page = await pageAt(section, slug)
  return articleMeta({ title: page.title }, page.path)
}

/**
 * An editor's page (栏目/单页, collection `pages`) inside its section: the section's banner and
 * breadcrumbs, the section's side navigation from the console, and the page's blocks.
 */
export async function EditorPage({ section, slug }: { section: PageSection; slug: string }) {
  const [page, nav] = await Promise.all([pageAt(section, slug), loadOptional('setting.Navigation/info')])
  const s = SECTION[section]
  const info: PageInfo = { title: page.title, zh: page.title, en: s.en, layout: 'common', banner: s.banner }
  const side = nav?.side.find((n) => n.section === section)?.items.filter((i) => !i.external) ?? []
  return (
    <PageLayout
      page={info}
      crumbs={[{ href: s.href, label: PAGE_SECTION_LABEL[section] }, { label: page.title }]}
      aside={
        side.length ? (
          <SideNav title={PAGE_SECTION_LABEL[section]} titleEn={s.en} items={side} current={page.path} />
        ) : undefined
      }
    >
      <PageBlocks blocks={page.blocks} />
    </PageLayout>
  )
}
