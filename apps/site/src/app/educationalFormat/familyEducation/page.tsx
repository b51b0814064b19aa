import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { load, loadOptional } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

const page = formatPageInfo('familyEducation')
export const metadata = pageMeta(page, href.format('familyEducation'))

export default async function FormatPage() {
  const [data, extra] = await Promise.all([
    load('familyEducation.Setting/baseInfo'),
    loadOptional('familyEducation.Setting/familyEducationInfo'),
  ])
  return (
    <FormatLayout format="familyEducation" page={page} banner={data.banner}>
      <FormatContent data={data} extra={extra} />
    </FormatLayout>
  )
}
