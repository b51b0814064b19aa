import Link from '@/components/ui/link'
import type { ReactNode } from 'react'
import type { ArticleSummary, NewsCategory, PageNode, Site } from '@ou/contract'
import { ArticleList } from '@/components/article/article-list'
import { TitleList } from '@/components/article/title-list'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { formatDate } from '@/lib/format'
import type { siteHref } from '@/lib/sites'

export interface SiteColumn {
  category: NewsCategory
  news: ArticleSummary[]
}

interface Props {
  site: Site
  /** The site's addresses as this request shows them (siteLinks). */
  links: typeof siteHref
  columns: SiteColumn[]
  /** The site's own top-level pages (学校简介 …). */
  pages: PageNode[]
  /** The site's own carousel (HomeBanner), nothing when it has no slides. */
  banner?: ReactNode
}

/**
 * A site's home (站群) in its template's layout. The templates share the portal's components and
 * design tokens, so every site looks like part of the school; a change here reaches every site
 * of the template.
 * - 分校型 (branch, and the portal's template for a site made from it): the newest article of the
 *   first column as the headline, the columns side by side, then how to reach the school.
 * - 学院型 (college): the columns as compact title lists, beside a panel of the site's columns,
 *   pages and contact.
 * - 专题型 (topic): a banner in the site's colour, then each column's articles as cards.
 * Each shows the site's own carousel first (after 专题型's banner) when it has slides.
 */
export function SiteHome(props: Props) {
  if (props.site.template === 'college') return <CollegeHome {...props} />
  if (props.site.template === 'topic') return <TopicHome {...props} />
  return <BranchHome {...props} />
}

const EMPTY_SITE = '本站正在建设中，栏目与内容即将上线。'

/** A column of the site's home: its heading with 更多, then its articles (`children`) or the empty state. */
function ColumnSection({
  site,
  links,
  column,
  className = 'site-home-column',
  children,
}: Pick<Props, 'site' | 'links'> & { column: SiteColumn; className?: string; children: ReactNode }) {
  const { category } = column
  return (
    <section className={className} aria-labelledby={`column-${category.id}`}>
      <div className="site-column-head">
        <h2 id={`column-${category.id}`}>{category.name}</h2>
        <Link href={links.news(site.slug, category.path_name)}>
          更多<span className="sr-only">{category.name}</span>
        </Link>
      </div>
      {column.news.length ? children : <Empty>该栏目暂无内容</Empty>}
    </section>
  )
}

function BranchHome({ site, links, columns, banner }: Props) {
  // The first column with news leads the page with its newest article, its list beside it.
  const first = columns.find((c) => c.news.length > 0)
  return (
    <>
      {banner}
      <div className="container site-home site-home-branch">
        <h1 className="site-home-title">{site.name}</h1>
        {columns.length === 0 && <p className="site-home-empty">{EMPTY_SITE}</p>}
        {first && <BranchColumn site={site} links={links} column={first} lead={first.news[0]} />}
        <div className="site-home-columns">
          {columns
            .filter((c) => c !== first)
            .map((c) => (
              <BranchColumn key={c.category.id} site={site} links={links} column={c} />
            ))}
        </div>
        {site.contact && (
          <section className="site-contact" aria-labelledby="site-contact-title">
            <h2 id="site-contact-title">联系我们</h2>
            <p>{site.contact}</p>
          </section>
        )}
      </div>
    </>
  )
}

function BranchColumn({
  site,
  links,
  column,
  lead,
}: Pick<Props, 'site' | 'links'> & { column: SiteColumn; lead?: ArticleSummary }) {
  const hrefOf = (n: ArticleSummary) => links.article(site.slug, column.category.path_name, n.id)
  const rest = lead ? column.news.slice(1) : column.news
  return (
    <ColumnSection
      site={site}
      links={links}
      column={column}
      className={lead ? 'site-home-column site-home-lead-column' : 'site-home-column'}
    >
      {lead ? (
        <div className="site-lead-row">
          <Lead column={column} lead={lead} href={hrefOf(lead)} />
          {rest.length > 0 && <ArticleList items={rest} hrefFor={hrefOf} />}
        </div>
      ) : (
        <ArticleList items={rest} hrefFor={hrefOf} />
      )}
    </ColumnSection>
  )
}

