import { FormatCards } from '@/components/formats/format-cards'
import { FormatIntro } from '@/components/formats/format-content'
import { EducationalFormatHeader } from '@/components/formats/format-header'
import { PageLayout } from '@/components/layout/page-layout'
import { Empty } from '@/components/ui/empty'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'
import { href } from '@/lib/routes'

export const metadata = pageMeta(PAGES.educationalFormat, href.formats())

export default async function EducationalFormatIndex() {
  const data = await load('educationFormat.Setting/baseInfo')
  return (
    <PageLayout page={PAGES.educationalFormat} crumbs={[{ label: PAGES.educationalFormat.zh }]}>
      <EducationalFormatHeader />
      <FormatIntro title={data.title} titleEn={data.title_en} summary={data.intro} />
      {data.formats.length ? <FormatCards formats={data.formats} /> : <Empty />}
    </PageLayout>
  )
}
