import type { ReactNode } from 'react'
import type { ThemeSection } from '@ou/contract'
import { RememberTheme } from '@/client/FeaturedTheme'
import { load } from '@/lib/api'
import { PAGES, type PageInfo } from '@/lib/pages'
import { PageLayout, type Crumb } from './PageLayout'
import { SideNav } from './SideNav'

export const SECTIONS: Record<ThemeSection, { path: string; page: PageInfo; detail: PageInfo }> = {
  news: { path: '/featured/news', page: PAGES.featuredNews, detail: PAGES.featuredNewsDetail },
  theoretical: {
    path: '/featured/theoretical',
    page: PAGES.featuredTheoretical,
    detail: PAGES.featuredTheoreticalDetail,
  },
  work: { path: '/featured/work', page: PAGES.featuredWork, detail: PAGES.featuredWorkDetail },
}

/** Reads `theme_id` from the query; null when absent or invalid. */
export function themeIdParam(value: string | string[] | undefined): number | null {
  const v = Array.isArray(value) ? value[0] : value
  return v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null
}

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
  const q = `?theme_id=${theme.id}`
  return (
    <PageLayout
      page={page}
      banner={theme.banner}
      className="featured"
      crumbs={[{ href: `/featured${q}`, label: theme.title }, ...crumbs]}
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
            { href: `/featured${q}`, label: '专题首页' },
            ...Object.values(SECTIONS).map((s) => ({ href: `${s.path}${q}`, label: s.page.zh })),
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
