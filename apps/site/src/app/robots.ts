import type { MetadataRoute } from 'next'
import { env, publicConfig } from '@/lib/env'

// Runtime configuration: read when asked, never frozen at build time.
export const dynamic = 'force-dynamic'

/** Crawling allowed with the sitemap's address; a staging site (SITE_STAGING=1) disallows all. */
export default function robots(): MetadataRoute.Robots {
  if (env().SITE_STAGING) return { rules: { userAgent: '*', disallow: '/' } }
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/search', '/sites/*/search'] },
    sitemap: new URL('/sitemap.xml', publicConfig().siteOrigin).toString(),
  }
}
