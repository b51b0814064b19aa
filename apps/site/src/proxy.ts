import { NextResponse, type NextRequest } from 'next/server'
import { PUBLIC_CACHE_CONTROL } from '@/lib/cache-policy'
import { env } from '@/lib/env'
import { queryRoute } from '@/lib/routes'

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

/**
 * The Content-Security-Policy depends on the API origins, which are runtime configuration. In
 * production no inline script is allowed here: server.mjs adds the hashes of the page's own
 * inline scripts (Next's payload) to script-src once the page is complete.
 */
function contentSecurityPolicy() {
  const e = env()
  const api = origin(e.API_BASE_URL)
  const publicApi = origin(e.PUBLIC_API_BASE_URL) || api
  const sources = [...new Set([api, publicApi].filter(Boolean))].join(' ')
  const dev = e.NODE_ENV !== 'production'
  return [
    "default-src 'self'",
    `script-src 'self'${dev ? " 'unsafe-inline' 'unsafe-eval'" : ''}`,
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
}

function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Per-request headers: the Content-Security-Policy and the shared-cache policy of public pages;
 * `?page=N` of a list is served from the list's `page/[n]` route, `?theme_id=N` of a featured page
 * from its `theme/[themeId]` route.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl
  // Malformed percent-encoding (`/news/%ZZ`) makes Next's router answer a bare 500: send it to
  // the not-found page instead.
  if (!decodable(url.pathname)) {
    const target = url.clone()
    target.pathname = '/_malformed-path'
    target.search = ''
    return NextResponse.rewrite(target)
  }
  const route = queryRoute(url.pathname, url.searchParams)
  let response: NextResponse
  if (route) {
    const target = url.clone()
    target.pathname = route
    target.searchParams.delete('page')
    target.searchParams.delete('theme_id')
    response = NextResponse.rewrite(target)
  } else {
    response = NextResponse.next()
  }
  response.headers.set('Content-Security-Policy', contentSecurityPolicy())
  if (request.method === 'GET' || request.method === 'HEAD')
    response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|favicon.ico|.*\\.(?:svg|png|jpg|webp|ico)$).*)'],
}
