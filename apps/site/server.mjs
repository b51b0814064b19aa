// @ts-check
/**
 * The production server of the site: Next's request handler inside a small Node server that, for
 * the HTML it answers,
 *   - sets the Content-Security-Policy (csp.mjs), whose script-src allows the sha256 hashes of the
 *     page's own inline scripts (Next's RSC payload and bootstrap) and no other inline script;
 *   - without a caching proxy in front (PAGE_MICROCACHE_ENTRIES > 0, the default), keeps public
 *     pages for their s-maxage second, already compressed, so a busy page is taken from Next's
 *     cache at most once a second however many visitors ask for it. Behind nginx, which keeps
 *     them itself (deploy/nginx.conf), it is turned off (PAGE_MICROCACHE_ENTRIES=0). A
 *     revalidation from the cms empties it at once.
 *
 *   node server.mjs [-p 3000] [-H hostname]     (after `next build`; PORT and HOSTNAME work too)
 *
 * A path no route answers gets one kept copy of the not-found page (see `notFoundPage`), so an
 * address invented per request costs no render.
 *
 * Pages are compressed here, once per copy, not by Next: Accept-Encoding is taken off the page
 * requests passed to Next. Build assets under /_next/static are left to Next untouched.
 * docs/architecture.md ("Serving a page") says which layer owns what.
 */
import { createServer, request as httpRequest } from 'node:http'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzip as gzipCb } from 'node:zlib'
import { requestContext, requestIdOf } from '@ou/ops/context'
import { createLogger, logRequest } from '@ou/ops/log'
import { refuseUnknownMethod } from '@ou/ops/methods'
import { metrics, observe, serveMetrics } from '@ou/ops/metrics'
import { contentSecurityPolicy, inlineScriptHashes } from './csp.mjs'
import { pageAddress } from './page-query.mjs'

// Before Next is loaded: it reads the mode when its modules load.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' })
const { default: next } = await import('next')
const gzip = promisify(gzipCb)
// The page cache's Redis connection (with REDIS_URL), opened now so that readiness can report it.
const { redisClient } = await import('./cache-handler.mjs')
redisClient()
const log = createLogger('site', process.env.LOG_LEVEL || 'info')
metrics('site')
const METRICS_TOKEN = process.env.METRICS_TOKEN ?? ''

const argv = process.argv.slice(2)
const arg = (/** @type {string[]} */ ...names) => {
  const i = argv.findIndex((a) => names.includes(a))
  return i >= 0 ? argv[i + 1] : undefined
}
const port = Number(arg('-p', '--port') ?? process.env.PORT ?? 3000)
const hostname = arg('-H', '--hostname') ?? process.env.HOSTNAME
/**
 * Pages kept at most; each copy lives a second or so, so this only bounds a burst of distinct URLs.
 * 0 turns the micro-cache off: behind nginx, which keeps each page for its second itself.
 */
const MAX_ENTRIES = Number(process.env.PAGE_MICROCACHE_ENTRIES ?? 500)
/** Answers smaller than this go out uncompressed (as with nginx's gzip_min_length). */
const GZIP_MIN = 1024

/**
 * The policy's runtime configuration: the API origins pages load data and media from, and the
 * console's, which may frame draft previews.
 */
const cspConfig = {
  apiBaseUrl: process.env.API_BASE_URL,
  publicApiBaseUrl: process.env.PUBLIC_API_BASE_URL,
  consoleUrls: process.env.CMS_PUBLIC_URL,
}

// ---------------------------------------------------------------------------------------------
// The micro-cache of public pages.

/**
 * @typedef {{
 *   status: number, headers: Record<string, string | string[]>, body: Buffer, gzipped: Buffer | null,
 *   freshUntil: number, staleUntil: number, refreshing: boolean
 * }} Entry
 */
/** @type {Map<string, Entry>} */
const pages = new Map()
/** Bumped by every revalidation: an answer rendered before it is not kept. */
let generation = 0

