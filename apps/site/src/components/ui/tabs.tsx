'use client'

import { useRef, useState, type ReactNode } from 'react'

/**
 * Tabs after the WAI-ARIA tabs pattern: one tab stop, the arrow keys move between tabs (and
 * select them), Home and End go to the first and last.
 */
export function Tabs({
  tabs,
  label,
}: {
  tabs: { key: string; label: string; panel: ReactNode; more?: ReactNode }[]
  label: string
}) {
  const [active, setActive] = useState(0)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const select = (i: number) => {
    const n = (i + tabs.length) % tabs.length
    setActive(n)
    refs.current[n]?.focus()
  }
  return (
    <div className="tabs">
      <div className="tabs-head">
        <div role="tablist" aria-label={label} className="tab-list">
          {tabs.map((t, i) => (
            <button
              key={t.key}
              ref={(el) => {
                refs.current[i] = el
              }}
              role="tab"
              type="button"
              id={`tab-${t.key}`}
              aria-selected={i === active}
              aria-controls={`panel-${t.key}`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={(e) => {
                const to =
                  e.key === 'ArrowRight'
                    ? i + 1
                    : e.key === 'ArrowLeft'
                      ? i - 1
                      : e.key === 'Home'
                        ? 0
                        : e.key === 'End'
                          ? tabs.length - 1
                          : null
                if (to === null) return
                e.preventDefault()
                select(to)
              }}
            >
              {t.label}
            </button>
          ))}
        </div>
        {tabs[active]?.more}
      </div>
      {tabs.map((t, i) => (
        <div
          key={t.key}
          role="tabpanel"
          id={`panel-${t.key}`}
          aria-labelledby={`tab-${t.key}`}
          hidden={i !== active}
        >
          {/* Only the shown panel is rendered: the others' lists would be parsed, laid out and
              hydrated on every load of the home page for nobody (they are hidden until chosen). */}
          {i === active && t.panel}
        </div>
      ))}
    </div>
  )
}
