import type { ReactNode } from 'react'
import type { FormatPage } from '@ou/contract'
import type { FormatKey } from '@ou/contract/enums'
import { PageLayout, type Crumb } from '@/components/layout/page-layout'
import { SideNav } from '@/components/layout/side-nav'
import { FORMATS, type PageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'
import { EducationalFormatHeader } from './format-header'

/** A page of an education format: banner, the formats header strip, optional child navigation. */
export function FormatLayout({
  format,
  page,
  crumbs = [],
  nav,
  banner,
  children,
}: {
  format: FormatKey
  page: PageInfo
  crumbs?: Crumb[]
  nav?: { href: string; label: string }[]
  banner?: FormatPage['banner']
  children: ReactNode
}) {
  const base = href.format(format)
  const trail: Crumb[] = [{ href: href.formats(), label: '办学形式' }]
  trail.push(
    crumbs.length ? { href: base, label: FORMATS[format].zh } : { label: FORMATS[format].zh },
    ...crumbs,
  )
  return (
    <PageLayout
      page={page}
      crumbs={trail}
      banner={banner}
      aside={
        nav ? <SideNav title={FORMATS[format].zh} titleEn={FORMATS[format].en} items={nav} /> : undefined
      }
    >
      <EducationalFormatHeader current={format} />
      {children}
    </PageLayout>
  )
}
