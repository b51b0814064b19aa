import { EducationalFormatHeader } from '@/components/formats/format-header'
import { PageLayout } from '@/components/layout/page-layout'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

export const metadata = {
  ...pageMeta(PAGES.formatHeader, href.formatHeaderComponent()),
  robots: { index: false },
}

/** The format header component, served alone as a route of its own. */
export default function EducationalFormatHeaderPage() {
  return (
    <PageLayout
      page={PAGES.formatHeader}
      crumbs={[{ href: href.formats(), label: '办学形式' }, { label: '页头组件' }]}
    >
      <EducationalFormatHeader />
    </PageLayout>
  )
}
