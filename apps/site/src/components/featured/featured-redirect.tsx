'use client'

import { useEffect } from 'react'
import { useRouter } from 'next/navigation'
import type { ThemeSection } from '@ou/contract/enums'
import { DEFAULT_THEME_ID, href } from '@/lib/routes'
import { storedThemeId } from '@/lib/storage'

/**
 * The featured entry rule: without theme_id, go on to the same page of the theme seen last
 * (local storage `theme_id`), else of the first theme.
 */
export function FeaturedRedirect({ section }: { section?: ThemeSection }) {
  const router = useRouter()
  useEffect(() => {
    const id = storedThemeId() ?? DEFAULT_THEME_ID
    router.replace(section ? href.featuredSection(section, id) : href.featured(id))
  }, [router, section])
  return (
    <div className="container loading" role="status">
      <p>正在进入专题…</p>
    </div>
  )
}
