import { Suspense } from 'react'
import { PageLayout } from '@/components/layout/page-layout'
import { SearchBox } from '@/components/layout/search-box'
import { SearchResults } from '@/components/search/search-results'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

export const metadata = { ...pageMeta(PAGES.search, href.search()), robots: { index: false } }

export default function SearchPage() {
  return (
    <PageLayout page={PAGES.search} crumbs={[{ label: PAGES.search.zh }]}>
      <div className="search-page-box">
        <SearchBox id="search-page-input" keepScope />
      </div>
      <Suspense fallback={<p role="status">正在加载…</p>}>
        <SearchResults />
      </Suspense>
    </PageLayout>
  )
}
