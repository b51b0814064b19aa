'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useReading } from '@/components/providers/reading'
import { DEFAULT_READING, SHORTCUTS, zoomIn, zoomOut, type ShortcutCode } from '@/lib/reading'
import { ReadingAids } from './reading-aids'

const CURSOR_NEXT = { off: 'black', black: 'white', white: 'off' } as const
const GUIDE_NEXT = { off: 'line', line: 'cross', cross: 'off' } as const
const CURSOR_NAME = { off: '关闭', black: '黑色', white: '白色' } as const
const GUIDE_NAME = { off: '关闭', line: '横线', cross: '十字线' } as const
const onOff = (on: boolean) => (on ? '已开启' : '已关闭')

/**
 * The 无障碍工具条 at the top of every page: 长者模式 (with its larger step), high contrast and 简/繁
 * always in view; the rest (large cursor, reading guide, caption bar, zoom, text-only view,
 * shortcuts, reset) behind 无障碍工具, which Alt+Shift+A also opens. Each switch is a toggle button
 * whose pressed state says whether it is on; every function has an Alt+Shift shortcut, and a
 * status line tells screen readers what a shortcut changed.
 */
export function ReadingBar() {
  const reading = useReading()
  const { elder, contrast, hant, cursor, guide, caption, zoom, text, set } = reading
  const [open, setOpen] = useState(false)
  const [status, setStatus] = useState('')
  const panel = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  // The shortcuts list is rendered only while open: 77 elements on every page, parsed and hydrated
  // for the few who ask for it.
  const [keysShown, setKeysShown] = useState(false)
  const keys = useRef<HTMLDialogElement | null>(null)
  // Stable, so React calls it on mount and unmount only: the list opens as a modal when rendered.
  const keysRef = useCallback((el: HTMLDialogElement | null) => {
    keys.current = el
    if (el && !el.open) el.showModal()
  }, [])
  // Still mounted (its close event not yet handled: Escape then Alt+Shift+/ at once), it opens again.
  const showKeys = useCallback(() => {
    if (keys.current) {
      if (!keys.current.open) keys.current.showModal()
    } else setKeysShown(true)
  }, [])
  // The shortcut handler is registered once and reads the settings of the moment from here.
  const now = useRef(reading)
  now.current = reading

  const openPanel = useCallback((show: boolean) => {
    setOpen(show)
    if (show) requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('button')?.focus())
    else toggle.current?.focus()
  }, [])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return
      const s = SHORTCUTS.find((k) => k.code === e.code)
      if (!s) return
      e.preventDefault()
      const p = now.current
      const act: Record<ShortcutCode, () => string> = {
        KeyA: () => {
          setOpen((o) => {
            if (o) toggle.current?.focus()
            else requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('button')?.focus())
            return !o
          })
          return ''
        },
        KeyE: () => (p.set({ elder: p.elder ? 0 : 1 }), `长者模式${onOff(!p.elder)}`),
        KeyC: () => (p.set({ contrast: !p.contrast }), `高对比度${onOff(!p.contrast)}`),
        KeyM: () => (
          p.set({ cursor: CURSOR_NEXT[p.cursor] }),
          `大鼠标：${CURSOR_NAME[CURSOR_NEXT[p.cursor]]}`
        ),
        KeyL: () => (p.set({ guide: GUIDE_NEXT[p.guide] }), `辅助线：${GUIDE_NAME[GUIDE_NEXT[p.guide]]}`),
        KeyZ: () => (p.set({ caption: !p.caption }), `大字幕${onOff(!p.caption)}`),
        Equal: () => (p.set({ zoom: zoomIn(p.zoom) }), `页面缩放 ${Math.round(zoomIn(p.zoom) * 100)}%`),
        Minus: () => (p.set({ zoom: zoomOut(p.zoom) }), `页面缩放 ${Math.round(zoomOut(p.zoom) * 100)}%`),
        KeyT: () => (p.set({ text: !p.text }), `纯文本${onOff(!p.text)}`),
        Digit0: () => (p.set({ ...DEFAULT_READING }), '已全部恢复默认'),
        Slash: () => (showKeys(), ''),
      }
      const said = act[s.code]()
      if (said) setStatus(said)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [showKeys])

  return (
    <div className="reading-bar" role="group" aria-label="无障碍工具条">
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
        <button
          type="button"
          ref={toggle}
          aria-expanded={open}
          aria-controls="a11y-tools"
          aria-keyshortcuts="Alt+Shift+A"
          data-testid="tools-toggle"
          onClick={() => openPanel(!open)}
        >
          <span aria-hidden="true" className="reading-icon">
            ♿
          </span>
          无障碍工具
        </button>
      </div>
      <div
        id="a11y-tools"
        ref={panel}
        className="container reading-tools"
        role="group"
        aria-label="更多无障碍工具"
        hidden={!open}
        onKeyDown={(e) => {
          if (e.key === 'Escape') openPanel(false)
        }}
      >
        <button
          type="button"
          aria-pressed={cursor === 'black'}
          data-testid="cursor-black"
          onClick={() => set({ cursor: cursor === 'black' ? 'off' : 'black' })}
        >
          大鼠标（黑）
        </button>
        <button
          type="button"
          aria-pressed={cursor === 'white'}
          data-testid="cursor-white"
          onClick={() => set({ cursor: cursor === 'white' ? 'off' : 'white' })}
        >
          大鼠标（白）
        </button>
        <button
          type="button"
          aria-pressed={guide === 'line'}
          data-testid="guide-line"
          onClick={() => set({ guide: guide === 'line' ? 'off' : 'line' })}
        >
          辅助线
        </button>
        <button
          type="button"
          aria-pressed={guide === 'cross'}
          data-testid="guide-cross"
          onClick={() => set({ guide: guide === 'cross' ? 'off' : 'cross' })}
        >
          十字线
        </button>
        <button
          type="button"
          aria-pressed={caption}
          data-testid="caption-toggle"
          onClick={() => set({ caption: !caption })}
        >
          大字幕
        </button>
        <span className="reading-zoom">
          <button
            type="button"
            aria-label="缩小页面"
            data-testid="zoom-out"
            disabled={zoom <= 1}
            onClick={() => set({ zoom: zoomOut(zoom) })}
          >
            缩小
          </button>
          <output data-testid="zoom-value" aria-live="polite" aria-label="页面缩放比例">
            {Math.round(zoom * 100)}%
          </output>
          <button
            type="button"
            aria-label="放大页面"
            data-testid="zoom-in"
            disabled={zoom >= 2}
            onClick={() => set({ zoom: zoomIn(zoom) })}
          >
            放大
          </button>
        </span>
        <button
          type="button"
          aria-pressed={text}
          data-testid="text-toggle"
          onClick={() => set({ text: !text })}
        >
          纯文本
        </button>
        <button type="button" data-testid="shortcuts-open" onClick={showKeys}>
          快捷键
        </button>
        <button type="button" data-testid="reading-reset" onClick={() => set({ ...DEFAULT_READING })}>
          恢复默认
        </button>
        <button type="button" data-testid="tools-close" onClick={() => openPanel(false)}>
          收起
        </button>
      </div>
      {keysShown && (
        <dialog
          ref={keysRef}
          onClose={(e) => {
            if (!e.currentTarget.open) setKeysShown(false)
          }}
          className="shortcuts"
          aria-labelledby="shortcuts-title"
          data-testid="shortcuts"
        >
          <h2 id="shortcuts-title">键盘快捷键</h2>
          <p>
            同时按住 Alt 和 Shift，再按下表中的键（Mac 上为 Option + Shift）。Tab 键在页面上移动焦点，Enter
            键执行。
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">按键</th>
                <th scope="col">功能</th>
              </tr>
            </thead>
            <tbody>
              {SHORTCUTS.map((s) => (
                <tr key={s.code}>
                  <td>
                    <kbd>Alt</kbd> + <kbd>Shift</kbd> + <kbd>{s.key}</kbd>
                  </td>
                  <td>{s.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <form method="dialog">
            <button type="submit" className="btn btn-primary" autoFocus>
              关闭
            </button>
          </form>
        </dialog>
      )}
      <p className="sr-only" role="status" data-testid="reading-status">
        {status}
      </p>
      <ReadingAids guide={guide} caption={caption} zoom={zoom} />
    </div>
  )
}
