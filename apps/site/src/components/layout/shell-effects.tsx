'use client'

import { useEffect } from 'react'
import { useConfig } from '@/components/providers/config'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-guard'

/** Visitors whose window is narrower than this (px) go to the mobile site, when one is configured. */
export const MOBILE_MAX_WIDTH = 500
/**
 * Effects of the shell: mobile redirect and stale-chunk reload guard. (The root font size follows
 * the window in CSS, styles/base.css, so that 长者模式 can scale it.)
 */
export function ShellEffects() {
  const { mobileSiteUrl } = useConfig()
  useEffect(() => {
    const apply = () => {
      if (mobileSiteUrl && window.innerWidth < MOBILE_MAX_WIDTH) {
        // An explicitly allowed external navigation (runtime-configured mobile site).
        window.location.replace(mobileSiteUrl)
      }
    }
    apply()
    window.addEventListener('resize', apply)
    return () => window.removeEventListener('resize', apply)
  }, [mobileSiteUrl])

  useEffect(() => {
    const onError = (e: ErrorEvent) => {
      if (isChunkLoadError(e.error) || isChunkLoadError({ message: e.message })) reloadForStaleChunk()
    }
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isChunkLoadError(e.reason)) reloadForStaleChunk()
    }
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
