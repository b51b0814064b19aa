import { parseId } from '@ou/contract/ids'

/** Web storage that never throws (private mode, disabled storage, server render). */
type Area = 'local' | 'session'

function area(which: Area): Storage | null {
  if (typeof window === 'undefined') return null
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStorage(which: Area, key: string, value: string | null): void {
  try {
    const s = area(which)
    if (!s) return
    if (value === null) s.removeItem(key)
    else s.setItem(key, value)
  } catch {
    // Storage full or disabled: the value simply is not kept.
  }
}

/** Storage keys the product defines (docs/architecture.md, "Client state"). */
export const KEYS = {
  themeId: 'theme_id',
  openToken: 'openToken',
  aldultToken: 'aldultToken',
  token: 'token',
  /** The key of the last 普通 site-wide notice the visitor closed. */
  noticeClosed: 'notice_closed',
} as const

/** The key of the last notice of a site of the group (站群) the visitor closed, beside the portal's. */
export const siteNoticeClosedKey = (site: string) => `${KEYS.noticeClosed}:${site}`

/** Stored theme id as a number, or null when absent or not an id. */
export const storedThemeId = (): number | null => parseId(readStorage('local', KEYS.themeId))
