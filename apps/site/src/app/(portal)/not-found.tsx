import type { Metadata } from 'next'
import { ErrorView } from '@/components/layout/error-view'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/** Static, so that pages answering "not found" stay cacheable; the address is shown by the browser. */
export default function NotFound() {
  return <ErrorView status={404} message="Page not found: " withLocation />
}
