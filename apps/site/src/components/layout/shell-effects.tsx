'use client'

import { useEffect } from 'react'
import { useConfig } from '@/components/providers/config'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-guard'

/** Visitors whose window is narrower than this (px) go to the mobile site, when one is configured. */
export const MOBILE_MAX_WIDTH = 500
/** Design width the rem scale is based on. */
export const DESIGN_WIDTH = 1920

/**
 * Effects of the shell: root font size = window width / 1920 (in px per design rem of 16 px,
 * clamped so text stays readable), mobile redirect, stale-chunk reload guard.
 */
export function ShellEffects() {
  const { mobileSiteUrl } = useConfig()
  useEffect(() => {
    const root = document.documentElement
    const apply = () => {
      const size = Math.min(20, Math.max(14, (window.innerWidth / DESIGN_WIDTH) * 16))
      root.style.fontSize = `${size.toFixed(3)}px`
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
