import { dateParts } from '@/lib/format'

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
