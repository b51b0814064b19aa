import Link from '@/components/ui/link'
import type { ReactNode } from 'react'
import type { Image } from '@ou/contract'
import { Img } from '@/components/ui/img'
import { cx } from '@/lib/format'
import type { PageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'
import { JsonLd, absoluteUrl } from '@/components/seo/json-ld'
import { ReadAloud } from '@/components/ui/read-aloud'

export interface Crumb {
  href?: string
  label: string
}

/**
 * One page inside its layout: the banner with the header title in Chinese and English,
 * breadcrumbs, an optional side navigation and the content.
 */
export function PageLayout({
  page,
  zh = page.zh,
  en = page.en,
  crumbs = [],
  banner,
  aside,
  children,
  intro,
  className,
  style,
  themeColor,
  home = { href: href.home(), label: '首页' },
}: {
  page: PageInfo
  zh?: string
  en?: string
  crumbs?: Crumb[]
  banner?: Image | null
  aside?: ReactNode
  intro?: ReactNode
  children: ReactNode
  className?: string
  style?: React.CSSProperties
  /** Featured color variant: 0 normal (blue), 1 red, 2 blue, 3 green. */
  themeColor?: number
  /** Where the breadcrumbs start: the portal's home, or a site's (站群). */
  home?: Crumb
}) {
  // In the content layout the article's own title is the page's h1; the banner title is a label.
  const TitleTag = page.layout === 'content' ? 'p' : 'h1'
  const trail: Crumb[] = [home, ...crumbs]
  return (
    <div
      className={cx('layout', `layout-${page.layout}`, className)}
      data-layout={page.layout}
      data-theme-color={themeColor}
      style={style}
    >
      <section
        className={cx('page-banner', `banner-${page.banner}`, banner && 'has-image')}
        aria-label="页面标题"
      >
        {banner && <Img image={banner} className="page-banner-img" priority alt="" />}
        <div className="container page-banner-inner">
          <TitleTag className="page-title" data-testid="page-title">
            <span className="page-title-zh" data-testid="page-title-zh">
              {zh}
            </span>
            {en ? (
              <span className="page-title-en" lang="en" data-testid="page-title-en">
                {en}
              </span>
            ) : null}
          </TitleTag>
          {intro && <div className="page-intro">{intro}</div>}
        </div>
      </section>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: trail.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.label,
            ...(c.href ? { item: absoluteUrl(c.href) } : {}),
          })),
        }}
      />
      <nav className="container breadcrumbs" aria-label="当前位置">
        <ol>
          {trail.map((c, i) => (
            <li key={i}>
              {c.href && i < trail.length - 1 ? (
                <Link href={c.href}>{c.label}</Link>
              ) : (
                <span aria-current="page">{c.label}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className={cx('container', 'layout-body', aside ? 'with-aside' : undefined)}>
        {aside && <aside className="layout-aside">{aside}</aside>}
        <div className="layout-main">
          <ReadAloud target="#main .layout-main" />
          {children}
        </div>
      </div>
    </div>
  )
}
