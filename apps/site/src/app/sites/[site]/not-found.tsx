import type { Metadata } from 'next'
import { ErrorView } from '@/components/layout/error-view'

export const metadata: Metadata = { title: '页面不存在', robots: { index: false } }

/** A missing page of a site, inside the site's own frame (its layout). */
export default function SiteNotFound() {
  return <ErrorView status={404} message="Page not found: " withLocation />
}
