import { LETTER_CATEGORIES, type LetterCategory } from '@ou/contract'
import type { Payload, PayloadRequest } from 'payload'

/** Defaults of 办理时限与信息公开 (global `office-settings`). */
export const OFFICE_DEFAULTS = {
  // 《政府信息公开条例》 and most schools' 依申请公开 rules: 15 working days, extendable once.
  requestDays: 15,
  extensionDays: 15,
  letterDays: Object.fromEntries(LETTER_CATEGORIES.map((c) => [c, 5])) as Record<LetterCategory, number>,
  remindBefore: 2,
  statsPublic: true,
}

export interface OfficeSettings {
  requestDays: number
  extensionDays: number
  letterDays: Record<LetterCategory, number>
  remindBefore: number
  statsPublic: boolean
  guide: string
}

const positive = (v: unknown, fallback: number) =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : fallback

/** Read at each use: several cms instances share one database. */
export async function readOfficeSettings(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<OfficeSettings> {
  const g = (await payload.findGlobal({
    slug: 'office-settings',
    depth: 0,
    overrideAccess: true,
    ...(req?.transactionID ? { req } : {}),
  })) as unknown as Record<string, unknown> & { letter_days?: Record<string, unknown> | null }
  const d = OFFICE_DEFAULTS
  return {
    requestDays: positive(g.request_days, d.requestDays),
    extensionDays: positive(g.extension_days, d.extensionDays),
    letterDays: Object.fromEntries(
      LETTER_CATEGORIES.map((c) => [c, positive(g.letter_days?.[c], d.letterDays[c])]),
    ) as Record<LetterCategory, number>,
    remindBefore: positive(g.remind_before, d.remindBefore),
    statsPublic: typeof g.stats_public === 'boolean' ? g.stats_public : d.statsPublic,
    guide: typeof g.guide === 'string' ? g.guide : '',
  }
}
