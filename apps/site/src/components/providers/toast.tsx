'use client'

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { Failure } from '@ou/contract/client'
import { tooManyAttemptsText } from '@ou/contract/errors'

/** Notification messages: they close after TOAST_DURATION, on their × and on Escape; repeats are counted. */
export type ToastType = 'info' | 'success' | 'warning' | 'error'
export interface Toast {
  id: number
  message: string
  type: ToastType
  count: number
}
export const TOAST_DURATION = 3000

interface ToastApi {
  show: (message: string, type?: ToastType) => void
  close: (id: number) => void
  closeAll: () => void
}
const ToastContext = createContext<ToastApi | null>(null)

export function useToast(): ToastApi {
  const c = useContext(ToastContext)
  if (!c) throw new Error('useToast outside <Providers>')
  return c
}

/** The text to show for a failed call, with the wait spelled out on a 429. */
export const failureText = (failure: Failure): string =>
  failure.kind === 'rate_limited' && failure.retryAfter
    ? tooManyAttemptsText(failure.retryAfter)
    : failure.message

function Toaster({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <div className="toasts" aria-live="polite" aria-atomic="false">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`toast toast-${t.type}`}
          role={t.type === 'error' ? 'alert' : 'status'}
          data-testid="toast"
        >
          <span className="toast-text">{t.message}</span>
          {t.count > 1 && (
            <span className="toast-count" aria-label={`重复 ${t.count} 次`}>
              ×{t.count}
            </span>
          )}
          <button type="button" className="toast-close" aria-label="关闭提示" onClick={() => onClose(t.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const nextId = useRef(1)

  const close = useCallback((id: number) => {
    const t = timers.current.get(id)
    if (t) clearTimeout(t)
    timers.current.delete(id)
    setToasts((list) => list.filter((x) => x.id !== id))
  }, [])
  const closeAll = useCallback(() => {
    for (const t of timers.current.values()) clearTimeout(t)
    timers.current.clear()
    setToasts([])
  }, [])
  const arm = useCallback(
    (id: number) => {
      const old = timers.current.get(id)
      if (old) clearTimeout(old)
      timers.current.set(
        id,
        setTimeout(() => close(id), TOAST_DURATION),
      )
    },
    [close],
  )
  const toastsRef = useRef(toasts)
  toastsRef.current = toasts
  const show = useCallback(
    (message: string, type: ToastType = 'info') => {
      const same = toastsRef.current.find((t) => t.message === message && t.type === type)
      if (same) {
        setToasts((list) => list.map((t) => (t.id === same.id ? { ...t, count: t.count + 1 } : t)))
        arm(same.id)
        return
      }
      const id = nextId.current++
      const toast = { id, message, type, count: 1 }
      toastsRef.current = [...toastsRef.current, toast]
      setToasts((list) => [...list, toast])
      arm(id)
    },
    [arm],
  )
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && toastsRef.current.length) closeAll()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [closeAll])
  const api = useMemo(() => ({ show, close, closeAll }), [show, close, closeAll])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toasts={toasts} onClose={close} />
    </ToastContext.Provider>
  )
}
