/**
 * Terms (学期): enrolment and scores run in a spring and an autumn term. The one place that knows
 * the periods, their labels and which term a date falls in.
 */

export const PERIODS = ['spring', 'autumn'] as const
export type Period = (typeof PERIODS)[number]
export const PERIOD_LABEL: Record<Period, string> = { spring: '春季', autumn: '秋季' }

/** The period a date falls in: January to June is spring, July to December autumn (local time). */
export const periodOf = (date: Date): Period => (date.getMonth() < 6 ? 'spring' : 'autumn')

/** The enrolment term of a date, as stored on a sign-up: `2026春季`. */
export const currentTerm = (now = new Date()) => `${now.getFullYear()}${PERIOD_LABEL[periodOf(now)]}`

/** A term as a student reads it: `2025年秋季学期`. */
export const termLabel = (year: string, period: Period) => `${year}年${PERIOD_LABEL[period]}学期`

/** Reads a period as people write it in a spreadsheet: `春季`, `春` or `spring` (any case). */
export function parsePeriod(text: string): Period | null {
  const t = text.trim().toLowerCase()
  return PERIODS.find((p) => t === p || t === PERIOD_LABEL[p] || t === PERIOD_LABEL[p].slice(0, 1)) ?? null
}
