import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  addWorkdays,
  beijingDay,
  isWorkday,
  withinDeadline,
  workdaysBetween,
  type Calendar,
} from './workdays'

// Part of the State Council's 2026 schedule (国务院办公厅, 4 November 2025).
const range = (from: number, to: number, month: string) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-${month}-${String(from + i).padStart(2, '0')}`)
const calendar: Calendar = new Map([
  ...range(15, 23, '02').map((d) => [d, 'holiday'] as const),
  ['2026-02-14', 'workday'],
  ['2026-02-28', 'workday'],
  ...range(1, 7, '10').map((d) => [d, 'holiday'] as const),
  ['2026-09-20', 'workday'],
  ['2026-10-10', 'workday'],
])
const plain: Calendar = new Map()

test('weekends are off and weekdays work unless the calendar says otherwise', () => {
  assert.equal(isWorkday(plain, '2026-10-10'), false) // a Saturday
  assert.equal(isWorkday(calendar, '2026-10-10'), true) // 国庆调休上班
  assert.equal(isWorkday(calendar, '2026-10-01'), false) // 国庆节, a Thursday
  assert.equal(isWorkday(calendar, '2026-10-08'), true)
})

test('15 working days across 国庆 and its 调休 Saturday', () => {
  // Received Monday 28 September: 29, 30 Sep; 8, 9, 10 (Sat, 调休), 12–16, 19–23 October.
  assert.equal(addWorkdays(calendar, '2026-09-28', 15), '2026-10-23')
  // Without the calendar the same request would fall due on 19 October.
  assert.equal(addWorkdays(plain, '2026-09-28', 15), '2026-10-19')
})

test('5 working days across 春节 start on the 调休 Saturday before it', () => {
  // Received Friday 13 February: 14 (Sat, 调休), then 24–27 February after the holiday.
  assert.equal(addWorkdays(calendar, '2026-02-13', 5), '2026-02-27')
})

test('working days taken are counted after the day of arrival', () => {
  assert.equal(workdaysBetween(calendar, '2026-09-28', '2026-09-28'), 0)
  assert.equal(workdaysBetween(calendar, '2026-09-28', '2026-10-10'), 5)
  assert.equal(workdaysBetween(calendar, '2026-09-28', '2026-10-23'), 15)
})

test('a deadline holds for its whole day in Beijing time', () => {
  assert.equal(beijingDay('2026-10-23T15:59:59Z'), '2026-10-23')
  assert.equal(beijingDay('2026-10-23T16:00:00Z'), '2026-10-24')
  assert.equal(withinDeadline('2026-10-23', '2026-10-23T15:00:00Z'), true)
  assert.equal(withinDeadline('2026-10-23', '2026-10-23T16:30:00Z'), false)
})
