'use client'

import { useEffect } from 'react'
import { useStore } from '@/components/providers/store'

/** Keeps the theme being viewed in local storage `theme_id`. */
export function RememberTheme({ id }: { id: number }) {
  const { setThemeId } = useStore()
  useEffect(() => {
    setThemeId(id)
  }, [id, setThemeId])
  return null
}
