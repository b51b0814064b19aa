import Link from '@/components/ui/link'
import type { ReactNode } from 'react'
import type { ArticleSummary } from '@ou/contract'
import { DateBadge } from '@/components/ui/date-badge'
import { Empty } from '@/components/ui/empty'
import { Img } from '@/components/ui/img'
import { cx, formatDate } from '@/lib/format'

/** A list of articles with thumbnail, summary and date. */
export function ArticleList<T extends ArticleSummary>({
  items,
  hrefFor,
  empty,
  level = 3,
}: {
  items: T[]
  hrefFor: (item: T) => string
  empty?: ReactNode
  /**
   * The titles' heading level: one below the heading the list sits under (3 under a section's
   * h2; 2 when the page's h1 is all there is above it), as heading levels must not skip.
   */
  level?: 2 | 3
}) {
  if (!items.length) return <Empty>{empty}</Empty>
  const Title = `h${level}` as const
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
            <Title className="article-title">
              <Link href={hrefFor(item)}>{item.title}</Link>
            </Title>
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
