// Headers every answer of the cms carries. next.config.mjs gives them to what Next serves;
// server.mjs to the public API's answers, which it serves without Next (see there).

export const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/** HSTS only on answers that went out over HTTPS (as the proxy in front says); never on plain HTTP. */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }

/**
 * The console's Content-Security-Policy: everything from the cms's own origin, nothing framed
 * from or posted to elsewhere, except the site's preview pages in 实时预览 (`frameOrigins`: the
 * origins of SITE_URL, known when the server starts, see server.mjs). Inline scripts stay allowed
 * (Next's and Payload's bootstrapping scripts carry no nonce); no other origin may supply script.
 * @param {string[]} [frameOrigins]
 */
export function consolePolicy(frameOrigins = []) {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob: data:", // data: the spoken login captcha
    "worker-src 'self' blob:",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * The origins of SITE_URL (comma-separated; `none`: no site), which 实时预览 frames.
 * @param {string | undefined} value
 */
export function siteOrigins(value) {
  if (!value || value === 'none') return []
  const origins = value.split(',').flatMap((u) => {
    try {
      return [new URL(u.trim()).origin]
    } catch {
      return []
    }
  })
  return [...new Set(origins)]
}
