import { Suspense } from 'react'
import { DisclosureNav } from '@/components/disclosure/disclosure-nav'
import { DisclosureSearch } from '@/components/disclosure/disclosure-search'
import { SchoolLayout } from '@/components/school/school-layout'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

export const metadata = {
  ...pageMeta(PAGES.disclosureSearch, href.disclosureSearch()),
  robots: { index: false },
}

/** 信息公开检索: the form and its results (read in the browser: the page never reads the query). */
export default function DisclosureSearchPage() {
  return (
    <SchoolLayout
      section="schoolAffairsOpen"
      page={PAGES.disclosureSearch}
      trail={[{ label: PAGES.disclosureSearch.zh }]}
    >
      <div className="disclosure">
        <DisclosureNav current="search" />
        <h2 className="block-title">信息公开检索</h2>
        <Suspense fallback={<p role="status">正在加载…</p>}>
          <DisclosureSearch />
        </Suspense>
      </div>
    </SchoolLayout>
  )
}
