import type { ReactNode } from 'react'
import { Empty } from '@/components/ui/empty'

/**
 * The records of a list page, one `<li>` each keyed by id, or the empty state when there are
 * none: the frame every card, person and timeline list shares.
 */
export function RecordList<T extends { id: number }>({
  items,
  as: List = 'ul',
  className,
  itemClassName,
  children,
}: {
  items: readonly T[]
  as?: 'ul' | 'ol'
  className: string
  itemClassName?: string
  /** The content of one record's `<li>`. */
  children: (item: T) => ReactNode
}) {
  if (!items.length) return <Empty />
  return (
    <List className={className}>
      {items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {children(item)}
        </li>
      ))}
    </List>
  )
}
