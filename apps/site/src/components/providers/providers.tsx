'use client'

import type { ReactNode } from 'react'
import type { SiteSettings } from '@ou/contract'
import type { PublicConfig } from '@/lib/env'
import { ApiProvider } from './api'
import { ConfigContext } from './config'
import { ReadingProvider } from './reading'
import { StoreProvider } from './store'
import { ToastProvider } from './toast'

/** Everything the browser side of every page shares: configuration, reading settings, toasts, client state, API client. */
export function Providers({
  config,
  settings,
  children,
}: {
  config: PublicConfig
  settings: SiteSettings | null
  children: ReactNode
}) {
  return (
    <ConfigContext.Provider value={config}>
      <ReadingProvider>
        <ToastProvider>
          <StoreProvider settings={settings}>
            <ApiProvider>{children}</ApiProvider>
          </StoreProvider>
        </ToastProvider>
      </ReadingProvider>
    </ConfigContext.Provider>
  )
}
