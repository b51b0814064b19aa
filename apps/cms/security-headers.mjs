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