/** Requests of Next's router (RSC payloads, prefetches, actions) vary by these; never cached here. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
]

/** A plain GET or HEAD of a page by a visitor (not Next's router, not an API call). */
function plainPage(/** @type {import('node:http').IncomingMessage} */ req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? '/'
  if (url.startsWith('/_next/') || url.startsWith('/api/') || /[?&]_rsc=/.test(url)) return false
  return !req.headers.authorization && !ROUTER_HEADERS.some((h) => req.headers[h] !== undefined)
}

/** src/proxy.ts: set on an answer to a request by a site's own host name, naming that host. */
const SITE_HOST_HEADER = 'x-ou-site-host'
/** Its value on an answer for the portal. */
const PORTAL_ANSWER = '-'
const hostName = (/** @type {unknown} */ host) =>
  String(host ?? '')
    .replace(/:\d+$/, '')
    .toLowerCase()

/**
 * The sites' host names as src/proxy.ts maps them: its own table (src/lib/site-table.ts), which
 * Next's proxy keeps in this process under this global key and reads again from the cms at most
 * once a second. Null if it is not there (a Next that runs its proxy elsewhere).
 */
const SITE_TABLE = Symbol.for('ou.site.table.sites')
function siteDomains() {
  // src/lib/refreshed-table.ts keeps `{ value, readAt, loading }` under the key; the value is the
  // site table's `{ bySlug, byDomain }`.
  const table = /** @type {any} */ (globalThis)[SITE_TABLE]?.value
  return table?.byDomain instanceof Map ? /** @type {Map<string, string>} */ (table.byDomain) : null
}

/**
 * Whose copies a request shares: a site's own host name's, or the portal's ('') for any other
 * host. Never the raw Host, so a host a client made up gets the portal's copies and makes none of
 * its own. Null when the table is not known: no copy is then used or kept.
 */
function siteOf(/** @type {import('node:http').IncomingMessage} */ req) {
  const domains = siteDomains()
  if (!domains) return null
  const host = hostName(req.headers.host)
  return domains.has(host) ? host : ''
}

/**
 * The site an answer was made for, as src/proxy.ts says (SITE_HOST_HEADER): its copy is kept
 * there, even when the table changed between the lookup (`site`) and the proxy. Without the
 * header (a file no proxy saw), the lookup's.
 */
function vouchedSite(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {unknown} */ said,
  /** @type {string | null} */ site,
) {
  if (typeof said !== 'string') return site
  if (said === PORTAL_ANSWER) return ''
  const host = hostName(said)
  // Only ever the request's own host name.
  return host === hostName(req.headers.host) ? host : null
}

/** The micro-cache's key of a plain page request for `site` (siteOf), or null when it does not answer it. */
function cacheKey(/** @type {import('node:http').IncomingMessage} */ req, /** @type {string | null} */ site) {
  if (MAX_ENTRIES <= 0 || site === null || !plainPage(req)) return null
  // Path and the page's own parameters: src/proxy.ts renders the page from those alone, so
  // `?utm_source=…` or a random `?r=…` is the same page, not a new render (page-query.mjs).
  return `${site} ${pageAddress(req.url ?? '/')}`
}

// ---------------------------------------------------------------------------------------------
// The not-found page: one copy per site (the portal's for every other host), whatever the missing address.

/** src/proxy.ts: the request header this server sets, and the header of its empty 404. */
const STATIC_NOT_FOUND_HEADER = 'x-ou-static-not-found'
const NOT_FOUND_HEADER = 'x-ou-not-found'
/** src/proxy.ts: set on the page of a 已停用 site, which this server answers 410 (Next cannot). */
const GONE_HEADER = 'x-ou-gone'
/** A path src/proxy.ts lets Next render as the not-found page. */
const NOT_FOUND_PATH = '/_malformed-path'
/** @typedef {Entry & { loading: Promise<NotFoundEntry | null> | null }} NotFoundEntry */
/** @type {Map<string, NotFoundEntry>} */
const notFoundPages = new Map()

/**
 * The not-found page for `host`, kept for its site (`site`, siteOf): rendered by Next once (a
 * request of this server's to itself), then kept as a page is, for its s-maxage and, while one
 * request renders the next copy, 59 s more. A random address then costs a route lookup, not a
 * render, a policy and a compression.
 * @returns {Promise<NotFoundEntry | null>}
 */
