import Link from '@/components/ui/link'
import type { ReactNode } from 'react'
import type { NewsCategory, Site } from '@ou/contract'
import { MainNav } from '@/components/layout/main-nav'
import { NoticeBar } from '@/components/layout/notice-bar'
import { SearchBox } from '@/components/layout/search-box'
import { ReadingBar } from '@/components/layout/reading-bar'
import { Img } from '@/components/ui/img'
import { NEW_TAB } from '@/lib/links'
import { portalHome, siteLinkHref, siteLinks, siteTheme, type SiteAt } from '@/lib/sites'
import { siteNoticeClosedKey } from '@/lib/storage'

/**
 * The frame of a site of the group (站群): the portal's reading toolbar, header, navigation and
 * footer components in the site's name, logo and colour, with the site's own search box, around `<main id="main">` (the skip
 * link's target). Its menu is the site's home, its news columns and its own menu links; its notice
 * shows under the header, its footer links and contact in the footer (all kept on the site in the
 * console, 站群 → 站点).
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
    ...site.menu.map((l) => ({ ...l, href: siteLinkHref(l.href, site.slug, at) })),
  ]
  const notice = site.notice && {
    ...site.notice,
    link: site.notice.link && siteLinkHref(site.notice.link, site.slug, at),
    level: 'normal' as const,
    starts_at: null,
    ends_at: null,
  }
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
          <div className="site-header-tools">
            {/* The site's own search (its articles and pages); none for a closed site (410). */}
            {site.status !== 'closed' && (
              <SearchBox path={links.search(site.slug)} placeholder="搜索本站新闻、页面…" />
            )}
            <Link href={portalHome()} className="site-portal-link">
              {portal.name}
            </Link>
          </div>
        </div>
        <MainNav items={nav} home={home} />
      </header>
      <NoticeBar
        notice={notice}
        shownAtRender={Boolean(notice)}
        storageKey={siteNoticeClosedKey(site.slug)}
        label={`${site.short_name}通知`}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer site-frame-footer">
        <div className="container">
          <p className="site-frame-name">{site.name}</p>
          {site.footer_links.length > 0 && (
            <nav aria-label={`${site.short_name}链接`}>
              <ul className="site-frame-links">
                {site.footer_links.map((l) => (
                  <li key={`${l.label}${l.href}`}>
                    {l.external ? (
                      <a href={l.href} {...NEW_TAB}>
                        {l.label}
                        <span className="sr-only">（在新标签页打开）</span>
                      </a>
                    ) : (
                      <Link href={siteLinkHref(l.href, site.slug, at)}>{l.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {site.contact && <p>{site.contact}</p>}
          <p>
            <Link href={portalHome()}>{portal.name}</Link>
          </p>
        </div>
      </footer>
    </div>
  )
}
