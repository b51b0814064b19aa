import assert from 'node:assert/strict'
import { test } from 'node:test'
import { lastMonths } from './stats'

test('the statistics months end with the current month in Beijing time, oldest first', () => {
  assert.deepEqual(lastMonths(3, new Date('2026-11-25T10:00:00Z')), ['2026-09', '2026-10', '2026-11'])
  // 31 December 17:00 UTC is already 1 January in Beijing.
  assert.deepEqual(lastMonths(2, new Date('2026-12-31T17:00:00Z')), ['2026-12', '2027-01'])
  assert.deepEqual(lastMonths(1, new Date('2027-01-15T00:00:00Z')), ['2027-01'])
})
