/**
 * The request methods both servers answer. Anything else (TRACE, CONNECT, WebDAV verbs…) gets the
 * API's 405 envelope here, before Next, which would answer some of them with a plain-text 500.
 */
export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const KNOWN = new Set(METHODS)

/** Answers 405 for a method neither app serves; true when it did. */
export function refuseUnknownMethod(req, res) {
  if (KNOWN.has(req.method ?? '')) return false
  const body = JSON.stringify({ code: 405, msg: '不支持该请求方法', data: null })
  res.writeHead(405, {
    allow: METHODS.join(', '),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  })
  res.end(body)
  return true
}
