/**
 * A visitor's reading settings, the 无障碍工具条: 长者模式 (larger text in two steps), high contrast,
 * traditional characters, an extra-large cursor, a reading guide, a caption bar (大字幕), page zoom
 * and a text-only view (纯文本). Kept in localStorage and shown as attributes of <html>, which the
 * styles follow (styles/reading.css); the conversion to traditional characters is lib/hant.ts, the
 * guide and caption bar are components/layout/reading-aids.tsx.
 */
export type ElderStep = 0 | 1 | 2
export type CursorMode = 'off' | 'black' | 'white'
export type GuideMode = 'off' | 'line' | 'cross'

export interface ReadingPrefs {
  /** 0 off; 1 长者模式 (text 1.25×); 2 its larger step (1.5×). */
  elder: ElderStep
  contrast: boolean
  /** Show traditional characters (繁體). */
  hant: boolean
  /** Extra-large cursor, black or white. */
  cursor: CursorMode
  /** A horizontal line, or a crosshair, following the pointer (and the focus). */
  guide: GuideMode
  /** 大字幕: the text under the pointer or the focus, enlarged in a bar at the bottom. */
  caption: boolean
  /** Page zoom: 1, or a ZOOM_STEPS value. */
  zoom: number
  /** 纯文本: the main content without decoration. */
  text: boolean
}

export const DEFAULT_READING: ReadingPrefs = {
  elder: 0,
  contrast: false,
  hant: false,
  cursor: 'off',
  guide: 'off',
  caption: false,
  zoom: 1,
  text: false,
}

export const READING_KEY = 'reading'

/** Text scale of each step of 长者模式. */
export const ELDER_SCALE: Record<ElderStep, number> = { 0: 1, 1: 1.25, 2: 1.5 }

/** Page zoom steps: 1 (off), then 1.1 to 2.0 by tenths (styles/reading.css has one rule each). */
export const ZOOM_STEPS = [1, 1.1, 1.2, 1.3, 1.4, 1.5, 1.6, 1.7, 1.8, 1.9, 2] as const
export const zoomIn = (z: number) => ZOOM_STEPS.find((s) => s > z + 0.001) ?? 2
export const zoomOut = (z: number) => [...ZOOM_STEPS].reverse().find((s) => s < z - 0.001) ?? 1

/** Settings from their stored form; anything unexpected reads as the default. */
export function parseReading(raw: string | null): ReadingPrefs {
  try {
    const v = raw ? (JSON.parse(raw) as Partial<Record<keyof ReadingPrefs, unknown>>) : {}
    const zoom = ZOOM_STEPS.find((s) => s === v.zoom)
    return {
      elder: v.elder === 1 || v.elder === 2 ? v.elder : 0,
      contrast: v.contrast === true,
      hant: v.hant === true,
      cursor: v.cursor === 'black' || v.cursor === 'white' ? v.cursor : 'off',
      guide: v.guide === 'line' || v.guide === 'cross' ? v.guide : 'off',
      caption: v.caption === true,
      zoom: zoom ?? 1,
      text: v.text === true,
    }
  } catch {
    return DEFAULT_READING
  }
}

const setData = (root: HTMLElement, name: string, value: string | null) => {
  if (value) root.dataset[name] = value
  else delete root.dataset[name]
}

/** The attributes of <html> that carry the settings. */
export function applyReading(root: HTMLElement, p: ReadingPrefs): void {
  setData(root, 'elder', p.elder ? String(p.elder) : null)
  setData(root, 'contrast', p.contrast ? 'high' : null)
  setData(root, 'cursor', p.cursor === 'off' ? null : p.cursor)
  setData(root, 'guide', p.guide === 'off' ? null : p.guide)
  setData(root, 'caption', p.caption ? 'on' : null)
  setData(root, 'zoom', p.zoom > 1 ? p.zoom.toFixed(1) : null)
  setData(root, 'textOnly', p.text ? 'on' : null)
  root.lang = p.hant ? 'zh-Hant' : 'zh-CN'
}

/**
 * Runs in <head> before the first paint, so a page opens at the visitor's text size, contrast,
 * cursor, zoom and view instead of jumping after hydration. Same rules as parseReading and
 * applyReading, kept tiny. (Its hash is in the page's CSP: csp.mjs hashes every inline script.)
 */
export const READING_PREPAINT = `try{var p=JSON.parse(localStorage.getItem(${JSON.stringify(
  READING_KEY,
)})||"{}"),d=document.documentElement,s=d.dataset,z=[${ZOOM_STEPS.slice(1).join(
  ',',
)}];if(p.elder===1||p.elder===2)s.elder=String(p.elder);if(p.contrast===true)s.contrast="high";if(p.hant===true)d.lang="zh-Hant";if(p.cursor==="black"||p.cursor==="white")s.cursor=p.cursor;if(p.guide==="line"||p.guide==="cross")s.guide=p.guide;if(p.caption===true)s.caption="on";if(z.indexOf(p.zoom)>=0)s.zoom=p.zoom.toFixed(1);if(p.text===true)s.textOnly="on"}catch(e){}`

/** The keyboard shortcuts (Alt+Shift+key, free in browsers and screen readers), listed in the toolbar. */
export const SHORTCUTS = [
  { code: 'KeyA', key: 'A', label: '打开或关闭无障碍工具条' },
  { code: 'KeyE', key: 'E', label: '长者模式' },
  { code: 'KeyC', key: 'C', label: '高对比度' },
  { code: 'KeyM', key: 'M', label: '大鼠标（关 → 黑 → 白）' },
  { code: 'KeyL', key: 'L', label: '辅助线（关 → 横线 → 十字线）' },
  { code: 'KeyZ', key: 'Z', label: '大字幕' },
  { code: 'Equal', key: '=', label: '放大页面' },
  { code: 'Minus', key: '-', label: '缩小页面' },
  { code: 'KeyT', key: 'T', label: '纯文本' },
  { code: 'Digit0', key: '0', label: '全部恢复默认' },
  { code: 'Slash', key: '/', label: '快捷键列表' },
] as const
export type ShortcutCode = (typeof SHORTCUTS)[number]['code']
