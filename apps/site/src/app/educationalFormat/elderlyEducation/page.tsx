import { FormatContent, FormatLayout, formatPageInfo } from '@/components/formats'
import { ELDERLY_NAV } from '@/components/elderly'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'

const page = formatPageInfo('elderlyEducation')
export const metadata = pageMeta(page, '/educationalFormat/elderlyEducation')

export default async function FormatPage() {
  const data = await load('oldEducation.Setting/oldEducationInfo')
  return (
    <FormatLayout format="elderlyEducation" page={page} banner={data.banner} nav={ELDERLY_NAV}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
