import type { Payload } from 'payload'
import { beijingDay } from '@/lib/workdays'

/**
 * What is past its deadline in the two offices. A deadline is a day (Beijing time) computed from
 * the working-day calendar when the record was received or extended (collections/Disclosure.ts,
 * collections/Letters.ts); a record is overdue from the day after, while it stays unanswered.
 */

const OPEN_REQUEST = { status: { in: ['received', 'extended'] } }

/** Requests for disclosure not answered by their deadline: the dashboard and the inspection. */
export async function overdueRequests(payload: Payload, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'disclosure-requests',
    where: { and: [OPEN_REQUEST, { deadline: { less_than: beijingDay(now) } }] },
    pagination: false,
    depth: 0,
    sort: 'deadline',
    overrideAccess: true,
    select: { tracking_code: true, deadline: true, received_at: true, status: true, description: true },
  })
  return docs
}

/** How many requests are overdue, and how many fall due within the next days (dashboard). */
export async function countRequests(payload: Payload, now = new Date()) {
  const today = beijingDay(now)
  const [overdue, open] = await Promise.all([
    payload.count({
      collection: 'disclosure-requests',
      where: { and: [OPEN_REQUEST, { deadline: { less_than: today } }] },
      overrideAccess: true,
    }),
    payload.count({ collection: 'disclosure-requests', where: OPEN_REQUEST, overrideAccess: true }),
  ])
  return { overdue: overdue.totalDocs, open: open.totalDocs }
}

/** Letters not answered by their working-day deadline. */
export async function overdueLetters(payload: Payload, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'letters',
    where: { and: [{ status: { not_equals: 'replied' } }, { deadline: { less_than: beijingDay(now) } }] },
    pagination: false,
    depth: 0,
    sort: 'deadline',
    overrideAccess: true,
    select: { tracking_code: true, deadline: true, subject: true, createdAt: true },
  })
  return docs
}
