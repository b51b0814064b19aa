import Link from '@/components/ui/link'
import { RecordList } from '@/components/ui/record-list'
import { formatDate } from '@/lib/format'

/** A compact list of titles with dates (home blocks, sidebars). */
export function TitleList({
  items,
  hrefFor,
}: {
  items: { id: number; title: string; published_at: string }[]
  hrefFor: (id: number) => string
}) {
  return (
    <RecordList items={items} className="title-list">
      {(item) => (
        <>
          <Link href={hrefFor(item.id)}>{item.title}</Link>
          <time dateTime={item.published_at}>{formatDate(item.published_at)}</time>
        </>
      )}
    </RecordList>
  )
}
