// @ts-check
/**
 * The request a server is answering, wherever in its code a line runs: server.mjs of each app
 * runs Next's handler inside `requestContext.run({ id })`, so a log line or an outgoing call made
 * while rendering knows the request id without being passed it.
 *
 * Ids follow W3C Trace Context: the id is a traceparent's 32-hex trace-id. nginx sets X-Request-Id
 * to its own $request_id (32 hex) on every request it passes on, the site sends the id to the cms
 * in `traceparent` (which Next leaves out of its data cache's keys), so one visitor's page view
 * carries one id through nginx's log, the site's and the cms's.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'

const KEY = Symbol.for('ou.requestContext')
/** One store per process, even when Next's bundles load this module a second time. */
/** @type {AsyncLocalStorage<{ id: string }>} */
export const requestContext = /** @type {any} */ (globalThis)[KEY] ?? new AsyncLocalStorage()
;/** @type {any} */ (globalThis)[KEY] = requestContext

const HEX32 = /^[0-9a-f]{32}$/
const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/

/**
 * The id of an incoming request: the trace-id of a well-formed `traceparent`, else a 32-hex
 * `x-request-id` (nginx's), else a new one. Anything else a client wrote is ignored: an id is
 * only ever 32 hex characters, so it cannot forge log lines.
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function requestIdOf(headers) {
  const tp = String(headers['traceparent'] ?? '')
    .trim()
    .toLowerCase()
  const m = TRACEPARENT.exec(tp)
  if (m && !/^0+$/.test(m[1] ?? '')) return /** @type {string} */ (m[1])
  const rid = String(headers['x-request-id'] ?? '')
    .trim()
    .toLowerCase()
    .replace(/-/g, '')
  if (HEX32.test(rid) && !/^0+$/.test(rid)) return rid
  return randomBytes(16).toString('hex')
}

/** The id of the request being answered, if any. */
export function currentRequestId() {
  return requestContext.getStore()?.id
}

/** A `traceparent` header for a call made on behalf of the current request (a new span each). */
export function traceparent() {
  const id = currentRequestId()
  return id ? `00-${id}-${randomBytes(8).toString('hex')}-01` : undefined
}
