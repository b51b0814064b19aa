'use client'

import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { createClient, type ApiClient } from '@ou/contract/client'
import { KEYS, readStorage } from '@/lib/storage'
import { useConfig } from './config'
import { failureText, useToast } from './toast'

const ApiContext = createContext<ApiClient | null>(null)

/** The contract's client in the browser; every failure is logged and toasted. */
export function useApi(): ApiClient {
  const c = useContext(ApiContext)
  if (!c) throw new Error('useApi outside <Providers>')
  return c
}

export function ApiProvider({ children }: { children: ReactNode }) {
  const { apiBaseUrl } = useConfig()
  const { show } = useToast()
  const api = useMemo(
    () =>
      createClient({
        baseUrl: apiBaseUrl,
        // A stored token goes with every call; student calls take their own type's token.
        getToken: (_name, route) => {
          if (route.auth === 'openEducation') return readStorage('session', KEYS.openToken)
          if (route.auth === 'adultEducation') return readStorage('session', KEYS.aldultToken)
          return readStorage('session', KEYS.token) ?? readStorage('local', KEYS.token)
        },
        init: () => ({ cache: 'no-store' }),
        onFailure: (name, failure) => {
          console.error(`[api] ${name}`, failure)
          // A busy login (503 with Retry-After) is shown by the login page as a queue, not an error.
          if (failure.status === 503 && failure.retryAfter) return
          show(failureText(failure), 'error')
        },
      }),
    [apiBaseUrl, show],
  )
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
}
