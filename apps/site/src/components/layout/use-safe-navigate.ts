'use client'

import { useRouter } from 'next/navigation'
import { useToast } from '@/components/providers/toast'

/** Navigation that refuses external URLs unless explicitly allowed. */
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
