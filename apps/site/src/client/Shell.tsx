'use client'

import { useEffect, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useConfig, useStore, useToast } from './Providers'
import { isChunkLoadError, reloadForStaleChunk } from './chunkGuard'

/** Back-to-top threshold of SPEC.md §9. */
export const BACK_TO_TOP_THRESHOLD = 300
/** Mobile redirect below this window width (SPEC.md §9). */
export const MOBILE_MAX_WIDTH = 500
/** Design width the rem scale is based on. */
export const DESIGN_WIDTH = 1920

export function BackToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  if (!visible) return null
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label="返回顶部"
      title="返回顶部"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
        document.getElementById('top')?.focus({ preventScroll: true })
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M12 5l-7 7 1.4 1.4L11 8.8V20h2V8.8l4.6 4.6L19 12z" fill="currentColor" />
      </svg>
      <span>顶部</span>
    </button>
  )
}

/** Floating assistant image: opens the configured AI chat share page in a new tab. */
export function AssistantLink() {
  const { assistantUrl } = useConfig()
  return (
    <a
      className="assistant"
      href={assistantUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="assistant"
    >
      <img src="/assistant.svg" alt="智能助手：在新标签页打开 AI 问答" width={64} height={64} />
      <span className="assistant-label">智能助手</span>
    </a>
  )
}

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

/** Navigation that refuses external URLs unless explicitly allowed (SPEC.md §8). */
export function useSafeNavigate() {
  const router = useRouter()
  const toast = useToast()
  return (to: string, opts: { replace?: boolean; allowExternal?: boolean } = {}): boolean => {
    const url = new URL(to, window.location.href)
    if (url.origin !== window.location.origin) {
      if (!opts.allowExternal) {
        console.warn(`[nav] refused external navigation to ${url.href}`)
        toast.show('已阻止跳转到外部网址', 'warning')
        return false
      }
      if (opts.replace) window.location.replace(url.href)
      else window.location.assign(url.href)
      return true
    }
    const path = url.pathname + url.search + url.hash
    if (opts.replace) router.replace(path)
    else router.push(path)
    return true
  }
}

export function SearchBox({ id = 'site-search' }: { id?: string }) {
  const { searchKey, setSearchKey } = useStore()
  const navigate = useSafeNavigate()
  const toast = useToast()
  const [value, setValue] = useState(searchKey)
  // Follow the shared keyword when it is set (e.g. by the search page), never clearing typed text.
  useEffect(() => {
    if (searchKey) setValue(searchKey)
  }, [searchKey])
  return (
    // action/method: a submit before hydration still opens /search?keyword= without JavaScript.
    <form
      role="search"
      className="search-box"
      action="/search"
      method="get"
      onSubmit={(e) => {
        e.preventDefault()
        const keyword = String(new FormData(e.currentTarget).get('keyword') ?? value).trim()
        if (!keyword) {
          toast.show('请输入搜索关键词', 'warning')
          return
        }
        setSearchKey(keyword)
        navigate(`/search?keyword=${encodeURIComponent(keyword)}`)
      }}
    >
      <label htmlFor={id} className="sr-only">
        站内搜索
      </label>
      <input
        id={id}
        type="search"
        name="keyword"
        placeholder="搜索新闻、专业、通知…"
        value={value}
        maxLength={50}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" aria-label="搜索">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M10 4a6 6 0 104.47 10l4.76 4.77 1.41-1.41-4.77-4.76A6 6 0 0010 4zm0 2a4 4 0 110 8 4 4 0 010-8z"
            fill="currentColor"
          />
        </svg>
      </button>
    </form>
  )
}
