// The cms's HTTP server: Next's request handler behind a plain Node server, so that the public API
// knows the address a request really came from. Next itself passes on any X-Forwarded-For a
// client sends; here the socket's peer address is recorded in a header of our own (overwriting a
// client's), which src/lib/clientAddress.ts reads together with TRUSTED_PROXIES.
//   node server.mjs [-p 3001] [--dev]
// Every script (demo, start, test) starts the cms this way; production refuses to start without it.
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { requestContext, requestIdOf } from '@ou/ops/context'
import { createLogger, logRequest } from '@ou/ops/log'
import { refuseUnknownMethod } from '@ou/ops/methods'
import { metrics, observe, serveMetrics } from '@ou/ops/metrics'
import { consoleUrls, isConsoleHost, wrongAddressPage } from './console-address.mjs'
import { HSTS, consolePolicy, securityHeaders, siteOrigins } from './security-headers.mjs'

const PEER_HEADER = 'x-ou-peer'
const args = process.argv.slice(2)
const argAfter = (...names) => {
  const i = args.findIndex((a) => names.includes(a))
  return i >= 0 ? args[i + 1] : undefined
}
const dev = args.includes('--dev')
const port = Number(argAfter('-p', '--port') ?? process.env.PORT ?? 3001)
const hostname = argAfter('-H', '--hostname') ?? process.env.HOSTNAME ?? '0.0.0.0'
const dir = path.dirname(fileURLToPath(import.meta.url))
// Before Next and the app load: the app's configuration depends on it.
process.env.NODE_ENV ??= dev ? 'development' : 'production'
const { default: next } = await import('next')

// One JSON logger per process; payload.config.ts hands it to Payload, so its lines carry the
// request id too.
const log = createLogger('cms', process.env.LOG_LEVEL || 'info')
globalThis[Symbol.for('ou.log')] = log
metrics('cms')
const METRICS_TOKEN = process.env.METRICS_TOKEN ?? ''

/** A bounded label for a request's route: the API call, the console, Payload's REST API. */
function routeOf(url, status) {
  const path = url.split('?')[0]
  const call = /^\/api\/([a-z]+\.[A-Z][A-Za-z]*\/[A-Za-z]+)$/.exec(path)?.[1]
  if (call) return status === 404 ? 'api_unknown' : call
  if (path.startsWith('/admin')) return 'console'
  if (path.startsWith('/cms-api/')) return 'payload'
  if (path.startsWith('/_next/')) return '/_next'
  return 'other'
}

// Tells the app that PEER_HEADER was written by this server (see clientAddress.ts).
globalThis[Symbol.for('ou.cms.server')] = PEER_HEADER

