import { FormatContent } from '@/components/formats/format-content'
import { FormatLayout } from '@/components/formats/format-layout'
import { load, loadOptional } from '@/lib/api'
import { pageMeta } from '@/lib/meta'
import { formatPageInfo } from '@/lib/pages'
import { href } from '@/lib/routes'

const page = formatPageInfo('communityEducation')
export const metadata = pageMeta(page, href.format('communityEducation'))

export default async function FormatPage() {
  const [data, extra] = await Promise.all([
    load('communityEducation.Setting/baseInfo'),
    loadOptional('communityEducation.Setting/communityEducationInfo'),
  ])
  return (
    <FormatLayout format="communityEducation" page={page} banner={data.banner}>
      <FormatContent data={data} extra={extra} />
    </FormatLayout>
  )
}
