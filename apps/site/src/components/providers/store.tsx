'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { SiteSettings } from '@ou/contract'
import { KEYS, readStorage, storedThemeId, writeStorage } from '@/lib/storage'

/** Client state shared by the pages (docs/architecture.md, "Client state"). */
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

export function StoreProvider({
  settings,
  children,
}: {
  settings: SiteSettings | null
  children: ReactNode
}) {
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
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
}
