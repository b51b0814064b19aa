'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { DEFAULT_READING, READING_KEY, applyReading, parseReading, type ReadingPrefs } from '@/lib/reading'
import { readStorage, writeStorage } from '@/lib/storage'

interface ReadingApi extends ReadingPrefs {
  set: (change: Partial<ReadingPrefs>) => void
}

const ReadingContext = createContext<ReadingApi | null>(null)

export function useReading(): ReadingApi {
  const c = useContext(ReadingContext)
  if (!c) throw new Error('useReading outside <Providers>')
  return c
}

/** Waits until the browser is idle, so hydration of the first page is over before text changes. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 500 })
    return () => window.cancelIdleCallback(id)
  }
  const t = setTimeout(run, 50)
  return () => clearTimeout(t)
}

/** The visitor's reading settings (lib/reading.ts), remembered, and applied to the whole page. */
export function ReadingProvider({ children }: { children: ReactNode }) {
  const [prefs, setPrefs] = useState<ReadingPrefs>(DEFAULT_READING)
  useEffect(() => {
    // The <head> script has already applied them before the first paint; here React learns them.
    setPrefs(parseReading(readStorage('local', READING_KEY)))
  }, [])
  const set = useCallback((change: Partial<ReadingPrefs>) => {
    setPrefs((p) => {
      const next = { ...p, ...change }
      writeStorage('local', READING_KEY, JSON.stringify(next))
      applyReading(document.documentElement, next)
      return next
    })
  }, [])

  useEffect(() => {
    if (!prefs.hant) return
    let stop: (() => void) | null = null
    let cancelled = false
    const cancelIdle = whenIdle(() => {
      void import('@/lib/hant').then(({ startHant }) => {
        if (!cancelled) stop = startHant()
      })
    })
    return () => {
      cancelled = true
      cancelIdle()
      stop?.()
    }
  }, [prefs.hant])

  const api = useMemo<ReadingApi>(() => ({ ...prefs, set }), [prefs, set])
  return <ReadingContext.Provider value={api}>{children}</ReadingContext.Provider>
}
