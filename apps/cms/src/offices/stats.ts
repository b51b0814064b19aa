import type { Payload } from 'payload'
import { beijingDay, loadCalendar, withinDeadline, workdaysBetween } from '@/lib/workdays'

export interface LetterMonth {
  month: string
  received: number
  answered: number
  on_time: number
  avg_workdays: number | null
}

/** The `count` months ending with the month of `now`, oldest first, as `YYYY-MM` (Beijing). */
export function lastMonths(count: number, now = new Date()): string[] {
  const [y, m] = beijingDay(now).split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (count - 1 - i), 1))
    return d.toISOString().slice(0, 7)
  })
}

/**
 * Monthly statistics of the mailbox, by the month a letter arrived: received, answered, answered
 * by its deadline, and the mean working days from arrival to reply. A month's letters are few
 * (tens), so they are read and counted here rather than grouped in SQL on two databases.
 */
export async function letterStats(
  payload: Payload,
  months: number,
  now = new Date(),
): Promise<LetterMonth[]> {
  const list = lastMonths(months, now)
  // From the first day of the first month, Beijing time.
  const since = new Date(Date.parse(`${list[0]}-01T00:00:00+08:00`)).toISOString()
  const [calendar, { docs }] = await Promise.all([
    loadCalendar(payload),
    payload.find({
      collection: 'letters',
      // Letters from before the mailbox kept an arrival time count from their creation.
      where: {
        or: [
          { received_at: { greater_than_equal: since } },
          { and: [{ received_at: { exists: false } }, { createdAt: { greater_than_equal: since } }] },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { received_at: true, createdAt: true, replied_at: true, deadline: true, status: true },
    }),
  ])
  const byMonth = new Map(
    list.map((month) => [month, { month, received: 0, answered: 0, on_time: 0, days: 0 }]),
  )
  for (const l of docs) {
    const received = beijingDay(l.received_at ?? l.createdAt)
    const row = byMonth.get(received.slice(0, 7))
    if (!row) continue
    row.received++
    if (l.status === 'replied' && l.replied_at) {
      row.answered++
      if (!l.deadline || withinDeadline(l.deadline, l.replied_at)) row.on_time++
      row.days += workdaysBetween(calendar, received, beijingDay(l.replied_at))
    }
  }
  return [...byMonth.values()].map(({ days, ...r }) => ({
    ...r,
    avg_workdays: r.answered ? Math.round((days / r.answered) * 10) / 10 : null,
  }))
}
