import Link from 'next/link'
import { Empty } from '@/components/ui/empty'
import { formatDate } from '@/lib/format'

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
