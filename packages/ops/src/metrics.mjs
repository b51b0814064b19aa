// @ts-check
/**
 * Prometheus metrics of one server process (prom-client), answered at GET /metrics by server.mjs
 * of each app to a scraper that presents METRICS_TOKEN. Without a token /metrics is not served at
 * all, and deploy/nginx.conf never passes it from outside.
 *
 * The registry lives on globalThis: server.mjs creates it before Next loads, and code inside the
 * app (bundled by Next, so with its own copy of any module) counts through `count.mjs`, which
 * only reads that global.
 */
import { timingSafeEqual } from 'node:crypto'
import client from 'prom-client'
import { KEY } from './count.mjs'

/** @param {string} app `site` or `cms` */
function create(app) {
  const registry = new client.Registry()
  registry.setDefaultLabels({ app })
  client.collectDefaultMetrics({ register: registry, prefix: 'ou_' })
  const registers = [registry]
  return {
    registry,
    requests: new client.Counter({
      name: 'ou_http_requests_total',
      help: 'Requests answered, by route (an API call, or a section of the site) and status.',
      labelNames: ['route', 'method', 'status'],
      registers,
    }),
    duration: new client.Histogram({
      name: 'ou_http_request_duration_seconds',
      help: 'Time to answer a request, by route.',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    cache: new client.Counter({
      name: 'ou_cache_requests_total',
      help: 'Lookups in a cache: the page micro-cache, the data/page cache (memory or Redis).',
      labelNames: ['cache', 'result'],
      registers,
    }),
    loginFailures: new client.Counter({
      name: 'ou_login_failures_total',
      help: 'Failed logins, by kind (student, console).',
      labelNames: ['kind'],
      registers,
    }),
    jobsLeader: new client.Gauge({
      name: 'ou_jobs_leader',
      help: '1 on the one cms instance that runs scheduled jobs, 0 elsewhere.',
      registers,
    }),
  }
}

/** @typedef {ReturnType<typeof create>} Metrics */

/** The process's metrics, created on first use. @param {string} app */
export function metrics(app) {
  const g = /** @type {any} */ (globalThis)
  g[KEY] ??= create(app)
  return /** @type {Metrics} */ (g[KEY])
}

/**
 * Times a request and counts it when its answer is sent.
 * @param {string} app
 * @param {import('node:http').ServerResponse} res
 * @param {() => string} route called once the status is known
 * @param {string} method
 */
export function observe(app, res, route, method) {
  const m = metrics(app)
  const end = m.duration.startTimer()
  res.once('finish', () => {
    const r = route()
    end({ route: r })
    m.requests.inc({ route: r, method, status: String(res.statusCode) })
  })
}

/**
 * Answers GET /metrics when the request presents the token (`Authorization: Bearer <token>`).
 * Returns false for any other request, which the server handles as usual.
 * @param {string} app
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} token METRICS_TOKEN; empty: /metrics is an ordinary (missing) page
 */
export function serveMetrics(app, req, res, token) {
  if (!token || (req.url ?? '').split('?')[0] !== '/metrics' || req.method !== 'GET') return false
  const given = Buffer.from(String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''))
  const want = Buffer.from(token)
  if (given.length !== want.length || !timingSafeEqual(given, want)) {
    res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
    res.end('metrics: token required\n')
    return true
  }
  const { registry } = metrics(app)
  registry.metrics().then(
    (text) => {
      res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
      res.end(text)
    },
    (e) => {
      res.writeHead(500, { 'content-type': 'text/plain' })
      res.end(String(e))
    },
  )
  return true
}
