import { withPayload } from '@payloadcms/next/withPayload'

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/**
 * The console's Content-Security-Policy: everything from the cms's own origin, nothing framed
 * from or posted to elsewhere. Inline scripts stay allowed (Next's and Payload's bootstrapping
 * scripts carry no nonce); no other origin may supply script.
 */
const consolePolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self' blob: data:", // data: the spoken login captcha
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ')

/**
 * Uploaded files (every collection's `/cms-api/<collection>/file/<name>`, renditions included):
 * inert whatever they contain. The same value as `UPLOAD_CSP` in src/lib/uploads.ts, which the
 * collections' own answers carry; here it also covers answers of other handlers (S3).
 */
const uploadHeaders = [
  {
    key: 'Content-Security-Policy',
    value: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
]
const UPLOAD_PATH = 'cms-api/[^/]+/file/'

/** HSTS only on answers that went out over HTTPS (as the proxy in front says); never on plain HTTP. */
const hsts = {
  source: '/:path*',
  has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
  headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@ou/contract'],
  poweredByHeader: false,
  // The cms has no page of its own at the root: staff go to the console.
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: `/((?!api/|${UPLOAD_PATH}).*)`,
        headers: [{ key: 'Content-Security-Policy', value: consolePolicy }],
      },
      { source: `/(${UPLOAD_PATH}.*)`, headers: uploadHeaders },
      hsts,
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
