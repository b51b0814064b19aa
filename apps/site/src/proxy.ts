import { NextResponse, type NextRequest } from 'next/server'
import { PREVIEW_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/lib/cache-policy'
import { countHit, findRedirect } from '@/lib/redirects'
import { queryRoute } from '@/lib/routes'
import { pageQuery } from '../page-query.mjs'

function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The answer of a redirect kept in the console: its status, and the query string carried over. */
function redirectTo(request: NextRequest, to: string, status: number) {
  const search = request.nextUrl.search
  const target = new URL(
    search && !to.includes('?') && !to.includes('#') ? `${to}${search}` : to,
    request.url,
  )
  // Next sends a target on the requested host as a relative Location, so nginx's host name holds.
  const response = NextResponse.redirect(target, status)
  // Short-lived like a page, so that an edited or deleted redirect is not kept by browsers.
  response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL)
  // Not kept by nginx: its cache keys pages on their own parameters only (page-query.mjs), and a
  // redirect carries the whole query over (`?from=weixin`), so one copy cannot serve every query.
  response.headers.set('X-Accel-Expires', '0')
  return response
}

/**
 * Per-request headers: the shared-cache policy of public pages (server.mjs sets the
 * Content-Security-Policy once a page is complete, apps/site/csp.mjs);
 * `?page=N` of a list is served from the list's `page/[n]` route, `?theme_id=N` of a featured page
 * from its `theme/[themeId]` route; the redirects of the console (lib/redirects.ts) come first.
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
  if (request.method === 'GET' || request.method === 'HEAD') {
    const redirect = findRedirect(url.pathname)
    if (redirect) {
      countHit(redirect.from)
      return redirectTo(request, redirect.to, Number(redirect.type))
    }
  }
  // Previews of drafts are never kept by a browser, server.mjs or nginx.
  if (url.pathname.startsWith('/preview/')) {
    const response = NextResponse.next()
    response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL)
    return response
  }
  // The page is rendered from its own parameters only (page-query.mjs): `?utm_source=…` or a
  // random `?r=…` gets the page that nginx and server.mjs keep under the path alone.
  const search = pageQuery(url.search.slice(1))
  const query = new URLSearchParams(search)
  const route = queryRoute(url.pathname, query)
  let response: NextResponse
  if (route) {
    query.delete('page')
    query.delete('theme_id')
    const target = url.clone()
    target.pathname = route
    target.search = query.toString()
    response = NextResponse.rewrite(target)
  } else if (search !== url.search.slice(1)) {
    const target = url.clone()
    target.search = search
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
