/**
 * China's public holidays and adjusted working days (调休), as the State Council publishes them
 * each November (国务院办公厅关于2026年部分节假日安排的通知, 4 November 2025). 2027 is not
 * published yet: only its fixed-date holidays are seeded, marked provisional; the office completes
 * it in 工作日历 when the notice appears (docs/console.md).
 */
export interface CalendarSeed {
  date: string
  kind: 'holiday' | 'workday'
  name: string
  provisional?: boolean
}

const days = (from: string, to: string, name: string, provisional = false): CalendarSeed[] => {
  const out: CalendarSeed[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push({ date: new Date(t).toISOString().slice(0, 10), kind: 'holiday', name, provisional })
  return out
}
const work = (date: string, name: string): CalendarSeed => ({
  date,
  kind: 'workday',
  name: `${name}调休上班`,
})

export const HOLIDAYS_2026: CalendarSeed[] = [
  ...days('2026-01-01', '2026-01-03', '元旦'),
  work('2026-01-04', '元旦'),
  ...days('2026-02-15', '2026-02-23', '春节'),
  work('2026-02-14', '春节'),
  work('2026-02-28', '春节'),
  ...days('2026-04-04', '2026-04-06', '清明节'),
  ...days('2026-05-01', '2026-05-05', '劳动节'),
  work('2026-05-09', '劳动节'),
  ...days('2026-06-19', '2026-06-21', '端午节'),
  ...days('2026-09-25', '2026-09-27', '中秋节'),
  ...days('2026-10-01', '2026-10-07', '国庆节'),
  work('2026-09-20', '国庆节'),
  work('2026-10-10', '国庆节'),
]

/**
 * 2027, provisional: the statutory days whose date is fixed by the solar calendar (全国年节及纪念日
 * 放假办法: 元旦 1 January, 劳动节 1–2 May, 国庆节 1–3 October). The lunar holidays (春节, 清明,
 * 端午, 中秋) and every 调休 come with the State Council's notice.
 */
export const HOLIDAYS_2027: CalendarSeed[] = [
  ...days('2027-01-01', '2027-01-01', '元旦', true),
  ...days('2027-05-01', '2027-05-02', '劳动节', true),
  ...days('2027-10-01', '2027-10-03', '国庆节', true),
]
