import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { SiteFrame } from '@/components/site/site-frame'
import { load } from '@/lib/api'
import { loadSite, siteAt, siteCategories } from '@/lib/sites'
import '@/styles/sites.css'

type Params = Promise<{ site: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const site = await loadSite((await params).site)
  return {
    title: { template: `%s - ${site.name}`, default: site.name },
    description: `${site.name}网站：${site.short_name}的新闻、通知公告与联系方式。`,
    openGraph: { type: 'website', siteName: site.name, locale: 'zh_CN' },
  }
}

/** A site of the group (站群) in its own frame: the template's layout in the site's name and colour. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: Params }) {
  const segment = (await params).site
  const [site, portal, categories] = await Promise.all([
    loadSite(segment),
    load('setting.Site/info'),
    siteCategories(segment),
  ])
  const closed = site.status === 'closed'
  return (
    // A closed site's columns and pages are gone with it (src/proxy.ts answers its pages 410): no
    // menu to them, and no notice.
    <SiteFrame
      site={closed ? { ...site, menu: [], notice: null } : site}
      at={siteAt(segment)}
      portal={portal}
      categories={closed ? [] : categories}
    >
      {children}
    </SiteFrame>
  )
}
