'use client'

import { createContext, useContext } from 'react'
import type { PublicConfig } from '@/lib/env'

/** Runtime configuration in the browser (API base URL, mobile site, assistant), from the root layout. */
export const ConfigContext = createContext<PublicConfig | null>(null)

export function useConfig(): PublicConfig {
  const c = useContext(ConfigContext)
  if (!c) throw new Error('useConfig outside <Providers>')
  return c
}
