import { NextResponse, type NextRequest } from 'next/server'
import { PUBLIC_CACHE_CONTROL } from '@/lib/cache-policy'
import { queryRoute } from '@/lib/routes'

function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Per-request headers: the shared-cache policy of public pages (server.mjs sets the
 * Content-Security-Policy once a page is complete, apps/site/csp.mjs);
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
  if (request.method === 'GET' || request.method === 'HEAD')
    response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|favicon.ico|.*\\.(?:svg|png|jpg|webp|ico)$).*)'],
}
