import { fileURLToPath } from 'node:url'
import type { NextConfig } from 'next'

// Static security headers. The Content-Security-Policy depends on the API origins, which are
// runtime configuration, so it is set per request in src/proxy.ts instead of here.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

const config: NextConfig = {
  transpilePackages: ['@ou/contract'],
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  // Rendered pages and API answers: filled by the running server only (see cache-handler.mjs).
  cacheHandler: fileURLToPath(new URL('./cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // HSTS only on answers that went out over HTTPS (as the proxy in front says).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
      },
    ]
  },
}

export default config
