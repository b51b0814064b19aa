import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { bounds, daysIn, MAX_DAYS, parsePeriod, thisQuarter } from './period'

const parse = (q: string) => parsePeriod(new URLSearchParams(q))

describe('stats: the period', () => {
  it('is whole days in Beijing time, both ends included', () => {
    assert.deepEqual(bounds('2026-10-01', '2026-12-31'), {
      start: '2026-09-30T16:00:00.000Z',
      end: '2026-12-31T16:00:00.000Z',
    })
    assert.equal(daysIn('2026-10-01', '2026-12-31'), 92)
    assert.equal(daysIn('2026-10-01', '2026-10-01'), 1)
  })

  it('defaults to this quarter in Beijing, up to today', () => {
    assert.deepEqual(thisQuarter(new Date('2026-11-28T12:00:00Z')), { from: '2026-10-01', to: '2026-11-28' })
    // 20:00 UTC on 31 March is 1 April in Beijing: the second quarter.
    assert.deepEqual(thisQuarter(new Date('2026-03-31T20:00:00Z')), { from: '2026-04-01', to: '2026-04-01' })
  })

  it('takes a good period and a site', () => {
    assert.deepEqual(parse('from=2026-10-01&to=2026-12-31&site=3').period, {
      from: '2026-10-01',
      to: '2026-12-31',
      site: 3,
    })
    assert.equal(parse(`from=2025-01-01&to=2025-12-31`).error, null)
    assert.equal(parse('from=2024-01-01&to=2024-12-31').error, null) // 366 days, a leap year
  })

  it('refuses a bad one in Chinese', () => {
    for (const [q, message] of [
      ['', '请填写开始日期'],
      ['from=2026-10-01', '请填写结束日期'],
      ['from=2026/10/01&to=2026-12-31', '开始日期应为“年-月-日”，例如 2026-10-01'],
      ['from=2026-02-29&to=2026-12-31', '开始日期不是有效的日期'],
      ['from=2026-10-01&to=2026-13-01', '结束日期不是有效的日期'],
      ['from=2026-12-31&to=2026-10-01', '开始日期不能晚于结束日期'],
      ['from=2025-01-01&to=2026-01-02', `统计时段不能超过 ${MAX_DAYS} 天`],
      ['from=2026-10-01&to=2026-12-31&site=0', '站点编号无效'],
      ['from=2026-10-01&to=2026-12-31&site=1e3', '站点编号无效'],
    ] as const)
      assert.equal(parse(q).error, message, q)
  })
})
