import { PageLayout } from '@/components/PageLayout'
import { FormatCards } from '@/components/home'
import { EducationalFormatHeader } from '@/components/formats'
import { Empty } from '@/components/ui'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { PAGES } from '@/lib/pages'

export const metadata = pageMeta(PAGES.educationalFormat, '/educationalFormat')

export default async function EducationalFormatIndex() {
  const data = await load('educationFormat.Setting/baseInfo')
  return (
    <PageLayout page={PAGES.educationalFormat} crumbs={[{ label: PAGES.educationalFormat.zh }]}>
      <EducationalFormatHeader />
      <header className="format-intro">
        <h2>
          {data.title}
          <span lang="en">{data.title_en}</span>
        </h2>
        {data.intro && <p className="format-summary">{data.intro}</p>}
      </header>
      {data.formats.length ? <FormatCards formats={data.formats} /> : <Empty />}
    </PageLayout>
  )
}
