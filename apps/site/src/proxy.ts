import { NextResponse, type NextRequest } from 'next/server'
import { PREVIEW_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '@/lib/cache-policy'
import { isTopColumn } from '@/lib/columns'
import { countHit, findRedirect } from '@/lib/redirects'
import { queryRoute } from '@/lib/routes'
import { isClosedSite, siteOfHost } from '@/lib/site-table'
import { BY_HOST } from '@/lib/sites'
import { pageQuery } from '../page-query.mjs'

function decodable(pathname: string) {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** Whether two query strings hold the same `name=value` parts, in any order. */
function sameParts(a: string, b: string) {
  const as = a ? a.split('&') : []
  const bs = b ? b.split('&') : []
  return as.length === bs.length && bs.every((part) => as.includes(part))
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
 * The first path segments the site answers: src/app's route folders and metadata files, the
 * files of public/, Next's own, and the not-found page's own path (proxy.test.ts compares them
 * with the folders). Any other path is a page that does not exist.
 */
export const TOP_SEGMENTS: ReadonlySet<string> = new Set([
  '',
  '_next',
  '_malformed-path',
  'api',
  'components',
  'educationalFormat',
  'enrolling',
  'featured',
  'feeds',
  'mailbox',
  'news',
  'platforms',
  'preview',
  'schoolOverview',
  'search',
  'sites',
  'sitemap.xml',
  'sitemaps',
  'apple-icon.png',
  'favicon.ico',
  'manifest.webmanifest',
  'robots.txt',
  'assistant.svg',
  'icon-192.png',
  'icon-512.png',
  'logo.svg',
])

/** Set by server.mjs (never by a client): it answers NOT_FOUND_HEADER with its kept not-found page. */
export const STATIC_NOT_FOUND_HEADER = 'x-ou-static-not-found'
export const NOT_FOUND_HEADER = 'x-ou-not-found'

/**
 * A path no route answers, under server.mjs: an empty 404 that server.mjs fills with its one kept
 * copy of the not-found page, instead of Next rendering it again for every new address.
 */
function notFound(request: NextRequest) {
  if (request.headers.get(STATIC_NOT_FOUND_HEADER) !== '1') return null
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  return new NextResponse(null, {
    status: 404,
    headers: { [NOT_FOUND_HEADER]: '1', 'Cache-Control': PUBLIC_CACHE_CONTROL },
  })
}

/**
 * Set on the answer for a page of a 已停用 site: server.mjs turns its 200 into 410 (a page cannot
 * set its own status in the App Router, and a rewrite's status is not kept by Next).
 */
export const GONE_HEADER = 'x-ou-gone'

/**
 * Set on every answer this proxy gives: the site's own host name (lower case, no port) when the
 * request came by it, else PORTAL_ANSWER. server.mjs keeps its copy of the page under that site,
 * or the portal's for any other host, so a host a client made up never makes a copy of its own.
 * Only this proxy sets it (a client cannot set an answer's header); server.mjs takes it off.
 */
export const SITE_HOST_HEADER = 'x-ou-site-host'
export const PORTAL_ANSWER = '-'

/** A request by a site's own host name: the site's slug and the host name. */
interface ByHost {
  slug: string
  host: string
}

/** A site's slug in a `/sites/{slug}/…` path. */
const SITE_PATH = /^\/sites\/([a-z][a-z0-9-]{1,29})(?:\/|$)/

/**
 * Every address of a 已停用 site (站群): its page saying so, in its frame (app/sites/[site]/gone),
 * answered 410 by server.mjs. Its content stays in the cms; set live again, it is all back.
 */
function closedSite(request: NextRequest, path: string, byHost: ByHost | null): NextResponse | null {
  const slug = SITE_PATH.exec(path)?.[1]
  if (!slug || !isClosedSite(slug)) return null
  const target = request.nextUrl.clone()
  target.pathname = internalPath(`/sites/${slug}/gone`, byHost)
  target.search = ''
  const response = NextResponse.rewrite(target)
  response.headers.set(GONE_HEADER, '1')
  response.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL)
  return response
}

/**
 * First segments a site's own host leaves as they are: a site's full address (`/sites/{slug}/…`,
 * the address on the portal's host, works there too), Next's files, and the files of the whole
 * installation.
 */
const HOST_KEEPS = new Set([
  'sites',
  '_next',
  'api',
  'preview',
  'robots.txt',
  'manifest.webmanifest',
  'favicon.ico',
  'apple-icon.png',
])

/**
 * The path a request is served from. On a site's own host name (its `domain`, lib/site-table.ts)
 * the site's pages under /sites/{slug}: `/` is its home, `/news/notice` its column, `/sitemap.xml`
 * its sitemap. Any other host, whatever a client sends, is the portal's: only the hosts of the
 * table map, and the pages are rendered and kept (Next's caches) under the rewritten path.
 * `byHost` names the site when the request came by its host name (then `internalPath` marks it).
 */
function servedPath(request: NextRequest): { path: string; byHost: ByHost | null } {
  const path = request.nextUrl.pathname
  const host = request.headers.get('host')
  const slug = siteOfHost(host)
  if (!slug || HOST_KEEPS.has(path.split('/')[1] ?? '')) return { path, byHost: null }
  return {
    path: path === '/' ? `/sites/${slug}` : `/sites/${slug}${path}`,
    byHost: { slug, host: (host ?? '').replace(/:\d+$/, '').toLowerCase() },
  }
}

/**
 * The route a site's page by its own host name is rendered from: `/sites/~{slug}/…` (lib/sites.ts,
 * BY_HOST), whose links are the host's own paths. A distinct path, so Next renders and keeps it
 * apart from `/sites/{slug}/…`, which links the portal host's addresses.
 */
function internalPath(path: string, byHost: ByHost | null): string {
  if (!byHost) return path
  const prefix = `/sites/${byHost.slug}`
  return path === prefix || path.startsWith(`${prefix}/`)
    ? `/sites/${BY_HOST}${byHost.slug}${path.slice(prefix.length)}`
    : path
}

/** A marked path (`/sites/~…`) as a client sent it: only this proxy rewrites to one. */
const isInternalPath = (pathname: string) => decodeURIComponent(pathname).startsWith(`/sites/${BY_HOST}`)

/**
 * Per-request headers: the shared-cache policy of public pages (server.mjs sets the
 * Content-Security-Policy once a page is complete, apps/site/csp.mjs);
 * `?page=N` of a list is served from the list's `page/[n]` route, `?theme_id=N` of a featured page
 * from its `theme/[themeId]` route; the redirects of the console (lib/redirects.ts) come first, then
 * the pages of a 已停用 site (410).
 */
export function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { path, byHost } = servedPath(request)
  const answer = answerFor(request, path, byHost)
  const vouch = (response: NextResponse) => {
    response.headers.set(SITE_HOST_HEADER, byHost?.host ?? PORTAL_ANSWER)
    return response
  }
  return answer instanceof Promise ? answer.then(vouch) : vouch(answer)
}

function answerFor(
  request: NextRequest,
  path: string,
  byHost: ByHost | null,
): NextResponse | Promise<NextResponse> {
  const url = request.nextUrl
  // Malformed percent-encoding (`/news/%ZZ`) makes Next's router answer a bare 500, and a client
  // never asks for a site's marked path itself: send both to the not-found page instead.
  if (!decodable(url.pathname) || isInternalPath(url.pathname)) {
    const missing = notFound(request)
    if (missing) return missing
    const target = url.clone()
    target.pathname = '/_malformed-path'
    target.search = ''
    return NextResponse.rewrite(target)
  }
  if (request.method === 'GET' || request.method === 'HEAD') {
    const redirect = findRedirect(path)
    if (redirect) {
      countHit(redirect.from)
      return redirectTo(request, redirect.to, Number(redirect.type))
    }
    const gone = closedSite(request, path, byHost)
    if (gone) return gone
    const first = path.split('/')[1] ?? ''
    const missing = TOP_SEGMENTS.has(first) ? null : notFound(request)
    // An unknown first segment may be one of the school's top-level columns (lib/columns.ts).
    if (missing) return isTopColumn(first).then((column) => (column ? serve(request, path, byHost) : missing))
  }
  return serve(request, path, byHost)
}

/**
 * The page's own answer: its cache policy, and the route its query parameters name. `path` is
 * the path it is served from (servedPath).
 */
function serve(request: NextRequest, servedFrom: string, byHost: ByHost | null): NextResponse {
  const path = internalPath(servedFrom, byHost)
  const url = request.nextUrl
  // Previews of drafts are never kept by a browser, server.mjs or nginx.
  if (path.startsWith('/preview/')) {
    const response = NextResponse.next()
    response.headers.set('Cache-Control', PREVIEW_CACHE_CONTROL)
    return response
  }
  // The page is rendered from its own parameters only (page-query.mjs): `?utm_source=…` or a
  // random `?r=…` gets the page that nginx and server.mjs keep under the path alone.
  const search = pageQuery(url.search.slice(1))
  const query = new URLSearchParams(search)
  const route = queryRoute(path, query)
  let response: NextResponse
  if (route) {
    query.delete('page')
    query.delete('theme_id')
    const target = url.clone()
    target.pathname = route
    target.search = query.toString()
    response = NextResponse.rewrite(target)
  } else if (path !== url.pathname || !sameParts(search, url.search.slice(1))) {
    const target = url.clone()
    target.pathname = path
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
