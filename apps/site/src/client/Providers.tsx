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
import { createClient, type ApiClient, type Failure, type SiteSettings } from '@ou/contract'
import type { PublicConfig } from '@/lib/config'
import { KEYS, readStorage, writeStorage } from './storage'

/* ---------------- runtime configuration ---------------- */

const ConfigContext = createContext<PublicConfig | null>(null)
export function useConfig(): PublicConfig {
  const c = useContext(ConfigContext)
  if (!c) throw new Error('useConfig outside <Providers>')
  return c
}

/* ---------------- toasts (SPEC.md §4, §9) ---------------- */

export type ToastType = 'info' | 'success' | 'warning' | 'error'
export interface Toast {
  id: number
  message: string
  type: ToastType
  count: number
}
export const TOAST_DURATION = 3000
export const TOAST_OFFSET = 16

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

function Toaster({ toasts, onClose }: { toasts: Toast[]; onClose: (id: number) => void }) {
  return (
    <div className="toasts" style={{ top: TOAST_OFFSET }} aria-live="polite" aria-atomic="false">
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

/** Toast text for a 429 answer: the wait comes from its `retry_after` seconds. */
export function retryText(seconds: number): string {
  const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)} 分钟` : `${Math.max(1, Math.ceil(seconds))} 秒`
  return `尝试次数过多，请 ${wait}后再试`
}

/** The text to show for a failed call (SPEC.md §8), with the wait spelled out on a 429. */
export const failureText = (failure: Failure): string =>
  failure.kind === 'rate_limited' && failure.retryAfter ? retryText(failure.retryAfter) : failure.message

/* ---------------- shared client state (SPEC.md §3) ---------------- */

export interface Store {
  globalConfig: SiteSettings | null
  searchKey: string
  platform: SiteSettings['media']
  support: SiteSettings['service']
  /** Featured theme id, kept in localStorage `theme_id`. */
  themeId: number | null
  schoolList: { id: number; name: string; region: string }[]
  cutSchool: number | null
  /** Score-login tokens, kept in sessionStorage. */
  openToken: string | null
  aldultToken: string | null
}

interface StoreApi extends Store {
  setSearchKey: (v: string) => void
  setThemeId: (v: number | null) => void
  setSchoolList: (v: Store['schoolList']) => void
  setCutSchool: (v: number | null) => void
  setToken: (key: 'openToken' | 'aldultToken', v: string | null) => void
}
const StoreContext = createContext<StoreApi | null>(null)
export function useStore(): StoreApi {
  const c = useContext(StoreContext)
  if (!c) throw new Error('useStore outside <Providers>')
  return c
}

/** Stored theme id as a number, or null when absent or not a positive integer. */
export function storedThemeId(): number | null {
  const n = Number(readStorage('local', KEYS.themeId))
  return Number.isInteger(n) && n > 0 ? n : null
}

/* ---------------- API client for the browser ---------------- */

const ApiContext = createContext<ApiClient | null>(null)
/** The contract client in the browser; every failure is toasted with the message SPEC.md §8 defines. */
export function useApi(): ApiClient {
  const c = useContext(ApiContext)
  if (!c) throw new Error('useApi outside <Providers>')
  return c
}

export function Providers({
  config,
  settings,
  children,
}: {
  config: PublicConfig
  settings: SiteSettings | null
  children: ReactNode
}) {
  /* toasts */
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
  const toastApi = useMemo(() => ({ show, close, closeAll }), [show, close, closeAll])

  /* store */
  const [searchKey, setSearchKey] = useState('')
  const [themeId, setThemeIdState] = useState<number | null>(null)
  const [schoolList, setSchoolList] = useState<Store['schoolList']>([])
  const [cutSchool, setCutSchool] = useState<number | null>(null)
  const [tokens, setTokens] = useState<{ openToken: string | null; aldultToken: string | null }>({
    openToken: null,
    aldultToken: null,
  })
  useEffect(() => {
    // Hydrate persisted state after mount, so server and first client render agree.
    setThemeIdState(storedThemeId())
    setTokens({
      openToken: readStorage('session', KEYS.openToken),
      aldultToken: readStorage('session', KEYS.aldultToken),
    })
  }, [])
  const setThemeId = useCallback((v: number | null) => {
    writeStorage('local', KEYS.themeId, v === null ? null : String(v))
    setThemeIdState(v)
  }, [])
  const setToken = useCallback((key: 'openToken' | 'aldultToken', v: string | null) => {
    writeStorage('session', key, v)
    setTokens((t) => ({ ...t, [key]: v }))
  }, [])

  const store = useMemo<StoreApi>(
    () => ({
      globalConfig: settings,
      platform: settings?.media ?? [],
      support: settings?.service ?? [],
      searchKey,
      themeId,
      schoolList,
      cutSchool,
      ...tokens,
      setSearchKey,
      setThemeId,
      setSchoolList,
      setCutSchool,
      setToken,
    }),
    [settings, searchKey, themeId, schoolList, cutSchool, tokens, setThemeId, setToken],
  )

  /* api */
  const api = useMemo(
    () =>
      createClient({
        baseUrl: config.apiBaseUrl,
        getToken: (_name, def) => {
          if (def.auth === 'openEducation') return readStorage('session', KEYS.openToken)
          if (def.auth === 'adultEducation') return readStorage('session', KEYS.aldultToken)
          return readStorage('session', KEYS.token) ?? readStorage('local', KEYS.token)
        },
        init: () => ({ cache: 'no-store' }),
        onFailure: (name, failure) => {
          console.error(`[api] ${name}`, failure)
          show(failureText(failure), 'error')
        },
      }),
    [config.apiBaseUrl, show],
  )

  return (
    <ConfigContext.Provider value={config}>
      <ToastContext.Provider value={toastApi}>
        <StoreContext.Provider value={store}>
          <ApiContext.Provider value={api}>
            {children}
            <Toaster toasts={toasts} onClose={close} />
          </ApiContext.Provider>
        </StoreContext.Provider>
      </ToastContext.Provider>
    </ConfigContext.Provider>
  )
}
