import { Suspense } from 'react'
import { SearchBox } from '@/client/Shell'
import { SearchResults } from '@/client/SearchResults'
import { PageLayout } from '@/components/PageLayout'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

export const metadata = { ...pageMeta(PAGES.search, '/search'), robots: { index: false } }

export default function SearchPage() {
  return (
    <PageLayout page={PAGES.search} crumbs={[{ label: PAGES.search.zh }]}>
      <div className="search-page-box">
        <SearchBox id="search-page-input" />
      </div>
      <Suspense fallback={<p role="status">正在加载…</p>}>
        <SearchResults />
      </Suspense>
    </PageLayout>
  )
}
