import { EducationalFormatHeader } from '@/components/formats'
import { PageLayout } from '@/components/PageLayout'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

export const metadata = {
  ...pageMeta(PAGES.formatHeader, '/educationalFormat/components/EducationalFormatHeader'),
  robots: { index: false },
}

/** The format header component, registered as a route of its own (SPEC.md §2). */
export default function EducationalFormatHeaderPage() {
  return (
    <PageLayout
      page={PAGES.formatHeader}
      crumbs={[{ href: '/educationalFormat', label: '办学形式' }, { label: '页头组件' }]}
    >
      <EducationalFormatHeader />
    </PageLayout>
  )
}