async function notFoundPage(
  /** @type {string} */ site,
  /** @type {string} */ host,
  /** @type {string} */ cacheControl,
) {
  const kept = notFoundPages.get(site)
  const now = Date.now()
  if (kept && now < kept.freshUntil) return kept
  if (kept && now < kept.staleUntil) {
    kept.loading ??= renderNotFound(site, host, cacheControl).finally(() => {
      kept.loading = null
    })
    return kept
  }
  return renderNotFound(site, host, cacheControl)
}

/** @type {Map<string, Promise<NotFoundEntry | null>>} */
const rendering = new Map()
/** One render at a time per site: a burst of new addresses waits for the same one. */
function renderNotFound(
  /** @type {string} */ site,
  /** @type {string} */ host,
  /** @type {string} */ cacheControl,
) {
  let loading = rendering.get(site)
  if (!loading) {
    loading = fetchNotFound(site, host, cacheControl).finally(() => rendering.delete(site))
    rendering.set(site, loading)
  }
  return loading
}

/** @returns {Promise<NotFoundEntry | null>} */
function fetchNotFound(
  /** @type {string} */ key,
  /** @type {string} */ host,
  /** @type {string} */ cacheControl,
) {
  const startedAt = generation
  const address = server.address()
  const bound = address && typeof address === 'object' ? address : null
  const local =
    bound && !['0.0.0.0', '::'].includes(bound.address)
      ? bound.address
      : bound?.family === 'IPv6'
        ? '::1'
        : '127.0.0.1'
  return new Promise((resolve) => {
    const req = httpRequest({ host: local, port, path: NOT_FOUND_PATH, headers: { host } }, (res) => {
      /** @type {Buffer[]} */
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('error', () => resolve(null))
      res.on('end', async () => {
        const body = Buffer.concat(chunks)
        /** @type {Record<string, any>} */
        const headers = {}
        for (const [k, v] of Object.entries(res.headers))
          if (v !== undefined && !HOP_HEADERS.has(k) && k !== 'x-request-id' && k !== 'x-site-cache')
            headers[k] = v
        headers['cache-control'] = cacheControl
        const fresh = /\bpublic\b/.test(cacheControl)
          ? Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0)
          : 0
        if (res.statusCode !== 404 || !/^text\/html/i.test(String(headers['content-type'])) || fresh <= 0)
          return resolve(null)
        const gzipped = body.length >= GZIP_MIN ? await gzip(body) : null
        const now = Date.now()
        /** @type {NotFoundEntry} */
        const entry = {
          status: 404,
          headers,
          body,
          gzipped,
          freshUntil: now + fresh * 1000,
          staleUntil: now + (fresh + STALE_SECONDS) * 1000,
          refreshing: false,
          loading: null,
        }
        // Rendered before a revalidation: good for this answer, not kept.
        // Kept under its site, unless the sites changed while it was made (the proxy's table).
        const madeFor = siteOf(/** @type {any} */ ({ headers: { host } })) ?? `host:${host}`
        if (startedAt === generation && madeFor === key) {
          notFoundPages.delete(key)
          notFoundPages.set(key, entry)
          // One per site with a domain, and the portal's.
          while (notFoundPages.size > 64)
            notFoundPages.delete(/** @type {string} */ (notFoundPages.keys().next().value))
        }
        resolve(entry)
      })
    })
    req.setTimeout(10_000, () => req.destroy())
    req.on('error', () => resolve(null))
    req.end()
  })
}

/**
 * How long an expired copy may still be served while one request renders its successor, as
 * nginx's `proxy_cache_use_stale updating`. The pages' Cache-Control says no such thing: browsers
 * would apply it too (src/lib/cache-policy.ts). A revalidation from the cms drops every copy.
 */
const STALE_SECONDS = 59

