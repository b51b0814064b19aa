import { FeaturedRedirect } from '@/components/featured/featured-redirect'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

export const metadata = pageMeta(PAGES.featured, href.featured())

/**
 * /featured without a theme: on to the theme seen last. `/featured?theme_id=N` is served by
 * theme/[themeId] (src/proxy.ts), so neither page reads the query and both stay cacheable.
 */
export default function FeaturedPage() {
  return <FeaturedRedirect />
}
