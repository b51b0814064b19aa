/**
 * A visitor's reading settings: 长者模式 (larger text in two steps), high contrast, and traditional
 * characters. Kept in localStorage and shown as attributes of <html>, which the styles follow
 * (styles/reading.css); the conversion to traditional characters is lib/hant.ts.
 */
export type ElderStep = 0 | 1 | 2

export interface ReadingPrefs {
  /** 0 off; 1 长者模式 (text 1.25×); 2 its larger step (1.5×). */
  elder: ElderStep
  contrast: boolean
  /** Show traditional characters (繁體). */
  hant: boolean
}

export const DEFAULT_READING: ReadingPrefs = { elder: 0, contrast: false, hant: false }

export const READING_KEY = 'reading'

/** Text scale of each step of 长者模式. */
export const ELDER_SCALE: Record<ElderStep, number> = { 0: 1, 1: 1.25, 2: 1.5 }

/** Settings from their stored form; anything unexpected reads as the default. */
export function parseReading(raw: string | null): ReadingPrefs {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<Record<keyof ReadingPrefs, unknown>>) : {}
    return {
      elder: v.elder === 1 || v.elder === 2 ? v.elder : 0,
      contrast: v.contrast === true,
      hant: v.hant === true,
    }
  } catch {
    return DEFAULT_READING
  }
}

/** The attributes of <html> that carry the settings. */
export function applyReading(root: HTMLElement, p: ReadingPrefs): void {
  if (p.elder) root.dataset.elder = String(p.elder)
  else delete root.dataset.elder
  if (p.contrast) root.dataset.contrast = 'high'
  else delete root.dataset.contrast
  root.lang = p.hant ? 'zh-Hant' : 'zh-CN'
}

/**
 * Runs in <head> before the first paint, so a page opens at the visitor's text size and contrast
 * instead of jumping after hydration. Same rules as parseReading/applyReading, kept tiny.
 */
export const READING_PREPAINT = `try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(
  READING_KEY,
)})||"{}"),d=document.documentElement;if(p.elder===1||p.elder===2)d.dataset.elder=String(p.elder);if(p.contrast===true)d.dataset.contrast="high";if(p.hant===true)d.lang="zh-Hant"}catch(e){}`