/** Seconds a shared cache may keep the answer (s-maxage), or 0 when it may not. */
function sharedLifetime(/** @type {Record<string, any>} */ headers, /** @type {number} */ status) {
  if (status !== 200 || headers['set-cookie']) return { fresh: 0, stale: 0 }
  const cc = String(headers['cache-control'] ?? '')
  if (!/\bpublic\b/.test(cc) || /\b(private|no-store|no-cache)\b/.test(cc)) return { fresh: 0, stale: 0 }
  const fresh = Number(/\bs-maxage=(\d+)/.exec(cc)?.[1] ?? 0)
  return { fresh, stale: fresh > 0 ? STALE_SECONDS : 0 }
}

function remember(/** @type {string} */ key, /** @type {Entry} */ entry) {
  pages.delete(key)
  pages.set(key, entry)
  if (pages.size > MAX_ENTRIES) {
    const now = Date.now()
    for (const [k, e] of pages) if (e.staleUntil <= now) pages.delete(k)
    while (pages.size > MAX_ENTRIES) pages.delete(/** @type {string} */ (pages.keys().next().value))
  }
}

/** The client's Accept-Encoding and If-None-Match of page requests passed to Next without them. */
const takenEncoding = new WeakMap()
const takenIfNoneMatch = new WeakMap()
const acceptsGzip = (/** @type {import('node:http').IncomingMessage} */ req) =>
  /\bgzip\b/.test(String(takenEncoding.get(req) ?? req.headers['accept-encoding'] ?? ''))

/** Text worth compressing: pages, RSC payloads, JSON, scripts, styles, SVG. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i

/** Sends a kept or just-built answer, compressed when the client takes gzip. */
function send(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {{ status: number, headers: Record<string, any>, body: Buffer, gzipped: Buffer | null }} */ answer,
  /** @type {boolean} */ fromCache,
) {
  const headers = { ...answer.headers }
  const etag = headers.etag
  const ifNoneMatch = takenIfNoneMatch.get(req) ?? req.headers['if-none-match']
  if (answer.status === 200 && etag && ifNoneMatch === etag) {
    // No CSP here: the browser keeps its copy's policy (see `decide` in `capture`).
    res.writeHead(304, { etag, 'cache-control': headers['cache-control'], vary: headers.vary })
    res.end()
    return
  }
  const useGzip = answer.gzipped !== null && acceptsGzip(req)
  const body = useGzip ? /** @type {Buffer} */ (answer.gzipped) : answer.body
  if (useGzip) headers['content-encoding'] = 'gzip'
  headers['content-length'] = String(body.length)
  if (fromCache) headers['x-site-cache'] = 'HIT'
  const { fresh } = sharedLifetime(headers, answer.status)
  // nginx keeps a copy until the end of the whole second its s-maxage reaches, so s-maxage=1 kept
  // a page for 1 to 2 s and an edit could take more than 2 s to show. Said as an end second
  // instead (rounded to the nearest), a copy lives N ± 0.5 s.
  if (fresh > 0) headers['x-accel-expires'] = `@${Math.floor(Date.now() / 1000 + 0.5) + fresh - 1}`
  res.writeHead(answer.status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Headers that describe one transfer, not the page. */
const HOP_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
])

/**
 * Lets Next answer while holding back HTML (and, when Accept-Encoding was taken off, other text)
 * until it is complete: then the CSP gets the script hashes, the body is compressed, and a public
 * page is kept. Anything else is passed through as Next writes it.
 */
