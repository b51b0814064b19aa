'use client'

import { useReading } from '@/components/providers/reading'

/**
 * The reading switches at the top of every page: 长者模式 (with its larger step), high contrast,
 * and 简/繁. Each is a toggle button whose pressed state says whether it is on.
 */
export function ReadingBar() {
  const { elder, contrast, hant, set } = useReading()
  return (
    <div className="reading-bar" role="group" aria-label="阅读设置">
      <div className="container reading-bar-inner">
        <button
          type="button"
          aria-pressed={elder > 0}
          data-testid="elder-toggle"
          onClick={() => set({ elder: elder ? 0 : 1 })}
        >
          <span aria-hidden="true" className="reading-icon">
            老
          </span>
          长者模式
        </button>
        {elder > 0 && (
          <button
            type="button"
            aria-pressed={elder === 2}
            data-testid="elder-larger"
            onClick={() => set({ elder: elder === 2 ? 1 : 2 })}
          >
            特大字
          </button>
        )}
        <button
          type="button"
          aria-pressed={contrast}
          data-testid="contrast-toggle"
          onClick={() => set({ contrast: !contrast })}
        >
          <span aria-hidden="true" className="reading-icon">
            ◐
          </span>
          高对比度
        </button>
        <button
          type="button"
          aria-pressed={hant}
          data-testid="hant-toggle"
          lang="zh-Hant"
          // Named in the script it switches to, as every bilingual Chinese site does.
          onClick={() => set({ hant: !hant })}
        >
          繁體
        </button>
      </div>
    </div>
  )
}
