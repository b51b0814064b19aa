import { z } from 'zod'

/**
 * The period of 发稿统计: whole days in Beijing time, `from` and `to` both included. A period is
 * at most MAX_DAYS long, so one call reads at most a year of articles (docs/console.md).
 */
export const MAX_DAYS = 366
const DAY = 86_400_000

const date = (label: string) =>
  z
    .string({ error: `请填写${label}` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label}应为“年-月-日”，例如 2026-10-01` })
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      {
        error: `${label}不是有效的日期`,
      },
    )

export const periodQuery = z
  .object({
    from: date('开始日期'),
    to: date('结束日期'),
    site: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, { error: '站点编号无效' })
      .transform(Number)
      .optional(),
  })
  .refine((q) => q.from <= q.to, { error: '开始日期不能晚于结束日期', path: ['from'] })
  .refine((q) => daysIn(q.from, q.to) <= MAX_DAYS, {
    error: `统计时段不能超过 ${MAX_DAYS} 天`,
    path: ['to'],
  })

export type PeriodQuery = z.infer<typeof periodQuery>

/** Days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1

/** The period's bounds as instants: Beijing midnight of `from`, and of the day after `to`. */
export function bounds(from: string, to: string) {
  const start = new Date(`${from}T00:00:00+08:00`)
  const end = new Date(Date.parse(`${to}T00:00:00+08:00`) + DAY)
  return { start: start.toISOString(), end: end.toISOString() }
}

const beijingDay = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)

/** The default period: this quarter in Beijing, up to today. */
export function thisQuarter(now = new Date()) {
  const today = beijingDay(now)
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  const first = Math.floor((month - 1) / 3) * 3 + 1
  return { from: `${year}-${String(first).padStart(2, '0')}-01`, to: today }
}

/** The query's first problem, in the words of its message. */
export function periodError(e: z.ZodError) {
  return e.issues[0]?.message ?? '统计时段无效'
}

/** Parses a URL's search parameters: the period or a Chinese message. */
export function parsePeriod(params: URLSearchParams) {
  const raw: Record<string, string> = {}
  for (const key of ['from', 'to', 'site']) {
    const v = params.get(key)
    if (v !== null && v !== '') raw[key] = v
  }
  const parsed = periodQuery.safeParse(raw)
  return parsed.success
    ? { period: parsed.data, error: null }
    : { period: null, error: periodError(parsed.error) }
}
