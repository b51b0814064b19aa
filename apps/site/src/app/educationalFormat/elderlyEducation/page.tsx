import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { load } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { ELDERLY_NAV, formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

const page = formatPageInfo('elderlyEducation')
export const metadata = pageMeta(page, href.format('elderlyEducation'))

export default async function FormatPage() {
  const data = await load('oldEducation.Setting/oldEducationInfo')
  return (
    <FormatLayout format="elderlyEducation" page={page} banner={data.banner} nav={ELDERLY_NAV}>
      <FormatContent data={data} />
    </FormatLayout>
  )
}