/** Malformed percent-encoding makes Next answer a bare 500 and log a stack trace: answer 404 here. */
function malformedPath(url) {
  const pathname = (url ?? '/').split('?')[0]
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

const app = next({ dev, dir, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * Next redirects `/api/x/` and `/api//x` (308) before any route runs; an API path answers the
 * envelope instead, so such a path is passed on in its plain form.
 */
function plainApiPath(url) {
  const q = url.indexOf('?')
  const pathname = q < 0 ? url : url.slice(0, q)
  if (!/^\/+api(\/|$)/.test(pathname)) return url
  const plain = pathname.replace(/\/{2,}/g, '/').replace(/(.)\/+$/, '$1')
  return plain === pathname ? url : plain + (q < 0 ? '' : url.slice(q))
}

const server = createServer((req, res) => {
  const id = requestIdOf(req.headers)
  res.setHeader('x-request-id', id)
  logRequest(log, req, res, id)
  if (refuseUnknownMethod(req, res)) return
  if (serveMetrics('cms', req, res, METRICS_TOKEN)) return
  requestContext.run({ id }, () => answer(req, res))
})

function answer(req, res) {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? ''
  req.url = plainApiPath(req.url ?? '/')
  if (malformedPath(req.url)) {
    const api = /^\/api(\/|$)/.test(req.url ?? '')
    const body = api
      ? JSON.stringify({ code: 404, msg: '接口不存在', data: null })
      : '<!doctype html><meta charset="utf-8"><title>404</title><p>页面不存在</p>'
    res.writeHead(404, {
      'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    })
    res.end(body)
    return
  }
  const url = req.url ?? '/'
  observe('cms', res, () => routeOf(url, res.statusCode), req.method ?? 'GET')
  if (misaddressedConsole(req, res, url)) return
  frameTheSite(res)
  if (!servePublicApi(req, res, url)) handle(req, res)
}

/**
 * The console works at each address in CMS_PUBLIC_URL. Opened at any other (the server's IP
 * instead of its name, say), its pages answer one page naming the address to use: there the
 * session would not count and every save would be refused as 「无权」. The APIs are not concerned.
 */
const CONSOLE_URLS = consoleUrls(process.env.CMS_PUBLIC_URL)
function misaddressedConsole(req, res, url) {
  if (!/^\/admin(\/|\?|$)/.test(url) || isConsoleHost(CONSOLE_URLS, req.headers.host)) return false
  for (const { key, value } of securityHeaders) res.setHeader(key, value)
  res.writeHead(400, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  })
  res.end(req.method === 'HEAD' ? undefined : wrongAddressPage(CONSOLE_URLS, req.headers.host, url))
  return true
}

/**
 * 实时预览 frames the site's preview page: the console's policy as built frames only the cms, so
 * the site's origins (SITE_URL, as this instance is configured, which may differ from the build's)
 * are added where Next sets it. Exactly those origins, nothing else.
 */
const BUILT_POLICY = consolePolicy()
const RUNNING_POLICY = consolePolicy(siteOrigins(process.env.SITE_URL ?? 'http://127.0.0.1:3000'))
function frameTheSite(res) {
  if (RUNNING_POLICY === BUILT_POLICY) return
  const set = res.setHeader.bind(res)
  res.setHeader = (name, value) =>
    set(
      name,
      String(name).toLowerCase() === 'content-security-policy' && value === BUILT_POLICY
        ? RUNNING_POLICY
        : value,
    )
}

/**
 * The public API without Next's request pipeline. Each call already goes to one function,
 * `dispatch` (src/api/router.ts), through the route app/api/[controller]/[action]; that route
 * hands it to this server when its module loads. From then on a call is answered here, from Node's
 * request to Node's response with no web Request, Headers, streams or Response in between: Next's
 * routing, rendering context and response streaming, and then the web objects, cost the request
 * thread most of what a score lookup costs beside its password check (bench/scoreday.ts). The
 * first call, and every call in development, goes through Next.
 */
const API_DISPATCH = Symbol.for('ou.cms.api')
const API_CALL = /^\/api\/([^/]+)\/([^/]+)$/
// HEAD is a GET whose body Node leaves out.
const FAST_METHODS = new Set(['GET', 'HEAD', 'POST', 'OPTIONS'])

/**
 * The request's body as text, read only when the call asks for it. Past `max` bytes reading stops
 * (null): the rest is never read, and the answer (413) closes the connection (see servePublicApi).
 */
function readBody(req, max) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    const done = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
    }
    const onData = (chunk) => {
      size += chunk.length
      if (size <= max) return void chunks.push(chunk)
      done()
      req.pause()
      resolve(null)
    }
    const onEnd = () => {
      done()
      resolve(Buffer.concat(chunks).toString('utf8'))
    }
    const onError = (err) => {
      done()
      reject(err)
    }
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/**
 * An answer sent before the request's body was read (413 for a body too large): the connection
 * closes after it. Node would close it the moment the answer is written, and the client, still
 * sending, would get a reset on its next write, often before it has read the answer. The
 * connection is half-closed instead and ended when the client ends its side, or after a second;
 * meanwhile nothing more of the body is read.
 */
function closeAfterAnswer(req, res) {
  res.setHeader('connection', 'close')
  const socket = req.socket
  socket.destroySoon = () => {
    socket.end()
    socket.once('end', () => socket.destroy())
    setTimeout(() => socket.destroy(), 1000).unref()
  }
}

function servePublicApi(req, res, url) {
  const dispatch = globalThis[API_DISPATCH]
  if (dev || !dispatch || !FAST_METHODS.has(req.method)) return false
  const q = url.indexOf('?')
  const m = API_CALL.exec(q < 0 ? url : url.slice(0, q))
  if (!m) return false
  const request = {
    method: req.method,
    url,
    headers: {
      get: (name) => {
        const v = req.headers[name]
        return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v
      },
    },
    text: (max) => readBody(req, max),
  }
  const name = `${decodeURIComponent(m[1])}/${decodeURIComponent(m[2])}`
  dispatch(request, name)
    .then((answer) => {
      res.statusCode = answer.status
      for (const { key, value } of securityHeaders) res.setHeader(key, value)
      if (req.headers['x-forwarded-proto'] === 'https') res.setHeader(HSTS.key, HSTS.value)
      for (const k in answer.headers) res.setHeader(k, answer.headers[k])
      const body = answer.body === null ? undefined : Buffer.from(answer.body)
      res.setHeader('content-length', body?.length ?? 0)
      // Whatever the client is still sending is not read: it learns so from the answer.
      if (!req.complete) closeAfterAnswer(req, res)
      res.end(body)
    })
    .catch((err) => {
      log.error({ err, call: name }, 'API call failed')
      if (res.headersSent) return res.destroy()
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
      res.end(JSON.stringify({ code: 500, msg: '服务器内部错误', data: null }))
    })
  return true
}
// Requests Node's parser refuses (headers too large, malformed request lines) get the API's
// envelope too, instead of a bare status line. The connection then stays open for a moment, reading
// and discarding what the client is still sending (nginx's lingering close): closed at once, it was
// reset under a client still writing a 900 KB query string, which got ECONNRESET or EPIPE instead of
// the answer (every time for one 900 KB write, in a loopback test). Later parse errors of the same
// connection are that rest of the request.
const LINGER_MS = 2000
const answered = new WeakSet()
server.on('clientError', (err, socket) => {
  if (answered.has(socket)) return
  if (!socket.writable) return socket.destroy()
  answered.add(socket)
  const [status, text] =
    err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : [400, 'Bad Request']
  const body = JSON.stringify({
    code: status,
    msg: status === 431 ? '请求头过大' : '请求格式错误',
    data: null,
  })
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  )
  socket.resume()
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
})
// Longer than a client keeps an idle connection (nginx's upstream keepalive_timeout: 60 s): with
// Node's 5 s the cms could close a connection just as nginx or a test client sent a call on it,
// and that call, a POST, is lost (a 502 through nginx, a hang-up without it).
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  log.info({ port }, `cms ready on http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`)
})
const shutdown = () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
