import type { Metadata } from 'next'
import type { PageInfo } from './pages'

/** Fixed page meta title, and the canonical path (resolved against SITE_ORIGIN). */
export const pageMeta = (page: PageInfo, path: string): Metadata => ({
  title: page.title,
  alternates: { canonical: path },
})
