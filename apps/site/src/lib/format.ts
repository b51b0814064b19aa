const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** An ISO date shown as YYYY-MM-DD in Asia/Shanghai. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dateFormat.format(d)
}

const dateTimeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
})

/** An ISO time shown with its hour and minute in Asia/Shanghai (2026/11/25 18:00). */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : dateTimeFormat.format(d)
}

/** Month-day and year parts for date badges. */
export function dateParts(iso: string): { day: string; month: string; year: string } {
  const [year = '', month = '', day = ''] = formatDate(iso).split('-')
  return { year, month, day }
}

export const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ')
