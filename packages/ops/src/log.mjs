// @ts-check
/**
 * The JSON log of a server process (pino): one line per event, on stdout, for journald or any
 * collector. Every line written while a request is answered carries its id (`reqId`, see
 * context.mjs). The server passes LOG_LEVEL as the threshold (default info).
 */
import { pino } from 'pino'
import { currentRequestId } from './context.mjs'

/** pino options shared by both apps (the cms hands them to Payload, which makes its logger). */
export function logOptions(/** @type {string} */ app, level = 'info') {
  return {
    level,
    base: { app, pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
    mixin() {
      const reqId = currentRequestId()
      return reqId ? { reqId } : {}
    },
  }
}

/** A logger of one app, writing through process.stdout (so a test or a supervisor capturing it sees every line). */
export function createLogger(/** @type {string} */ app, level = 'info') {
  return pino(logOptions(app, level), process.stdout)
}

/**
 * Logs one line per answered request: method, path (without the query, which may carry search
 * words), status, duration, and the request id.
 * @param {import('pino').Logger} log
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} reqId
 */
export function logRequest(log, req, res, reqId) {
  const start = process.hrtime.bigint()
  res.once('finish', () => {
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    const status = res.statusCode
    const line = {
      reqId,
      method: req.method,
      path: (req.url ?? '/').split('?')[0],
      status,
      ms: Math.round(ms * 10) / 10,
    }
    if (status >= 500) log.error(line, 'request')
    else log.info(line, 'request')
  })
}
