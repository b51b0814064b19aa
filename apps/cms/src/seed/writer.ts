/** Deterministic randomness and text assembly, so every seed run writes the same site. */

export class Rand {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }
  /** `n` distinct items in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const pool = [...items]
    const out: T[] = []
    while (out.length < n && pool.length) out.push(pool.splice(Math.floor(this.next() * pool.length), 1)[0]!)
    return out
  }
}

const DAY = 86_400_000

/**
 * `n` publication dates spread over the last `days` days, newest first, each on a working hour
 * (Beijing time) and all distinct, so "previous / next" navigation is well defined.
 */
export function spreadDates(n: number, rand: Rand, days = 540, now = Date.now()): Date[] {
  const step = (days * DAY) / Math.max(n, 1)
  const out: Date[] = []
  for (let i = 0; i < n; i++) {
    const at = now - DAY - i * step - rand.next() * step * 0.8
    const d = new Date(at)
    // 08:30–17:30 in Asia/Shanghai is 00:30–09:30 UTC.
    d.setUTCHours(0, 30 + rand.int(0, 540), rand.int(0, 59), 0)
    out.push(d)
  }
  return out
}

const BEIJING = 8 * 3600_000
const beijingYear = (d: Date) => new Date(d.getTime() + BEIJING).getUTCFullYear()

/**
 * Moves a date into `month` (1–12, Beijing time) of whichever year keeps it nearest to where it
 * was while still in the past, so seasonal items (exam notices, enrolment, holidays) are dated in
 * their season. Without a month the date is returned as it is.
 */
export function inMonth(date: Date, month: number | undefined, now: number): Date {
  if (!month) return date
  const b = new Date(date.getTime() + BEIJING)
  const day = Math.min(b.getUTCDate(), 28)
  const candidates = [1, 0, -1, -2]
    .map(
      (dy) =>
        Date.UTC(
          b.getUTCFullYear() + dy,
          month - 1,
          day,
          b.getUTCHours(),
          b.getUTCMinutes(),
          b.getUTCSeconds(),
        ) - BEIJING,
    )
    .filter((t) => t <= now - DAY)
  const best = candidates.sort((x, y) => Math.abs(x - date.getTime()) - Math.abs(y - date.getTime()))[0]
  return best === undefined ? date : new Date(best)
}

/** Fills `{Y}` (the year of `date`), `{Y1}` (the next year) and `{Y0}` (the previous one). */
export function fillYear(text: string, date: Date): string {
  const y = beijingYear(date)
  return text
    .replaceAll('{Y1}', String(y + 1))
    .replaceAll('{Y0}', String(y - 1))
    .replaceAll('{Y}', String(y))
}

/**
 * An article body: the lead, the article's own paragraphs, then `middle` paragraphs drawn from the
 * bank, then a closing line. Drawing differs per article, so articles sharing a bank read differently.
 * A bank with headings (`## …`) is a fixed outline and is kept whole, in order.
 */
export function compose(
  lead: string,
  bank: readonly string[],
  rand: Rand,
  opts: { middle?: number; closing?: readonly string[]; extra?: readonly string[] } = {},
): string[] {
  const outline = bank.some((b) => b.startsWith('## '))
  const middle = outline ? bank : rand.sample(bank, opts.middle ?? rand.int(2, 3))
  return [lead, ...(opts.extra ?? []), ...middle, ...(opts.closing ? [rand.pick(opts.closing)] : [])]
}

/** Cycles through a list: the i-th item, wrapping around. */
export const cycle = <T>(items: readonly T[], i: number): T => items[i % items.length]!
