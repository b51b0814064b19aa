import Link from 'next/link'
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
}: {
  items: T[]
  hrefFor: (item: T) => string
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