function capture(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {{ key: string | null, site: string | null, compress: boolean, notFound: boolean, onDone: () => void }} */ opts,
) {
  /** @type {any} */
  const r = res
  const original = {
    writeHead: res.writeHead,
    flushHeaders: res.flushHeaders,
    write: res.write,
    end: res.end,
  }
  const startedAt = generation
  /** Where a copy of this answer is kept: the site src/proxy.ts made it for (decide). */
  let storeKey = opts.key
  /** @type {boolean | undefined} */
  let holding
  /** @type {Buffer[]} */
  const chunks = []

  // Once the held answer is sent (or nothing is held), every call goes straight through. The
  // methods stay wrapped: Next's compression may have wrapped them again on top of these.
  let sent = false
  const decide = () => {
    if (holding !== undefined) return holding
    // Whose page this is, as src/proxy.ts says; never sent on. A host just given to a site (or
    // just taken from one) gets its copy kept under its own key from now on.
    const made = vouchedSite(req, res.getHeader(SITE_HOST_HEADER), opts.site)
    res.removeHeader(SITE_HOST_HEADER)
    if (opts.key && made !== opts.site) storeKey = cacheKey(req, made)
    // The browser keeps its copy, and with it that copy's policy: a 304's headers replace the
    // stored ones, and a policy without the copy's hashes would block its scripts.
    if (res.statusCode === 304) res.removeHeader('content-security-policy')
    const type = String(res.getHeader('content-type') ?? '')
    if (res.getHeader(GONE_HEADER) !== undefined) {
      res.removeHeader(GONE_HEADER)
      // The HTML page only: Next's router takes its payload (RSC) as a 200, and shows it in place.
      if (res.statusCode === 200 && /^text\/html/i.test(type)) res.statusCode = 410
    }
    if (res.statusCode === 308 && opts.notFound) permanentMove()
    const encoded = res.getHeader('content-encoding') !== undefined
    holding =
      missing() || (!encoded && (/^text\/html/i.test(type) || (opts.compress && COMPRESSIBLE.test(type))))
    if (!holding) opts.onDone()
    return holding
  }
  const toBuffer = (/** @type {any} */ chunk, /** @type {any} */ encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(chunk)

  r.writeHead = function (/** @type {number} */ status, /** @type {any} */ a, /** @type {any} */ b) {
    if (sent) return original.writeHead.call(res, status, a, b)
    res.statusCode = status
    const headers = typeof a === 'string' ? b : a
    if (typeof a === 'string') res.statusMessage = a
    if (Array.isArray(headers)) {
      // [[name, value], …] or a flat [name, value, …]
      if (Array.isArray(headers[0])) for (const [k, v] of headers) res.setHeader(k, v)
      else for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
    }
    if (!decide()) return original.writeHead.call(res, res.statusCode)
    return res
  }
  r.flushHeaders = function () {
    if (sent || !decide()) original.flushHeaders.call(res)
  }
  r.write = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) {
    if (sent || !decide()) return original.write.call(res, chunk, encoding, cb)
    if (chunk != null && chunk.length) chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : cb
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  r.end = function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ cb) {
    if (typeof chunk === 'function') [cb, chunk] = [chunk, undefined]
    else if (typeof encoding === 'function') [cb, encoding] = [encoding, undefined]
    if (sent || !decide()) return original.end.call(res, chunk, encoding, cb)
    if (chunk != null && chunk.length) chunks.push(toBuffer(chunk, encoding))
    sent = true
    finish(Buffer.concat(chunks)).then(
      () => cb?.(),
      (error) => {
        console.error('[server] failed to send a page', error)
        if (!res.headersSent) res.writeHead(500)
        res.end()
      },
    )
    return res
  }

  /**
   * A page's `permanentRedirect` (one address per article: `/news/notice/7` → `/news/academic/7`).
   * Next answers 308 with the path alone, since pages are rendered without the query (src/proxy.ts);
   * a plain page request gets the 301 every crawler knows, with the visitor's query carried over.
   * Not kept by nginx (X-Accel-Expires 0): its key holds only the page's own parameters, and the
   * answer now holds the whole query. Next's cache still holds the render, so a repeat costs no
   * render.
   */
  function permanentMove() {
    res.statusCode = 301
    // Next's cached answer names the target twice (its kept headers, then its own): one is sent.
    const kept = res.getHeader('location')
    const location = Array.isArray(kept) ? kept[0] : kept
    if (location !== undefined) res.setHeader('location', String(location))
    const url = req.url ?? '/'
    const q = url.indexOf('?')
    if (location !== undefined && q >= 0 && !/[?#]/.test(String(location)))
      res.setHeader('location', String(location) + url.slice(q))
    res.setHeader('x-accel-expires', '0')
  }

  /** src/proxy.ts found no route for a plain page request: its empty 404, to fill here. */
  function missing() {
    return opts.notFound && res.statusCode === 404 && res.getHeader(NOT_FOUND_HEADER) !== undefined
  }

  async function finish(/** @type {Buffer} */ body) {
    if (missing()) {
      // The kept not-found page (rendered once), not a new render for a new address.
      const host = String(req.headers.host ?? '')
      // One copy per site; per host name only if the sites are not known (as before).
      const site = siteOf(req) ?? `host:${host}`
      const kept = notFoundPages.get(site)
      // Next marks its 404s no-store; the kept page is static, so it takes src/proxy.ts's policy.
      const page = await notFoundPage(site, host, String(res.getHeader('cache-control') ?? ''))
      for (const k of Object.keys(res.getHeaders())) if (k !== 'x-request-id') res.removeHeader(k)
      if (opts.key) pages.delete(opts.key)
      opts.onDone()
      if (page) return send(req, res, page, page === kept)
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
      res.end(req.method === 'HEAD' ? undefined : '404 页面不存在')
      return
    }
    /** @type {Record<string, any>} */
    const headers = {}
    for (const [k, v] of Object.entries(res.getHeaders()))
      if (v !== undefined && !HOP_HEADERS.has(k)) headers[k] = v
    for (const k of Object.keys(res.getHeaders())) res.removeHeader(k)
    const type = String(headers['content-type'] ?? '')
    if (/^text\/html/i.test(type)) {
      // A draft preview is shown inside the console's live preview (src/app/preview).
      const framedByConsole = String(req.url ?? '').startsWith('/preview/')
      if (framedByConsole) delete headers['x-frame-options']
      headers['content-security-policy'] = contentSecurityPolicy(
        cspConfig,
        inlineScriptHashes(body.toString('utf8')),
        { framedByConsole },
      )
    }
    const compressible = COMPRESSIBLE.test(type) && body.length >= GZIP_MIN
    if (compressible) headers.vary = addVary(headers.vary, 'Accept-Encoding')
    const { fresh, stale } =
      opts.key && req.method === 'GET' ? sharedLifetime(headers, res.statusCode) : { fresh: 0, stale: 0 }
    const keep = fresh > 0 && startedAt === generation
    // Compressed once for every visitor when kept; otherwise only for a client that takes it.
    const gzipped = compressible && (keep || acceptsGzip(req)) ? await gzip(body) : null
    const answer = { status: res.statusCode, headers, body, gzipped }
    // A host no longer a site's: its old copy goes (the portal's own stays as it is).
    if (storeKey !== opts.key && opts.key && opts.site) pages.delete(opts.key)
    if (keep && storeKey && startedAt === generation) {
      const now = Date.now()
      remember(storeKey, {
        ...answer,
        freshUntil: now + fresh * 1000,
        staleUntil: now + (fresh + stale) * 1000,
        refreshing: false,
      })
    } else if (storeKey) {
      // No longer public, or rendered before a revalidation: drop the old copy.
      pages.delete(storeKey)
    }
    opts.onDone()
    send(req, res, answer, false)
  }
}

function addVary(/** @type {unknown} */ vary, /** @type {string} */ name) {
  const list = String(vary ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (!list.some((v) => v.toLowerCase() === name.toLowerCase())) list.push(name)
  return list.join(', ')
}

// ---------------------------------------------------------------------------------------------

const dir = fileURLToPath(new URL('.', import.meta.url))
const app = next({ dev: false, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * Readiness, for the balancer: this instance answers pages only if the cms answers its own
 * readiness, and Redis, when configured, answers PING. (Liveness is any answer at all.)
 */
async function ready() {
  const checks = /** @type {Record<string, string>} */ ({})
  const api = (process.env.API_BASE_URL || 'http://127.0.0.1:3001').replace(/\/+$/, '')
  try {
    const r = await fetch(`${api}/api/system.Health/ready`, { signal: AbortSignal.timeout(2000) })
    checks.cms = r.ok ? 'ok' : `HTTP ${r.status}`
  } catch (e) {
    checks.cms = e instanceof Error ? e.message : String(e)
  }
  const redis = redisClient()
  if (redis) {
    try {
      if (!redis.isReady) throw new Error('not connected')
      await Promise.race([
        redis.ping(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('PING timed out')), 1000).unref()),
      ])
      checks.redis = 'ok'
    } catch (e) {
      checks.redis = e instanceof Error ? e.message : String(e)
    }
  }
  const ok = Object.values(checks).every((v) => v === 'ok')
  return { status: ok ? 200 : 503, body: { code: ok ? 200 : 503, msg: ok ? 'ok' : '未就绪', data: checks } }
}

/** A bounded label for a request's route: the first path segment of an answered page. */
function routeOf(/** @type {string} */ url, /** @type {number} */ status) {
  if (status === 404) return 'not_found'
  const path = url.split('?')[0] ?? '/'
  if (path.startsWith('/_next/')) return '/_next'
  const first = /^\/[A-Za-z]*/.exec(path)?.[0] ?? '/'
  return first.length > 40 ? 'other' : first
}

const server = createServer((req, res) => {
  const id = requestIdOf(req.headers)
  res.setHeader('x-request-id', id)
  logRequest(log, req, res, id)
  if (refuseUnknownMethod(req, res)) return
  const rawUrl = req.url ?? '/'
  observe('site', res, () => routeOf(rawUrl, res.statusCode), req.method ?? 'GET')
  if (serveMetrics('site', req, res, METRICS_TOKEN)) return
  if (req.method === 'GET' && rawUrl.split('?')[0] === '/api/ready') {
    ready().then(({ status, body }) => {
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      })
      res.end(JSON.stringify(body))
    })
    return
  }
  requestContext.run({ id }, () => answer(req, res))
})

function answer(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
) {
  const url = req.url ?? '/'
  if (req.method === 'POST' && url.split('?')[0] === '/api/revalidate') {
    // The cms changed content: no kept page may outlive this request's answer. Only a call the
    // route accepted (its secret verified, 200) clears them; a wrong secret changes nothing.
    res.once('finish', () => {
      if (res.statusCode === 200) {
        generation++
        pages.clear()
      }
    })
    return handle(req, res)
  }
  // Only this server may ask src/proxy.ts for the empty 404 it fills with the kept page.
  delete req.headers[STATIC_NOT_FOUND_HEADER]
  const notFound = plainPage(req)
  if (notFound) req.headers[STATIC_NOT_FOUND_HEADER] = '1'
  const site = siteOf(req)
  const key = cacheKey(req, site)
  if (key) {
    // Next answers with the whole page, to be kept; `send` answers the condition itself.
    if (req.headers['if-none-match'] !== undefined) {
      takenIfNoneMatch.set(req, req.headers['if-none-match'])
      delete req.headers['if-none-match']
    }
    const entry = pages.get(key)
    const now = Date.now()
    if (entry && now < entry.freshUntil) return hit(req, res, entry)
    // Expired: one request renders a new copy while the others still get this one.
    if (entry && entry.refreshing && now < entry.staleUntil) return hit(req, res, entry)
    if (entry) entry.refreshing = true
    metrics('site').cache.inc({ cache: 'page', result: 'miss' })
  }
  // Pages are compressed here (once per kept copy); build assets by Next as before.
  const compress = !url.startsWith('/_next/static/')
  if (compress && req.headers['accept-encoding'] !== undefined) {
    takenEncoding.set(req, req.headers['accept-encoding'])
    delete req.headers['accept-encoding']
  }
  capture(req, res, {
    key,
    site,
    compress,
    notFound,
    onDone: () => {
      if (key) {
        const entry = pages.get(key)
        if (entry) entry.refreshing = false
      }
    },
  })
  return handle(req, res)
}

function hit(
  /** @type {import('node:http').IncomingMessage} */ req,
  /** @type {import('node:http').ServerResponse} */ res,
  /** @type {Entry} */ entry,
) {
  metrics('site').cache.inc({ cache: 'page', result: 'hit' })
  send(req, res, entry, true)
}
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  log.info({ port }, `site ready on http://${hostname ?? 'localhost'}:${port}`)
})
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    server.close()
    process.exit(0)
  })