/** 分校型's headline: an article with its cover, summary and date, larger than the lists. */
function Lead({ column, lead, href }: { column: SiteColumn; lead: ArticleSummary; href: string }) {
  return (
    <article className="site-lead" aria-labelledby={`site-lead-${lead.id}`}>
      {lead.cover && (
        <Link href={href} className="site-lead-cover" tabIndex={-1} aria-hidden="true">
          <Img image={lead.cover} sizes="(max-width: 700px) 100vw, 560px" alt="" priority />
        </Link>
      )}
      <div className="site-lead-body">
        <p className="site-lead-kicker">头条 · {column.category.name}</p>
        <h3 id={`site-lead-${lead.id}`} className="site-lead-title">
          <Link href={href}>{lead.title}</Link>
        </h3>
        {lead.summary && <p className="site-lead-summary">{lead.summary}</p>}
        <time className="site-lead-date" dateTime={lead.published_at}>
          {formatDate(lead.published_at)}
        </time>
      </div>
    </article>
  )
}

function CollegeHome({ site, links, columns, pages, banner }: Props) {
  return (
    <>
      {banner}
      <div className="container site-home site-home-college">
        <h1 className="site-home-title">{site.name}</h1>
        <div className="site-college-main">
          {columns.length === 0 && <p className="site-home-empty">{EMPTY_SITE}</p>}
          {columns.map((c) => (
            <ColumnSection key={c.category.id} site={site} links={links} column={c}>
              <TitleList
                items={c.news}
                hrefFor={(id) => links.article(site.slug, c.category.path_name, id)}
              />
            </ColumnSection>
          ))}
        </div>
        <aside className="site-college-side" aria-label={`${site.short_name}导航`}>
          {columns.length > 0 && (
            <section aria-labelledby="site-side-columns">
              <h2 id="site-side-columns">本站栏目</h2>
              <ul>
                {columns.map((c) => (
                  <li key={c.category.id}>
                    <Link href={links.news(site.slug, c.category.path_name)}>{c.category.name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {pages.length > 0 && (
            <section aria-labelledby="site-side-pages">
              <h2 id="site-side-pages">概况</h2>
              <ul>
                {pages.map((p) => (
                  <li key={p.id}>
                    <Link href={links.page(site.slug, p.path)}>{p.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {site.contact && (
            <section aria-labelledby="site-side-contact">
              <h2 id="site-side-contact">联系方式</h2>
              <p>{site.contact}</p>
            </section>
          )}
        </aside>
      </div>
    </>
  )
}

function TopicHome({ site, links, columns, banner }: Props) {
  return (
    <div className="site-home site-home-topic">
      <div className="site-hero">
        <div className="container">
          <p className="site-hero-kicker">{site.short_name} · 专题</p>
          <h1 className="site-hero-title">{site.name}</h1>
        </div>
      </div>
      {banner}
      <div className="container site-topic-columns">
        {columns.length === 0 && <p className="site-home-empty">{EMPTY_SITE}</p>}
        {columns.map((c) => (
          <ColumnSection key={c.category.id} site={site} links={links} column={c}>
            <ul className="site-cards">
              {c.news.map((n) => {
                const href = links.article(site.slug, c.category.path_name, n.id)
                return (
                  <li key={n.id} className="site-card">
                    {n.cover ? (
                      <Link href={href} className="site-card-cover" tabIndex={-1} aria-hidden="true">
                        <Img image={n.cover} sizes="(max-width: 700px) 100vw, 360px" alt="" />
                      </Link>
                    ) : (
                      <span className="site-card-cover site-card-plain" aria-hidden="true">
                        {c.category.name}
                      </span>
                    )}
                    <h3 className="site-card-title">
                      <Link href={href}>{n.title}</Link>
                    </h3>
                    <time dateTime={n.published_at}>{formatDate(n.published_at)}</time>
                  </li>
                )
              })}
            </ul>
          </ColumnSection>
        ))}
      </div>
    </div>
  )
}
