import { FormatContent, FormatLayout, formatPageInfo } from '@/components/formats'
import { load, loadOptional } from '@/lib/api'
import { pageMeta } from '@/lib/meta'

const page = formatPageInfo('communityEducation')
export const metadata = pageMeta(page, '/educationalFormat/communityEducation')

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
