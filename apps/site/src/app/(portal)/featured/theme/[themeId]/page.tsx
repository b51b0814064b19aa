// `/featured?theme_id=N`, rewritten here by src/proxy.ts: one cacheable page per theme.
import { idParam } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'
import { ThemeHome } from '../../_lib/theme-home'

export async function generateMetadata({ params }: { params: Promise<{ themeId: string }> }) {
  return pageMeta(PAGES.featured, href.featured(idParam((await params).themeId)))
}

export default async function FeaturedThemePage({ params }: { params: Promise<{ themeId: string }> }) {
  return <ThemeHome themeId={idParam((await params).themeId)} />
}
