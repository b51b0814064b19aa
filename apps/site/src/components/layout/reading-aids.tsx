'use client'

import { useEffect, useState } from 'react'
import type { GuideMode } from '@/lib/reading'

/** Text of an element for the caption bar: what a screen reader would call it, briefly. */
function textOf(el: Element | null): string {
  if (!el || el.closest('.reading-caption')) return ''
  const named =
    el.getAttribute('aria-label') ||
    (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
      ? (el.labels?.[0]?.textContent ?? '') + ' ' + (el.value || el.placeholder)
      : '') ||
    (el instanceof HTMLImageElement ? el.alt : '')
  const text = (named || (el as HTMLElement).innerText || '').replace(/\s+/g, ' ').trim()
  // A whole block (a list, the page) is not "the text under the pointer": only short runs are shown.
  return text.length > 160 ? '' : text
}

/**
 * The reading guide (a line, or a crosshair, following the pointer and, for keyboard users, the
 * focus) and the caption bar (大字幕: the text under the pointer or the focus, enlarged at the
 * bottom of the window). Both are drawn only while switched on; the guide is decoration for
 * screen readers, and the caption bar repeats what they already read, so both are hidden from them.
 */
export function ReadingAids({ guide, caption, zoom }: { guide: GuideMode; caption: boolean; zoom: number }) {
  const [at, setAt] = useState<{ x: number; y: number } | null>(null)
  const [said, setSaid] = useState('')

  useEffect(() => {
    if (guide === 'off' && !caption) return
    const onMove = (e: PointerEvent) => {
      setAt({ x: e.clientX, y: e.clientY })
      if (caption) {
        const t = textOf(e.target as Element)
        if (t) setSaid(t)
      }
    }
    const onFocus = (e: FocusEvent) => {
      const el = e.target as Element
      if (!(el instanceof Element)) return
      const r = el.getBoundingClientRect()
      setAt({ x: r.left + r.width / 2, y: r.top + r.height / 2 })
      if (caption) setSaid(textOf(el))
    }
    document.addEventListener('pointermove', onMove, { passive: true })
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('pointermove', onMove)
      document.removeEventListener('focusin', onFocus)
    }
  }, [guide, caption])

  // The aids sit inside <body>, which the page zoom scales: window coordinates are divided by it.
  // (Switched on only after hydration, so `window` is there whenever a guide is drawn.)
  const x = () => (at?.x ?? window.innerWidth / 2) / zoom
  const y = () => (at?.y ?? window.innerHeight / 3) / zoom
  return (
    <>
      {guide !== 'off' && (
        <div aria-hidden="true" data-testid="reading-guide" data-mode={guide}>
          <div className="reading-guide-x" style={{ top: y() }} />
          {guide === 'cross' && <div className="reading-guide-y" style={{ left: x() }} />}
        </div>
      )}
      {caption && (
        <div className="reading-caption" aria-hidden="true" data-testid="reading-caption">
          {said || '大字幕：将鼠标移到文字上，或用 Tab 键移动焦点'}
        </div>
      )}
    </>
  )
}
