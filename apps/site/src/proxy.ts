import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

/**
 * Per-request security headers that depend on runtime configuration: the Content-Security-Policy
 * allows images and API calls from the configured API origins. Also passes the path to the 404 page.
 */
export function proxy(request: NextRequest) {
  const e = env()
  const api = origin(e.API_BASE_URL)
  const publicApi = origin(e.PUBLIC_API_BASE_URL) || api
  const sources = [...new Set([api, publicApi].filter(Boolean))].join(' ')
  const dev = e.NODE_ENV !== 'production'
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${sources}`,
    "font-src 'self' data:",
    `connect-src 'self' ${sources}${dev ? ' ws: wss:' : ''}`,
    `media-src 'self' ${sources}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')

  const headers = new Headers(request.headers)
  headers.set('x-pathname', request.nextUrl.pathname + request.nextUrl.search)
  const response = NextResponse.next({ request: { headers } })
  response.headers.set('Content-Security-Policy', csp)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|.*\\.(?:svg|png|jpg|webp|ico)$).*)'],
}
