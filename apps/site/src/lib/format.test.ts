import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { cx, dateParts, formatDate } from './format'
import { assertEach } from '@/test-support/assert'

// The server's own zone must not matter: dates are the school's, in Asia/Shanghai.
process.env.TZ = 'America/Los_Angeles'

describe('formatDate', () => {
  it('gives the day in Asia/Shanghai, not in UTC or the server’s zone', () => {
    assert.equal(formatDate('2026-03-01T15:59:59.000Z'), '2026-03-01')
    assert.equal(formatDate('2026-03-01T16:00:00.000Z'), '2026-03-02')
    assert.equal(formatDate('2026-03-02T00:30:00+08:00'), '2026-03-02')
    assert.equal(formatDate('2025-12-31T20:00:00.000Z'), '2026-01-01')
  })

  it('gives nothing for a missing or unreadable date', () => {
    assertEach([null, undefined, '', 'yesterday'], formatDate, '')
  })
})

describe('dateParts', () => {
  it('splits the Shanghai day into year, month and day', () => {
    assert.deepEqual(dateParts('2025-12-31T20:00:00.000Z'), { year: '2026', month: '01', day: '01' })
    assert.deepEqual(dateParts('nonsense'), { year: '', month: '', day: '' })
  })
})

describe('cx', () => {
  it('joins the class names that are set', () => {
    assert.equal(cx('btn', false, null, undefined, '', 'btn-primary'), 'btn btn-primary')
    assert.equal(cx(), '')
  })
})
