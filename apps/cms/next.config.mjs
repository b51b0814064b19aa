import { withPayload } from '@payloadcms/next/withPayload'
import { HSTS, consolePolicy, securityHeaders } from './security-headers.mjs'

/**
 * The console's Content-Security-Policy (security-headers.mjs): as built, it frames only the cms
 * itself; server.mjs adds the site's origins (SITE_URL, read at start) for 实时预览.
 */
const policy = consolePolicy()

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
  headers: [HSTS],
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  transpilePackages: ['@ou/contract'],
  poweredByHeader: false,
  // nginx compresses in front (deploy/nginx.conf). Compressing here too cost the request thread a
  // millisecond or more per answer on score-release day (bench/scoreday.ts), on loopback for nothing.
  compress: false,
  // The cms has no page of its own at the root: staff go to the console.
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }]
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      {
        source: `/((?!api/|${UPLOAD_PATH}).*)`,
        headers: [{ key: 'Content-Security-Policy', value: policy }],
      },
      { source: `/(${UPLOAD_PATH}.*)`, headers: uploadHeaders },
      hsts,
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
