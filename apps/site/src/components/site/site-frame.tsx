import Link from 'next/link'
import type { ReactNode } from 'react'
import type { NewsCategory, Site } from '@ou/contract'
import { MainNav } from '@/components/layout/main-nav'
import { ReadingBar } from '@/components/layout/reading-bar'
import { Img } from '@/components/ui/img'
import { portalHome, siteLinks, siteTheme, type SiteAt } from '@/lib/sites'

/**
 * The frame of a site of the group (站群): the portal's reading toolbar, header, navigation and
 * footer components in the site's name, logo and colour, around `<main id="main">` (the skip
 * link's target). Its menu is the site's home and its news columns.
 */
export function SiteFrame({
  site,
  at,
  portal,
  categories,
  children,
}: {
  site: Site
  /** How the request reached the site (its own host name or /sites/{slug}): how it links. */
  at: SiteAt
  /** The school's portal, which every site links back to. */
  portal: Site
  categories: NewsCategory[]
  children: ReactNode
}) {
  const links = siteLinks(at)
  const home = links.home(site.slug)
  const nav = [
    { href: home, label: '首页' },
    ...categories.map((c) => ({ href: links.news(site.slug, c.path_name), label: c.name })),
  ]
  return (
    <div className={`site-frame template-${site.template}`} data-site={site.slug} style={siteTheme(site)}>
      <header className="site-header">
        <ReadingBar />
        <div className="container header-top">
          <Link href={home} className="brand" title="返回本站首页">
            {site.logo ? (
              <Img image={site.logo} className="brand-logo" priority alt="" sizes="64px" />
            ) : (
              <img src="/logo.svg" className="brand-logo" alt="" width={64} height={64} />
            )}
            <span className="brand-text">
              <span className="brand-name">{site.name}</span>
              <span className="site-kind">{site.short_name}</span>
            </span>
          </Link>
          <Link href={portalHome()} className="site-portal-link">
            {portal.name}
          </Link>
        </div>
        <MainNav items={nav} home={home} />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer site-frame-footer">
        <div className="container">
          <p className="site-frame-name">{site.name}</p>
          {site.contact && <p>{site.contact}</p>}
          <p>
            <Link href={portalHome()}>{portal.name}</Link>
          </p>
        </div>
      </footer>
    </div>
  )
}
