import Link from 'next/link'
import type { ReactNode } from 'react'
import type { FormatPage } from '@ou/contract'
import { FORMATS, type FormatRoute, type PageInfo } from '@/lib/pages'
import { Img } from './Img'
import { PageLayout, type Crumb } from './PageLayout'
import { SideNav } from './SideNav'
import { Prose } from './ui'

/** Header strip of every education-format page: the seven formats, current one marked. */
export function EducationalFormatHeader({ current }: { current?: FormatRoute }) {
  return (
    <nav className="format-header" aria-label="办学形式">
      <ul>
        {(Object.keys(FORMATS) as FormatRoute[]).map((key) => (
          <li key={key}>
            <Link href={`/educationalFormat/${key}`} aria-current={key === current ? 'page' : undefined}>
              {FORMATS[key].zh}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export const formatPageInfo = (
  format: FormatRoute,
  child?: { zh: string; en: string },
  layout: PageInfo['layout'] = 'common',
): PageInfo => ({
  title: child ? `${FORMATS[format].zh}·${child.zh}` : FORMATS[format].zh,
  zh: child ? child.zh : FORMATS[format].zh,
  en: child ? child.en : FORMATS[format].en,
  layout,
  banner: 'format',
})

/** A page of an education format: banner, the formats header strip, optional child navigation. */
export function FormatLayout({
  format,
  page,
  crumbs = [],
  nav,
  banner,
  children,
}: {
  format: FormatRoute
  page: PageInfo
  crumbs?: Crumb[]
  nav?: { href: string; label: string }[]
  banner?: FormatPage['banner']
  children: ReactNode
}) {
  const base = `/educationalFormat/${format}`
  const trail: Crumb[] = [{ href: '/educationalFormat', label: '办学形式' }]
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

/** The body of a format settings page (`…Setting/…Info`). */
export function FormatContent({ data, extra }: { data: FormatPage; extra?: FormatPage | null }) {
  const sections = [...data.sections, ...(extra?.sections ?? [])]
  const c = data.contact
  return (
    <div className="format-content">
      <header className="format-intro">
        <h2>
          {data.title}
          <span lang="en">{data.title_en}</span>
        </h2>
        {data.summary && <p className="format-summary">{data.summary}</p>}
      </header>
      <Prose html={data.content} />
      {extra && extra.content && (
        <section className="format-extra">
          <h2 className="block-title">{extra.title}</h2>
          <Prose html={extra.content} />
        </section>
      )}
      {sections.length > 0 && (
        <div className="format-sections">
          {sections.map((s, i) => (
            <section key={i} className="format-section">
              {s.image && (
                <div className="format-section-img">
                  <Img image={s.image} sizes="(max-width: 900px) 100vw, 40vw" alt="" />
                </div>
              )}
              <div className="format-section-body">
                <h3>{s.title}</h3>
                <Prose html={s.content} />
              </div>
            </section>
          ))}
        </div>
      )}
      {(c.phone || c.address || c.email) && (
        <aside className="contact-card" aria-label="联系方式">
          <h2>联系方式</h2>
          <ul>
            {c.phone && <li>电话：{c.phone}</li>}
            {c.address && <li>地址：{c.address}</li>}
            {c.email && (
              <li>
                邮箱：<a href={`mailto:${c.email}`}>{c.email}</a>
              </li>
            )}
          </ul>
        </aside>
      )}
    </div>
  )
}
