import Link from 'next/link'
import type { ReactNode } from 'react'
import type { ArticleDetail, ArticleSummary } from '@ou/contract'
import { cx, dateParts, formatDate } from '@/lib/format'
import { Img } from './Img'

export function Empty({ children = '暂无内容' }: { children?: ReactNode }) {
  return (
    <div className="empty" role="status">
      <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <rect x="10" y="14" width="44" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 24h44M20 34h24M20 41h14" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p>{children}</p>
    </div>
  )
}

export function DateBadge({ iso }: { iso: string }) {
  const { year, month, day } = dateParts(iso)
  return (
    <time className="date-badge" dateTime={iso}>
      <span className="date-day">{day}</span>
      <span className="date-ym">
        {year}-{month}
      </span>
    </time>
  )
}

/** ?page=N links; keeps other query parameters. */
export function Pagination({
  page,
  total,
  limit,
  basePath,
  query = {},
}: {
  page: number
  total: number
  limit: number
  basePath: string
  query?: Record<string, string | number | undefined>
}) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)))
  if (pages <= 1) return null
  const href = (n: number) => {
    const q = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v))
    if (n > 1) q.set('page', String(n))
    const s = q.toString()
    return s ? `${basePath}?${s}` : basePath
  }
  const nums: (number | 'gap')[] = []
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) nums.push(n)
    else if (nums[nums.length - 1] !== 'gap') nums.push('gap')
  }
  return (
    <nav className="pagination" aria-label="分页">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          上一页
        </Link>
      ) : (
        <span className="disabled" aria-hidden="true">
          上一页
        </span>
      )}
      {nums.map((n, i) =>
        n === 'gap' ? (
          <span key={`gap${i}`} className="gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            href={href(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`第 ${n} 页`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={href(page + 1)} rel="next">
          下一页
        </Link>
      ) : (
        <span className="disabled" aria-hidden="true">
          下一页
        </span>
      )}
      <span className="page-total">
        共 {total} 条 · {pages} 页
      </span>
    </nav>
  )
}

/** A list of articles with thumbnail, summary and date. */
export function ArticleList({
  items,
  hrefFor,
  empty,
}: {
  items: ArticleSummary[]
  hrefFor: (item: ArticleSummary) => string
  empty?: ReactNode
}) {
  if (!items.length) return <Empty>{empty}</Empty>
  return (
    <ul className="article-list">
      {items.map((item) => (
        <li key={item.id} className={cx('article-item', !item.cover && 'no-cover')}>
          {item.cover && (
            <Link href={hrefFor(item)} className="article-thumb" tabIndex={-1} aria-hidden="true">
              <Img image={item.cover} sizes="(max-width: 700px) 100vw, 280px" alt="" />
            </Link>
          )}
          <div className="article-body">
            <h3 className="article-title">
              <Link href={hrefFor(item)}>{item.title}</Link>
            </h3>
            {item.summary && <p className="article-summary">{item.summary}</p>}
            <time className="article-date" dateTime={item.published_at}>
              {formatDate(item.published_at)}
            </time>
          </div>
          <DateBadge iso={item.published_at} />
        </li>
      ))}
    </ul>
  )
}

/** A compact list of titles with dates (home blocks, sidebars). */
export function TitleList({
  items,
  hrefFor,
}: {
  items: { id: number; title: string; published_at: string }[]
  hrefFor: (id: number) => string
}) {
  if (!items.length) return <Empty />
  return (
    <ul className="title-list">
      {items.map((item) => (
        <li key={item.id}>
          <Link href={hrefFor(item.id)}>{item.title}</Link>
          <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        </li>
      ))}
    </ul>
  )
}

/** Rich text from the cms (already sanitized server-side). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return <div className={cx('prose', className)} dangerouslySetInnerHTML={{ __html: html }} />
}

/** Full article: title, meta line, cover, content and previous/next links. */
export function ArticleView({
  article,
  hrefFor,
  backHref,
  backLabel,
}: {
  article: ArticleDetail
  hrefFor: (id: number) => string
  backHref: string
  backLabel: string
}) {
  return (
    <article className="article-view">
      <header className="article-head">
        <h1>{article.title}</h1>
        <p className="article-meta">
          <span>
            发布时间：<time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
          </span>
          {article.source && <span>来源：{article.source}</span>}
          {article.author && <span>作者：{article.author}</span>}
          <span>浏览：{article.views}</span>
        </p>
      </header>
      {article.summary && <p className="article-lead">{article.summary}</p>}
      <Prose html={article.content} />
      <nav className="article-nav" aria-label="上一篇与下一篇">
        <p>
          上一篇：
          {article.prev ? (
            <Link href={hrefFor(article.prev.id)}>{article.prev.title}</Link>
          ) : (
            <span>没有了</span>
          )}
        </p>
        <p>
          下一篇：
          {article.next ? (
            <Link href={hrefFor(article.next.id)}>{article.next.title}</Link>
          ) : (
            <span>没有了</span>
          )}
        </p>
        <p>
          <Link href={backHref} className="btn btn-ghost">
            ← 返回{backLabel}
          </Link>
        </p>
      </nav>
    </article>
  )
}

export function SectionTitle({ zh, en, more }: { zh: string; en: string; more?: string }) {
  return (
    <div className="section-title">
      <h2>
        {zh}
        <span lang="en">{en}</span>
      </h2>
      {more && (
        <Link href={more} className="more">
          更多<span className="sr-only">{zh}</span> →
        </Link>
      )}
    </div>
  )
}
