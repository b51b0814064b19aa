import type { ReactNode } from 'react'
import { THEME_SECTIONS } from '@ou/contract/enums'
import { PageLayout, type Crumb } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { load } from '@/lib/api'
import { FEATURED_SECTIONS, type PageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'
import { RememberTheme } from './remember-theme'

/** A featured page in its theme's color variant (normal/blue 0, red 1, blue 2, green 3). */
export async function FeaturedLayout({
  themeId,
  page,
  crumbs,
  children,
}: {
  themeId: number
  page: PageInfo
  crumbs: Crumb[]
  children: ReactNode
}) {
  const theme = await load('theme.Theme/info', { theme_id: themeId })
  return (
    <PageLayout
      page={page}
      banner={theme.banner}
      className="featured"
      crumbs={[{ href: href.featured(theme.id), label: theme.title }, ...crumbs]}
      intro={
        <>
          <p className="theme-title">{theme.title}</p>
          {theme.subtitle && <p className="theme-subtitle">{theme.subtitle}</p>}
        </>
      }
      aside={
        <SideNav
          title={theme.title}
          titleEn="Topic"
          items={[
            { href: href.featured(theme.id), label: '专题首页' },
            ...THEME_SECTIONS.map((s) => ({
              href: href.featuredSection(s, theme.id),
              label: FEATURED_SECTIONS[s].page.zh,
            })),
          ]}
        />
      }
      themeColor={theme.color}
    >
      <RememberTheme id={theme.id} />
      {children}
    </PageLayout>
  )
}
