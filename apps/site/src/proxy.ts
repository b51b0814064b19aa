import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'

const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : ''
  } catch {
    return ''
  }
}

/** The Content-Security-Policy depends on the API origins, which are runtime configuration. */
function contentSecurityPolicy() {
  const e = env()
  const api = origin(e.API_BASE_URL)
  const publicApi = origin(e.PUBLIC_API_BASE_URL) || api
  const sources = [...new Set([api, publicApi].filter(Boolean))].join(' ')
  const dev = e.NODE_ENV !== 'production'
  return [
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
}

/** Lists linked as `?page=N`, each with a `page/[n]` route that serves page N without reading the query. */
const PAGINATED = [
  /^\/news\/[^/]+$/,
  /^\/schoolOverview\/(campusCulture|schoolAffairsOpen)$/,
  /^\/enrolling\/[^/]+\/information$/,
  /^\/educationalFormat\/elderlyEducation\/timetable$/,
  /^\/educationalFormat\/[^/]+\/(learningDynamics|teachingPlan|districtCityCountyCollege|offCampus)$/,
  /^\/mailbox$/,
]

/**
 * Public pages are the same for every visitor: a shared proxy may keep one for a second and serve
 * it a little longer while it fetches a fresh one, so an edit shows within two seconds. Browsers
 * check again on every visit (max-age=0), and nothing stops the back/forward cache.
 */
const PUBLIC_PAGE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=59'

/**
 * Per-request headers: the Content-Security-Policy and the shared-cache policy of public pages;
 * `?page=N` of a list is served from the list's `page/[n]` route.
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl
  const page = url.searchParams.get('page')
  const paginated = page !== null && PAGINATED.some((re) => re.test(url.pathname))
  let response: NextResponse
  if (paginated) {
    const target = url.clone()
    target.pathname = `${url.pathname}/page/${/^\d{1,6}$/.test(page) ? page : '1'}`
    target.searchParams.delete('page')
    response = NextResponse.rewrite(target)
  } else {
    response = NextResponse.next()
  }
  response.headers.set('Content-Security-Policy', contentSecurityPolicy())
  if (request.method === 'GET' || request.method === 'HEAD') response.headers.set('Cache-Control', PUBLIC_PAGE)
  return response
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|favicon.ico|.*\\.(?:svg|png|jpg|webp|ico)$).*)'],
}
