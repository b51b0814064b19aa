import type { Payload, PayloadRequest } from 'payload'

/**
 * Working-day arithmetic for every deadline (requests for disclosure, letters). A day is a
 * `YYYY-MM-DD` string in Beijing time. Monday to Friday are working days unless the calendar
 * (console: 工作日历, collection `calendar-days`) lists them as a holiday; Saturdays and Sundays are
 * days off unless it lists them as an adjusted working day (调休上班).
 */
export type DayKind = 'holiday' | 'workday'
export type Calendar = ReadonlyMap<string, DayKind>

const DAY = 86_400_000
const BEIJING = 8 * 3_600_000

/** The Beijing date of an instant. */
export const beijingDay = (at: Date | string): string =>
  new Date(new Date(at).getTime() + BEIJING).toISOString().slice(0, 10)

const shift = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10)

export function isWorkday(calendar: Calendar, day: string): boolean {
  const listed = calendar.get(day)
  if (listed) return listed === 'workday'
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return weekday !== 0 && weekday !== 6
}

/**
 * The `n`th working day after `start` (the day of arrival does not count, as the 条例 counts
 * periods): a request received on a Friday with n = 1 is due the next working day.
 */
export function addWorkdays(calendar: Calendar, start: string, n: number): string {
  let day = start
  for (let left = n; left > 0;) {
    day = shift(day, 1)
    if (isWorkday(calendar, day)) left--
  }
  return day
}

/** Working days after `from` up to and including `to` (0 when answered the same day or earlier). */
export function workdaysBetween(calendar: Calendar, from: string, to: string): number {
  let count = 0
  for (let day = from; day < to;) {
    day = shift(day, 1)
    if (isWorkday(calendar, day)) count++
  }
  return count
}

/** Whether an answer given at `answeredAt` meets a deadline day (the whole day counts). */
export const withinDeadline = (deadline: string, answeredAt: Date | string) =>
  beijingDay(answeredAt) <= deadline

/** The calendar as the console lists it: read at each use (it is a few dozen rows a year). */
export async function loadCalendar(payload: Payload, req?: Partial<PayloadRequest>): Promise<Calendar> {
  const { docs } = await payload.find({
    ...(req?.transactionID ? { req } : {}),
    collection: 'calendar-days',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { date: true, kind: true },
  })
  return new Map(docs.map((d) => [d.date, d.kind as DayKind]))
}
