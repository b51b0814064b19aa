'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import { storedThemeId, useStore } from './Providers'

/** First theme, used when nothing is stored yet. */
export const DEFAULT_THEME_ID = 1

/**
 * Featured entry rule (SPEC.md §2): without theme_id, go to `<path>?theme_id=<stored theme id>`
 * (local storage `theme_id`, as a number), falling back to the first theme.
 */
export function FeaturedRedirect({ path }: { path: string }) {
  const router = useRouter()
  useEffect(() => {
    const id = storedThemeId() ?? DEFAULT_THEME_ID
    router.replace(`${path}?theme_id=${id}`)
  }, [router, path])
  return (
    <div className="container loading" role="status">
      <p>正在进入专题…</p>
    </div>
  )
}

/** Keeps the theme being viewed in local storage `theme_id`. */
export function RememberTheme({ id }: { id: number }) {
  const { setThemeId } = useStore()
  useEffect(() => {
    setThemeId(id)
  }, [id, setThemeId])
  return null
}
