// The cms's HTTP server: Next's request handler behind a plain Node server, so that the public API
// knows the address a request really came from. Next itself passes on any X-Forwarded-For a
// client sends; here the socket's peer address is recorded in a header of our own (overwriting a
// client's), which src/lib/clientAddress.ts reads together with TRUSTED_PROXIES.
//   node server.mjs [-p 3001] [--dev]
// Every script (demo, start, test) starts the cms this way; production refuses to start without it.
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

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
  handle(req, res)
})
// Requests Node's parser refuses (headers too large, malformed request lines) get the API's
// envelope too, instead of a bare status line.
server.on('clientError', (err, socket) => {
  if (!socket.writable) return socket.destroy()
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
})
server.listen(port, hostname, () => {
  console.log(`cms ready on http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`)
})
const shutdown = () => {
  server.close(() => process.exit(0))
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
