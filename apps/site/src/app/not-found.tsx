import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { ErrorView } from '@/components/layout/error-view'

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } }

export default async function NotFound() {
  const path = (await headers()).get('x-pathname') ?? ''
  return <ErrorView status={404} message={`Page not found: ${path}`} />
}
