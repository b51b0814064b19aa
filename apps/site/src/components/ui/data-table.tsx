import type { ReactNode } from 'react'
import { cx } from '@/lib/format'

/**
 * A data table that stacks into cards on narrow screens (`.stack`): its caption for screen
 * readers, a head of column names, the rows (`<tr>`s) and an optional footer row.
 */
export function DataTable({
  caption,
  columns,
  className,
  testId,
  foot,
  children,
}: {
  caption: ReactNode
  columns: readonly string[]
  className?: string
  testId?: string
  foot?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="table-wrap">
      <table className={cx('data-table', className, 'stack')} role="table" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  )
}
