import type { Metadata } from 'next'
import { ErrorView } from '@/components/layout/error-view'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

/**
 * A 404 outside every site's frame (a route outside the (portal) group that has no not-found of
 * its own): the portal's unknown addresses reach its catch-all and get (portal)/not-found.tsx,
 * inside its frame. Static, so that pages answering "not found" stay cacheable. Its own `<main>`:
 * the root layout's skip link targets one.
 */
export default function NotFound() {
  return (
    <main id="main" tabIndex={-1}>
      <ErrorView status={404} message="Page not found: " withLocation />
    </main>
  )
}
